import { readCsvTable } from '../csv/table';
import { analysisContext } from '../analyses/context';
import { groupOrders, ORDER_FORMATS, type OrderGroup } from '../analyses/order-rows';
import { splitByWeight } from '../analyses/split';
import { ENGLISH_CSV_WORDS, tableRefusal, type CsvWords } from '../analyses/words';

/** One order of the sold order items (or sold orders) export, as reconciliation models its fees from it. */
export interface FileOrder {
  orderId: string;
  /** Each item line after its share of the order's discount (minor units), with its title and listing. */
  lines: { title: string; amount: number; quantity: number; listingId: string | null }[];
  shipping: number;
  giftWrap: number;
  buyerTax: number;
}

export type OrdersFile =
  | { ok: true; orders: Map<string, FileOrder>; currency: string | null; errors: string[] }
  | { ok: false; reason: string };

/** Reads the orders export of the period with the seller country's currency and the CSV tools' own reader. */
export function readOrdersFile(
  text: string,
  country: string,
  words: CsvWords = ENGLISH_CSV_WORDS,
): OrdersFile {
  const table = readCsvTable(text, ORDER_FORMATS);
  if (!table.ok) return { ok: false, reason: words.statement.ordersFileRefused(tableRefusal(table, words)) };
  const context = analysisContext({ country }, words);
  if ('reason' in context) return { ok: false, reason: context.reason };
  // Every line names the same currency, as a rule: only a change is worth a look. Each line's listing is kept by
  // its row: rows are small whole numbers, so an array indexed by them is the lookup. (The loops over a file's
  // lines and orders are indexed: they run once per file, much of it before the engine compiles them, and a
  // for...of loop there makes an object for every step.)
  const currencies = new Set<string>();
  const listingOf: (string | null)[] = [];
  let lastCell: string | undefined;
  const records = table.records;
  for (let i = 0; i < records.length; i += 1) {
    const { row, cells } = records[i]!;
    listingOf[row] = (cells.listing_id ?? '').trim() || null;
    const cell = cells.currency ?? '';
    if (cell === lastCell) continue;
    lastCell = cell;
    const code = cell.trim().toUpperCase();
    if (/^[A-Z]{3}$/.test(code)) currencies.add(code);
  }
  const orders = new Map<string, FileOrder>();
  const errors: string[] = [];
  // The currency is compared with the statement's by the caller; rows are read in the file's own currency here.
  const fileContext =
    currencies.size === 1
      ? { ...context, fees: { ...context.fees, currency: [...currencies][0]! } }
      : context;
  const groups = groupOrders(records, table.format, fileContext);
  for (let i = 0; i < groups.length; i += 1) {
    const group = groups[i]!;
    if (group.problems.length > 0) {
      errors.push(...group.problems.map(words.statement.ordersFileRow));
      continue;
    }
    if (group.lines.length > 0) orders.set(group.orderId, fileOrderOf(group, listingOf));
  }
  return { ok: true, orders, currency: currencies.size === 1 ? [...currencies][0]! : null, errors };
}

/** An order's lines after their shares of its discount, and its order-level amounts. */
function fileOrderOf(group: OrderGroup, listingOf: readonly (string | null)[]): FileOrder {
  const discount = splitByWeight(
    group.amounts.discount,
    group.lines.map((line) => line.itemRevenue),
  );
  return {
    orderId: group.orderId,
    lines: group.lines.map((line, i) => ({
      title: line.title,
      amount: Math.max(0, line.itemRevenue - discount[i]!),
      quantity: line.quantity,
      listingId: listingOf[line.row] ?? null,
    })),
    shipping: Math.max(0, group.amounts.shipping - group.amounts.shippingDiscount),
    giftWrap: Math.max(0, group.amounts.giftWrap),
    buyerTax: Math.max(0, group.amounts.buyerTax),
  };
}
