/**
 * Orders as the orders analysis reads them: item lines grouped by Order ID, with the order-level amounts
 * (discount, shipping, shipping discount, the buyer's tax, the card processing fee charged) taken once per
 * order, although the sold order items export repeats them on every item line. Reads our orders template, the
 * marketplace's sold order items export and its sold orders export (one line per order, no item names). A line
 * with a negative amount (a refund or an adjustment) is kept apart from the order's item lines: its order-level
 * amounts are not the sale's.
 */
import type { CsvFormat } from '../csv/headers';
import type { CsvRecord } from '../csv/table';
import { parseDate, parseYesNo } from '../csv/values';
import { RowReader, type AnalysisContext } from './context';
import type { ItemLine, OrderAmounts, RefundLine } from './rows';
import { columnNamer } from './listings';

export const ORDER_FORMATS: readonly CsvFormat[] = [
  'orders_template',
  'etsy_sold_order_items',
  'etsy_sold_orders',
];

export interface OrderGroup {
  orderId: string;
  date: string | null;
  /** The sale's item lines; none where the file holds only the order's refunds. */
  lines: ItemLine[];
  /** Refunds and adjustments of this order, in file order. */
  refunds: RefundLine[];
  /** From the order's first item line (a refund line's until then). */
  amounts: OrderAmounts;
  /** Rows of this order that could not be read: the order is then left out whole. */
  problems: string[];
  /** Rows whose order-level amounts differ from the first row's. */
  disagreements: string[];
}

interface ReadRow {
  orderId: string;
  date: string | null;
  /** An item line, or a refund line where the amount is negative. */
  line: ItemLine | RefundLine;
  amounts: OrderAmounts;
  problems: string[];
}

/** Which columns hold what in each format. */
interface OrderColumns {
  date: string;
  title: string | null;
  variant: string | null;
  quantity: string;
  /** Unit price, or the order's item value (sold orders). */
  price: string;
  discount: string;
  shipping: string;
  shippingDiscount: string;
  giftWrap: string | null;
  taxes: readonly string[];
  cost: string | null;
  offsiteAds: string | null;
  coupon: string | null;
  chargedProcessing: string | null;
  currency: string | null;
  postage: string | null;
  /** The price column is the whole order's item value, not a unit price. */
  priceIsTotal: boolean;
}

const COLUMNS: Readonly<Record<string, OrderColumns>> = {
  orders_template: {
    date: 'order_date',
    title: 'item_title',
    variant: 'variant',
    quantity: 'quantity',
    price: 'item_price',
    discount: 'discount_amount',
    shipping: 'shipping_revenue',
    shippingDiscount: 'shipping_discount',
    giftWrap: 'gift_wrap',
    taxes: ['sales_tax'],
    cost: 'cost_per_item',
    offsiteAds: 'offsite_ads',
    coupon: null,
    chargedProcessing: null,
    currency: null,
    postage: 'postage_cost',
    priceIsTotal: false,
  },
  etsy_sold_order_items: {
    date: 'sale_date',
    title: 'item_name',
    variant: 'variations',
    quantity: 'quantity',
    price: 'price',
    discount: 'discount_amount',
    shipping: 'order_shipping',
    shippingDiscount: 'shipping_discount',
    giftWrap: null,
    taxes: ['order_sales_tax', 'vat_paid_by_buyer'],
    cost: null,
    offsiteAds: null,
    coupon: 'coupon_code',
    chargedProcessing: null,
    currency: 'currency',
    postage: null,
    priceIsTotal: false,
  },
  etsy_sold_orders: {
    date: 'sale_date',
    title: null,
    variant: null,
    quantity: 'number_of_items',
    price: 'order_value',
    discount: 'discount_amount',
    shipping: 'shipping',
    shippingDiscount: 'shipping_discount',
    giftWrap: null,
    taxes: ['sales_tax'],
    cost: null,
    offsiteAds: null,
    coupon: 'coupon_code',
    chargedProcessing: 'card_processing_fees',
    currency: 'currency',
    postage: null,
    priceIsTotal: true,
  },
};

