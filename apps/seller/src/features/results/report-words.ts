import { plural, t } from '@lingui/core/macro';
import {
  calculationReport,
  countryName,
  describeCalculation,
  ENGLISH_EXPLAIN_WORDS,
  ENGLISH_REPORT_WORDS,
  isEnglish,
  type CalculationReport,
  type ExplainWords,
  type ReportWords,
  type TCalculationInput,
  type TCalculationResult,
} from '@margin/core';
import { i18n } from '../../i18n/runtime';

/**
 * Core's report in the seller's language: the panel and every export print `localReport`, so they read alike.
 * English is core's own words, the very text the API answers with; the other languages come from the catalogues,
 * with the fee names Etsy's statements use in them.
 */

const localCountry = (code: string, englishName: string) => countryName(code, englishName, i18n.locale);

/** The report's labels in the active language. */
export function reportWords(): ReportWords {
  const locale = i18n.locale;
  if (isEnglish(locale)) return ENGLISH_REPORT_WORDS;
  return {
    locale,
    profitAnalysis: t`Profit Analysis`,
    requiredPriceAnalysis: t`Required Price Analysis`,
    yourProfit: t`Your Profit`,
    requiredSellingPrice: t`Required Selling Price`,
    noBreakEven: t`No price breaks even`,
    targetMargin: (margin) => t`for a ${margin} margin`,
    targetProfit: (profit) => t`for a ${profit} profit`,
    countryName: localCountry,
    sections: {
      summary: t`Summary`,
      revenue: (currency) => t`Revenue Breakdown (${currency})`,
      costs: t`Cost Breakdown`,
      insights: t`Key Insights`,
      formulas: t`Calculation Formulas`,
    },
    summary: {
      product: t`Product`,
      country: t`Country`,
      mode: t`Mode`,
      forward: t`Price → Profit`,
      reverse: t`Profit → Price`,
      target: t`Target`,
      sellingPrice: t`Selling Price`,
      quantity: t`Quantity`,
      netProfit: t`Net Profit`,
      profitMargin: t`Profit Margin`,
      breakEven: t`Break-even Price`,
    },
    revenue: {
      gross: t`Gross Revenue`,
      listing: t`Listing Fee`,
      transaction: t`Transaction Fee`,
      processing: t`Payment Processing`,
      offsiteAds: t`Offsite Ads Fee`,
      feesTotal: t`Total Marketplace Fees`,
      vat: t`VAT/Tax`,
      net: t`Net Revenue`,
    },
    costs: {
      product: t`Product Cost`,
      shipping: t`Shipping Cost`,
      marketing: t`Marketing Ads`,
      total: t`Total Costs`,
    },
    insights: { biggestCost: t`Biggest Cost`, feeStructure: t`Fee Structure`, none: t`None` },
    profitCalculation: t`Profit Calculation`,
    sources: {
      feeBasics: t`Fee basics`,
      paymentProcessing: t`Payment processing fees by country`,
      offsiteAds: t`Offsite Ads policy`,
    },
  };
}

/** The formulas' and insights' words in the active language (figures arrive formatted). */
export function explainWords(): ExplainWords {
  const locale = i18n.locale;
  if (isEnglish(locale)) return ENGLISH_EXPLAIN_WORDS;
  // One-word parts of a formula carry the 'formula' context: the same English word elsewhere reads differently.
  return {
    locale,
    items: t({ message: 'items', context: 'formula' }),
    shipping: t({ message: 'shipping', context: 'formula' }),
    giftWrap: t({ message: 'gift wrap', context: 'formula' }),
    order: t({ message: 'order', context: 'formula' }),
    buyerTotal: t({ message: 'buyer total', context: 'formula' }),
    itemCount: (count) => plural(count, { one: '# item', other: '# items' }),
    perUsd: (rate, currency, date) => t`at ${rate} ${currency} per USD, rates of ${date}`,
    atRatesOf: (date) => t`at rates of ${date}`,
    vatAdded: (rate, vat) => t`${rate} VAT ${vat} added at checkout`,
    vat: t({ message: 'VAT', context: 'formula' }),
    fixed: t({ message: 'fixed', context: 'formula' }),
    gross: t({ message: 'gross', context: 'formula' }),
    fees: t({ message: 'fees', context: 'formula' }),
    costs: t({ message: 'costs', context: 'formula' }),
    profit: t({ message: 'profit', context: 'formula' }),
    margin: t({ message: 'margin', context: 'formula' }),
    marginBase: t`(gross − VAT)`,
    cappedAt: (amount) => t`capped at ${amount} per order`,
    offsiteReason: (reduced, threshold) =>
      reduced
        ? t`because trailing-year revenue is at least ${threshold}`
        : t`because trailing-year revenue is under ${threshold}`,
    regulatoryFee: t`Regulatory operating fee`,
    currencyConversion: t`Currency conversion`,
    internationalProcessing: t`International buyer processing`,
    vatOnFees: t`VAT on marketplace fees`,
    servicesFees: t`(listing, transaction, offsite ads and regulatory fees)`,
    paymentProcessing: t({ message: 'payment processing', context: 'formula' }),
    onTopOfDomestic: t`on top of domestic processing`,
    costGroups: {
      product: t`Product Cost`,
      shipping: t`Shipping Cost`,
      marketing: t`Marketing Ads`,
      marketplace: t`Marketplace Fees`,
      none: t`None`,
    },
    feeStructure: ({ country, currency, listing, transaction, processing, fixed }) =>
      t`${country} (${currency}): listing ${listing} per item, transaction ${transaction}, payment processing ${processing} + ${fixed}`,
    countryName: localCountry,
  };
}

/** The result as the seller reads it: its formulas and insights in the active language (English as it is). */
export function localResult(input: TCalculationInput, result: TCalculationResult): TCalculationResult {
  return isEnglish(i18n.locale) ? result : describeCalculation(input, result, explainWords());
}

/** The one report the panel and the exports print, in the active language. */
export function localReport(input: TCalculationInput, result: TCalculationResult): CalculationReport {
  return calculationReport(localResult(input, result), reportWords());
}
