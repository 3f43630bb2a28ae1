/**
 * The words the engine's formulas, optional charges and insights are written in. The API answers in the English
 * ones below, word for word (the contract); the seller app passes its own to `describeCalculation` so the formulas
 * read in the seller's language. Every figure arrives already formatted, in `locale`'s way.
 */
export interface ExplainWords {
  /** Numbers in this language's way (Intl); English keeps the engine's own formats ('$1.885', '6.5%'). */
  locale?: string;
  items: string;
  shipping: string;
  giftWrap: string;
  order: string;
  buyerTotal: string;
  /** "2 items", after the listing fee's "× ". */
  itemCount: (count: number) => string;
  /** "at 0.92 EUR per USD, rates of 2026-11-01": how a US-dollar figure was converted. */
  perUsd: (rate: string, currency: string, date: string) => string;
  /** "at rates of 2026-11-01". */
  atRatesOf: (date: string) => string;
  /** "8% VAT €2.00 added at checkout". */
  vatAdded: (rate: string, vat: string) => string;
  vat: string;
  fixed: string;
  gross: string;
  fees: string;
  costs: string;
  profit: string;
  margin: string;
  /** "(gross − VAT)": what the margin is taken of. */
  marginBase: string;
  /** "capped at €12.00 (USD 100 at rates of ...) per order". */
  cappedAt: (amount: string) => string;
  /** "because trailing-year revenue is under $10,000.00". */
  offsiteReason: (reduced: boolean, threshold: string) => string;
  regulatoryFee: string;
  currencyConversion: string;
  internationalProcessing: string;
  vatOnFees: string;
  /** "(listing, transaction, offsite ads and regulatory fees)". */
  servicesFees: string;
  paymentProcessing: string;
  onTopOfDomestic: string;
  /** The four cost groups the biggest cost is named from, and the word when all are 0. */
  costGroups: { product: string; shipping: string; marketplace: string; marketing: string; none: string };
  feeStructure: (parts: {
    country: string;
    currency: string;
    listing: string;
    transaction: string;
    processing: string;
    fixed: string;
  }) => string;
  /** A country's name from its code (the engine's English name when the language has none). */
  countryName: (code: string, englishName: string) => string;
}

export const ENGLISH_EXPLAIN_WORDS: ExplainWords = {
  items: 'items',
  shipping: 'shipping',
  giftWrap: 'gift wrap',
  order: 'order',
  buyerTotal: 'buyer total',
  itemCount: (count) => `${count} ${count === 1 ? 'item' : 'items'}`,
  perUsd: (rate, currency, date) => `at ${rate} ${currency} per USD, rates of ${date}`,
  atRatesOf: (date) => `at rates of ${date}`,
  vatAdded: (rate, vat) => `${rate} VAT ${vat} added at checkout`,
  vat: 'VAT',
  fixed: 'fixed',
  gross: 'gross',
  fees: 'fees',
  costs: 'costs',
  profit: 'profit',
  margin: 'margin',
  marginBase: '(gross − VAT)',
  cappedAt: (amount) => `capped at ${amount} per order`,
  offsiteReason: (reduced, threshold) =>
    `because trailing-year revenue is ${reduced ? 'at least' : 'under'} ${threshold}`,
  regulatoryFee: 'Regulatory operating fee',
  currencyConversion: 'Currency conversion',
  internationalProcessing: 'International buyer processing',
  vatOnFees: 'VAT on marketplace fees',
  servicesFees: '(listing, transaction, offsite ads and regulatory fees)',
  paymentProcessing: 'payment processing',
  onTopOfDomestic: 'on top of domestic processing',
  costGroups: {
    product: 'Product Cost',
    shipping: 'Shipping Cost',
    marketplace: 'Marketplace Fees',
    marketing: 'Marketing Ads',
    none: 'None',
  },
  feeStructure: ({ country, currency, listing, transaction, processing, fixed }) =>
    `${country} (${currency}): listing ${listing} per item, transaction ${transaction}, payment processing ${processing} + ${fixed}`,
  countryName: (_code, englishName) => englishName,
};
