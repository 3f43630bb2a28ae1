import { z } from 'zod';

/**
 * Schemas of the fee and currency tables and of their public API shape. The tables themselves are checked
 * against these in the tests (a typo in a rate fails CI), so the browser bundle does not carry zod for them.
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
  /** Processing rate for buyers abroad where it differs (optional charge); null when it is the same. */
  international_processing_rate_bp: z.number().int().min(0).max(10_000).nullable(),
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

/** One country as the public API describes it (spec: name, currency, flag, rates), plus provenance. */
export const ZCountryInfoSchema = z.object({
  name: z.string(),
  currency: z.string().describe('ISO 4217 code of the country currency'),
  flag: z.string(),
  payment_processing_rate: z.number().describe('Fraction of the buyer total, e.g. 0.03 for 3%'),
  payment_processing_fixed: z
    .number()
    .describe('Fixed fee per order in major units of the currency, e.g. 0.25'),
  international_processing_rate: z
    .number()
    .nullable()
    .describe('Optional charge: rate for buyers abroad where it differs; null when the same'),
  regulatory_fee_rate: z
    .number()
    .describe('Regulatory operating fee for sellers based here: fraction of the order amount; 0 where none'),
  regulatory_fee_checked_on: z.iso.date().nullable().describe('When that rate was checked; null where none'),
  vat_on_fees_rate: z
    .number()
    .describe("VAT on the marketplace's fees for sellers here who are not VAT-registered; 0 where none"),
  vat_on_fees_checked_on: z.iso.date().nullable().describe('When that rate was checked; null where none'),
  checked_on: z.iso.date().describe('When the rate was last checked against the source'),
  source_url: z.url(),
});
export type TCountryInfo = z.infer<typeof ZCountryInfoSchema>;

/** GET /api/countries: country code to country. */
export const ZCountriesMapSchema = z.record(z.string(), ZCountryInfoSchema);
/** GET /api/currencies: currency code to name. */
export const ZCurrenciesMapSchema = z.record(z.string(), z.string());
