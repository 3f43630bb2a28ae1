/**
 * The CSV tools' results as files the seller downloads (made in the browser, advanced spec §7): amounts as plain
 * numbers a spreadsheet can add up, the currency in its own column, flags in plain words, formula-safe.
 */
import { csvAmount, toCsv } from '../csv/write';
import { ENGLISH_EXPORT_WORDS, type ExportColumn, type ExportWords } from './export-words';
import type { BulkPriceItem, OrderItem, OrderRefund, PricingAuditListing } from './types';

type Column<T> = readonly [
  header: ExportColumn,
  cell: (row: T, money: (amount: number | null) => string) => string,
];

function table<T>(
  columns: readonly Column<T>[],
  rows: readonly T[],
  currency: string,
  words: ExportWords,
): string {
  const money = (amount: number | null) => (amount === null ? '' : csvAmount(amount, currency));
  return toCsv([
    columns.map(([header]) => words.headings[header]),
    ...rows.map((row) => columns.map(([, cell]) => cell(row, money))),
  ]);
}

const text = (value: string | number) => String(value);
const percent = (value: number) => value.toFixed(2);

export function pricingAuditCsv(
  listings: readonly PricingAuditListing[],
  currency: string,
  words: ExportWords = ENGLISH_EXPORT_WORDS,
): string {
  const columns: Column<PricingAuditListing>[] = [
    ['listing_id', (l) => l.listing_id],
    ['listing_title', (l) => l.listing_title],
    ['currency', () => currency],
    ['current_price', (l, m) => m(l.current_price)],
    ['quantity', (l) => text(l.quantity)],
    ['base_cost', (l, m) => m(l.base_cost)],
    ['cost_source', (l) => words.costSource[l.cost_source]],
    ['total_fees', (l, m) => m(l.total_fees)],
    ['current_profit_per_sale', (l, m) => m(l.current_profit_per_sale)],
    ['current_margin_percent', (l) => percent(l.current_margin_percent)],
    ['health_status', (l) => words.health[l.health_status]],
    ['break_even_price', (l, m) => m(l.break_even_price)],
    ['target_margin_25_price', (l, m) => m(l.target_margin_25_price)],
    ['target_margin_40_price', (l, m) => m(l.target_margin_40_price)],
    ['target_margin_50_price', (l, m) => m(l.target_margin_50_price)],
    ['recommendations', (l) => l.recommendations.join(' ')],
  ];
  return table(columns, listings, currency, words);
}

export function bulkPricesCsv(
  items: readonly BulkPriceItem[],
  currency: string,
  words: ExportWords = ENGLISH_EXPORT_WORDS,
): string {
  const columns: Column<BulkPriceItem>[] = [
    ['title', (i) => i.title],
    ['sku', (i) => i.sku],
    ['currency', () => currency],
    ['current_price', (i, m) => m(i.current_price)],
    ['new_price', (i, m) => m(i.new_price)],
    ['price_action', (i) => words.priceAction[i.price_action]],
    ['price_change', (i, m) => m(i.new_price - i.current_price)],
    ['market_price', (i, m) => m(i.market_price)],
    ['target_price', (i, m) => m(i.target_price)],
    ['premium_price', (i, m) => m(i.premium_price)],
    ['break_even_price', (i, m) => m(i.break_even_price)],
    ['current_margin_percent', (i) => percent(i.current_margin_percent)],
    ['quantity', (i) => text(i.quantity)],
    ['material_cost', (i, m) => m(i.material_cost)],
    ['packaging_cost', (i, m) => m(i.packaging_cost)],
    ['shipping_to_you', (i, m) => m(i.shipping_to_you)],
    ['total_costs', (i, m) => m(i.total_costs)],
    ['cost_source', (i) => words.costSource[i.cost_source]],
    ['listing_fee', (i, m) => m(i.listing_fee)],
    ['transaction_fee', (i, m) => m(i.transaction_fee)],
    ['processing_fee', (i, m) => m(i.processing_fee)],
    ['offsite_ads_fee', (i, m) => m(i.offsite_ads_fee)],
    ['total_fees', (i, m) => m(i.total_fees)],
    ['net_profit', (i, m) => m(i.net_profit)],
    ['flags', (i) => i.flags.map((flag) => words.listingFlag[flag]).join('; ')],
  ];
  return table(columns, items, currency, words);
}

