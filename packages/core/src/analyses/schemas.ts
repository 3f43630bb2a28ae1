/**
 * What the CSV tools' API calls take (advanced spec §7: POST /api/pricing-audit/csv-upload, /api/import/listings,
 * /api/import/orders), and the form's settings in the app. A `user_id` a client sends is accepted and ignored:
 * the caller is always the session's.
 */
import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../countries/countries';
import { supportedCountryCode } from '../countries/country-code';
import { moneySchema } from '../fees/schemas';
import { MAX_ANNUAL_REVENUE } from '../fees/limits';
import { safeText } from '../text';
import type { AnalysisOptions } from './types';

/**
 * Largest CSV text the API takes: the 50 MB body limit of these paths (1 MB = 1,048,576 bytes), which a file sent
 * as the body itself (text/csv) may fill. A text has at most as many characters as its UTF-8 bytes.
 */
export const MAX_CSV_TEXT_LENGTH = 50 * 1_048_576;
/** The limit in a sentence: 'is larger than 50 MB of text'. */
export const CSV_TEXT_TOO_LONG = `is larger than ${MAX_CSV_TEXT_LENGTH / 1_048_576} MB of text`;
/** Countries the tools' forms offer (advanced spec §9); the API takes every country of the fee tables. */
export const CSV_TOOL_COUNTRIES = ['US', 'GB', 'CA', 'AU', 'DE', 'FR'] as const;
/** The audit's default average base cost per item (advanced spec §9). */
export const DEFAULT_AUDIT_BASE_COST = 5;
/** Target margin as a fraction: 0 to 1, step 0.01, default 0.4 (advanced spec §5). */
export const TARGET_MARGIN = { min: 0, max: 1, step: 0.01, default: 0.4 } as const;
/**
 * The target margin as a seller types it into a form: up to 1 it is the spec's fraction (0.4 is 40%), above 1 a
 * percent (40 is 40%), so neither way of writing 40% is silently read as the other. 1 is 100%; a margin under 1%
 * is written as a fraction (0.005). The API keeps the spec's fraction, 0 to 1.
 */
export function targetMarginFromInput(typed: number): number {
  return typed > TARGET_MARGIN.max ? Math.round(typed * 100) / 10_000 : typed;
}

/** The pricing tiers of advanced spec §9, in percent. */
export const MARGIN_TIERS = { market: 25, target: 40, premium: 50 } as const;

const csvText = (field: string) =>
  safeText({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .max(MAX_CSV_TEXT_LENGTH, CSV_TEXT_TOO_LONG)
    .describe(`The CSV file's text (${field})`);

const countryCode = supportedCountryCode.default(DEFAULT_COUNTRY);

const flag = z.boolean({ error: 'must be true or false' }).default(false);
const annualSales = moneySchema(MAX_ANNUAL_REVENUE).default(0);
const ignoredUserId = z.unknown().optional().describe('Ignored: the caller is the session’s seller');
const targetMargin = z
  .number({ error: 'must be a number' })
  .min(TARGET_MARGIN.min, 'must be at least 0')
  .max(TARGET_MARGIN.max, 'must be at most 1 (1 = 100%)')
  .default(TARGET_MARGIN.default);
/**
 * The bulk updater's and the orders analysis' default cost per item: the audit's 5 when the caller gives none
 * (null or left out), so no row is analysed at a cost of 0 unless the seller said 0.
 */
const defaultCost = moneySchema()
  .nullish()
  .transform((cost) => cost ?? DEFAULT_AUDIT_BASE_COST)
  .describe(
    `Beyond the spec: the cost per item where neither the file nor a saved product gives one (${DEFAULT_AUDIT_BASE_COST} when left out)`,
  );

export const ZPricingAuditUploadSchema = z.object({
  csv_data: csvText('csv_data'),
  user_id: ignoredUserId,
  base_costs_per_item: moneySchema().default(DEFAULT_AUDIT_BASE_COST),
  country_code: countryCode,
  offsite_ads_enabled: flag,
  annual_sales: annualSales,
});
export type TPricingAuditUpload = z.input<typeof ZPricingAuditUploadSchema>;

export const ZListingsImportSchema = z.object({
  csv_content: csvText('csv_content'),
  user_id: ignoredUserId,
  country_code: countryCode,
  offsite_ads_enabled: flag,
  annual_sales: annualSales,
  target_margin: targetMargin,
  default_cost_per_item: defaultCost,
  allow_price_cuts: flag.describe(
    'Beyond the spec: true lowers listings above their target price to it; by default they keep their price',
  ),
});
export type TListingsImport = z.input<typeof ZListingsImportSchema>;

export const ZOrdersImportSchema = z.object({
  csv_content: csvText('csv_content'),
  user_id: ignoredUserId,
  country_code: countryCode,
  annual_sales: annualSales,
  target_margin: targetMargin,
  default_cost_per_item: defaultCost,
  postage_cost_per_order: moneySchema()
    .nullish()
    .describe(
      'Beyond the spec: what a shipping label costs per order, for orders whose file gives no postage_cost (none when left out)',
    ),
});
export type TOrdersImport = z.input<typeof ZOrdersImportSchema>;

/** The engine's options from a parsed audit upload (the audit's base cost is its default cost). */
export function auditOptions(input: z.output<typeof ZPricingAuditUploadSchema>): AnalysisOptions {
  return {
    country: input.country_code,
    offsiteAds: input.offsite_ads_enabled,
    annualSales: input.annual_sales,
    defaultCostPerItem: input.base_costs_per_item,
  };
}

export function listingsOptions(input: z.output<typeof ZListingsImportSchema>): AnalysisOptions {
  return {
    country: input.country_code,
    offsiteAds: input.offsite_ads_enabled,
    annualSales: input.annual_sales,
    targetMargin: input.target_margin,
    defaultCostPerItem: input.default_cost_per_item,
    allowPriceCuts: input.allow_price_cuts,
  };
}

export function ordersOptions(input: z.output<typeof ZOrdersImportSchema>): AnalysisOptions {
  return {
    country: input.country_code,
    annualSales: input.annual_sales,
    targetMargin: input.target_margin,
    defaultCostPerItem: input.default_cost_per_item,
    postageCostPerOrder: input.postage_cost_per_order ?? null,
  };
}
