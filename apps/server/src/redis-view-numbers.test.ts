import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createRedisViewNumbers } from './redis-view-numbers';
import type { RedisWatch } from './redis-watch';

/** A client whose every command answers `reply`, and a watch that records what failed. */
function fakes(reply: () => Promise<unknown>, up = true) {
  const failures: unknown[] = [];
  const redis = { eval: reply } as unknown as Redis;
  const watch: RedisWatch = { up, failed: (error) => failures.push(error) };
  return { numbers: createRedisViewNumbers(redis, watch), failures };
}

// The numbering itself (one past the larger of Redis's and the server's count, across two servers and an outage)
// runs against a real Redis in outages.test.ts and faults/two-servers.test.ts.
describe('share view numbers through Redis', () => {
  it('leaves a view to the server when Redis is connected but does not answer, and reports it', async () => {
    const { numbers, failures } = fakes(() => new Promise(() => {}));
    await expect(numbers.next('share', 4)).resolves.toBeUndefined();
    expect(String(failures[0])).toMatch(/no answer within 200 ms/);
  });

  it('does not ask while Redis is down, and leaves a failed command to the server', async () => {
    expect(await fakes(() => Promise.resolve(9), false).numbers.next('share', 4)).toBeUndefined();
    const failing = fakes(() => Promise.reject(new Error('READONLY')));
    expect(await failing.numbers.next('share', 4)).toBeUndefined();
    expect(failing.failures).toHaveLength(1);
    expect(await fakes(() => Promise.resolve(9)).numbers.next('share', 4)).toBe(9);
  });
});
