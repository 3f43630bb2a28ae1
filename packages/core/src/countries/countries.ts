import type { TCountryInfo, TCountryRow, TCurrencyRow } from './schemas';
import { toMajor } from '../fees/exact';
import { regulatoryFeeRate, vatOnFeesRate } from '../fees/seller-charges';
import countriesData from '../data/countries.json' with { type: 'json' };
import currenciesData from '../data/currencies.json' with { type: 'json' };

/**
 * Fee and currency tables live in JSON so that a fee change is a data change (docs/FEES.md).
 * Their shape is checked against the zod schemas in schemas.ts by the tests, so zod stays out of this path.
 */
export const COUNTRIES = countriesData.countries as readonly TCountryRow[];
export const CURRENCIES = currenciesData.currencies as readonly TCurrencyRow[];

export const DEFAULT_COUNTRY = 'US';

const countriesByCode = new Map(COUNTRIES.map((c) => [c.code, c]));
const currenciesByCode = new Map(CURRENCIES.map((c) => [c.code, c]));

export function findCountry(code: string): TCountryRow | undefined {
  return countriesByCode.get(code.toUpperCase());
}

export function findCurrency(code: string): TCurrencyRow | undefined {
  return currenciesByCode.get(code.toUpperCase());
}

/** Decimals of the currency's minor unit: 2, or 0 for JPY, KRW and HUF. */
export function minorDigits(currency: string): number {
  return findCurrency(currency)?.minor_digits ?? 2;
}

function countryInfo(row: TCountryRow): TCountryInfo {
  const regulatory = regulatoryFeeRate(row.code);
  const vat = vatOnFeesRate(row.code);
  return {
    name: row.name,
    currency: row.currency,
    flag: row.flag,
    payment_processing_rate: row.processing_rate_bp / 10_000,
    payment_processing_fixed: toMajor(row.processing_fixed_minor, minorDigits(row.currency)),
    international_processing_rate:
      row.international_processing_rate_bp === null ? null : row.international_processing_rate_bp / 10_000,
    regulatory_fee_rate: (regulatory?.ratePpm ?? 0) / 1_000_000,
    regulatory_fee_checked_on: regulatory?.checkedOn ?? null,
    vat_on_fees_rate: (vat?.ratePpm ?? 0) / 1_000_000,
    vat_on_fees_checked_on: vat?.checkedOn ?? null,
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