/**
 * The new prices in the columns of the marketplace's own listings export (TITLE, SKU, PRICE, CURRENCY_CODE,
 * QUANTITY), the layout bulk-editing tools for the marketplace read; PRICE is the new price (a listing at or above
 * target keeps its own unless price cuts were allowed). The marketplace itself has no CSV upload for listings, so
 * this file is for such tools and for the seller's own records.
 */
export function listingEditorCsv(items: readonly BulkPriceItem[], currency: string): string {
  const money = (amount: number) => csvAmount(amount, currency);
  return toCsv([
    ['TITLE', 'SKU', 'PRICE', 'CURRENCY_CODE', 'QUANTITY'],
    ...items.map((i) => [i.title, i.sku, money(i.new_price), currency, text(i.quantity)]),
  ]);
}

/** The money columns of an order item, and whether a refund line shows its amount there (else 0). */
const moneyColumns: readonly [header: ExportColumn, pick: (i: OrderItem) => number, refundAmount: boolean][] =
  [
    ['item_revenue', (i) => i.item_revenue, true],
    ['shipping_revenue', (i) => i.shipping_revenue, false],
    ['discount_amount', (i) => i.discount_amount, false],
    ['gift_wrap', (i) => i.gift_wrap, false],
    ['gross_revenue', (i) => i.gross_revenue, true],
    ['listing_fee', (i) => i.listing_fee, false],
    ['transaction_fee', (i) => i.transaction_fee, false],
    ['processing_fee', (i) => i.processing_fee, false],
    ['offsite_ads_fee', (i) => i.offsite_ads_fee, false],
    ['total_fees', (i) => i.total_fees, false],
    ['cogs', (i) => i.cogs, false],
    ['gift_wrap_cost', (i) => i.gift_wrap_cost, false],
    ['postage_cost', (i) => i.postage_cost, false],
  ];

/** An exported line of the orders analysis: an item line, or a refund line with no fees and no costs. */
type OrdersExportLine = { line: 'item'; item: OrderItem } | { line: 'refund'; refund: OrderRefund };

/**
 * The analysed item lines, then each refund or adjustment line (`line` says which): a refund's amount is its
 * revenue and its net profit, with no fees and no costs, so the file's columns add up to the summary.
 */
export function ordersCsv(
  items: readonly OrderItem[],
  currency: string,
  refunds: readonly OrderRefund[] = [],
  words: ExportWords = ENGLISH_EXPORT_WORDS,
): string {
  const item =
    (pick: (i: OrderItem) => string, refund: (r: OrderRefund) => string) => (row: OrdersExportLine) =>
      row.line === 'item' ? pick(row.item) : refund(row.refund);
  const zero = () => '0';
  const columns: Column<OrdersExportLine>[] = [
    [
      'order_id',
      item(
        (i) => i.order_id,
        (r) => r.order_id,
      ),
    ],
    [
      'order_date',
      item(
        (i) => i.order_date ?? '',
        (r) => r.date ?? '',
      ),
    ],
    [
      'item_title',
      item(
        (i) => i.item_title,
        (r) => r.item_title,
      ),
    ],
    [
      'variant',
      item(
        (i) => i.variant,
        (r) => r.variant,
      ),
    ],
    [
      'sku',
      item(
        (i) => i.sku,
        (r) => r.sku,
      ),
    ],
    ['quantity', item((i) => text(i.quantity), zero)],
    ['currency', () => currency],
    ...moneyColumns.map(([header, pick, refundAmount]): Column<OrdersExportLine> => [
      header,
      (row, m) => m(row.line === 'item' ? pick(row.item) : refundAmount ? row.refund.amount : 0),
    ]),
    [
      'cost_source',
      item(
        (i) => words.costSource[i.cost_source],
        () => '',
      ),
    ],
    ['net_profit', (row, m) => m(row.line === 'item' ? row.item.net_profit : row.refund.amount)],
    [
      'margin_percent',
      item(
        (i) => percent(i.margin_percent),
        () => '',
      ),
    ],
    [
      'flags',
      item(
        (i) => i.flags.map((flag) => words.orderFlag[flag]).join('; '),
        () => words.refundLine,
      ),
    ],
    ['line', (row) => words.line[row.line]],
  ];
  const rows: OrdersExportLine[] = [
    ...items.map((i): OrdersExportLine => ({ line: 'item', item: i })),
    ...refunds.map((r): OrdersExportLine => ({ line: 'refund', refund: r })),
  ];
  return table(columns, rows, currency, words);
}
