import type { CounterStore } from '../types';

const SWEEP_EVERY_NEW_WINDOWS = 1_000;

/**
 * Fixed-window counters in this process: right for one server. Several servers share Redis instead
 * (apps/server's Redis store), so that a lockout on one is a lockout on all.
 */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
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
    },
  };
}
