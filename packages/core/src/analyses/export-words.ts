/**
 * The words of the CSV tools' exported files: their column headings and the words in their cells. The English
 * below is the files' own (headings are the answer's field names, values as the answer spells them); the seller
 * app passes the seller's language. Amounts stay plain numbers in every language, so a spreadsheet adds them up.
 */
import { LISTING_FLAG_TEXT } from './bulk-prices';
import { ORDER_FLAG_TEXT } from './orders';
import type { CostSource, HealthStatus, ListingFlag, OrderFlag, PriceAction } from './types';

/** Every heading of the pricing audit's, the bulk price updater's and the orders analysis' files. */
export const EXPORT_COLUMNS = [
  'listing_id',
  'listing_title',
  'title',
  'sku',
  'currency',
  'current_price',
  'new_price',
  'price_action',
  'price_change',
  'market_price',
  'target_price',
  'premium_price',
  'break_even_price',
  'target_margin_25_price',
  'target_margin_40_price',
  'target_margin_50_price',
  'quantity',
  'base_cost',
  'material_cost',
  'packaging_cost',
  'shipping_to_you',
  'total_costs',
  'cost_source',
  'listing_fee',
  'transaction_fee',
  'processing_fee',
  'offsite_ads_fee',
  'total_fees',
  'current_profit_per_sale',
  'current_margin_percent',
  'health_status',
  'recommendations',
  'net_profit',
  'flags',
  'order_id',
  'order_date',
  'item_title',
  'variant',
  'item_revenue',
  'shipping_revenue',
  'discount_amount',
  'gift_wrap',
  'gross_revenue',
  'cogs',
  'gift_wrap_cost',
  'postage_cost',
  'margin_percent',
  'line',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** What an orders export's line is: an item line, or a refund or adjustment. */
export type ExportLine = 'item' | 'refund';

export interface ExportWords {
  headings: Readonly<Record<ExportColumn, string>>;
  costSource: Readonly<Record<CostSource, string>>;
  health: Readonly<Record<HealthStatus, string>>;
  priceAction: Readonly<Record<PriceAction, string>>;
  listingFlag: Readonly<Record<ListingFlag, string>>;
  orderFlag: Readonly<Record<OrderFlag, string>>;
  /** A refund line's flags cell. */
  refundLine: string;
  line: Readonly<Record<ExportLine, string>>;
}

/** Each key as its own word: the English files write the answer's own values. */
const asWritten = <const K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, key])) as Record<K, K>;

export const ENGLISH_EXPORT_WORDS: ExportWords = {
  headings: asWritten(EXPORT_COLUMNS),
  costSource: asWritten(['file', 'product', 'default', 'none']),
  health: asWritten(['healthy', 'warning', 'critical']),
  priceAction: asWritten(['raise', 'keep', 'lower']),
  listingFlag: LISTING_FLAG_TEXT,
  orderFlag: ORDER_FLAG_TEXT,
  refundLine: 'Refund or adjustment: no fees or costs; fee credits appear on your statement',
  line: asWritten(['item', 'refund']),
};
