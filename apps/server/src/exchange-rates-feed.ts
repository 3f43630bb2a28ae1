import type { FastifyBaseLogger } from 'fastify';
import {
  installRates,
  RATES_SOURCE,
  RATES_SOURCE_URL,
  RATES_STALE_DAYS,
  ratesAgeDays,
  ratesAsOf,
  readEcbDailyXml,
  usdRatesFromEur,
} from '@margin/core';

/** The feed publishes once a working day; four reads a day find each publication within hours. */
export const RATES_REFRESH_MS = 6 * 60 * 60_000;
const FEED_TIMEOUT_MS = 10_000;

export interface RatesFeed {
  /** Reads the feed now; resolves to whether newer rates were put in force. Never rejects. */
  refresh(): Promise<boolean>;
  stop(): void;
}

/**
 * Keeps this process's exchange rates current from the reference-rate feed. Each server process reads the feed
 * itself (the rates live in the process, and in the analysis threads it hands them to), so it is not a scheduled
 * job taken by one process. A feed that fails or answers something unreadable leaves the rates in force, with a
 * warning in the log; sellers keep seeing the date of the rates their figures use.
 */
export function startRatesFeed(options: {
  url: string;
  log: FastifyBaseLogger;
  fetch?: typeof globalThis.fetch;
  everyMs?: number;
}): RatesFeed {
  const fetchFeed = options.fetch ?? globalThis.fetch;
  const { log, url } = options;

  async function refresh(): Promise<boolean> {
    try {
      const response = await fetchFeed(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`the feed answered ${response.status}`);
      const reference = readEcbDailyXml(await response.text());
      const installed = installRates({
        as_of: reference.date,
        source: RATES_SOURCE,
        source_url: RATES_SOURCE_URL,
        rates: usdRatesFromEur(reference.rates),
      });
      if (installed) log.info({ as_of: reference.date }, 'exchange rates refreshed');
      else if (reference.date >= ratesAsOf())
        log.warn({ as_of: reference.date }, 'exchange-rate feed lacks a currency: rates kept');
      return installed;
    } catch (error) {
      log.warn({ err: error, as_of: ratesAsOf() }, 'exchange-rate feed unavailable: rates kept');
      return false;
    } finally {
      const age = ratesAgeDays();
      if (age > RATES_STALE_DAYS) log.warn({ as_of: ratesAsOf(), age_days: age }, 'exchange rates are old');
    }
  }

  void refresh();
  const timer = setInterval(() => void refresh(), options.everyMs ?? RATES_REFRESH_MS);
  timer.unref();
  return { refresh, stop: () => clearInterval(timer) };
}
