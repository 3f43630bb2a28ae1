/**
 * The orders analysis (advanced spec §2 "Orders Analysis screen", §3 order item and summary, §4 flags): each
 * order's fees from the fee engine, on the amounts the file records, split across its items in proportion to
 * their value so the item lines add up to the order's fees to the minor unit; each item's cost of goods, net
 * profit and margin; and, where the file shows the card processing fee actually charged, the engine's beside it.
 *
 * Per order: order amount = Σ price × quantity − discount + shipping − shipping discount + gift wrap; gross revenue = the
 * order amount; listing fee = the listing fee × items; transaction fee = 6.5% of the order amount; payment
 * processing = the country's rate × (order amount + the buyer's tax) + its fixed fee, once per order.
 *
 * A line with a negative amount (a refund, an adjustment) is charged no fee and no cost and is no order or item:
 * it lowers its order's gross revenue and net profit, and is listed on its own with its order.
 */
import { tableOf, type CsvData } from '../csv/table';
import { PPM } from '../fees/exact';
import { analysisContext, marginPercent, percent1dp, type AnalysisContext } from './context';
import { costSourceWarnings } from './costs';
import { analyseOrder, type AnalysedOrder } from './order-figures';
import { FEE_DIFFERENCE_TOLERANCE, recommendations, tally } from './order-advice';
import { groupOrders, ORDER_FORMATS, type OrderGroup } from './order-rows';
import type {
  AnalysisOptions,
  OrderFlag,
  OrderItem,
  OrderRefund,
  OrdersAnalysisResult,
  OrdersSummary,
  OrderTotals,
} from './types';
import { ENGLISH_CSV_WORDS, tableRefusal, type CsvWords } from './words';

/** Plain words for each flag, as the screen and the exported file show them. */
export const ORDER_FLAG_TEXT: Readonly<Record<OrderFlag, string>> = {
  LOSS_MAKING: 'Lost money',
  BELOW_TARGET: 'Below the target margin',
  OFFSITE_ADS: 'Offsite ads fee charged',
  COUPON_APPLIED: 'Coupon or discount applied',
  FEE_DIFFERS: 'Processing fee charged differs from the fee schedule',
  REFUNDED: 'Order partly or fully refunded',
};

export { FEE_DIFFERENCE_TOLERANCE };

/** A refunded amount as the answer writes it: negative, and 0 (not -0) when nothing was refunded. */
const given = (refunded: number) => (refunded === 0 ? 0 : -refunded);

function belowTarget(net: number, gross: number, context: AnalysisContext): boolean {
  return gross <= 0 || net * PPM < context.targetMarginPpm * gross;
}

function orderItems(order: AnalysedOrder, context: AnalysisContext): OrderItem[] {
  const { group } = order;
  const { major } = context;
  const differs = order.difference !== null && Math.abs(order.difference) > FEE_DIFFERENCE_TOLERANCE;
  return order.items.map((figures, i) => {
    const line = group.lines[i] as OrderGroup['lines'][number];
    const flags: OrderFlag[] = [];
    if (figures.net < 0) flags.push('LOSS_MAKING');
    if (belowTarget(figures.net, figures.gross, context)) flags.push('BELOW_TARGET');
    if (figures.offsiteAds > 0) flags.push('OFFSITE_ADS');
    if (group.amounts.couponCode !== '' || group.amounts.discount > 0) flags.push('COUPON_APPLIED');
    if (differs) flags.push('FEE_DIFFERS');
    if (group.refunds.length > 0) flags.push('REFUNDED');
    return {
      order_id: group.orderId,
      order_date: group.date,
      item_title: line.title,
      variant: line.variant,
      sku: line.sku,
      quantity: line.quantity,
      item_revenue: major(figures.itemRevenue),
      shipping_revenue: major(figures.shipping),
      discount_amount: major(figures.discount),
      gift_wrap: major(figures.giftWrap),
      gross_revenue: major(figures.gross),
      transaction_fee: major(figures.transaction),
      processing_fee: major(figures.processing),
      listing_fee: major(figures.listing),
      offsite_ads_fee: major(figures.offsiteAds),
      total_fees: major(figures.fees),
      cogs: major(figures.cogs),
      cost_source: figures.costSource,
      gift_wrap_cost: major(figures.giftWrap),
      postage_cost: major(figures.postage),
      net_profit: major(figures.net),
      margin_percent: marginPercent(figures.net, figures.gross),
      flags,
      row: line.row,
    };
  });
}

