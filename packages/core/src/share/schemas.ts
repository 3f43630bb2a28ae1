import { z } from 'zod';
import { findCountry } from '../countries/countries';
import { MAX_ANNUAL_REVENUE, MAX_PERCENT, MAX_QUANTITY, MAX_VAT_RATE } from '../fees/limits';
import { moneySchema, percentSchema, ZCalculationModeSchema } from '../fees/schemas';
import { MAX_PRODUCT_NAME_LENGTH } from '../records/limits';
import { safeLine, safeText } from '../text';
import { MAX_SHARE_NOTE_LENGTH, SHARE_EXPIRY_DAYS, SHARE_VERSION } from './snapshot';

/** How the snapshot's amounts, percentages and texts are checked. */
interface SnapshotRules {
  money: (max?: number) => z.ZodType<number>;
  percent: (max: number) => z.ZodType<number>;
  text: () => z.ZodString;
  line: () => z.ZodType<string>;
}

/** A snapshot being shared passes the calculator's own rules: nothing is stored that the calculator refuses. */
const AS_SHARED: SnapshotRules = {
  money: moneySchema,
  percent: percentSchema,
  text: safeText,
  line: () =>
    safeLine().trim().max(MAX_PRODUCT_NAME_LENGTH, `must be at most ${MAX_PRODUCT_NAME_LENGTH} characters`),
};

/**
 * A stored snapshot passed the rules of the day it was shared; a stricter rule added later must not turn an old
 * link into a server error, so answers are checked for their shape only.
 */
const AS_STORED: SnapshotRules = {
  money: () => z.number(),
  percent: () => z.number(),
  text: () => z.string(),
  line: () => z.string(),
};

function snapshotSchema({ money, percent, text, line }: SnapshotRules) {
  const optionalRate = () => percent(MAX_PERCENT).nullish();
  return z.object({
    mode: ZCalculationModeSchema,
    product_name: line().optional(),
    currency: text().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
    country: text().refine((code) => findCountry(code) !== undefined, 'is not a supported country'),
    price: money(),
    shipping: money(),
    costs: z.object({ product: money(), printing: money(), packaging: money(), additional: money() }),
    fees: z.object({
      offsite_ads: z.boolean(),
      annual_revenue: money(MAX_ANNUAL_REVENUE),
      gift_wrap: money(),
      marketing_ads: money(),
      vat_rate: percent(MAX_VAT_RATE),
      vat_included: z.boolean(),
      charges: z
        .object({
          regulatory_fee_rate: optionalRate(),
          vat_on_fees_rate: optionalRate(),
          currency_conversion_rate: optionalRate(),
          international_processing_rate: optionalRate(),
        })
        .optional(),
    }),
    options: z.object({ free_shipping: z.boolean(), discount_rate: percent(MAX_PERCENT) }),
    target: z.object({ profit: money().nullable(), margin: percent(99.99).nullable() }),
    quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(MAX_QUANTITY),
    notes: text().max(MAX_SHARE_NOTE_LENGTH, `must be at most ${MAX_SHARE_NOTE_LENGTH} characters`),
    results: z
      .object({
        netProfit: z.number(),
        profitMargin: z.number(),
        totalFees: z.number(),
        transactionFee: z.number(),
        processingFee: z.number(),
      })
      .nullable(),
    version: z.literal(SHARE_VERSION, { error: `must be ${SHARE_VERSION}` }),
    timestamp: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }),
  });
}

/** core spec §3 "Share snapshot (calc)": what a seller shares, checked field by field before it is stored. */
export const ZShareSnapshotSchema = snapshotSchema(AS_SHARED);

/** POST /api/shares/ body (core spec §7). */
export const ZShareCreateInputSchema = z.object({
  calc: ZShareSnapshotSchema,
  version: z.literal(SHARE_VERSION, { error: `must be ${SHARE_VERSION}` }).default(SHARE_VERSION),
  expires_days: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(SHARE_EXPIRY_DAYS, `must be at most ${SHARE_EXPIRY_DAYS}`)
    .default(SHARE_EXPIRY_DAYS),
});

export const ZShareCreatedSchema = z.object({
  id: z.string(),
  url: z.url(),
  expires_at: z.iso.datetime({ offset: true }),
});

export const ZStoredShareSchema = z.object({
  calc: snapshotSchema(AS_STORED),
  created_at: z.iso.datetime({ offset: true }),
  view_count: z.number().int(),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
});

/** Share ids are 144 random bits in base64url (24 characters). */
export const ZShareIdSchema = safeText().regex(/^[A-Za-z0-9_-]{16,64}$/, 'is not a share id');
