import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_SALES_ANALYTICS, percentOf1dp, salesAnalytics, type MonthAggregate } from './analytics';
import { monthsEndingAt } from './dates';

const MONTHS = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

describe('salesAnalytics', () => {
  it('answers every month of the window, oldest first, with zeros where there were no sales', () => {
    const result = salesAnalytics(
      MONTHS,
      [{ month: '2026-08', salesMinor: 5000, costsMinor: 1234, orders: 2 }],
      'USD',
    );
    expect(result.monthly_data.map((row) => row.month)).toEqual(MONTHS);
    expect(result.monthly_data[2]).toEqual({ month: '2026-08', sales: 50, profit: 37.66, orders: 2 });
    expect(result.monthly_data[0]).toEqual({ month: '2026-06', sales: 0, profit: 0, orders: 0 });
  });

  it('totals by the issue definitions: order value = sales ÷ orders, margin = profit ÷ sales to 1 decimal', () => {
    const result = salesAnalytics(
      MONTHS,
      [
        { month: '2026-10', salesMinor: 10_000, costsMinor: 3_333, orders: 2 },
        { month: '2026-11', salesMinor: 2_001, costsMinor: 0, orders: 1 },
      ],
      'USD',
    );
    expect(result.totals).toEqual({
      total_sales: 120.01,
      total_profit: 86.68,
      total_orders: 3,
      average_order_value: 40, // 12001 / 3 = 4000.33 cents → $40.00
      profit_margin: 72.2, // 8668 / 12001 = 72.227 %
    });
  });

  it('keeps a loss negative and has no margin without sales', () => {
    const loss = salesAnalytics(
      MONTHS,
      [{ month: '2026-11', salesMinor: 1000, costsMinor: 1500, orders: 1 }],
      'USD',
    );
    expect(loss.totals.total_profit).toBe(-5);
    expect(loss.totals.profit_margin).toBe(-50);
    const empty = salesAnalytics(MONTHS, [], 'USD');
    expect(empty.totals).toMatchObject({ total_sales: 0, average_order_value: 0, profit_margin: 0 });
  });

  it('prints whole units for a currency without decimals', () => {
    const yen = salesAnalytics(
      ['2026-11'],
      [{ month: '2026-11', salesMinor: 4500, costsMinor: 1200, orders: 1 }],
      'JPY',
    );
    expect(yen.totals.total_sales).toBe(4500);
  });

  it('compares the last complete month with the one before, and says nothing when it cannot', () => {
    const result = salesAnalytics(
      MONTHS,
      [
        { month: '2026-09', salesMinor: 20_000, costsMinor: 10_000, orders: 4 },
        { month: '2026-10', salesMinor: 23_000, costsMinor: 10_000, orders: 5 },
        { month: '2026-11', salesMinor: 100, costsMinor: 0, orders: 1 },
      ],
      'USD',
    );
    expect(result.growth).toEqual({
      from_month: '2026-09',
      to_month: '2026-10',
      sales: 15,
      profit: 30,
      orders: 25,
    });
    const fromNothing = salesAnalytics(
      MONTHS,
      [{ month: '2026-10', salesMinor: 100, costsMinor: 0, orders: 1 }],
      'USD',
    );
    expect(fromNothing.growth.sales).toBeNull();
    expect(salesAnalytics(['2026-10', '2026-11'], [], 'USD').growth.to_month).toBeNull();
  });

  it('totals equal the exact sums of the months, whatever the records (property)', () => {
    const aggregate = fc.record({
      salesMinor: fc.integer({ min: 0, max: 10 ** 12 }),
      costsMinor: fc.integer({ min: 0, max: 10 ** 12 }),
      orders: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(aggregate, { maxLength: MONTHS.length }), (rows) => {
        const aggregates: MonthAggregate[] = rows.map((row, index) => ({ ...row, month: MONTHS[index]! }));
        const result = salesAnalytics(MONTHS, aggregates, 'USD');
        const sales = aggregates.reduce((sum, row) => sum + BigInt(row.salesMinor), 0n);
        const profit = aggregates.reduce((sum, row) => sum + BigInt(row.salesMinor - row.costsMinor), 0n);
        expect(Math.round(result.totals.total_sales * 100)).toBe(Number(sales));
        expect(Math.round(result.totals.total_profit * 100)).toBe(Number(profit));
        const monthlySum = result.monthly_data.reduce((sum, row) => sum + Math.round(row.sales * 100), 0);
        expect(monthlySum).toBe(Number(sales));
      }),
    );
  });
});

describe('the demo figures', () => {
  it('are the spec fallback: 12,800 sales, 6,400 profit, 512 orders, 25 order value, 50 % margin', () => {
    const sum = (key: 'sales' | 'profit' | 'orders') =>
      DEMO_SALES_ANALYTICS.monthly_data.reduce((total, row) => total + row[key], 0);
    expect([sum('sales'), sum('profit'), sum('orders')]).toEqual([12800, 6400, 512]);
    expect(DEMO_SALES_ANALYTICS.totals).toEqual({
      total_sales: 12800,
      total_profit: 6400,
      total_orders: 512,
      average_order_value: 25,
      profit_margin: 50,
    });
  });
});

describe('percentOf1dp and monthsEndingAt', () => {
  it('rounds half away from zero from integers', () => {
    expect(percentOf1dp(1, 8)).toBe(12.5);
    expect(percentOf1dp(-1, 16)).toBe(-6.3); // -6.25
    expect(percentOf1dp(5, 0)).toBeNull();
  });

  it('counts calendar months back across a year end', () => {
    expect(monthsEndingAt(new Date('2026-02-28T23:59:59Z'), 4)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});
