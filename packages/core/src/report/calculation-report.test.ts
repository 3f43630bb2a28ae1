import { describe, expect, it } from 'vitest';
import { calculate } from '../fees/calculate';
import { calculationReport } from './calculation-report';

describe('calculationReport', () => {
  it('groups a large quantity as the app does ("1,200")', () => {
    const report = calculationReport(
      calculate({ mode: 'forward', country: 'US', selling_price: 25, product_cost: 5, quantity: 1200 }),
    );
    const quantity = report.sections
      .flatMap((section) => section.lines)
      .find((line) => line.id === 'quantity');
    expect(quantity?.value).toEqual({ kind: 'text', text: '1,200' });
  });
});
