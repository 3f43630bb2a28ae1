import {
  countryName,
  ENGLISH_EXPLAIN_WORDS,
  ENGLISH_REPORT_WORDS,
  type ExplainWords,
  type ReportWords,
} from '@margin/core';
import { mailTexts, type MailLocale } from '../mail/i18n';

/**
 * The e-mailed calculation's words in the account's language, from the mail catalogues (report/), which carry the
 * seller app's translations word for word so the e-mail and the results panel agree. English is core's own words,
 * the very text the API answers with.
 */

/** 'Vereinigtes Königreich' in German, as the seller app names countries. */
function countryNamer(locale: MailLocale): (code: string, englishName: string) => string {
  return (code, englishName) => countryName(code, englishName, locale);
}

export function mailReportWords(locale: MailLocale): ReportWords {
  if (locale === 'en') return ENGLISH_REPORT_WORDS;
  const { text } = mailTexts(locale);
  return {
    locale,
    profitAnalysis: text('profitAnalysis'),
    requiredPriceAnalysis: text('requiredPriceAnalysis'),
    yourProfit: text('yourProfit'),
    requiredSellingPrice: text('requiredSellingPrice'),
    noBreakEven: text('noBreakEven'),
    targetMargin: (margin) => text('targetMargin', { margin }),
    targetProfit: (profit) => text('targetProfit', { profit }),
    countryName: countryNamer(locale),
    sections: {
      summary: text('sectionSummary'),
      revenue: (currency) => text('sectionRevenue', { currency }),
      costs: text('sectionCosts'),
      insights: text('sectionInsights'),
      formulas: text('sectionFormulas'),
    },
    summary: {
      product: text('summaryProduct'),
      country: text('summaryCountry'),
      mode: text('summaryMode'),
      forward: text('summaryForward'),
      reverse: text('summaryReverse'),
      target: text('summaryTarget'),
      sellingPrice: text('summarySellingPrice'),
      quantity: text('summaryQuantity'),
      netProfit: text('summaryNetProfit'),
      profitMargin: text('summaryProfitMargin'),
      breakEven: text('summaryBreakEven'),
    },
    revenue: {
      gross: text('revenueGross'),
      listing: text('revenueListing'),
      transaction: text('revenueTransaction'),
      processing: text('revenueProcessing'),
      offsiteAds: text('revenueOffsiteAds'),
      feesTotal: text('revenueFeesTotal'),
      vat: text('revenueVat'),
      net: text('revenueNet'),
    },
    costs: {
      product: text('costProduct'),
      shipping: text('costShipping'),
      marketing: text('costMarketing'),
      total: text('costTotal'),
    },
    insights: {
      biggestCost: text('insightBiggestCost'),
      feeStructure: text('insightFeeStructure'),
      none: text('insightNone'),
    },
    profitCalculation: text('profitCalculation'),
    sources: {
      feeBasics: text('sourceFeeBasics'),
      paymentProcessing: text('sourcePaymentProcessing'),
      offsiteAds: text('sourceOffsiteAds'),
    },
  };
}

/** The insights' (and formulas') words in the account's language; English is the engine's own. */
export function mailExplainWords(locale: MailLocale): ExplainWords {
  if (locale === 'en') return ENGLISH_EXPLAIN_WORDS;
  const { text } = mailTexts(locale);
  return {
    locale,
    items: text('explainItems'),
    shipping: text('explainShipping'),
    giftWrap: text('explainGiftWrap'),
    order: text('explainOrder'),
    buyerTotal: text('explainBuyerTotal'),
    itemCount: (count) => text('explainItemCount', { count }),
    perUsd: (rate, currency, date) => text('explainPerUsd', { rate, currency, date }),
    atRatesOf: (date) => text('explainAtRatesOf', { date }),
    vatAdded: (rate, vat) => text('explainVatAdded', { rate, vat }),
    vat: text('explainVat'),
    fixed: text('explainFixed'),
    gross: text('explainGross'),
    fees: text('explainFees'),
    costs: text('explainCosts'),
    profit: text('explainProfit'),
    margin: text('explainMargin'),
    marginBase: text('explainMarginBase'),
    cappedAt: (amount) => text('explainCappedAt', { amount }),
    offsiteReason: (reduced, threshold) =>
      text(reduced ? 'explainOffsiteReduced' : 'explainOffsiteFull', { threshold }),
    regulatoryFee: text('explainRegulatoryFee'),
    currencyConversion: text('explainCurrencyConversion'),
    internationalProcessing: text('explainInternationalProcessing'),
    vatOnFees: text('explainVatOnFees'),
    servicesFees: text('explainServicesFees'),
    paymentProcessing: text('explainPaymentProcessing'),
    onTopOfDomestic: text('explainOnTopOfDomestic'),
    costGroups: {
      product: text('costProduct'),
      shipping: text('costShipping'),
      marketing: text('costMarketing'),
      marketplace: text('explainMarketplaceFees'),
      none: text('insightNone'),
    },
    feeStructure: (parts) => text('explainFeeStructure', { ...parts }),
    countryName: countryNamer(locale),
  };
}
