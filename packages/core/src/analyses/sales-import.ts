/**
 * 'Add these orders to my sales records': each analysed order becomes one sales record (one record is one
 * order, as on the dashboard): its gross revenue as the sale, its fees, cost of goods, gift wrap and postage as the costs, so the
 * record's profit is the analysis' net profit. The key "order:<Order ID>" makes a second import of the same
 * file add nothing.
 */
import { toMinor } from '../fees/exact';
import { minorDigits } from '../countries/countries';
import { EARLIEST_SALE_DATE, MAX_PRODUCT_NAME_LENGTH } from '../records/limits';
import type { TSalesImportRecord } from '../records/schemas';
import type { OrdersAnalysisResult } from './types';

export interface SalesImportPlan {
  records: TSalesImportRecord[];
  /** Sentences for the orders that cannot become a record. */
  skipped: string[];
}

/** "Mug, Towel and 2 more", within the record's name limit. */
function productName(titles: readonly string[]): string {
  const unique = [...new Set(titles)];
  const shown = unique.slice(0, 2).join(', ');
  const name = unique.length > 2 ? `${shown} and ${unique.length - 2} more` : shown;
  return name.length > MAX_PRODUCT_NAME_LENGTH ? `${name.slice(0, MAX_PRODUCT_NAME_LENGTH - 1)}…` : name;
}

type AnalysedOrders = Extract<OrdersAnalysisResult, { ok: true }>;
type AnalysedOrder = AnalysedOrders['orders'][number];

/** Why an order cannot become a sales record, or null when it can. */
function skipReason(order: AnalysedOrder): string | null {
  if (order.order_date === null || order.order_date < EARLIEST_SALE_DATE)
    return `Order ${order.order_id} has no sale date from 2000 on, so it cannot be dated on the dashboard.`;
  if (order.gross_revenue < 0)
    return `Order ${order.order_id} has a negative amount (a refund): it is not a sale.`;
  return null;
}

/**
 * How many orders would become records, and why the others cannot: what the screen says before the seller asks,
 * without building the records (a busy shop's year is a hundred thousand orders and more).
 */
export function salesImportCounts(result: AnalysedOrders): { records: number; skipped: string[] } {
  let records = 0;
  const skipped: string[] = [];
  for (const order of result.orders) {
    const reason = skipReason(order);
    if (reason === null) records += 1;
    else skipped.push(reason);
  }
  return { records, skipped };
}

/** Items or orders handled between two pauses of `salesRecordSteps`: a few milliseconds of work on a phone. */
const SALES_RECORDS_PER_STEP = 5_000;

/**
 * The records built a step at a time: each step handles at most `perStep` item lines or orders and yields, so a
 * page can give the browser its thread back between steps (a busy shop's 148,000 orders are a second's work).
 * The generator's return value is the plan, the same whatever the step.
 */
export function* salesRecordSteps(
  result: AnalysedOrders,
  perStep: number = SALES_RECORDS_PER_STEP,
): Generator<void, SalesImportPlan, void> {
  const { currency } = result.file;
  const digits = minorDigits(currency);
  const titles = new Map<string, string[]>();
  const { items, orders } = result;
  for (let at = 0; at < items.length; at++) {
    const item = items[at]!;
    const list = titles.get(item.order_id);
    if (list) list.push(item.item_title);
    else titles.set(item.order_id, [item.item_title]);
    if ((at + 1) % perStep === 0) yield;
  }
  const records: TSalesImportRecord[] = [];
  const skipped: string[] = [];
  for (let at = 0; at < orders.length; at++) {
    if (at > 0 && at % perStep === 0) yield;
    const order = orders[at]!;
    const reason = skipReason(order);
    const date = order.order_date;
    // An order without a date always has its reason; the second test is the type checker's.
    if (reason !== null || date === null) {
      if (reason !== null) skipped.push(reason);
      continue;
    }
    // Costs in minor units first, so fees + cost of goods + gift wrap + postage add up exactly before the one
    // conversion.
    const costs = [order.total_fees, order.cogs, order.gift_wrap_cost, order.postage_cost].reduce(
      (sum, amount) => sum + toMinor(amount, digits),
      0,
    );
    records.push({
      import_key: `order:${order.order_id}`,
      date,
      product_name: productName(titles.get(order.order_id) ?? []) || `Order ${order.order_id}`,
      selling_price: order.gross_revenue,
      total_costs: costs / 10 ** digits,
      quantity: 1,
      currency,
    });
  }
  return { records, skipped };
}

/** The records in one go, where nothing waits on the thread: `salesRecordSteps` run through without a pause. */
export function ordersToSalesRecords(result: AnalysedOrders): SalesImportPlan {
  const steps = salesRecordSteps(result, Infinity);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
