import { describe, expect, it } from 'vitest';
import { calculate } from '../fees/calculate';
import { ZCalculationInputSchema, type TCalculationInput } from '../fees/schemas';
import { calculationReport, ENGLISH_REPORT_WORDS, type ReportWords } from './calculation-report';
import { describeCalculation, ENGLISH_EXPLAIN_WORDS } from './describe';

const calc = (input: TCalculationInput) => calculate(ZCalculationInputSchema.parse(input));
/** German as Intl writes it: a no-break space between a figure and its € or %. */
const de = (text: string) => text.replace(/ (?=[€%$])/g, '\u00a0');

/** A German order with every optional line: several items, a discount, gift wrap, offsite ads, VAT added. */
const FULL: TCalculationInput = {
  mode: 'forward',
  country: 'DE',
  selling_price: 1234.56,
  quantity: 3,
  discount_rate: 10,
  gift_wrap_cost: 2,
  shipping_cost: 4,
  has_offsite_ads: true,
  vat_rate: 19,
  vat_on_fees: true,
  currency_conversion_rate: 2.5,
  international_processing_rate: 6.5,
};
const UK_AD: TCalculationInput = {
  mode: 'forward',
  country: 'GB',
  selling_price: 25,
  product_cost: 5,
  shipping_cost: 3,
  has_offsite_ads: true,
  vat_rate: 20,
  regulatory_fee_rate: 0.32,
};
const REVERSE: TCalculationInput = { mode: 'reverse', country: 'US', target_margin: 30, product_cost: 8 };

describe('describeCalculation', () => {
  it("in English words gives the engine's own result, word for word (the API's answer)", () => {
    for (const input of [FULL, UK_AD, REVERSE]) {
      const result = calc(input);
      expect(describeCalculation(input, result, ENGLISH_EXPLAIN_WORDS)).toEqual(result);
    }
    expect(calc(FULL).formulas.transactionFee).toBe(
      '6.5% × items €3,333.31 (€1,234.56 × 3 − 10%) = €216.66515 → €216.67; 6.5% × shipping €4.00 = €0.26; ' +
        '6.5% × gift wrap €2.00 = €0.13; €216.67 + €0.26 + €0.13 = €217.06',
    );
  });

  it("writes every figure in the words' language, the sums unchanged", () => {
    const result = calc(FULL);
    const german = describeCalculation(FULL, result, { ...ENGLISH_EXPLAIN_WORDS, locale: 'de' });
    expect(german.formulas.transactionFee).toBe(
      de(
        '6,5 % × items 3.333,31 € (1.234,56 € × 3 − 10 %) = 216,66515 € → 216,67 €; 6,5 % × shipping 4,00 € = ' +
          '0,26 €; 6,5 % × gift wrap 2,00 € = 0,13 €; 216,67 € + 0,26 € + 0,13 € = 217,06 €',
      ),
    );
    expect(german.formulas.profitCalculation).toContain(de('= 76,84 %'));
    expect(german.formulas.offsiteAdsFee).toContain(de('under 10.000,00 $'));
    expect(german.insights.feeStructure).toBe(
      de('Germany (EUR): listing 0,17 € per item, transaction 6,5 %, payment processing 4 % + 0,30 €'),
    );
    expect(german.revenueBreakdown.additionalCharges.map((c) => c.amount)).toEqual(
      result.revenueBreakdown.additionalCharges.map((c) => c.amount),
    );
    expect(german.revenueBreakdown.additionalCharges.at(-1)?.formula).toBe(
      de(
        '19 % × 302,74 € (listing, transaction, offsite ads and regulatory fees) = 57,5206 € → 57,52 €; ' +
          '19 % × 258,59 € payment processing = 49,1321 € → 49,13 €; 57,52 € + 49,13 € = 106,65 €',
      ),
    );
  });

  it('answers a result its input does not price the same way as it is, never with sums of its own', () => {
    const result = calc(FULL);
    const other = { ...result, profitAnalysis: { ...result.profitAnalysis, netProfit: 1 } };
    expect(describeCalculation(FULL, other, { ...ENGLISH_EXPLAIN_WORDS, locale: 'de' })).toBe(other);
  });

  it("puts the words' own labels and names in place", () => {
    const words = {
      ...ENGLISH_EXPLAIN_WORDS,
      locale: 'de',
      vatOnFees: 'USt. auf Marktplatzgebühren',
      costGroups: { ...ENGLISH_EXPLAIN_WORDS.costGroups, marketplace: 'Marktplatzgebühren' },
      countryName: () => 'Deutschland',
    };
    const german = describeCalculation(FULL, calc(FULL), words);
    expect(german.insights.biggestCost).toBe('Marktplatzgebühren');
    expect(german.insights.feeStructure.startsWith('Deutschland (EUR): ')).toBe(true);
    expect(german.revenueBreakdown.additionalCharges.at(-1)?.label).toBe('USt. auf Marktplatzgebühren');
  });
});

describe('calculationReport words', () => {
  it('keeps the English labels and formats by default', () => {
    const report = calculationReport(calc(UK_AD));
    expect(report).toEqual(calculationReport(calc(UK_AD), ENGLISH_REPORT_WORDS));
    expect(report.locale).toBeUndefined();
    expect(report.sections.map((s) => s.title)).toEqual([
      'Summary',
      'Revenue Breakdown (GBP)',
      'Cost Breakdown',
      'Key Insights',
      'Calculation Formulas',
    ]);
    expect(report.sections[1]!.lines.map((line) => line.label)).toEqual([
      'Gross Revenue',
      'Listing Fee',
      'Transaction Fee (6.5%)',
      'Payment Processing (4% + £0.20)',
      'Offsite Ads Fee',
      'Regulatory operating fee',
      'Total Marketplace Fees',
      'VAT/Tax',
      'Net Revenue',
    ]);
    expect(report.sources.map((s) => s.label)).toEqual([
      'Fee basics',
      'Payment processing fees by country',
      'Offsite Ads policy',
    ]);
  });

  it("takes a language's words, and its number formats in the labels and texts", () => {
    const words: ReportWords = {
      ...ENGLISH_REPORT_WORDS,
      locale: 'de',
      revenue: { ...ENGLISH_REPORT_WORDS.revenue, gross: 'Bruttoumsatz', transaction: 'Transaktionsgebühr' },
      targetMargin: (margin) => `für ${margin} Marge`,
      countryName: () => 'Vereinigte Staaten',
    };
    const report = calculationReport(calc({ ...REVERSE, quantity: 1200 }), words);
    expect(report.locale).toBe('de');
    expect(report.place).toBe('Vereinigte Staaten (USD)');
    const revenue = report.sections[1]!.lines.map((line) => line.label);
    expect(revenue.slice(0, 3)).toEqual(['Bruttoumsatz', 'Listing Fee', de('Transaktionsgebühr (6,5 %)')]);
    const summary = new Map(report.sections[0]!.lines.map((line) => [line.id, line.value]));
    expect(summary.get('target')).toEqual({ kind: 'text', text: de('für 30 % Marge') });
    expect(summary.get('quantity')).toEqual({ kind: 'text', text: '1.200' });
  });
});
