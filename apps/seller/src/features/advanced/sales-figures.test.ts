import { describe, expect, it } from 'vitest';
import { formatProfit, growthLine, monthLabel, saleProfitMinor, signedPercent } from './sales-figures';

describe('sales figures', () => {
  it('names months', () => {
    expect(monthLabel('2026-09')).toBe('Sep');
    expect(monthLabel('2026-12', true)).toBe('Dec 2026');
  });

  it('says the real change with its months, the sample texts for demo figures, and — without history', () => {
    const growth = { from_month: '2026-09', to_month: '2026-10', sales: 15, profit: -2.25, orders: null };
    expect(growthLine(growth, 'sales', false)).toEqual({ value: '+15.0%', detail: 'Oct vs Sep', tone: 'up' });
    expect(growthLine(growth, 'profit', false).value).toBe('-2.3%');
    expect(growthLine(growth, 'orders', false).value).toBe('—');
    const demo = { from_month: null, to_month: null, sales: 15, profit: 18, orders: 12 };
    expect(growthLine(demo, 'profit', true)).toEqual({
      value: '+18%',
      detail: 'vs last month (sample)',
      tone: 'up',
    });
    expect(signedPercent(0)).toBe('0.0%');
  });

  it('computes a sale’s profit exactly in minor units', () => {
    // 0.1 × 3 − 0.2 in floats is 0.10000000000000003; in cents it is 10.
    expect(saleProfitMinor(0.1, 3, 0.2, 'USD')).toBe(10);
    expect(saleProfitMinor(19.99, 3, 12.5, 'USD')).toBe(4747);
    expect(saleProfitMinor('19.99', '3', '', 'USD')).toBeNull();
    expect(saleProfitMinor(5, 0, 1, 'USD')).toBeNull();
    expect(saleProfitMinor(4500, 2, 1200, 'JPY')).toBe(7800);
    expect(formatProfit(-250, 'USD')).toBe('-$2.50');
  });
});
