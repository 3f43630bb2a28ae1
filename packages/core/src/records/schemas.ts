import { z } from 'zod';
import { findCurrency } from '../countries/countries';
import { supportedCountryCode } from '../countries/country-code';
import { moneySchema, percentSchema } from '../fees/schemas';
import { safeLine, safeText } from '../text';
import { addDays, isIsoDay, isoDay } from './dates';
import {
  DEFAULT_ANALYTICS_MONTHS,
  DEFAULT_DESIRED_MARGIN,
  EARLIEST_SALE_DATE,
  MAX_ANALYTICS_MONTHS,
  MAX_DESIRED_MARGIN,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_SALE_QUANTITY,
} from './limits';

const currencySchema = safeText()
  .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code')
  .refine((code) => findCurrency(code) !== undefined, 'is not a supported currency');

/** A SKU as sellers write them in the marketplace's listing form (it allows 32 characters). */
export const MAX_PRODUCT_SKU_LENGTH = 32;
const productSku = () =>
  safeLine().trim().max(MAX_PRODUCT_SKU_LENGTH, `must be at most ${MAX_PRODUCT_SKU_LENGTH} characters`);

const productName = () =>
  safeLine({ error: 'is required' })
    .trim()
    .max(MAX_PRODUCT_NAME_LENGTH, `must be at most ${MAX_PRODUCT_NAME_LENGTH} characters`);

/**
 * A sale's day: a real calendar day, not before 2000 and not in the future. "Future" allows one day past UTC's
 * today, because a seller east of Greenwich is already on tomorrow's date.
 */
const saleDay = safeText({ error: 'is required' })
  .refine(isIsoDay, 'must be a date written as YYYY-MM-DD')
  .refine((day) => day >= EARLIEST_SALE_DATE, 'cannot be before 1 January 2000')
  .refine((day) => day <= addDays(isoDay(new Date()), 1), 'cannot be in the future');

/** A record's id as the server gave it. */
export const ZRecordIdSchema = safeText({ error: 'is required' })
  .min(1, 'is required')
  .max(64, 'is not valid');

// ---------------------------------------------------------------------------------------------------------
// Sales records (advanced spec §3 "Sales record (sent)", §5 "Sales form")
// ---------------------------------------------------------------------------------------------------------

const saleFields = {
  date: saleDay,
  product_name: productName().min(1, 'is required'),
  selling_price: moneySchema(),
  total_costs: moneySchema(),
  quantity: z
    .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_SALE_QUANTITY, `must be at most ${MAX_SALE_QUANTITY.toLocaleString('en-US')}`),
  currency: currencySchema,
};

/** One sale as the Add Sales form and POST /api/sales send it; money in major units. */
export const ZSalesRecordInputSchema = z.object({
  ...saleFields,
  /** The seller's calculator currency; USD when not sent (the spec's default currency). */
  currency: saleFields.currency.default('USD'),
});
export type TSalesRecordInput = z.input<typeof ZSalesRecordInputSchema>;

/** Orders one call may add to the sales records; the app sends a larger file's orders in several calls. */
export const MAX_SALES_IMPORT_BATCH = 1_000;

/**
 * Orders from the orders analysis, added to the seller's sales records ('Add these orders to my sales records').
 * Each carries a key ("order:<the file's order id>"): an order already imported under its key is not added again,
 * so importing the same file twice adds nothing.
 */
export const ZSalesImportSchema = z.object({
  records: z
    .array(
      z.object({
        ...saleFields,
        import_key: safeLine({ error: 'is required' }).trim().min(1, 'is required').max(200, 'is too long'),
      }),
    )
    .min(1, 'must hold at least one order')
    .max(
      MAX_SALES_IMPORT_BATCH,
      `must hold at most ${MAX_SALES_IMPORT_BATCH.toLocaleString('en-US')} orders`,
    ),
});
export type TSalesImport = z.input<typeof ZSalesImportSchema>;
export type TSalesImportRecord = TSalesImport['records'][number];

export const ZSalesImportResultSchema = z.object({
  /** Records added by this call. */
  added: z.number().int(),
  /** Orders skipped because their key was imported before. */
  already_imported: z.number().int(),
});
export type TSalesImportResult = z.infer<typeof ZSalesImportResultSchema>;

