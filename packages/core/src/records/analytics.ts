import { minorDigits } from '../countries/countries';
import { mulDivHalfUp, toMajor } from '../fees/exact';
import type {
  TMonthlySales,
  TSalesAnalytics,
  TSalesAnalyticsData,
  TSalesGrowth,
  TSalesTotals,
} from './insight-schemas';

/**
 * The sales analytics, with definitions a seller can check by hand: one sales record is one order;
 * a month's sales = Σ selling price × quantity, profit = sales − Σ total costs, orders = number of records;
 * totals over the window; average order value = total sales ÷ total orders; profit margin = total profit ÷
 * total sales × 100. Every sum is an integer of minor units (the database adds them up), so no float ever
 * carries money; only the answer is turned into major units.
 */

/** One calendar month of one seller's records, summed in minor units (what the SQL aggregate answers). */
export interface MonthAggregate {
  month: string;
  salesMinor: number;
  costsMinor: number;
  orders: number;
}

/** round(numerator ÷ denominator × 100, 1 decimal), half away from zero, exact; null when dividing by 0. */
export function percentOf1dp(numerator: number, denominator: number): number | null {
  if (denominator === 0) return null;
  const sign = Math.sign(numerator) * Math.sign(denominator);
  return (sign * mulDivHalfUp(Math.abs(numerator), 1000, Math.abs(denominator))) / 10;
}

/** Change from `before` to `after` in percent (1 decimal); null when there is nothing to compare against. */
function change(before: number, after: number): number | null {
  return percentOf1dp(after - before, Math.abs(before));
}

/**
 * The analytics of `months` (YYYY-MM, oldest first) from the seller's monthly sums; months without records
 * are present with zeros. Growth compares the last complete month with the one before it (the current month
 * is still running, so comparing it would always look like a fall).
 */
export function salesAnalytics(
  months: readonly string[],
  aggregates: readonly MonthAggregate[],
  currency: string,
  otherCurrencies: readonly string[] = [],
): TSalesAnalyticsData {
  const digits = minorDigits(currency);
  const major = (minor: number) => toMajor(minor, digits);
  const byMonth = new Map(aggregates.map((row) => [row.month, row]));
  const rows = months.map(
    (month) => byMonth.get(month) ?? { month, salesMinor: 0, costsMinor: 0, orders: 0 },
  );

  const salesMinor = rows.reduce((sum, row) => sum + row.salesMinor, 0);
  const profitMinor = rows.reduce((sum, row) => sum + row.salesMinor - row.costsMinor, 0);
  const orders = rows.reduce((sum, row) => sum + row.orders, 0);

  const monthly_data: TMonthlySales[] = rows.map((row) => ({
    month: row.month,
    sales: major(row.salesMinor),
    profit: major(row.salesMinor - row.costsMinor),
    orders: row.orders,
  }));
  const totals: TSalesTotals = {
    total_sales: major(salesMinor),
    total_profit: major(profitMinor),
    total_orders: orders,
    average_order_value: orders === 0 ? 0 : major(mulDivHalfUp(salesMinor, 1, orders)),
    profit_margin: percentOf1dp(profitMinor, salesMinor) ?? 0,
  };
  return {
    currency,
    other_currencies: [...otherCurrencies],
    monthly_data,
    totals,
    growth: growthOf(rows),
  };
}

function growthOf(rows: readonly MonthAggregate[]): TSalesGrowth {
  const to = rows.at(-2);
  const from = rows.at(-3);
  if (!to || !from) {
    return { from_month: null, to_month: null, sales: null, profit: null, orders: null };
  }
  return {
    from_month: from.month,
    to_month: to.month,
    sales: change(from.salesMinor, to.salesMinor),
    profit: change(from.salesMinor - from.costsMinor, to.salesMinor - to.costsMinor),
    orders: change(from.orders, to.orders),
  };
}

/**
 * The spec's built-in fallback (advanced spec §3): six months, 12,800 sales, 6,400 profit, 512 orders, 25
 * average order value, 50 % margin. The monthly split is ours (the spec gives only the totals), chosen so every
 * month also has a 25 order value and a 50 % margin. Its growth figures are the spec's fixed texts, which belong
 * to these sample figures only.
 */
export const DEMO_SALES_ANALYTICS: TSalesAnalytics = {
  source: 'demo_data',
  currency: 'USD',
  other_currencies: [],
  monthly_data: [
    { month: '2025-01', sales: 1800, profit: 900, orders: 72 },
    { month: '2025-02', sales: 1950, profit: 975, orders: 78 },
    { month: '2025-03', sales: 2100, profit: 1050, orders: 84 },
    { month: '2025-04', sales: 2200, profit: 1100, orders: 88 },
    { month: '2025-05', sales: 2250, profit: 1125, orders: 90 },
    { month: '2025-06', sales: 2500, profit: 1250, orders: 100 },
  ],
  totals: {
    total_sales: 12800,
    total_profit: 6400,
    total_orders: 512,
    average_order_value: 25,
    profit_margin: 50,
  },
  growth: { from_month: null, to_month: null, sales: 15, profit: 18, orders: 12 },
};

/** The spec's fixed "monthly growth" key metric of the sample figures. */
export const DEMO_MONTHLY_GROWTH = 15.2;
