import { screen, within } from '@testing-library/react';
import { calculate, formatMajor, type TCalculationResult } from '@margin/core';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { HeadlineCards } from './HeadlineCards';
import { reverseNote } from './headline-texts';

// The headline card says each figure once, and counts read as counts.
describe('HeadlineCards', () => {
  it('names the target profit once under a required price', () => {
    // The FEES.md worked example the other way round: 24.99 makes exactly 16.79.
    const result = calculate({
      mode: 'reverse',
      country: 'US',
      target_profit: 16.79,
      product_cost: 5,
      shipping_cost: 4,
    });
    renderWithMantine(<HeadlineCards result={result} />);
    const card = screen.getByRole('group', { name: 'Required Selling Price' });
    expect(within(card).getByText('Lowest price for a $16.79 profit')).toBeInTheDocument();
    expect(card.textContent.match(/\$16\.79/g)).toHaveLength(1);
  });

  it('says what the seller keeps when it differs from the target, or when the target is a margin', () => {
    const result = calculate({ mode: 'reverse', country: 'US', target_profit: 10, product_cost: 5 });
    const above: TCalculationResult = {
      ...result,
      target: { kind: 'profit', value: 10 },
      profitAnalysis: { ...result.profitAnalysis, netProfit: 10.01 },
    };
    expect(reverseNote(above)).toBe('Lowest price for at least a $10.00 profit: you keep $10.01');
    const margin = calculate({ mode: 'reverse', country: 'US', target_margin: 30, product_cost: 5 });
    expect(reverseNote(margin)).toMatch(/^Lowest price for a 30% margin: you keep \$\d+\.\d{2}$/);
    const eighty = calculate({ mode: 'reverse', country: 'US', target_margin: 80, product_cost: 5 });
    expect(reverseNote(eighty)).toMatch(/^Lowest price for an 80% margin: you keep /);
    const eight = calculate({ mode: 'reverse', country: 'US', target_profit: 8, product_cost: 5 });
    expect(reverseNote(eight)).toMatch(/^Lowest price for (at least )?an \$8\.00 profit/);
  });

  it('says a required price is per item, with the count and the order gross, for several items', () => {
    const result = calculate({
      mode: 'reverse',
      country: 'DE',
      target_profit: 20,
      product_cost: 5,
      shipping_cost: 4,
      quantity: 2,
    });
    renderWithMantine(<HeadlineCards result={result} />);
    const card = screen.getByRole('group', { name: 'Required Selling Price' });
    const price = formatMajor(result.sellingPrice, 'EUR');
    const gross = formatMajor(result.revenueBreakdown.grossRevenue, 'EUR');
    expect(result.revenueBreakdown.grossRevenue).toBeGreaterThan(result.sellingPrice);
    expect(card).toHaveTextContent(`${price} per item`);
    expect(within(card).getByText(`Per item × 2: order gross ${gross}`)).toBeInTheDocument();
  });

  it('groups the thousands of a quantity', () => {
    const result = calculate({ mode: 'forward', country: 'US', selling_price: 2, quantity: 1000 });
    renderWithMantine(<HeadlineCards result={result} />);
    expect(screen.getByText('Selling at $2.00 × 1,000')).toBeInTheDocument();
  });
});