/**
 * A correction of one record: its id and the fields that change. The currency is not among them: the amounts
 * are kept in its minor unit, so a record in another currency is a new record.
 */
export const ZSalesRecordUpdateSchema = z
  .object(saleFields)
  .omit({ currency: true })
  .partial()
  .extend({ id: ZRecordIdSchema });
export type TSalesRecordUpdate = z.input<typeof ZSalesRecordUpdateSchema>;

export const ZSalesRecordSchema = z.object({
  id: z.string(),
  date: z.string(),
  product_name: z.string(),
  selling_price: z.number(),
  total_costs: z.number(),
  quantity: z.number().int(),
  currency: z.string(),
  /** selling_price × quantity − total_costs, exact in the currency's minor unit. */
  profit: z.number(),
  created_at: z.string(),
});
export type TSalesRecord = z.infer<typeof ZSalesRecordSchema>;

export const ZSalesListInputSchema = z
  .object({
    limit: z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').default(50),
    /** The id of the last record of the previous page. */
    cursor: ZRecordIdSchema.optional(),
  })
  .default({ limit: 50 });

export const ZSalesListSchema = z.object({
  items: z.array(ZSalesRecordSchema),
  next_cursor: z.string().nullable(),
  total: z.number().int(),
});
export type TSalesList = z.infer<typeof ZSalesListSchema>;

// ---------------------------------------------------------------------------------------------------------
// Sales analytics (advanced spec §3 "Sales analytics response")
// ---------------------------------------------------------------------------------------------------------

/** `true`/`false` as a query string sends them ('true', '1'), or a real boolean from tRPC. */
const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'must be true or false' })
  .transform((value) => value === true || value === 'true' || value === '1')
  .default(false);

export const ZSalesAnalyticsInputSchema = z
  .object({
    use_demo: queryFlag,
    /** The connected shop's synced orders instead of the seller's records; ignored when not connected. */
    use_etsy: queryFlag,
    /** The seller's country for the fee schedule of the shop's orders (use_etsy); by default the orders' currency's. */
    country: supportedCountryCode.optional(),
    months: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_ANALYTICS_MONTHS, `must be at most ${MAX_ANALYTICS_MONTHS}`)
      .default(DEFAULT_ANALYTICS_MONTHS),
    /** Which of the seller's currencies to total; by default the currency of the latest record. */
    currency: currencySchema.optional(),
  })
  .default({ use_demo: false, use_etsy: false, months: DEFAULT_ANALYTICS_MONTHS });
export type TSalesAnalyticsInput = z.input<typeof ZSalesAnalyticsInputSchema>;

export const ZMonthlySalesSchema = z.object({
  /** Calendar month, YYYY-MM (UTC). */
  month: z.string(),
  sales: z.number(),
  profit: z.number(),
  orders: z.number().int(),
});
export type TMonthlySales = z.infer<typeof ZMonthlySalesSchema>;

export const ZSalesTotalsSchema = z.object({
  total_sales: z.number(),
  total_profit: z.number(),
  total_orders: z.number().int(),
  average_order_value: z.number(),
  /** Percent to 1 decimal (the dashboard's precision), rounded half away from zero from exact integers. */
  profit_margin: z.number(),
});
export type TSalesTotals = z.infer<typeof ZSalesTotalsSchema>;

/** Month-over-month change in percent (1 decimal), or null where the records do not allow one. */
export const ZSalesGrowthSchema = z.object({
  /** The two months compared: the last complete month against the one before it. */
  from_month: z.string().nullable(),
  to_month: z.string().nullable(),
  sales: z.number().nullable(),
  profit: z.number().nullable(),
  orders: z.number().nullable(),
});
export type TSalesGrowth = z.infer<typeof ZSalesGrowthSchema>;

export const ZSalesAnalyticsDataSchema = z.object({
  currency: z.string(),
  /** Other currencies the seller has records in (each can be asked for with `currency`). */
  other_currencies: z.array(z.string()),
  monthly_data: z.array(ZMonthlySalesSchema),
  totals: ZSalesTotalsSchema,
  growth: ZSalesGrowthSchema,
});
export type TSalesAnalyticsData = z.infer<typeof ZSalesAnalyticsDataSchema>;

