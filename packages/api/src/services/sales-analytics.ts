import type { MonthAggregate } from '@margin/core';
import type { Database } from '@margin/db';

/**
 * The seller's currencies, the one of the latest sale first: the dashboard totals one currency at a time (adding
 * euros to dollars would be a number no seller could check).
 */
export async function sellerCurrencies(db: Database, userId: string): Promise<string[]> {
  const rows = await db.prisma.salesRecord.groupBy({
    by: ['currency'],
    where: { userId },
    _max: { date: true, createdAt: true },
  });
  const latest = (row: (typeof rows)[number]) =>
    `${row._max.date?.toISOString() ?? ''}|${row._max.createdAt?.toISOString() ?? ''}`;
  return rows.sort((a, b) => latest(b).localeCompare(latest(a))).map((row) => row.currency);
}

interface MonthRow {
  month: string;
  sales: string;
  costs: string;
  orders: number;
}

/**
 * One row per calendar month of `months` that has sales, summed by PostgreSQL in integer minor units (bigint,
 * so a seller's whole history cannot overflow; answered as text and read back exactly). Served by the
 * (user_id, date) index.
 */
export async function monthlySums(
  db: Database,
  userId: string,
  currency: string,
  months: readonly string[],
): Promise<MonthAggregate[]> {
  const from = new Date(`${months[0]}-01T00:00:00Z`);
  const last = new Date(`${months.at(-1)}-01T00:00:00Z`);
  const until = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 1));
  const rows = await db.prisma.$queryRaw<MonthRow[]>`
    SELECT to_char(date, 'YYYY-MM') AS month,
           SUM(selling_price_minor::bigint * quantity)::text AS sales,
           SUM(total_costs_minor::bigint)::text AS costs,
           COUNT(*)::int AS orders
      FROM sales_records
     WHERE user_id = ${userId} AND currency = ${currency} AND date >= ${from}::date AND date < ${until}::date
     GROUP BY 1`;
  return rows.map((row) => ({
    month: row.month,
    // Exact up to 2^53 minor units (90 trillion dollars); the limits keep a seller far below that.
    salesMinor: Number(row.sales),
    costsMinor: Number(row.costs),
    orders: row.orders,
  }));
}
