import { z } from 'zod';
import countriesData from '../data/countries.json' with { type: 'json' };
import currenciesData from '../data/currencies.json' with { type: 'json' };

/**
 * Fee and currency tables live in JSON so that a fee change is a data change (docs/FEES.md).
 * They are validated once at load: a typo in a rate fails loudly at start-up, not in a seller's result.
 */
export const ZCountryRowSchema = z.object({
  code: z.string().regex(/^[A-Z]{2}$/),
  name: z.string().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
  flag: z.string().min(1),
  /** Percentage part of payment processing, in basis points (300 = 3%). Exact, never a float. */
  processing_rate_bp: z.number().int().min(0).max(10_000),
  /** Fixed part of payment processing, in the country currency's minor units. */
  processing_fixed_minor: z.number().int().min(0),
  checked_on: z.iso.date(),
  source_url: z.url(),
});
export type TCountryRow = z.infer<typeof ZCountryRowSchema>;

export const ZCurrencyRowSchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  name: z.string().min(1),
  symbol: z.string().min(1),
  minor_digits: z.union([z.literal(0), z.literal(2)]),
});
export type TCurrencyRow = z.infer<typeof ZCurrencyRowSchema>;

export const COUNTRIES: readonly TCountryRow[] = z.array(ZCountryRowSchema).parse(countriesData.countries);
export const CURRENCIES: readonly TCurrencyRow[] = z
  .array(ZCurrencyRowSchema)
  .parse(currenciesData.currencies);

export const DEFAULT_COUNTRY = 'US';

const countriesByCode = new Map(COUNTRIES.map((c) => [c.code, c]));
const currenciesByCode = new Map(CURRENCIES.map((c) => [c.code, c]));

export function findCountry(code: string): TCountryRow | undefined {
  return countriesByCode.get(code.toUpperCase());
}

export function findCurrency(code: string): TCurrencyRow | undefined {
  return currenciesByCode.get(code.toUpperCase());
}

/** One country as the public API describes it (spec: name, currency, flag, rates), plus provenance. */
export const ZCountryInfoSchema = z.object({
  name: z.string(),
  currency: z.string().describe('ISO 4217 code of the country currency'),
  flag: z.string(),
  payment_processing_rate: z.number().describe('Fraction of the buyer total, e.g. 0.03 for 3%'),
  payment_processing_fixed: z
    .number()
    .describe('Fixed fee per order in major units of the currency, e.g. 0.25'),
  checked_on: z.iso.date().describe('When the rate was last checked against the source'),
  source_url: z.url(),
});
export type TCountryInfo = z.infer<typeof ZCountryInfoSchema>;

/** GET /api/countries: country code to country. */
export const ZCountriesMapSchema = z.record(z.string(), ZCountryInfoSchema);
/** GET /api/currencies: currency code to name. */
export const ZCurrenciesMapSchema = z.record(z.string(), z.string());

function toMajor(minor: number, currency: string): number {
  const digits = findCurrency(currency)?.minor_digits ?? 2;
  return minor / 10 ** digits;
}

function countryInfo(row: TCountryRow): TCountryInfo {
  return {
    name: row.name,
    currency: row.currency,
    flag: row.flag,
    payment_processing_rate: row.processing_rate_bp / 10_000,
    payment_processing_fixed: toMajor(row.processing_fixed_minor, row.currency),
    checked_on: row.checked_on,
    source_url: row.source_url,
  };
}

/** The countries map served at GET /api/countries, keyed by country code, in table order. */
export function countriesMap(): Record<string, TCountryInfo> {
  return Object.fromEntries(COUNTRIES.map((row) => [row.code, countryInfo(row)]));
}

/** The currencies map served at GET /api/currencies: code to name. */
export function currenciesMap(): Record<string, string> {
  return Object.fromEntries(CURRENCIES.map((row) => [row.code, row.name]));
}

/**
 * Default country from the browser's time zone (core spec §9): London gives GB, the rest of Europe DE,
 * Toronto and Vancouver CA, Australia AU, anything else US.
 */
export function guessCountryFromTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return DEFAULT_COUNTRY;
  if (timeZone === 'Europe/London') return 'GB';
  if (timeZone.startsWith('Europe/')) return 'DE';
  if (timeZone === 'America/Toronto' || timeZone === 'America/Vancouver') return 'CA';
  if (timeZone.startsWith('Australia/')) return 'AU';
  return DEFAULT_COUNTRY;
}