export const ZSalesAnalyticsSchema = ZSalesAnalyticsDataSchema.extend({
  /**
   * local_sales: the caller's own records; marketplace_orders: the connected shop's synced orders;
   * demo_data: the spec's sample figures (never the seller's).
   */
  source: z.enum(['local_sales', 'marketplace_orders', 'demo_data']),
});
export type TSalesAnalytics = z.infer<typeof ZSalesAnalyticsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Market insights (advanced spec §3 "Market insights response")
// ---------------------------------------------------------------------------------------------------------

export const ZMarketInsightsInputSchema = z
  .object({
    keywords: safeText().max(200, 'must be at most 200 characters').default('handmade'),
    use_demo: queryFlag,
    use_etsy: queryFlag,
  })
  .default({ keywords: 'handmade', use_demo: false, use_etsy: false });

export const ZTrendStatusSchema = z.enum(['hot', 'rising', 'stable', 'cooling']);

export const ZMarketKeywordSchema = z.object({
  keyword: z.string(),
  price_low: z.number(),
  price_average: z.number(),
  price_high: z.number(),
  trend_status: ZTrendStatusSchema,
});
export type TMarketKeyword = z.infer<typeof ZMarketKeywordSchema>;

export const ZCompetitorSchema = z.object({
  shop_name: z.string(),
  price: z.number(),
  rating: z.number(),
  review_count: z.number().int(),
});
export type TCompetitor = z.infer<typeof ZCompetitorSchema>;

export const ZMarketInsightsSchema = z.object({
  source: z.enum(['local_market_data', 'demo_data']),
  currency: z.string(),
  market_data: z.array(ZMarketKeywordSchema),
  competitors: z.array(ZCompetitorSchema),
});
export type TMarketInsights = z.infer<typeof ZMarketInsightsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Product rows (advanced spec §3 "Product row", core spec §2.6)
// ---------------------------------------------------------------------------------------------------------

/** The product row's fields, each as the form and the API check it; money in major units, margin in percent. */
const productFields = {
  /** May be empty: the spec saves it as 'Unnamed Product'. */
  name: productName(),
  /** The listing's SKU, so the CSV tools can match the product to an export's row by SKU before title. */
  sku: productSku(),
  product_cost: moneySchema(),
  printing_cost: moneySchema(),
  shipping_cost: moneySchema(),
  packaging_cost: moneySchema(),
  additional_costs: moneySchema(),
  desired_margin: percentSchema(MAX_DESIRED_MARGIN),
  selling_price: moneySchema(),
  currency: currencySchema,
};

/** Every field of the spec's product row except id and isNew (POST /api/products); what is left out is 0. */
export const ZProductInputSchema = z.object({
  ...productFields,
  name: productFields.name.default(''),
  sku: productFields.sku.default(''),
  product_cost: productFields.product_cost.default(0),
  printing_cost: productFields.printing_cost.default(0),
  shipping_cost: productFields.shipping_cost.default(0),
  packaging_cost: productFields.packaging_cost.default(0),
  additional_costs: productFields.additional_costs.default(0),
  desired_margin: productFields.desired_margin.default(DEFAULT_DESIRED_MARGIN),
  currency: productFields.currency.default('USD'),
});
export type TProductInput = z.input<typeof ZProductInputSchema>;

/**
 * A correction: the id and only the fields that change (no defaults, so nothing unsent is reset). The currency
 * is set when the row is saved, as for sales records.
 */
export const ZProductUpdateSchema = z
  .object(productFields)
  .omit({ currency: true })
  .partial()
  .extend({ id: ZRecordIdSchema });
export type TProductUpdate = z.input<typeof ZProductUpdateSchema>;

export const ZProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  product_cost: z.number(),
  printing_cost: z.number(),
  shipping_cost: z.number(),
  packaging_cost: z.number(),
  additional_costs: z.number(),
  desired_margin: z.number(),
  selling_price: z.number(),
  currency: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TProduct = z.infer<typeof ZProductSchema>;
