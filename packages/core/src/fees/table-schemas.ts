import { z } from 'zod';

/** Shape of data/fees.json; checked by the tests so a typo in a fee fails CI rather than a seller's sum. */
export const ZFeeScheduleFileSchema = z.object({
  checked_on: z.iso.date(),
  listing_fee_usd_minor: z.number().int().min(0),
  transaction_rate_bp: z.number().int().min(0).max(10_000),
  offsite_ads: z.object({
    rate_bp: z.number().int().min(0).max(10_000),
    reduced_rate_bp: z.number().int().min(0).max(10_000),
    reduced_rate_from_annual_usd_minor: z.number().int().min(0),
    cap_usd_minor: z.number().int().min(0),
  }),
  currency_conversion_rate_bp: z.number().int().min(0).max(10_000),
  sources: z.object({ fee_basics: z.url(), payment_processing: z.url(), offsite_ads: z.url() }),
});

/** Shape of data/exchange-rates.json. */
export const ZExchangeRatesFileSchema = z.object({
  base: z.literal('USD'),
  as_of: z.iso.date(),
  source: z.string().min(1),
  source_url: z.url(),
  rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.string().regex(/^\d+(\.\d{1,6})?$/)),
  eur_reference_rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.string().regex(/^\d+(\.\d+)?$/)),
});

const ZDatedRateRowSchema = z.object({
  rate_bp: z.number().int().min(0).max(10_000),
  checked_on: z.iso.date(),
  source_url: z.url(),
});
const ZRatesByCountrySchema = z.record(z.string().regex(/^[A-Z]{2}$/), ZDatedRateRowSchema);

/** Shape of data/seller-charges.json: every rate carries its date and source. */
export const ZSellerChargesFileSchema = z.object({
  regulatory_operating_fee: z.object({ launched_on: z.iso.date(), rates: ZRatesByCountrySchema }),
  vat_on_fees: z.object({ rates: ZRatesByCountrySchema }),
});
