/**
 * The CSV tools' results (advanced spec §3: pricing audit listing and summary, bulk price item and summary,
 * order item and summary). Field names are the spec's; money is in major units of the analysis currency (the
 * seller's country's), computed in minor units by the fee engine and converted once, at the end.
 */
import type { z } from 'zod';
import type { CsvFormat } from '../csv/headers';
import type { ZCostSourceSchema } from './rows';

/** Where a row's cost per item came from (docs/MARKETPLACE-CSV.md "Costs: where they come from"). */
export type CostSource = z.infer<typeof ZCostSourceSchema>;

/** Which file was read, as the screen says it: "The marketplace's listings export, 120 rows read". */
export interface AnalysedFile {
  format: CsvFormat;
  format_label: string;
  /** Data rows in the file (header and blank lines not counted). */
  rows_read: number;
  /** Rows that gave a result. */
  rows_analysed: number;
  country: string;
  currency: string;
}

/** The settings a seller picks in a tool's form (advanced spec §2), in major units. */
export interface AnalysisOptions {
  /** The seller's country: its fee schedule and currency. */
  country: string;
  /** Sales come through offsite ads (listing tools; the orders template says it per row). */
  offsiteAds?: boolean;
  /** Trailing-year revenue in the country's currency: decides the offsite ads rate (15% or 12%). */
  annualSales?: number | null;
  /** Cost per item where neither the file nor a saved product gives one. */
  defaultCostPerItem?: number | null;
  /** Target margin as a fraction, 0 to 1 (0.4 = 40%). */
  targetMargin?: number | null;
  /** The seller's saved products, the second source of a cost (matched by SKU, then by exact title). */
  products?: readonly CostProduct[];
  /** Orders analysis: what a shipping label costs the seller per order, where the file gives no postage_cost. */
  postageCostPerOrder?: number | null;
  /**
   * Bulk price updater: listings above their target price get the target price too. Off unless the seller asks:
   * an updater raises what is under target and keeps what meets it.
   */
  allowPriceCuts?: boolean;
  /** Statement reconciliation: the orders export of the period and the seller's VAT and regulatory fee status. */
  statement?: { ordersCsv?: string | null; vatRegistered?: boolean | null; regulatoryFee?: boolean | null };
}

/** A saved product as a cost source: its cost per item (all of the multi-product row's costs). */
export interface CostProduct {
  name: string;
  sku?: string | null;
  /** Major units of `currency`. */
  costPerItem: number;
  currency: string;
}

export type HealthStatus = 'healthy' | 'warning' | 'critical';

export interface PricingAuditListing {
  /** The file's listing id, or the row number where the file has none (the marketplace's listings export). */
  listing_id: string;
  listing_title: string;
  current_price: number;
  /** Stock on hand (1 where the file has no quantity). */
  quantity: number;
  base_cost: number;
  cost_source: CostSource;
  shipping_price: number;
  current_margin_percent: number;
  current_profit_per_sale: number;
  /** Null where no price up to the calculator's limit breaks even. */
  break_even_price: number | null;
  target_margin_25_price: number | null;
  target_margin_40_price: number | null;
  target_margin_50_price: number | null;
  health_status: HealthStatus;
  total_fees: number;
  recommendations: string[];
  /** The file's row number, for the seller to find it. */
  row: number;
}

export interface PricingAuditSummary {
  audited_listings: number;
  /** Plain mean of the listings' margins, percent to 1 decimal (each listing counts once). */
  average_margin: number;
  critical_count: number;
  warning_count: number;
  healthy_count: number;
  /** Profit if the stock on hand sells at the current prices: Σ profit per sale × quantity. */
  total_potential_profit: number;
}

export type ListingFlag = 'BELOW_BREAKEVEN' | 'BELOW_TARGET' | 'HIGH_SHIPPING_RATIO';

/**
 * What the bulk price updater does to a listing's price: `raise` to the target price (it is under target),
 * `keep` the price (it meets the target, or no price reaches it), `lower` to the target price (only when the
 * caller allowed price cuts).
 */
export type PriceAction = 'raise' | 'keep' | 'lower';

export interface BulkPriceItem {
  title: string;
  sku: string;
  quantity: number;
  current_price: number;
  current_margin_percent: number;
  break_even_price: number | null;
  /** The smallest prices reaching 25% (market), the target margin (default 40%) and 50% (premium). */
  market_price: number | null;
  target_price: number | null;
  premium_price: number | null;
  /** The price the exports write: the target price when the price is raised or lowered, else the current price. */
  new_price: number;
  price_action: PriceAction;
  flags: ListingFlag[];
  material_cost: number;
  packaging_cost: number;
  shipping_to_you: number;
  shipping_price: number;
  total_costs: number;
  cost_source: CostSource;
  transaction_fee: number;
  processing_fee: number;
  listing_fee: number;
  offsite_ads_fee: number;
  total_fees: number;
  net_profit: number;
  row: number;
}

