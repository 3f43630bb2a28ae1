import type { ChargedLine } from './lines';
import type { FileOrder } from './orders-file';
import type { OtherRow } from './reconcile';
import type { StatementRow } from './statement';
import type { StatementMessages } from './messages';

/** An order sold in the period, as the statement posts it: the sale, the buyer's tax, and its fee rows. */
export interface Sale {
  gross: number;
  tax: number;
  month: string;
  date: string;
  /** The fees posted for it, in the statement's order. */
  posted: ChargedLine[];
}

// The loops over a month's rows and orders below are indexed (or forEach): they run once per file, much of it
// before the engine compiles them, and a for...of loop there makes an object for every step.

/** The period's sales by order, and the orders sold on each day (in the statement's order). */
export function salesOf(rows: readonly StatementRow[]): {
  sales: Map<string, Sale>;
  salesByDay: Map<string, string[]>;
} {
  const sales = new Map<string, Sale>();
  const salesByDay = new Map<string, string[]>();
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i]!;
    if (row.reference === null || row.role.kind !== 'sale') continue;
    const sale = sales.get(row.reference);
    if (sale) sale.gross += row.net;
    else sales.set(row.reference, { gross: row.net, tax: 0, month: row.month, date: row.date, posted: [] });
    const ids = salesByDay.get(row.date);
    if (!ids) salesByDay.set(row.date, [row.reference]);
    else if (ids[ids.length - 1] !== row.reference) ids.push(row.reference);
  }
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i]!;
    if (row.role.kind !== 'tax' || !row.reference) continue;
    const sale = sales.get(row.reference);
    if (sale) sale.tax += Math.abs(row.net);
  }
  return { sales, salesByDay };
}

/** Each listing's buyers: the period's orders that sold it, once for each item sold, in the file's order. */
export function listingOwners(
  fileOrders: ReadonlyMap<string, FileOrder>,
  sales: ReadonlyMap<string, Sale>,
): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  fileOrders.forEach((order) => {
    if (!sales.has(order.orderId)) return;
    for (const line of order.lines) {
      if (!line.listingId) continue;
      let ids = owners.get(line.listingId);
      if (!ids) owners.set(line.listingId, (ids = []));
      for (let i = 0; i < line.quantity; i += 1) ids.push(order.orderId);
    }
  });
  return owners;
}

/** What was posted for an order's offsite ads, or null where it came through none. */
export function offsiteOf(posted: readonly ChargedLine[]): number | null {
  let offsite: number | null = null;
  for (const line of posted) if (line.kind === 'offsite_ads') offsite = (offsite ?? 0) + line.amount;
  return offsite;
}

/** Fees are charged as money out: a fee row's size is the fee, a credit is a negative fee. */
export const chargedOf = (row: StatementRow): number => 0 - row.net;

/**
 * Puts each fee row with the sale it was posted for (`listingOrder` says which a listing fee's is); the rest,
 * fees of no sale of the period, come back apart. A row the statement's words do not say is warned of.
 */
export function postFees(
  rows: readonly StatementRow[],
  sales: ReadonlyMap<string, Sale>,
  listingOrder: (row: StatementRow) => string | null,
  warn: { messages: StatementMessages; warnings: string[] },
): OtherRow[] {
  const other: OtherRow[] = [];
  // An order's fee rows sit together: the sale found for one row is the next one's too, as a rule.
  let lastOrderId: string | null = null;
  let lastSale: Sale | undefined;
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i]!;
    const role = row.role;
    if (role.kind !== 'fee') {
      if (role.kind === 'unknown') warn.warnings.push(warn.messages.unknownRow(row.row, row.title));
      continue;
    }
    const orderId = role.line === 'listing' ? listingOrder(row) : row.reference;
    if (orderId !== lastOrderId) {
      lastOrderId = orderId;
      lastSale = orderId === null ? undefined : sales.get(orderId);
    }
    if (!lastSale) {
      // A listing fee names its listing: it is another month's only where its source names the order.
      const outside = role.line === 'listing' ? Boolean(row.order) : row.reference !== null;
      other.push({
        row: row.row,
        date: row.date,
        title: row.title,
        kind: role.line,
        amount: chargedOf(row),
        reason: outside ? 'other_month' : null,
      });
      continue;
    }
    lastSale.posted.push({
      kind: role.line,
      amount: chargedOf(row),
      key: role.line === 'listing' ? row.reference : row.itemTitle,
    });
  }
  return other;
}
