import { withArticle } from '../format/articles';

/**
 * The words of a calculation's report: its titles, line labels and source names. Every surface prints the one
 * report (calculation-report.ts); the API and the server keep the English words below word for word, and the
 * seller app passes words in the seller's language. Figures arrive formatted in `locale`'s way.
 */
export interface ReportWords {
  /** Amounts, rates and counts in this language's way (Intl); English keeps Margin's own formats. */
  locale?: string;
  profitAnalysis: string;
  requiredPriceAnalysis: string;
  yourProfit: string;
  requiredSellingPrice: string;
  noBreakEven: string;
  /** Reverse mode's target in words: "for a 30% margin", "for a $10.00 profit". */
  targetMargin: (margin: string) => string;
  targetProfit: (profit: string) => string;
  /** A country's name from its code (the engine's English name when the language has none). */
  countryName: (code: string, englishName: string) => string;
  sections: {
    summary: string;
    /** "Revenue Breakdown (USD)". */
    revenue: (currency: string) => string;
    costs: string;
    insights: string;
    formulas: string;
  };
  summary: {
    product: string;
    country: string;
    mode: string;
    forward: string;
    reverse: string;
    target: string;
    sellingPrice: string;
    quantity: string;
    netProfit: string;
    profitMargin: string;
    breakEven: string;
  };
  revenue: {
    gross: string;
    listing: string;
    transaction: string;
    processing: string;
    offsiteAds: string;
    feesTotal: string;
    vat: string;
    net: string;
  };
  costs: { product: string; shipping: string; marketing: string; total: string };
  insights: { biggestCost: string; feeStructure: string; none: string };
  profitCalculation: string;
  sources: { feeBasics: string; paymentProcessing: string; offsiteAds: string };
}

export const ENGLISH_REPORT_WORDS: ReportWords = {
  profitAnalysis: 'Profit Analysis',
  requiredPriceAnalysis: 'Required Price Analysis',
  yourProfit: 'Your Profit',
  requiredSellingPrice: 'Required Selling Price',
  noBreakEven: 'No price breaks even',
  targetMargin: (margin) => `for ${withArticle(margin)} margin`,
  targetProfit: (profit) => `for ${withArticle(profit)} profit`,
  countryName: (_code, englishName) => englishName,
  sections: {
    summary: 'Summary',
    revenue: (currency) => `Revenue Breakdown (${currency})`,
    costs: 'Cost Breakdown',
    insights: 'Key Insights',
    formulas: 'Calculation Formulas',
  },
  summary: {
    product: 'Product',
    country: 'Country',
    mode: 'Mode',
    forward: 'Price → Profit',
    reverse: 'Profit → Price',
    target: 'Target',
    sellingPrice: 'Selling Price',
    quantity: 'Quantity',
    netProfit: 'Net Profit',
    profitMargin: 'Profit Margin',
    breakEven: 'Break-even Price',
  },
  revenue: {
    gross: 'Gross Revenue',
    listing: 'Listing Fee',
    transaction: 'Transaction Fee',
    processing: 'Payment Processing',
    offsiteAds: 'Offsite Ads Fee',
    feesTotal: 'Total Marketplace Fees',
    vat: 'VAT/Tax',
    net: 'Net Revenue',
  },
  costs: {
    product: 'Product Cost',
    shipping: 'Shipping Cost',
    marketing: 'Marketing Ads',
    total: 'Total Costs',
  },
  insights: { biggestCost: 'Biggest Cost', feeStructure: 'Fee Structure', none: 'None' },
  profitCalculation: 'Profit Calculation',
  sources: {
    feeBasics: 'Fee basics',
    paymentProcessing: 'Payment processing fees by country',
    offsiteAds: 'Offsite Ads policy',
  },
};
