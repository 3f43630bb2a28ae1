import { describe, expect, it } from 'vitest';
import { calculated, PLAIN_SALE, UK_AD_SALE } from './calculation.fixture';
import {
  calculationReport,
  costLines,
  displayText,
  formulaLines,
  revenueLines,
  valueText,
} from '@margin/core';

const ids = (lines: { id: string }[]) => lines.map((line) => line.id);

describe('calculation report lines', () => {
  it('leaves offsite ads, optional charges and VAT/Tax out when they are 0', () => {
    const { result } = calculated(PLAIN_SALE);
    expect(ids(revenueLines(result))).toEqual([
      'gross',
      'listing',
      'transaction',
      'processing',
      'fees_total',
      'net',
    ]);
    expect(ids(formulaLines(result))).toEqual(['listing', 'transaction', 'processing', 'profit']);
  });

  it('adds them, in order, when they are above 0', () => {
    const { result } = calculated(UK_AD_SALE);
    const lines = revenueLines(result);
    expect(ids(lines)).toEqual([
      'gross',
      'listing',
      'transaction',
      'processing',
      'offsite_ads',
      'regulatory_fee',
      'fees_total',
      'vat',
      'net',
    ]);
    const byId = Object.fromEntries(lines.map((line) => [line.id, line]));
    expect(byId.vat?.label).toBe('VAT/Tax');
    expect(valueText(byId.vat!.value, 'GBP')).toBe('£5.60');
    expect(byId.regulatory_fee?.label).toBe('Regulatory operating fee');
    expect(ids(formulaLines(result))).toEqual([
      'listing',
      'transaction',
      'processing',
      'offsite_ads',
      'regulatory_fee',
      'profit',
    ]);
  });

  it("quotes the country's rates in the fee labels", () => {
    const labels = revenueLines(calculated(UK_AD_SALE).result).map((line) => line.label);
    expect(labels).toContain('Transaction Fee (6.5%)');
    expect(labels).toContain('Payment Processing (4% + £0.20)');
    expect(revenueLines(calculated(PLAIN_SALE).result).map((l) => l.label)).toContain(
      'Payment Processing (3% + $0.25)',
    );
  });

  it('shows fees as deductions and totals as they are', () => {
    const lines = revenueLines(calculated(PLAIN_SALE).result);
    expect(
      displayText(
        lines.find((l) => l.id === 'listing')!,
        'USD',
      ),
    ).toBe('−$0.20');
    expect(
      displayText(
        lines.find((l) => l.id === 'gross')!,
        'USD',
      ),
    ).toBe('$29.00');
    expect(costLines(calculated(PLAIN_SALE).result).map((l) => l.label)).toEqual([
      'Product Cost',
      'Shipping Cost',
      'Marketing Ads',
      'Total Costs',
    ]);
  });

  it('heads a forward report with the profit and a reverse one with the required price', () => {
    const forward = calculationReport(calculated(PLAIN_SALE).result);
    expect(forward.title).toBe('Profit Analysis');
    expect(forward.headline.label).toBe('Your Profit');
    const { result } = calculated({ mode: 'reverse', country: 'US', product_cost: 5, target_margin: 30 });
    const reverse = calculationReport(result);
    expect(reverse.title).toBe('Required Price Analysis');
    expect(reverse.headline.label).toBe('Required Selling Price');
    expect(valueText(reverse.headline.value, 'USD')).toBe(
      valueText({ kind: 'money', amount: result.sellingPrice }, 'USD'),
    );
    expect(valueText(reverse.headline.margin, 'USD')).toBe(
      `${result.profitAnalysis.profitMargin.toFixed(2)}%`,
    );
    expect(reverse.sections[0]!.lines.find((l) => l.id === 'target')?.value).toEqual({
      kind: 'text',
      text: 'for a 30% margin',
    });
  });
});
