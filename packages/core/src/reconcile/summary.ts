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

export function summarise(orders: ReconciledOrder[], other: OtherRow[], rows: StatementRow[]): Period {
  const byReason = Object.fromEntries(REASONS.map((reason) => [reason, 0])) as Record<Reason, number>;
  const months = new Map<string, { modelled: number; charged: number }>();
  let exact = 0;
  for (const order of orders) {
    if (order.lines.every((line) => line.difference === 0)) exact += 1;
    for (const line of order.lines) if (line.reason) byReason[line.reason] += line.difference;
    const month = months.get(order.month) ?? { modelled: 0, charged: 0 };
    month.modelled += order.modelled;
    month.charged += order.charged;
    months.set(order.month, month);
  }
  for (const row of other) if (row.reason) byReason[row.reason] += row.amount;
  // What went out for a kind of row, as a positive amount (never -0, which JSON would not carry).
  const spent = (kind: StatementRow['role']['kind']) =>
    rows.filter((row) => row.role.kind === kind).reduce((total, row) => total - row.net, 0);
  const deposits = rows
    .filter((row) => row.role.kind === 'deposit')
    .map((row) => ({ date: row.date, amount: Math.abs(row.net) }));
  const total = (pick: (order: ReconciledOrder) => number) => orders.reduce((s, order) => s + pick(order), 0);
  const otherFees = other.reduce((s, row) => s + row.amount, 0);
  // Deposits are paid from the balance: everything else that came in, less everything that went out.
  const movements = rows.filter((row) => row.role.kind !== 'deposit');
  const moneyIn = movements.reduce((s, row) => s + Math.max(0, row.net), 0);
  const moneyOut = movements.reduce((s, row) => s + Math.max(0, -row.net), 0);
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
    etsyAds: spent('etsy_ads'),
    shippingLabels: spent('shipping_label'),
    refunds: spent('refund'),
    otherFees,
    deposits,
    moneyIn,
    moneyOut,
  };
}
