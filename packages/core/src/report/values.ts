import { formatMajor } from '../currency/format';
import { isEnglish, numberFormat } from '../format/locale-numbers';
import type { TCalculationResult } from '../fees/schemas';

// A report's values and its headline (calculation-report.ts builds the rest). A module of its own: the seller app's
// first screen announces a result's headline, and the report's other lines load with the results panel.

export type ReportValue =
  { kind: 'money'; amount: number } | { kind: 'percent'; amount: number } | { kind: 'text'; text: string };

export interface ReportHeadline {
  label: string;
  value: ReportValue;
  margin: ReportValue;
}

export const moneyValue = (amount: number): ReportValue => ({ kind: 'money', amount });
export const textValue = (value: string): ReportValue => ({ kind: 'text', text: value });

/**
 * A value in words: money in the result currency, the margin to 2 decimals (core spec §2.5, §9), in `locale`'s
 * way when one is given ('8,07 €', '64,56 %' in German; English keeps '$8.07' and '64.56%').
 */
export function valueText(value: ReportValue, currency: string, locale?: string): string {
  switch (value.kind) {
    case 'money':
      return formatMajor(value.amount, currency, locale);
    case 'percent':
      if (!isEnglish(locale))
        return numberFormat(locale!, {
          style: 'percent',
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }).format(value.amount / 100);
      return `${value.amount.toFixed(2)}%`;
    case 'text':
      return value.text;
  }
}

/** The headline's two labels, English unless a language's are given (the report's words carry them). */
export interface HeadlineLabels {
  yourProfit: string;
  requiredSellingPrice: string;
}

const ENGLISH_HEADLINE: HeadlineLabels = {
  yourProfit: 'Your Profit',
  requiredSellingPrice: 'Required Selling Price',
};

export function headlineOf(
  result: TCalculationResult,
  labels: HeadlineLabels = ENGLISH_HEADLINE,
): ReportHeadline {
  const margin: ReportValue = { kind: 'percent', amount: result.profitAnalysis.profitMargin };
  return result.mode === 'reverse'
    ? { label: labels.requiredSellingPrice, value: moneyValue(result.sellingPrice), margin }
    : { label: labels.yourProfit, value: moneyValue(result.profitAnalysis.netProfit), margin };
}
