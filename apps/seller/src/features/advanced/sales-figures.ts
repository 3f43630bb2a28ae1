import { t } from '@lingui/core/macro';
import { formatMoney, isEnglish, minorDigits, numberFormat, toMinor, type TSalesGrowth } from '@margin/core';

/**
 * How Advanced mode words its figures: months, month-over-month changes and a sale's profit, in the seller's
 * language (`locale`; English when left out). Money is done in the currency's minor units (price × quantity −
 * costs, exact to the cent) and printed with core's formatter, the calculator's.
 */

/** 'YYYY-MM' → 'Sep' (short) or 'Sep 2026' ('sept. 2026' in French); anything else as it is. */
export function monthLabel(month: string | null, withYear = false, locale?: string): string {
  const match = month ? /^(\d{4})-(\d{2})$/.exec(month) : null;
  if (!match) return month ?? '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(isEnglish(locale) ? 'en-US' : locale, {
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(date);
}

/** 15 → '+15.0%' ('+15,0 %' in German), -3.25 → '-3.3%' (1 decimal, the dashboard's precision); `decimals` 0 for the spec's texts. */
export function signedPercent(percent: number, decimals = 1, locale?: string): string {
  if (!isEnglish(locale)) {
    return numberFormat(locale!, {
      style: 'percent',
      signDisplay: 'exceptZero',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(Number(percent.toFixed(decimals)) / 100);
  }
  const text = Math.abs(percent).toFixed(decimals);
  const sign = percent > 0 ? '+' : percent < 0 ? '-' : '';
  return `${sign}${text}%`;
}

/** A percentage to 1 decimal without a sign: '53.6%', '53,6 %' in German. */
export function oneDecimalPercent(percent: number, locale?: string): string {
  if (!isEnglish(locale)) {
    return numberFormat(locale!, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(Number(percent.toFixed(1)) / 100);
  }
  return `${percent.toFixed(1)}%`;
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
  locale?: string,
): GrowthLine {
  const percent = growth[key];
  if (percent === null) {
    return { value: '—', detail: t`needs two full months of sales`, tone: 'none' };
  }
  const tone = percent > 0 ? 'up' : percent < 0 ? 'down' : 'none';
  if (sample || growth.from_month === null || growth.to_month === null) {
    return { value: signedPercent(percent, 0, locale), detail: t`vs last month (sample)`, tone };
  }
  return {
    value: signedPercent(percent, 1, locale),
    detail: monthsCompared(growth.to_month, growth.from_month, locale),
    tone,
  };
}

/** 'Oct vs Sep': the month compared with the one before it. */
export function monthsCompared(to: string, from: string, locale?: string): string {
  const later = monthLabel(to, false, locale);
  const earlier = monthLabel(from, false, locale);
  return t`${later} vs ${earlier}`;
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

export function formatProfit(minor: number | null, currency: string, locale?: string): string {
  return minor === null ? '—' : formatMoney(minor, currency, locale);
}
