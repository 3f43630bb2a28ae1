import { setTimeout as sleep } from 'node:timers/promises';
import { MARKETPLACE_REQUESTS_PER_DAY, MARKETPLACE_REQUESTS_PER_SECOND } from '@margin/core';
import type { CounterStore } from '../types';
import { MarketplaceError } from './etsy-client';

/**
 * The marketplace's request limits (spec §9: 10 a second, 10,000 a day), which hold per app, so for every seller
 * and every server process together. They are counted in the shared counters (Redis when configured, with the
 * in-memory fallback while it is down), the same store as the sign-in limits: the rate as a token bucket of 10
 * refilled at 10 a second (a request waits for its token), the day as a fixed window of 24 hours (past it,
 * callers are answered 'rate limited' with the time until it renews).
 */
export interface RequestBudget {
  /** Resolves when a request may be sent; throws a rate-limited MarketplaceError when none may be today. */
  take(): Promise<void>;
}

export interface RequestBudgetOptions {
  perSecond?: number;
  perDay?: number;
  /** Waits for the next second; replaced in tests. */
  wait?: (ms: number) => Promise<unknown>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The day's counter, also read by the admin stats. */
export const MARKETPLACE_DAY_COUNTER = 'marketplace:requests:day';
/** How long a request waits for its token before it gives up (a burst of sellers at once). */
const MAX_WAIT_MS = 3_000;

export function createRequestBudget(
  counters: CounterStore,
  options: RequestBudgetOptions = {},
): RequestBudget {
  const perSecond = options.perSecond ?? MARKETPLACE_REQUESTS_PER_SECOND;
  const perDay = options.perDay ?? MARKETPLACE_REQUESTS_PER_DAY;
  const wait = options.wait ?? sleep;
  return {
    async take() {
      // Counted before the per-second wait: a request that then gives up has still used one, which errs on the safe side.
      const day = await counters.hit(MARKETPLACE_DAY_COUNTER, DAY_MS);
      if (day.count > perDay) {
        throw new MarketplaceError(
          'rate_limited',
          "The day's marketplace request budget is spent.",
          Math.max(1, Math.ceil(day.resetInMs / 1000)),
        );
      }
      const bucket = { capacity: perSecond, perSecond };
      for (let waitedMs = 0; ;) {
        const token = await counters.takeToken('marketplace:requests:rate', bucket);
        if (token.taken) return;
        if (waitedMs + token.waitMs > MAX_WAIT_MS) {
          throw new MarketplaceError('rate_limited', 'The marketplace request rate is at its limit.', 1);
        }
        await wait(token.waitMs);
        waitedMs += token.waitMs;
      }
    },
  };
}