function readRow(
  record: CsvRecord,
  format: CsvFormat,
  name: (field: string) => string,
  context: AnalysisContext,
): ReadRow {
  const columns = COLUMNS[format] as OrderColumns;
  const cells = new RowReader(record, name, context);
  const orderId = cells.text('order_id');
  const { rows: words } = context.words;
  const date = parseDate(cells.text(columns.date), words.value);
  if (orderId === '') cells.fail('order_id', words.emptyOrderId);
  if (!date.ok) cells.fail(columns.date, date.reason);
  const quantity = cells.quantity(columns.quantity, { required: true }) ?? 0;
  const price = cells.money(columns.price, { required: true }) ?? 0;
  const offsite =
    columns.offsiteAds === null ? null : parseYesNo(cells.text(columns.offsiteAds), words.value);
  if (offsite && !offsite.ok) cells.fail(columns.offsiteAds as string, offsite.reason);
  if (columns.currency !== null) cells.currency(columns.currency);
  const charged = columns.chargedProcessing === null ? null : cells.money(columns.chargedProcessing);
  const sku = cells.text('sku');
  const amounts: OrderAmounts = {
    // Files write discounts and fees either as positive amounts or as negative adjustments: the size is what counts.
    discount: Math.abs(cells.amountOrZero(columns.discount)),
    shipping: cells.amountOrZero(columns.shipping),
    shippingDiscount: Math.abs(cells.amountOrZero(columns.shippingDiscount)),
    giftWrap: cells.amountOrZero(columns.giftWrap),
    buyerTax: taxesOf(cells, columns.taxes),
    chargedProcessing: charged === null ? null : Math.abs(charged),
    couponCode: columns.coupon === null ? '' : cells.text(columns.coupon),
    offsiteAds: offsite?.ok === true && offsite.value,
    postage: columns.postage === null ? null : abs(cells.money(columns.postage)),
  };
  const value = columns.priceIsTotal ? price : price * Math.max(1, quantity);
  const refund = value < 0;
  const title =
    columns.title === null
      ? refund
        ? words.refundOrAdjustment
        : words.orderOfItems(quantity)
      : cells.text(columns.title) || words.untitledItem(record.row);
  const variant = columns.variant === null ? '' : cells.text(columns.variant);
  return {
    orderId,
    date: date.ok ? date.value : null,
    problems: cells.problems,
    amounts,
    line: refund
      ? { row: record.row, date: date.ok ? date.value : null, title, variant, sku, amount: -value }
      : {
          row: record.row,
          title,
          variant,
          sku,
          quantity,
          itemRevenue: columns.priceIsTotal ? price : price * quantity,
          costFromFile: columns.cost === null ? null : cells.money(columns.cost),
        },
  };
}

const abs = (amount: number | null) => (amount === null ? null : Math.abs(amount));

function taxesOf(cells: RowReader, taxes: readonly string[]): number {
  let sum = 0;
  for (const column of taxes) sum += cells.amountOrZero(column);
  return sum;
}

/** The order-level amounts every item line repeats, which should agree with the order's first line. */
const REPEATED_AMOUNTS = [
  'discount',
  'shipping',
  'shippingDiscount',
  'giftWrap',
  'buyerTax',
  'postage',
] as const satisfies readonly (keyof OrderAmounts)[];

const isRefund = (line: ItemLine | RefundLine): line is RefundLine => 'amount' in line;

/** The file's orders, in the order they first appear. */
export function groupOrders(
  records: readonly CsvRecord[],
  format: CsvFormat,
  context: AnalysisContext,
): OrderGroup[] {
  const orders = new Map<string, OrderGroup>();
  const name = columnNamer(format);
  let unnamed = 0;
  // An order's lines come one after another, as a rule: the group of the line before is tried first.
  let last: OrderGroup | undefined;
  // Indexed: this runs once per file, much of it before the engine compiles it, and a for...of loop there makes
  // an object for every line it steps over.
  for (let i = 0; i < records.length; i += 1) {
    const record = records[i]!;
    const read = readRow(record, format, name, context);
    // A line without an order id cannot be put with its order: it stands alone, so its error is reported once.
    const key = read.orderId !== '' ? read.orderId : `\u0000${(unnamed += 1)}`;
    let group = read.orderId !== '' && read.orderId === last?.orderId ? last : orders.get(key);
    if (!group) {
      group = {
        orderId: read.orderId,
        date: read.date,
        lines: [],
        refunds: [],
        // Each row's amounts are an object of its own: the group takes them over, no copy needed.
        amounts: read.amounts,
        problems: [],
        disagreements: [],
      };
      orders.set(key, group);
    }
    last = group;
    if (read.problems.length > 0) group.problems.push(...read.problems);
    if (isRefund(read.line)) {
      group.refunds.push(read.line);
      continue;
    }
    group.lines.push(read.line);
    if (group.lines.length === 1) {
      // The sale's first line sets the order's amounts and date, whatever refund lines came before it.
      group.amounts = read.amounts;
      group.date = read.date;
      continue;
    }
    // Any line saying the sale came through an offsite ad makes it an offsite-ads order.
    group.amounts.offsiteAds ||= read.amounts.offsiteAds;
    if (group.amounts.couponCode === '') group.amounts.couponCode = read.amounts.couponCode;
    for (const name of REPEATED_AMOUNTS) {
      if (read.amounts[name] !== group.amounts[name]) {
        group.disagreements.push(context.words.rows.orderDisagrees(read.orderId, record.row, name));
      }
    }
  }
  return [...orders.values()];
}
