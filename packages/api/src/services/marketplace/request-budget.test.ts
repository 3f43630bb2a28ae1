import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from '../counters/memory';
import { MarketplaceError } from './etsy-client';
import { createRequestBudget } from './request-budget';

/** A clock the budget's waits move forward, so a test of seconds takes none. */
function clock() {
  let now = 1_000_000;
  const waits: number[] = [];
  return {
    now: () => now,
    waits,
    wait: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
  };
}

describe('the marketplace request budget (10 a second, 10,000 a day, for the whole app)', () => {
  it('lets a burst of 10 through at once, then one request every 100 ms (a token bucket)', async () => {
    const time = clock();
    const budget = createRequestBudget(createMemoryCounterStore(time.now), { wait: time.wait });
    for (let i = 0; i < 10; i++) await budget.take();
    expect(time.waits).toEqual([]);
    await budget.take();
    expect(time.waits).toEqual([100]);
    // 90 more: 9 seconds, evenly spread, never a bunch at a second's edge.
    const start = time.now();
    const sent: number[] = [];
    for (let i = 0; i < 90; i++) {
      await budget.take();
      sent.push(time.now());
    }
    expect(time.now() - start).toBe(9000);
    for (let i = 10; i < sent.length; i++) expect(sent[i]! - sent[i - 10]!).toBeGreaterThanOrEqual(1000);
  });

  it('refills while idle, never beyond the burst of 10', async () => {
    const time = clock();
    const budget = createRequestBudget(createMemoryCounterStore(time.now), { wait: time.wait });
    for (let i = 0; i < 10; i++) await budget.take();
    await time.wait(60_000);
    time.waits.length = 0;
    for (let i = 0; i < 10; i++) await budget.take();
    expect(time.waits).toEqual([]);
    await budget.take();
    expect(time.waits).toEqual([100]);
  });

  it('answers rate limited, with the time until the day renews, once the day is spent', async () => {
    const time = clock();
    const budget = createRequestBudget(createMemoryCounterStore(time.now), {
      perSecond: 100,
      perDay: 3,
      wait: time.wait,
    });
    for (let i = 0; i < 3; i++) await budget.take();
    const refused = await budget.take().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MarketplaceError);
    expect(refused).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 24 * 60 * 60 });
  });

  it('gives up after waiting three seconds in a crowd', async () => {
    const counters = createMemoryCounterStore(() => 0); // time stands still: the second never frees up
    const budget = createRequestBudget(counters, { perSecond: 1, wait: async () => undefined });
    await budget.take();
    await expect(budget.take()).rejects.toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 1 });
  });

  it('is shared by every budget over the same counters (one Redis for all server processes)', async () => {
    const time = clock();
    const shared = createMemoryCounterStore(time.now);
    const first = createRequestBudget(shared, { perDay: 4, wait: time.wait });
    const second = createRequestBudget(shared, { perDay: 4, wait: time.wait });
    await first.take();
    await second.take();
    await first.take();
    await second.take();
    await expect(first.take()).rejects.toMatchObject({ kind: 'rate_limited' });
  });
});