export interface BulkPriceSummary {
  below_break_even: number;
  below_target_margin: number;
  ok_margin: number;
  /** Plain mean of the listings' margins, percent to 1 decimal. */
  avg_margin: number;
  /** Extra profit if the stock on hand of every listing below target sold at its target price instead. */
  total_potential_gain: number;
  /** Listings whose price goes up, stays, goes down (price_action). */
  raised: number;
  kept: number;
  lowered: number;
  /** Listings whose cost is the default cost per item (neither the file nor a saved product gave one). */
  default_cost_rows: number;
}

export type OrderFlag =
  'LOSS_MAKING' | 'BELOW_TARGET' | 'OFFSITE_ADS' | 'COUPON_APPLIED' | 'FEE_DIFFERS' | 'REFUNDED';

export interface OrderItem {
  order_id: string;
  order_date: string | null;
  item_title: string;
  variant: string;
  sku: string;
  quantity: number;
  /** Price × quantity. */
  item_revenue: number;
  /** The item's share of the order's shipping, less its shipping discount. */
  shipping_revenue: number;
  /** The item's share of the order's discount. */
  discount_amount: number;
  /** The item's share of the gift wrap the buyer paid for (our orders template's gift_wrap). */
  gift_wrap: number;
  /** What the item brought into the order amount: item revenue − discount + shipping + gift wrap. */
  gross_revenue: number;
  transaction_fee: number;
  processing_fee: number;
  listing_fee: number;
  offsite_ads_fee: number;
  total_fees: number;
  cogs: number;
  cost_source: CostSource;
  /** The item's share of the gift wrap the seller bought (the fee model: charged to the buyer, spent by the seller). */
  gift_wrap_cost: number;
  /** The item's share of the order's postage (the shipping label the seller paid for). */
  postage_cost: number;
  /** Gross revenue − fees − cost of goods − gift wrap cost − postage. */
  net_profit: number;
  margin_percent: number;
  flags: OrderFlag[];
  row: number;
}

/**
 * A line with a negative amount (a refund or an adjustment): no fees, no costs, no order or item of its own. It
 * reduces its order's revenue where the order's sale is in the file.
 */
export interface OrderRefund {
  order_id: string;
  /** The refund line's own date. */
  date: string | null;
  item_title: string;
  variant: string;
  sku: string;
  /** Negative: what went back to the buyer. */
  amount: number;
  /** The order's sale is in the file (its revenue is reduced by this amount). */
  order_in_file: boolean;
  row: number;
}

/** One order as the engine charges it, beside what the file says was charged (the sold orders export). */
export interface OrderTotals {
  order_id: string;
  order_date: string | null;
  items: number;
  quantity: number;
  /** The order amount, less its refunds. */
  gross_revenue: number;
  /** Refund lines of the order in the file, and their total (negative; 0 when none). */
  refunds: number;
  refund_amount: number;
  buyer_tax: number;
  transaction_fee: number;
  processing_fee: number;
  listing_fee: number;
  offsite_ads_fee: number;
  total_fees: number;
  cogs: number;
  gift_wrap_cost: number;
  postage_cost: number;
  net_profit: number;
  margin_percent: number;
  /** Card processing fees the file says were charged (null where it does not say). */
  charged_processing_fee: number | null;
  /** Charged − engine, where both are known. */
  processing_fee_difference: number | null;
}

export interface OrdersSummary {
  below_break_even: number;
  below_target_margin: number;
  ok_margin: number;
  /** Net profit ÷ gross revenue over every item, percent to 1 decimal. */
  avg_margin: number;
  net_profit: number;
  gross_revenue: number;
  total_fees: number;
  total_cogs: number;
  /** Gift wrap the seller bought and the postage paid, over every order. */
  total_gift_wrap_cost: number;
  total_postage_cost: number;
  orders: number;
  /** Orders whose charged processing fee differs from the engine's by more than one minor unit. */
  fee_differences: number;
  /** Refund and adjustment lines, and their total (negative), orders of other files included. */
  refunds: number;
  refund_amount: number;
  /** Item lines whose cost is the default cost per item (neither the file nor a saved product gave one). */
  default_cost_rows: number;
}

export interface AnalysisProblems {
  /** Sentences about the whole file or rows that were still analysed (an estimated cost, a skipped row). */
  warnings: string[];
  /** One sentence per row that could not be analysed, naming the row and column. */
  errors: string[];
}

export type AnalysisFailure = { ok: false; reason: string };

export type PricingAuditResult =
  | ({
      ok: true;
      file: AnalysedFile;
      listings: PricingAuditListing[];
      summary: PricingAuditSummary;
    } & AnalysisProblems)
  | AnalysisFailure;

export type BulkPriceResult =
  | ({ ok: true; file: AnalysedFile; items: BulkPriceItem[]; summary: BulkPriceSummary } & AnalysisProblems)
  | AnalysisFailure;

export type OrdersAnalysisResult =
  | ({
      ok: true;
      file: AnalysedFile;
      items: OrderItem[];
      orders: OrderTotals[];
      refunds: OrderRefund[];
      summary: OrdersSummary;
      recommendations: string[];
    } & AnalysisProblems)
  | AnalysisFailure;
