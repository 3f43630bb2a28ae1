import { describe, expect, it } from 'vitest';
import { calculate } from '../fees/calculate';
import { ZCalculationInputSchema } from '../fees/schemas';
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

  it('titles the report with the product name and lists it first in the summary', () => {
    const named = calculationReport(
      calculate(
        ZCalculationInputSchema.parse({ country: 'US', selling_price: 25, product_name: '  수제 머그컵 ' }),
      ),
    );
    expect(named.title).toBe('수제 머그컵 — Profit Analysis');
    expect(named.sections[0]!.lines[0]).toEqual({
      id: 'product_name',
      label: 'Product',
      value: { kind: 'text', text: '수제 머그컵' },
    });
    const plain = calculationReport(calculate({ mode: 'forward', country: 'US', selling_price: 25 }));
    expect(plain.title).toBe('Profit Analysis');
    expect(plain.sections[0]!.lines.map((line) => line.id)).not.toContain('product_name');
  });

  it('refuses a product name with a direction override, a control character or a line break', () => {
    for (const name of ['mug\u202Egpj.exe', 'mug\u0007', 'two\nlines', 'x'.repeat(201)]) {
      expect(
        ZCalculationInputSchema.safeParse({ selling_price: 25, product_name: name }).success,
        JSON.stringify(name),
      ).toBe(false);
    }
    expect(
      ZCalculationInputSchema.parse({ selling_price: 25, product_name: 'Kubek ręcznie robiony' })
        .product_name,
    ).toBe('Kubek ręcznie robiony');
  });
});
