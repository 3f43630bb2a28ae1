import ratesData from '../data/exchange-rates.json' with { type: 'json' };
import { minorDigits } from '../countries/countries';
import { compareProducts, mulDivHalfUp } from '../fees/exact';

/**
 * The exchange rates the fees are converted with: units of each currency per 1 USD. Rates are kept as exact
 * fractions (millionths) so that converting the USD-denominated fees (listing fee, offsite-ads cap and threshold)
 * is exact, with one half-up rounding at the end.
 *
 * The bundled snapshot (data/exchange-rates.json) is in force until a newer dated table is installed: the server
 * installs the reference-rate feed's table when one is configured, and the app installs the server's table, so the
 * browser and the server convert at the same rates.
 */
const RATE_SCALE = 1_000_000;
const USD_MINOR_PER_MAJOR = 100;

export const RATES_BASE = ratesData.base;
/** The bundled snapshot's date; `ratesAsOf()` is the date of the rates in force. */
export const RATES_AS_OF = ratesData.as_of;
export const RATES_SOURCE = ratesData.source;
export const RATES_SOURCE_URL = ratesData.source_url;

/** A dated rates table: currency code to units per 1 USD, as decimal strings with up to 6 decimals. */
export interface RatesTable {
  as_of: string;
  source: string;
  source_url: string;
  rates: Record<string, string>;
}

/** "147.432076" -> 147_432_076 (scale 6), without passing through a float. */
export function decimalToScaled(text: string, scaleDigits: number): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`Not a decimal: ${text}`);
  const fraction = (match[2] ?? '').padEnd(scaleDigits, '0');
  if (fraction.length > scaleDigits) throw new Error(`More than ${scaleDigits} decimals: ${text}`);
  return Number(match[1]) * 10 ** scaleDigits + Number(fraction);
}

interface ActiveRates {
  asOf: string;
  source: string;
  sourceUrl: string;
  micros: Map<string, number>;
}

function toActive(table: RatesTable): ActiveRates {
  return {
    asOf: table.as_of,
    source: table.source,
    sourceUrl: table.source_url,
    micros: new Map(Object.entries(table.rates).map(([code, rate]) => [code, decimalToScaled(rate, 6)])),
  };
}

const BUNDLED: RatesTable = ratesData;
let active = toActive(BUNDLED);

/**
 * Puts `table` in force when it is at least as recent as the rates in force and has a positive rate for every
 * currency they have (a table missing one would leave a seller without a listing fee). Returns whether it did.
 */
export function installRates(table: RatesTable): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(table.as_of) || table.as_of < active.asOf) return false;
  let next: ActiveRates;
  try {
    next = toActive(table);
  } catch {
    return false;
  }
  for (const code of active.micros.keys()) if (!((next.micros.get(code) ?? 0) > 0)) return false;
  active = next;
  return true;
}

/** Back to the bundled snapshot (tests that install a table restore it). */
export function resetRates(): void {
  active = toActive(BUNDLED);
}

/** The date of the rates in force. */
export function ratesAsOf(): string {
  return active.asOf;
}

function rateMicros(currency: string): number {
  const rate = active.micros.get(currency);
  if (rate === undefined) throw new Error(`No exchange rate for ${currency}`);
  return rate;
}

export function hasExchangeRate(currency: string): boolean {
  return active.micros.has(currency);
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

/** GET /api/rates: the rates in force with their date and source. */
export function exchangeRates() {
  return {
    base: RATES_BASE,
    as_of: active.asOf,
    source: active.source,
    source_url: active.sourceUrl,
    rates: Object.fromEntries([...active.micros].map(([code, micros]) => [code, micros / RATE_SCALE])),
  };
}

/** The rates in force as a table `installRates` takes (what the server hands the app and its analysis threads). */
export function ratesTable(): RatesTable {
  return {
    as_of: active.asOf,
    source: active.source,
    source_url: active.sourceUrl,
    rates: Object.fromEntries(
      [...active.micros].map(([code, micros]) => [
        code,
        `${Math.floor(micros / RATE_SCALE)}.${String(micros % RATE_SCALE).padStart(6, '0')}`,
      ]),
    ),
  };
}

/** Rates older than this are said to be old wherever a converted figure shows. */
export const RATES_STALE_DAYS = 30;

/** Whole days from the snapshot's date (`asOf`, YYYY-MM-DD) to `now`. */
export function ratesAgeDays(asOf: string = ratesAsOf(), now: Date = new Date()): number {
  return Math.floor((now.getTime() - Date.parse(`${asOf}T00:00:00Z`)) / 86_400_000);
}

/**
 * The sentence beside the figures converted from US dollars (the listing fee, the offsite ads cap): the date of
 * the rates, and a warning once they are older than RATES_STALE_DAYS. Null for a seller paid in dollars.
 */
export function convertedFiguresNote(
  currency: string,
  asOf: string = ratesAsOf(),
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
