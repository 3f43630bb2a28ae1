import type { TMarketInsights, TSalesAnalytics, TSalesList, TSalesRecord } from '@margin/core';
import { sampleMarketInsights } from '@margin/core';

/** Tests only: a seller's own analytics over six months, with a real change from Sep to Oct. */
export const LOCAL_ANALYTICS: TSalesAnalytics = {
  source: 'local_sales',
  currency: 'USD',
  other_currencies: [],
  monthly_data: [
    { month: '2026-06', sales: 0, profit: 0, orders: 0 },
    { month: '2026-07', sales: 0, profit: 0, orders: 0 },
    { month: '2026-08', sales: 0, profit: 0, orders: 0 },
    { month: '2026-09', sales: 200, profit: 100, orders: 4 },
    { month: '2026-10', sales: 230, profit: 130, orders: 5 },
    { month: '2026-11', sales: 1, profit: 1, orders: 1 },
  ],
  totals: {
    total_sales: 431,
    total_profit: 231,
    total_orders: 10,
    average_order_value: 43.1,
    profit_margin: 53.6,
  },
  growth: { from_month: '2026-09', to_month: '2026-10', sales: 15, profit: 30, orders: 25 },
};

export function record(overrides: Partial<TSalesRecord> = {}): TSalesRecord {
  return {
    id: 'r1',
    date: '2026-10-04',
    product_name: 'Silver ring',
    selling_price: 25,
    total_costs: 10,
    quantity: 2,
    currency: 'USD',
    profit: 40,
    created_at: '2026-10-04T10:00:00.000Z',
    ...overrides,
  };
}

export const listOf = (
  items: TSalesRecord[],
  next_cursor: string | null = null,
  total = items.length,
): TSalesList => ({
  items,
  next_cursor,
  total,
});

export const MARKET: TMarketInsights = sampleMarketInsights('handmade');
