import type { TMarketInsights, TSalesAnalytics } from '@margin/core';
import type { RestRoute } from '../rest-route';

/** The spec's answers name their source as the key: `{ local_sales: {...} }` or `{ demo_data: {...} }`. */
function keyedBySource(result: unknown) {
  const { source, ...data } = result as TSalesAnalytics | TMarketInsights;
  return { [source]: data };
}

/** Sales records and what is computed from them (advanced spec §7). Trial or Pro; the caller's records only. */
export const salesRoutes: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/sales',
    procedure: 'sales.create',
    summary:
      'Add a sale: date (YYYY-MM-DD), product_name, selling_price, total_costs, quantity, optional currency (USD). One record is one order.',
    successStatus: 201,
    tags: ['sales'],
  },
  {
    method: 'POST',
    path: '/sales/import',
    procedure: 'sales.importOrders',
    summary:
      'Add analysed orders to your sales records: records (at most 1,000), each with import_key ("order:<Order ID>"), date, product_name, selling_price, total_costs, quantity, currency. A key imported before is skipped: answers added and already_imported.',
    tags: ['sales'],
  },
  {
    method: 'GET',
    path: '/sales',
    procedure: 'sales.list',
    summary:
      "The caller's sales records, newest first, a page at a time (?limit=1-100&cursor=<next_cursor>).",
    input: (req) => ({
      ...(req.query.limit !== undefined && { limit: Number(req.query.limit) }),
      ...(req.query.cursor !== undefined && { cursor: req.query.cursor }),
    }),
    tags: ['sales'],
  },
  {
    method: 'PUT',
    path: '/sales/:id',
    procedure: 'sales.update',
    summary: 'Correct the fields sent of one of your sales records. 404 when it is not yours.',
    input: (req) => ({ ...(req.body as object), id: req.params.id }),
    tags: ['sales'],
  },
  {
    method: 'DELETE',
    path: '/sales/:id',
    procedure: 'sales.delete',
    summary: 'Delete one of your sales records. 404 when it is not yours.',
    input: (req) => ({ id: req.params.id }),
    tags: ['sales'],
  },
  {
    method: 'GET',
    path: '/advanced/sales-analytics',
    procedure: 'sales.analytics',
    summary:
      '?use_demo&use_etsy&months=1-24 (6)&currency: local_sales (your records by calendar month, UTC) or demo_data (the sample figures, when asked or when you have no records), each with monthly_data, totals and growth.',
    input: (req) => req.query,
    output: keyedBySource,
    tags: ['advanced'],
  },
  {
    method: 'GET',
    path: '/advanced/market-insights',
    procedure: 'sales.marketInsights',
    summary:
      '?keywords=handmade&use_demo&use_etsy: demo_data with market_data (price range per keyword, trend) and competitors. Sample data until a live source exists.',
    input: (req) => req.query,
    output: keyedBySource,
    tags: ['advanced'],
  },
];
