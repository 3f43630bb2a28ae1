import { ZStatementAnswerSchema } from '@margin/core';
import type { RestFile, RestRoute } from '../rest-route';

/**
 * The spec's uploads take bodies up to 50 MB (a busy shop's year of sold order items, addresses and all); the rest
 * of the API keeps the server's 1 MB. Each takes the JSON input, or the file itself as `text/csv` with the other
 * fields as query parameters; either way the body is read and parsed on the analysis' thread, not the event loop.
 */
export const CSV_UPLOAD_BODY_LIMIT = 50 * 1_048_576;

/** A template procedure's `{ file_name, csv }` as a CSV download. */
const csvDownload: RestFile = {
  contentType: 'text/csv; charset=utf-8',
  from: (result) => {
    const { file_name, csv } = result as { file_name: string; csv: string };
    return { fileName: file_name, body: csv };
  },
  description: 'The template as a CSV file: header and two example rows',
};

/** The analysis as the spec's clients read it: the fields without the `ok` marker (an error is `{ detail }`). */
function withoutOk(result: unknown) {
  const { ok: _ok, ...fields } = result as { ok: true } & Record<string, unknown>;
  return fields;
}

const COMMON_FIELDS =
  'country_code (US), annual_sales (0; 10,000 or more lowers the offsite ads rate), user_id (ignored: the caller is the session’s)';

/**
 * The CSV tools (advanced spec §7): the templates, open to everyone (the app opens them in a new tab, without a
 * token), and the three analyses for trial or Pro sellers. Costs come from the file, then the caller's saved
 * products, then the default cost per item. Nothing of an uploaded file is stored or logged.
 */
export const importToolRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/pricing-audit/csv-template',
    procedure: 'importTools.auditTemplate',
    summary: "The pricing audit's CSV template (listing_title, current_price, quantity, base_cost).",
    file: csvDownload,
    tags: ['csv-tools'],
  },
  {
    method: 'GET',
    path: '/import/listings-template',
    procedure: 'importTools.listingsTemplate',
    summary:
      "The bulk price updater's CSV template (title, sku, current_price, quantity, shipping and costs).",
    file: csvDownload,
    tags: ['csv-tools'],
  },
  {
    method: 'GET',
    path: '/import/orders-template',
    procedure: 'importTools.ordersTemplate',
    summary:
      "The orders analysis' CSV template (one row per order item; postage_cost is the order's shipping label).",
    file: csvDownload,
    tags: ['csv-tools'],
  },
  {
    method: 'POST',
    path: '/pricing-audit/csv-upload',
    procedure: 'importTools.auditCsv',
    summary: `Pricing audit of a file (our template or the marketplace's listings export): csv_data, base_costs_per_item (5), offsite_ads_enabled, ${COMMON_FIELDS}. Answers listings, summary, warnings, errors and the file read.`,
    output: withoutOk,
    bodyLimit: CSV_UPLOAD_BODY_LIMIT,
    upload: { file: 'csv_data' },
    largeAnswer: true,
    tags: ['csv-tools'],
  },
  {
    method: 'POST',
    path: '/import/listings',
    procedure: 'importTools.importListings',
    summary: `Bulk price updater: csv_content (our template or the marketplace's listings export), offsite_ads_enabled, target_margin (0-1, 0.4), default_cost_per_item (5), allow_price_cuts (false: a listing at or above its target price keeps its price), ${COMMON_FIELDS}. Answers items (each with new_price and price_action: raise, keep or lower), summary (raised, kept, lowered, default_cost_rows), warnings, errors and the file read.`,
    output: withoutOk,
    bodyLimit: CSV_UPLOAD_BODY_LIMIT,
    upload: { file: 'csv_content' },
    largeAnswer: true,
    tags: ['csv-tools'],
  },
  {
    method: 'POST',
    path: '/import/orders',
    procedure: 'importTools.importOrders',
    summary: `Orders analysis: csv_content (our template, or the marketplace's sold order items or sold orders export), target_margin (0-1, 0.4), default_cost_per_item (5), postage_cost_per_order (the shipping label's cost, for orders whose file has no postage_cost), ${COMMON_FIELDS}. Answers items, orders, refunds (lines with a negative amount: no fees or costs, no order or item; they lower their order's gross_revenue and net_profit), summary, recommendations, warnings, errors and the file read.`,
    output: withoutOk,
    bodyLimit: CSV_UPLOAD_BODY_LIMIT,
    upload: { file: 'csv_content' },
    largeAnswer: true,
    tags: ['csv-tools'],
  },
  {
    method: 'POST',
    path: '/import/statement',
    procedure: 'importTools.importStatement',
    summary:
      "Statement reconciliation: statement_csv (the marketplace's monthly statement, one or several months, in English, German, French, Italian, Spanish or Dutch), orders_csv (optional: the sold order items or sold orders export of the same period), country_code (US), vat_registered (false), regulatory_fee (default: where the country charges one). Answers orders (each with modelled_fees, charged_fees, difference and lines: kind, modelled, charged, difference, reason), summary (orders, orders_exact, orders_differing, modelled_fees, charged_fees, difference, by_reason), other, deposits, warnings and errors.",
    output: withoutOk,
    response: ZStatementAnswerSchema,
    bodyLimit: CSV_UPLOAD_BODY_LIMIT,
    upload: { file: 'statement_csv' },
    largeAnswer: true,
    tags: ['csv-tools'],
  },
];
