import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import {
  DEMO_SALES_ANALYTICS,
  MAX_SALES_RECORDS_PER_SELLER,
  monthsEndingAt,
  salesAnalytics,
  sampleMarketInsights,
  ZMarketInsightsInputSchema,
  ZMarketInsightsSchema,
  ZRecordIdSchema,
  ZSalesAnalyticsInputSchema,
  ZSalesAnalyticsSchema,
  ZSalesImportResultSchema,
  ZSalesImportSchema,
  ZSalesListInputSchema,
  ZSalesListSchema,
  ZSalesRecordInputSchema,
  ZSalesRecordSchema,
  ZSalesRecordUpdateSchema,
  type TSalesRecord,
} from '@margin/core';
import type { SalesRecord } from '@margin/db';
import { hasLiveConnection } from '../services/marketplace/connections';
import { ordersAnalytics } from '../services/marketplace/live-analytics';
import { liveMarketInsights } from '../services/marketplace/market-research';
import { monthlySums, sellerCurrencies } from '../services/sales-analytics';
import { majorIn, minorIn, notFound } from '../seller-records';
import {
  createSalesRecord,
  deleteSalesRecord,
  importSalesRecords,
  listSalesRecords,
  updateSalesRecord,
} from '../services/sales-records';
import { featureProcedure } from '../trpc';

const LIMIT_MESSAGE = `You can keep up to ${MAX_SALES_RECORDS_PER_SELLER.toLocaleString('en-US')} sales records. Delete old records to add new ones.`;

const withCommas = (n: number) => n.toLocaleString('en-US');

/** A batch that would pass the limit adds nothing; the seller learns how many fit. */
function batchLimitMessage(adding: number, room: number): string {
  return `You can keep up to ${withCommas(MAX_SALES_RECORDS_PER_SELLER)} sales records: these ${withCommas(adding)} orders do not fit (room for ${withCommas(room)}). Delete old records to add them.`;
}

function toRecord(row: SalesRecord): TSalesRecord {
  const money = (minor: number) => majorIn(minor, row.currency);
  return {
    id: row.id,
    date: row.date.toISOString().slice(0, 10),
    product_name: row.productName,
    selling_price: money(row.sellingPriceMinor),
    total_costs: money(row.totalCostsMinor),
    quantity: row.quantity,
    currency: row.currency,
    profit: money(row.sellingPriceMinor * row.quantity - row.totalCostsMinor),
    created_at: row.createdAt.toISOString(),
  };
}

interface SaleFields {
  date?: string;
  product_name?: string;
  selling_price?: number;
  total_costs?: number;
  quantity?: number;
}

/** The columns for the fields that were sent, amounts in the currency's minor unit. */
function columns(fields: SaleFields, currency: string) {
  return {
    ...(fields.date !== undefined && { date: new Date(`${fields.date}T00:00:00Z`) }),
    ...(fields.product_name !== undefined && { productName: fields.product_name }),
    ...(fields.selling_price !== undefined && {
      sellingPriceMinor: minorIn(fields.selling_price, currency, 'selling_price'),
    }),
    ...(fields.total_costs !== undefined && {
      totalCostsMinor: minorIn(fields.total_costs, currency, 'total_costs'),
    }),
    ...(fields.quantity !== undefined && { quantity: fields.quantity }),
  };
}

/**
 * The seller's own sales records (advanced spec §2 Add Sales, §7 POST /api/sales) and what is computed from
 * them: the dashboard's analytics and the market research tab. Trial or Pro (core spec §6); every call reads
 * and writes the caller's records only, and another seller's id answers 404 as an unknown one does.
 */
