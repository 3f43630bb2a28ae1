import type { CounterStore, TokenBucket } from '../types';

const SWEEP_EVERY_NEW_WINDOWS = 1_000;

/**
 * Fixed-window counters in this process: right for one server. Several servers share Redis instead
 * (apps/server's Redis store), so that a lockout on one is a lockout on all.
 */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const buckets = new Map<string, { tokens: number; at: number }>();
  // Keys nobody asks about again (a client that went away) are only dropped by a sweep; sweeping every so many
  // new windows keeps the map at about the keys of the current windows, also under the API-wide rate limit.
  let newSinceSweep = 0;
  const sweep = () => {
    const at = now();
    for (const [key, entry] of windows) if (entry.resetAt <= at) windows.delete(key);
  };
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      let entry = current(key);
      if (!entry) {
        if (++newSinceSweep >= SWEEP_EVERY_NEW_WINDOWS) {
          newSinceSweep = 0;
          sweep();
        }
        entry = { count: 0, resetAt: now() + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetInMs: entry.resetAt - now() };
    },
    async peek(key) {
      const entry = current(key);
      return entry ? { count: entry.count, resetInMs: entry.resetAt - now() } : { count: 0, resetInMs: 0 };
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