function orderTotals(order: AnalysedOrder, context: AnalysisContext): OrderTotals {
  const { totals, group } = order;
  const { major } = context;
  const orMajor = (minor: number | null) => (minor === null ? null : major(minor));
  return {
    order_id: group.orderId,
    order_date: group.date,
    items: group.lines.length,
    quantity: group.lines.reduce((sum, line) => sum + line.quantity, 0),
    gross_revenue: major(totals.gross),
    refunds: group.refunds.length,
    refund_amount: major(given(order.refunded)),
    buyer_tax: major(order.buyerTax),
    transaction_fee: major(totals.transaction),
    processing_fee: major(totals.processing),
    listing_fee: major(totals.listing),
    offsite_ads_fee: major(totals.offsiteAds),
    total_fees: major(totals.fees),
    cogs: major(totals.cogs),
    gift_wrap_cost: major(totals.giftWrap),
    postage_cost: major(totals.postage),
    net_profit: major(totals.net),
    margin_percent: totals.gross > 0 ? marginPercent(totals.net, totals.gross) : 0,
    charged_processing_fee: orMajor(group.amounts.chargedProcessing),
    processing_fee_difference: orMajor(order.difference),
  };
}

export function analyseOrders(
  data: CsvData,
  options: AnalysisOptions,
  words: CsvWords = ENGLISH_CSV_WORDS,
): OrdersAnalysisResult {
  const context = analysisContext(options, words);
  if ('reason' in context) return { ok: false, reason: context.reason };
  const table = tableOf(data, ORDER_FORMATS);
  if (!table.ok) return { ok: false, reason: tableRefusal(table, context.words) };
  const errors: string[] = [];
  const warnings: string[] = table.problems.map(context.words.file.readProblem);
  const analysed: AnalysedOrder[] = [];
  const refunds: OrderRefund[] = [];
  // Refunded in all, and of orders whose sale is not in the file (minor units, positive).
  let refunded = 0;
  let refundedOutside = 0;
  for (const group of groupOrders(table.records, table.format, context)) {
    if (group.problems.length > 0) {
      errors.push(...group.problems);
      const rows = [...group.lines, ...group.refunds].map((line) => line.row).sort((a, b) => a - b);
      if (group.orderId !== '' && rows.length > 1) {
        errors.push(context.words.rows.orderLeftOut(group.orderId, rows));
      }
      continue;
    }
    const inFile = group.lines.length > 0;
    for (const refund of group.refunds) {
      refunded += refund.amount;
      if (!inFile) refundedOutside += refund.amount;
      refunds.push({
        order_id: group.orderId,
        date: refund.date,
        item_title: refund.title,
        variant: refund.variant,
        sku: refund.sku,
        amount: context.major(-refund.amount),
        order_in_file: inFile,
        row: refund.row,
      });
    }
    if (!inFile) continue;
    warnings.push(...group.disagreements);
    analysed.push(analyseOrder(group, context));
  }
  const items = analysed.flatMap((order) => orderItems(order, context));
  const t = tally(analysed, { count: refunds.length, total: refunded, outsideTotal: refundedOutside });
  const flagged = (flag: OrderFlag) => items.filter((item) => item.flags.includes(flag)).length;
  const summary: OrdersSummary = {
    below_break_even: flagged('LOSS_MAKING'),
    below_target_margin: flagged('BELOW_TARGET'),
    ok_margin: items.length - flagged('BELOW_TARGET'),
    avg_margin: t.gross > 0 ? percent1dp(t.net, t.gross) : 0,
    net_profit: context.major(t.net),
    gross_revenue: context.major(t.gross),
    total_fees: context.major(t.fees),
    total_cogs: context.major(t.cogs),
    total_gift_wrap_cost: context.major(t.giftWrap),
    total_postage_cost: context.major(t.postage),
    orders: analysed.length,
    fee_differences: t.differences,
    default_cost_rows: items.filter((item) => item.cost_source === 'default').length,
    refunds: t.refunds,
    refund_amount: context.major(given(t.refundTotal)),
  };
  warnings.push(
    ...costSourceWarnings(
      analysed.flatMap((order) => order.items.map((item) => item.costSource)),
      'item_lines',
      context.words.rows,
    ),
  );
  return {
    ok: true,
    file: {
      format: table.format,
      format_label: table.label,
      rows_read: table.records.length,
      rows_analysed: items.length + refunds.length,
      country: context.fees.country.code,
      currency: context.fees.currency,
    },
    items,
    orders: analysed.map((order) => orderTotals(order, context)),
    refunds,
    summary,
    recommendations: recommendations(items, t, context),
    warnings,
    errors,
  };
}
