import { z } from 'zod';
import { supportedCountryCode } from '../countries/country-code';
import { safeText } from '../text';
import { DEFAULT_ANALYTICS_MONTHS, MAX_ANALYTICS_MONTHS } from './limits';
import { currencySchema } from './schemas';

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
