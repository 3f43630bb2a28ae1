import { formatMoney, minorDigits, toMinor, type TSalesGrowth } from '@margin/core';

/**
 * How Advanced mode words its figures: months, month-over-month changes and a sale's profit. Money is done in
 * the currency's minor units (price × quantity − costs, exact to the cent) and printed with core's formatter,
 * the calculator's.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'YYYY-MM' → 'Sep' (short) or 'Sep 2026'; anything else as it is. */
export function monthLabel(month: string | null, withYear = false): string {
  const match = month ? /^(\d{4})-(\d{2})$/.exec(month) : null;
  if (!match) return month ?? '';
  const name = MONTHS[Number(match[2]) - 1] ?? match[2]!;
  return withYear ? `${name} ${match[1]}` : name;
}

/** 15 → '+15.0%', -3.25 → '-3.3%' (1 decimal, the dashboard's precision); `decimals` 0 for the spec's texts. */
export function signedPercent(percent: number, decimals = 1): string {
  const text = Math.abs(percent).toFixed(decimals);
  const sign = percent > 0 ? '+' : percent < 0 ? '-' : '';
  return `${sign}${text}%`;
}

export interface GrowthLine {
  /** '+15.0%', or '—' when the records do not allow a comparison. */
  value: string;
  /** Which months, or why not: 'Oct vs Sep', 'vs last month (sample)', 'needs two full months'. */
  detail: string;
  tone: 'up' | 'down' | 'none';
}

/** One card's growth line from the analytics' growth (demo figures carry the spec's fixed texts). */
export function growthLine(
  growth: TSalesGrowth,
  key: 'sales' | 'profit' | 'orders',
  sample: boolean,
): GrowthLine {
  const percent = growth[key];
  if (percent === null) {
    return { value: '—', detail: 'needs two full months of sales', tone: 'none' };
  }
  const tone = percent > 0 ? 'up' : percent < 0 ? 'down' : 'none';
  if (sample || growth.from_month === null || growth.to_month === null) {
    return { value: signedPercent(percent, 0), detail: 'vs last month (sample)', tone };
  }
  return {
    value: signedPercent(percent),
    detail: `${monthLabel(growth.to_month)} vs ${monthLabel(growth.from_month)}`,
    tone,
  };
}

/** An amount typed in a form (major units, '' or NaN when empty) in minor units; null when not a number. */
export function minorOf(value: number | string, currency: string): number | null {
  const number = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(number) ? toMinor(number, minorDigits(currency)) : null;
}

/** A sale's profit = selling price × quantity − total costs, in minor units; null while a figure is missing. */
export function saleProfitMinor(
  price: number | string,
  quantity: number | string,
  costs: number | string,
  currency: string,
): number | null {
  const priceMinor = minorOf(price, currency);
  const costsMinor = minorOf(costs, currency);
  const units = typeof quantity === 'number' ? quantity : Number(quantity);
  if (priceMinor === null || costsMinor === null || !Number.isInteger(units) || units < 1) return null;
  return priceMinor * units - costsMinor;
}

export function formatProfit(minor: number | null, currency: string): string {
  return minor === null ? '—' : formatMoney(minor, currency);
}
