import { msg, t } from '@lingui/core/macro';
import {
  formatCount,
  formatMajor,
  formatPercent,
  headlineOf,
  isEnglish,
  withArticle,
  type ReportHeadline,
  type TCalculationResult,
} from '@margin/core';
import { localized } from '../../i18n/localized';
import { i18n } from '../../i18n/runtime';

/**
 * The headline of a result in the seller's language: its label, numbers in the language's format, and the notes
 * under it. Core's headline carries the English words the exports print; these are the screen's.
 */
export const HEADLINE_TEXTS = localized({
  yourProfit: msg`Your Profit`,
  requiredPrice: msg`Required Selling Price`,
  breakEven: msg`Break-even Price`,
  breakEvenHint: msg`Minimum price to cover costs`,
  noBreakEven: msg`No price breaks even`,
  noBreakEvenHint: msg`Fees and costs grow with the price here, so no selling price covers them.`,
  perItem: msg`per item`,
  profitAnalysis: msg`Profit Analysis`,
  requiredPriceAnalysis: msg`Required Price Analysis`,
});

/** The headline with its label in the language on screen. */
export function localHeadline(result: TCalculationResult): ReportHeadline {
  const headline = headlineOf(result);
  return {
    ...headline,
    label: result.mode === 'reverse' ? HEADLINE_TEXTS.requiredPrice : HEADLINE_TEXTS.yourProfit,
  };
}

/** The results' title: 'Profit Analysis', after the product's name when there is one. */
export function localReportTitle(result: Pick<TCalculationResult, 'mode' | 'productName'>): string {
  const title =
    result.mode === 'reverse' ? HEADLINE_TEXTS.requiredPriceAnalysis : HEADLINE_TEXTS.profitAnalysis;
  return result.productName ? `${result.productName} — ${title}` : title;
}

/** An amount as a noun phrase: English says 'a $10.00 profit'; the other languages need no article here. */
const phrase = (amount: string) => (isEnglish(i18n.locale) ? withArticle(amount) : amount);

/**
 * Under a required price, what it answers, naming the profit once: "Lowest price for a $10.00 profit", or,
 * when the smallest whole-cent price makes a little more, "Lowest price for at least a $10.00 profit: you keep
 * $10.01".
 */
export function reverseNote(result: TCalculationResult): string {
  const locale = i18n.locale;
  const money = (amount: number) => formatMajor(amount, result.currency, locale);
  const kept = money(result.profitAnalysis.netProfit);
  const target = result.target;
  if (target?.kind === 'profit') {
    const profit = phrase(money(target.value));
    return kept === money(target.value)
      ? t`Lowest price for ${profit} profit`
      : t`Lowest price for at least ${profit} profit: you keep ${kept}`;
  }
  if (target?.kind === 'margin') {
    const margin = phrase(formatPercent(target.value, locale));
    return t`Lowest price for ${margin} margin: you keep ${kept}`;
  }
  return t`You keep ${kept}`;
}

/**
 * Under a required price for several items: the price is each item's, and what the buyer pays for the order
 * (the items and any shipping charged) beside it, as the forward mode's "Selling at ... × 2" says. Null for one
 * item.
 */
export function reverseQuantityNote(result: TCalculationResult): string | null {
  if (result.mode !== 'reverse' || result.quantity <= 1) return null;
  const locale = i18n.locale;
  const items = formatCount(result.quantity, locale);
  const gross = formatMajor(result.revenueBreakdown.grossRevenue, result.currency, locale);
  return t`Per item × ${items}: order gross ${gross}`;
}

/** Under a profit: the price it was worked out at, and the items when there are several. */
export function sellingNote(result: TCalculationResult): string {
  const locale = i18n.locale;
  const price = formatMajor(result.sellingPrice, result.currency, locale);
  if (result.quantity <= 1) return t`Selling at ${price}`;
  const items = formatCount(result.quantity, locale);
  return t`Selling at ${price} × ${items}`;
}
