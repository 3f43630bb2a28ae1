import type { CounterStore, TokenBucket, WindowCount } from '../types';

const SWEEP_EVERY_NEW_WINDOWS = 1_000;

/**
 * Fixed-window counts in this process, answered at once rather than as a promise: the memory store below, and the
 * API-wide rate limit, which counts every request (a promise and a turn of the microtask queue there were a
 * measurable part of a request's cost, bench/api.ts).
 */
export class FixedWindows {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  // Keys nobody asks about again (a client that went away) are only dropped by a sweep; sweeping every so many
  // new windows keeps the map at about the keys of the current windows, also under the API-wide rate limit.
  private newSinceSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Adds one hit to `key`; a key without a live window starts one of `windowMs`. */
  hit(key: string, windowMs: number): WindowCount {
    const at = this.now();
    let entry = this.current(key, at);
    if (!entry) {
      if (++this.newSinceSweep >= SWEEP_EVERY_NEW_WINDOWS) {
        this.newSinceSweep = 0;
        for (const [k, e] of this.windows) if (e.resetAt <= at) this.windows.delete(k);
      }
      entry = { count: 0, resetAt: at + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.resetAt - at };
  }

  peek(key: string): WindowCount {
    const at = this.now();
    const entry = this.current(key, at);
    return entry ? { count: entry.count, resetInMs: entry.resetAt - at } : { count: 0, resetInMs: 0 };
  }

  delete(key: string): void {
    this.windows.delete(key);
  }

  /** How many windows are held, ended ones not yet swept included. */
  get size(): number {
    return this.windows.size;
  }

  private current(key: string, at: number) {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt <= at) {
      this.windows.delete(key);
      return undefined;
    }
    return entry;
  }
}

/**
 * Fixed-window counters in this process: right for one server. Several servers share Redis instead
 * (apps/server's Redis store), so that a lockout on one is a lockout on all.
 */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new FixedWindows(now);
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    async hit(key, windowMs) {
      return windows.hit(key, windowMs);
    },
    async peek(key) {
      return windows.peek(key);
    },
    async reset(key) {
      windows.delete(key);
      buckets.delete(key);
    },
    async takeToken(key, bucket) {
      const answer = takeFrom(buckets.get(key), bucket, now());
      buckets.set(key, answer.state);
      return { taken: answer.taken, waitMs: answer.waitMs };
    },
  };
}

/**
 * One take from a token bucket at time `at` (ms): the same arithmetic as the Redis store's script, so the two
 * behave alike. A bucket not seen before starts full.
 */
export function takeFrom(
  state: { tokens: number; at: number } | undefined,
  bucket: TokenBucket,
  at: number,
): { taken: boolean; waitMs: number; state: { tokens: number; at: number } } {
  const perMs = bucket.perSecond / 1000;
  const tokens = Math.min(
    bucket.capacity,
    (state?.tokens ?? bucket.capacity) + (at - (state?.at ?? at)) * perMs,
  );
  if (tokens >= 1) return { taken: true, waitMs: 0, state: { tokens: tokens - 1, at } };
  return { taken: false, waitMs: Math.ceil((1 - tokens) / perMs), state: { tokens, at } };
}
