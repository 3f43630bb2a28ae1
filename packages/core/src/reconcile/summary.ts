import { REASONS, type Reason } from './lines';
import type { OtherRow, ReconciledOrder } from './reconcile';
import type { StatementRow } from './statement';

/** The period at a glance, minor units. */
export interface Period {
  orders: number;
  ordersExact: number;
  ordersDiffering: number;
  modelled: number;
  charged: number;
  difference: number;
  byReason: Record<Reason, number>;
  byMonth: { month: string; modelled: number; charged: number }[];
  etsyAds: number;
  shippingLabels: number;
  refunds: number;
  /** Fees posted for no order of the period (other months, listings not sold in it, VAT without an order). */
  otherFees: number;
  deposits: { date: string; amount: number }[];
  /** Money in (sales) minus money out (everything else) over the statement: what the deposits are paid from. */
  moneyIn: number;
  moneyOut: number;
}

/**
 * Adds an order to the totals by reason and by month, and says whether it is exact. A function of its own, run
 * for every order of every file: the engine compiles it once, where a loop in summarise would start afresh.
 */
function addOrder(
  order: ReconciledOrder,
  byReason: Record<Reason, number>,
  months: Map<string, { modelled: number; charged: number }>,
): boolean {
  let exact = true;
  for (const line of order.lines) {
    if (line.difference !== 0) exact = false;
    if (line.reason) byReason[line.reason] += line.difference;
  }
  let month = months.get(order.month);
  if (!month) months.set(order.month, (month = { modelled: 0, charged: 0 }));
  month.modelled += order.modelled;
  month.charged += order.charged;
  return exact;
}

export function summarise(orders: ReconciledOrder[], other: OtherRow[], rows: StatementRow[]): Period {
  const byReason = Object.fromEntries(REASONS.map((reason) => [reason, 0])) as Record<Reason, number>;
  const months = new Map<string, { modelled: number; charged: number }>();
  let exact = 0;
  orders.forEach((order) => {
    if (addOrder(order, byReason, months)) exact += 1;
  });
  for (const row of other) if (row.reason) byReason[row.reason] += row.amount;
  // What went out for ads, labels and refunds, as positive amounts (from 0, so never -0, which JSON would not
  // carry); the deposits; and the money in and out that pays them: all in one pass over a month's rows.
  let etsyAds = 0;
  let shippingLabels = 0;
  let refunds = 0;
  let moneyIn = 0;
  let moneyOut = 0;
  const deposits: Period['deposits'] = [];
  // Indexed: a for...of loop makes an object for every row it steps over until the engine compiles it.
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i]!;
    const kind = row.role.kind;
    if (kind === 'deposit') {
      deposits.push({ date: row.date, amount: Math.abs(row.net) });
      continue;
    }
    if (kind === 'etsy_ads') etsyAds -= row.net;
    else if (kind === 'shipping_label') shippingLabels -= row.net;
    else if (kind === 'refund') refunds -= row.net;
    // Deposits are paid from the balance: everything else that came in, less everything that went out.
    moneyIn += Math.max(0, row.net);
    moneyOut += Math.max(0, -row.net);
  }
  const total = (pick: (order: ReconciledOrder) => number) => orders.reduce((s, order) => s + pick(order), 0);
  const otherFees = other.reduce((s, row) => s + row.amount, 0);
  return {
    orders: orders.length,
    ordersExact: exact,
    ordersDiffering: orders.length - exact,
    modelled: total((o) => o.modelled),
    charged: total((o) => o.charged),
    difference: total((o) => o.difference),
    byReason,
    byMonth: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, v]) => ({ month, ...v })),
    etsyAds,
    shippingLabels,
    refunds,
    otherFees,
    deposits,
    moneyIn,
    moneyOut,
  };
}
