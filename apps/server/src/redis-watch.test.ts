import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { redisState, watchRedis } from './redis-watch';

/** Just what watchRedis reads of an ioredis client: its events, its status and connect(). */
class FakeRedis extends EventEmitter {
  status = 'wait';
  connects = 0;
  connect() {
    this.connects += 1;
    this.status = 'connecting';
    return Promise.reject(new Error('Connection is closed.'));
  }
}

function capturingLog() {
  const warnings: { fields: unknown; msg: string }[] = [];
  const log = {
    warn: (fields: unknown, msg?: string) =>
      warnings.push(typeof fields === 'string' ? { fields: {}, msg: fields } : { fields, msg: msg ?? '' }),
  } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

describe('watching Redis', () => {
  it('connects a lazily made client only once it listens to its errors', () => {
    const redis = new FakeRedis();
    watchRedis(redis as unknown as Redis, capturingLog().log);
    expect(redis.connects).toBe(1);
    expect(redis.listenerCount('error')).toBe(1);
  });

  it('reports an outage at once, then at most once per period, and its end', () => {
    const redis = new FakeRedis();
    const { log, warnings } = capturingLog();
    let now = 1_000;
    watchRedis(redis as unknown as Redis, log, { reportEveryMs: 60_000, now: () => now });
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:6379');
    for (let i = 0; i < 10; i++) redis.emit('error', refused);
    expect(warnings.map((w) => w.msg)).toEqual([
      "Redis unreachable: rate limits, sign-in limits, lockouts and share view numbers count in this server's memory until it is back",
    ]);
    expect(warnings[0]!.fields).toMatchObject({ err: refused });

    now += 60_000;
    redis.emit('error', refused);
    expect(warnings[1]!.msg).toBe('Redis still unreachable (10 errors since the last report)');

    redis.status = 'ready';
    redis.emit('ready');
    redis.emit('ready');
    expect(warnings.slice(2).map((w) => w.msg)).toEqual([
      "Redis reachable again: limits are shared again (counts made meanwhile stay in this server's memory until their windows end)",
    ]);

    // A new outage is reported at once, however soon it comes.
    redis.emit('error', refused);
    expect(warnings[3]!.msg).toMatch(/^Redis unreachable/);
  });

  it('/readyz states: not configured, down while not connected', async () => {
    expect(await redisState(undefined)).toBe('not configured');
    const redis = new FakeRedis();
    redis.status = 'reconnecting';
    expect(await redisState(redis as unknown as Redis)).toBe('down');
  });
});
