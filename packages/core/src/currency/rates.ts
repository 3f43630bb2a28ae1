import ratesData from '../data/exchange-rates.json' with { type: 'json' };
import { minorDigits } from '../countries/countries';
import { compareProducts, mulDivHalfUp } from '../fees/exact';

/**
 * The dated exchange-rate snapshot (data/exchange-rates.json): units of each currency per 1 USD. Rates are kept
 * as exact fractions (millionths) so that converting the USD-denominated fees (listing fee, offsite-ads cap and
 * threshold) is exact, with one half-up rounding at the end.
 */
const RATE_SCALE = 1_000_000;
const USD_MINOR_PER_MAJOR = 100;

export const RATES_BASE = ratesData.base;
export const RATES_AS_OF = ratesData.as_of;
export const RATES_SOURCE = ratesData.source;
export const RATES_SOURCE_URL = ratesData.source_url;

/** "147.432076" -> 147_432_076 (scale 6), without passing through a float. */
export function decimalToScaled(text: string, scaleDigits: number): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`Not a decimal: ${text}`);
  const fraction = (match[2] ?? '').padEnd(scaleDigits, '0');
  if (fraction.length > scaleDigits) throw new Error(`More than ${scaleDigits} decimals: ${text}`);
  return Number(match[1]) * 10 ** scaleDigits + Number(fraction);
}

const rateMicrosByCurrency = new Map(
  Object.entries(ratesData.rates as Record<string, string>).map(([code, rate]) => [
    code,
    decimalToScaled(rate, 6),
  ]),
);

function rateMicros(currency: string): number {
  const rate = rateMicrosByCurrency.get(currency);
  if (rate === undefined) throw new Error(`No exchange rate for ${currency}`);
  return rate;
}

export function hasExchangeRate(currency: string): boolean {
  return rateMicrosByCurrency.has(currency);
}

/** The snapshot rate as a number, for display ("rate 0.851716"). */
export function usdRate(currency: string): number {
  return rateMicros(currency) / RATE_SCALE;
}

/** An amount in USD cents expressed in `currency`'s minor units, rounded half-up once. */
export function convertFromUsd(usdMinor: number, currency: string): number {
  const scale = 10 ** minorDigits(currency);
  return mulDivHalfUp(usdMinor, rateMicros(currency) * scale, RATE_SCALE * USD_MINOR_PER_MAJOR);
}

/** Whether `amountMinor` of `currency` is worth at least `usdMinor` US cents, compared exactly. */
export function isAtLeastUsd(amountMinor: number, currency: string, usdMinor: number): boolean {
  const scale = 10 ** minorDigits(currency);
  return (
    compareProducts(amountMinor, RATE_SCALE * USD_MINOR_PER_MAJOR, usdMinor, rateMicros(currency) * scale) >=
    0
  );
}

/** GET /api/rates: the snapshot with its date and source. */
export function exchangeRates() {
  return {
    base: RATES_BASE,
    as_of: RATES_AS_OF,
    source: RATES_SOURCE,
    source_url: RATES_SOURCE_URL,
    rates: Object.fromEntries([...rateMicrosByCurrency].map(([code, micros]) => [code, micros / RATE_SCALE])),
  };
}

/** Rates older than this are said to be old wherever a converted figure shows. */
export const RATES_STALE_DAYS = 30;

/** Whole days from the snapshot's date (`asOf`, YYYY-MM-DD) to `now`. */
export function ratesAgeDays(asOf: string = RATES_AS_OF, now: Date = new Date()): number {
  return Math.floor((now.getTime() - Date.parse(`${asOf}T00:00:00Z`)) / 86_400_000);
}

/**
 * The sentence beside the figures converted from US dollars (the listing fee, the offsite ads cap): the date of
 * the rates, and a warning once they are older than RATES_STALE_DAYS. Null for a seller paid in dollars.
 */
export function convertedFiguresNote(
  currency: string,
  asOf: string = RATES_AS_OF,
  now: Date = new Date(),
): { text: string; stale: boolean } | null {
  if (currency === RATES_BASE) return null;
  const age = ratesAgeDays(asOf, now);
  const stale = age > RATES_STALE_DAYS;
  const text =
    `The listing fee and the offsite ads cap are set in US dollars and converted at the exchange rates of ${asOf}.` +
    (stale
      ? ` These rates are ${age} days old: the marketplace converts at the day's rate, so these figures may differ slightly.`
      : '');
  return { text, stale };
}