export const salesRouter = {
  /** POST /api/sales: one sale; it shows on the dashboard at once. */
  create: featureProcedure('advanced')
    .input(ZSalesRecordInputSchema)
    .output(ZSalesRecordSchema)
    .mutation(async ({ ctx, input }) => {
      const data = columns(input, input.currency);
      const row = await createSalesRecord(
        ctx.db,
        ctx.user.id,
        {
          date: data.date!,
          productName: input.product_name,
          sellingPriceMinor: data.sellingPriceMinor!,
          totalCostsMinor: data.totalCostsMinor!,
          quantity: input.quantity,
          currency: input.currency,
        },
        LIMIT_MESSAGE,
      );
      return toRecord(row);
    }),

  /**
   * POST /api/sales/import: orders from the orders analysis ('Add these orders to my sales records'). Each record
   * carries an import key; a key the seller imported before (or twice in one call) is skipped, so importing the
   * same file again adds nothing. All or nothing against the record limit: a batch that would pass it adds none.
   */
  importOrders: featureProcedure('advanced')
    .input(ZSalesImportSchema)
    .output(ZSalesImportResultSchema)
    .mutation(async ({ ctx, input }) => {
      const userId = ctx.user.id;
      const rows = input.records.map((record) => ({
        userId,
        date: new Date(`${record.date}T00:00:00Z`),
        productName: record.product_name,
        sellingPriceMinor: minorIn(record.selling_price, record.currency, 'selling_price'),
        totalCostsMinor: minorIn(record.total_costs, record.currency, 'total_costs'),
        quantity: record.quantity,
        currency: record.currency,
        importKey: record.import_key,
      }));
      const added = await importSalesRecords(ctx.db, userId, rows, (adding, room) =>
        adding === 1 ? LIMIT_MESSAGE : batchLimitMessage(adding, room),
      );
      return { added, already_imported: rows.length - added };
    }),

  /** GET /api/sales: the caller's records, newest sale first, a page at a time. */
  list: featureProcedure('advanced')
    .input(ZSalesListInputSchema)
    .output(ZSalesListSchema)
    .query(async ({ ctx, input }) => {
      const { rows, total } = await listSalesRecords(ctx.db, ctx.user.id, input);
      const page = rows.slice(0, input.limit);
      return {
        items: page.map(toRecord),
        next_cursor: rows.length > input.limit ? (page.at(-1)?.id ?? null) : null,
        total,
      };
    }),

  /** PUT /api/sales/{id}: corrects the fields sent, nothing else. */
  update: featureProcedure('advanced')
    .input(ZSalesRecordUpdateSchema)
    .output(ZSalesRecordSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, ...fields } = input;
      const row = await updateSalesRecord(ctx.db, ctx.user.id, id, (currency) => columns(fields, currency));
      if (!row) throw notFound('Sales record');
      return toRecord(row);
    }),

  /** DELETE /api/sales/{id}. */
  delete: featureProcedure('advanced')
    .input(z.object({ id: ZRecordIdSchema }))
    .output(z.object({ id: z.string() }))
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteSalesRecord(ctx.db, ctx.user.id, input.id))) throw notFound('Sales record');
      return { id: input.id };
    }),

  /**
   * GET /api/advanced/sales-analytics: the caller's records of the last `months` calendar months (UTC, the
   * current one included) as `local_sales`; the spec's sample figures as `demo_data` when asked for or when
   * the seller has no records yet. With `use_etsy` and a connected shop, the shop's synced orders instead, as
   * `marketplace_orders`.
   */
  analytics: featureProcedure('advanced')
    .input(ZSalesAnalyticsInputSchema)
    .output(ZSalesAnalyticsSchema)
    .query(async ({ ctx, input }) => {
      if (input.use_demo) return DEMO_SALES_ANALYTICS;
      const marketplace = ctx.services.marketplace;
      if (input.use_etsy && marketplace && (await hasLiveConnection(ctx.db, ctx.user.id))) {
        const months = monthsEndingAt(new Date(), input.months);
        const live = await ordersAnalytics(ctx.db, marketplace, ctx.services.csvAnalyses, ctx.user.id, {
          months,
          country: input.country,
        });
        return { source: 'marketplace_orders' as const, ...live };
      }
      const currencies = await sellerCurrencies(ctx.db, ctx.user.id);
      const currency = input.currency ?? currencies[0];
      if (!currency) return DEMO_SALES_ANALYTICS;
      const months = monthsEndingAt(new Date(), input.months);
      const sums = await monthlySums(ctx.db, ctx.user.id, currency, months);
      const others = currencies.filter((code) => code !== currency);
      return { source: 'local_sales' as const, ...salesAnalytics(months, sums, currency, others) };
    }),

  /**
   * GET /api/advanced/market-insights: price ranges, trending keywords and competitors. With `use_etsy` and the
   * marketplace configured, the price ranges of its public active-listings search (cached 6 h, shared by all
   * sellers) as `local_market_data`; otherwise, or when that search fails, the built-in sample set as
   * `demo_data` (the app labels it so).
   */
  marketInsights: featureProcedure('advanced')
    .input(ZMarketInsightsInputSchema)
    .output(ZMarketInsightsSchema)
    .query(({ ctx, input }) =>
      input.use_etsy && !input.use_demo && ctx.services.marketplace
        ? liveMarketInsights(ctx.db, ctx.services.marketplace, input.keywords)
        : sampleMarketInsights(input.keywords),
    ),
} satisfies TRPCRouterRecord;
