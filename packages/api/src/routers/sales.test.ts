import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SALES_ANALYTICS, monthsEndingAt } from '@margin/core';
import { createTestDatabase } from '@margin/db/testing';
import { createContext } from '../context';
import { createCaller } from '../root';
import { callerForToken, createSeller, refusalSentence, testServices, type SellerState } from '../testing';

const testDb = await createTestDatabase();
afterAll(() => testDb.drop());

const services = testServices();
async function seller(state: SellerState = 'trial') {
  const { user, token } = await createSeller(testDb.db, { state });
  return { user, caller: await callerForToken(testDb.db, token, services) };
}

const [, , , m3, m4, m5] = monthsEndingAt(new Date(), 6) as [string, string, string, string, string, string];
const sale = (month: string, day: number, price: number, costs: number, quantity = 1, product = 'Mug') => ({
  date: `${month}-${String(day).padStart(2, '0')}`,
  product_name: product,
  selling_price: price,
  total_costs: costs,
  quantity,
});

describe('sales records', () => {
  it('saves a sale with its exact profit and lists the caller records only, newest first, in pages', async () => {
    const { caller } = await seller();
    const other = await seller();
    await other.caller.sales.create(sale(m5, 1, 99, 1));

    const first = await caller.sales.create(sale(m4, 3, 19.99, 7.3, 3));
    expect(first).toMatchObject({
      selling_price: 19.99,
      total_costs: 7.3,
      quantity: 3,
      currency: 'USD',
      profit: 52.67,
    });
    await caller.sales.create(sale(m4, 20, 10, 2));
    await caller.sales.create(sale(m3, 1, 10, 2));

    const page = await caller.sales.list({ limit: 2 });
    expect(page.total).toBe(3);
    expect(page.items.map((r) => r.date)).toEqual([`${m4}-20`, `${m4}-03`]);
    const rest = await caller.sales.list({ limit: 2, cursor: page.next_cursor! });
    expect(rest.items.map((r) => r.date)).toEqual([`${m3}-01`]);
    expect(rest.next_cursor).toBeNull();
  });

  it('corrects only the fields sent, deletes, and answers 404 for another seller record', async () => {
    const { caller } = await seller();
    const thief = await seller();
    const record = await caller.sales.create(sale(m5, 1, 25, 9));
    expect(await caller.sales.update({ id: record.id, selling_price: 52 })).toMatchObject({
      selling_price: 52,
      total_costs: 9,
      profit: 43,
    });
    await expect(thief.caller.sales.update({ id: record.id, quantity: 9 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(thief.caller.sales.delete({ id: record.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await caller.sales.delete({ id: record.id })).toEqual({ id: record.id });
    await expect(caller.sales.delete({ id: record.id })).rejects.toMatchObject({
      message: 'Sales record not found. It may have been deleted.',
    });
  });

  it('refuses a future date, a date before 2000 and a zero quantity with a sentence, saving nothing', async () => {
    const { caller } = await seller();
    const create = (change: object) =>
      refusalSentence(caller.sales.create({ ...sale(m5, 1, 1, 1), ...change }));
    expect(await create({ date: '2999-01-01' })).toBe('Date cannot be in the future.');
    expect(await create({ date: '1999-12-31' })).toBe('Date cannot be before 1 January 2000.');
    expect(await create({ quantity: 0 })).toBe('Quantity must be at least 1.');
    expect(await create({ product_name: '' })).toBe('Product name is required.');
    expect((await caller.sales.list()).total).toBe(0);
  });
});

describe('sales.analytics', () => {
  it('totals the caller records by calendar month, with empty months as zeros', async () => {
    const { caller } = await seller();
    await seller().then((o) => o.caller.sales.create(sale(m5, 1, 1000, 0)));
    await caller.sales.create(sale(m4, 2, 20, 5, 2)); // sales 40, profit 35
    await caller.sales.create(sale(m4, 28, 15.5, 6.25)); // 15.50, 9.25
    await caller.sales.create(sale(m5, 1, 30, 40)); // 30, -10
    await caller.sales.create(sale('2001-01', 1, 500, 0)); // outside the window

    const result = await caller.sales.analytics({ months: 6 });
    expect(result.source).toBe('local_sales');
    expect(result.monthly_data).toHaveLength(6);
    expect(result.monthly_data.slice(3)).toEqual([
      { month: m3, sales: 0, profit: 0, orders: 0 },
      { month: m4, sales: 55.5, profit: 44.25, orders: 2 },
      { month: m5, sales: 30, profit: -10, orders: 1 },
    ]);
    expect(result.totals).toEqual({
      total_sales: 85.5,
      total_profit: 34.25,
      total_orders: 3,
      average_order_value: 28.5,
      profit_margin: 40.1, // 34.25 / 85.50 = 40.058 %
    });
    expect(result.growth).toMatchObject({ from_month: m3, to_month: m4, sales: null });
  });

  it('answers the spec sample figures when asked, or when the seller has no records', async () => {
    const { caller } = await seller();
    expect(await caller.sales.analytics()).toEqual(DEMO_SALES_ANALYTICS);
    await caller.sales.create(sale(m5, 1, 10, 1));
    expect(await caller.sales.analytics({ use_demo: true })).toEqual(DEMO_SALES_ANALYTICS);
  });

  it('totals one currency at a time, the latest sale currency first, and names the others', async () => {
    const { caller } = await seller();
    await caller.sales.create({ ...sale(m4, 1, 10, 1), currency: 'EUR' });
    await caller.sales.create({ ...sale(m5, 1, 1500, 100), currency: 'JPY' });
    const latest = await caller.sales.analytics();
    expect(latest).toMatchObject({ currency: 'JPY', other_currencies: ['EUR'] });
    expect(latest.totals.total_sales).toBe(1500);
    const euros = await caller.sales.analytics({ currency: 'EUR' });
    expect(euros.totals.total_sales).toBe(10);
  });

  it('refuses an expired trial, a visitor, and a window over 24 months', async () => {
    const expired = await seller('expired');
    await expect(expired.caller.sales.analytics()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(expired.caller.sales.marketInsights()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const visitor = createCaller(createContext({ db: testDb.db, services }));
    await expect(visitor.sales.create(sale(m5, 1, 1, 1))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const { caller } = await seller();
    expect(await refusalSentence(caller.sales.analytics({ months: 25 }))).toBe('Months must be at most 24.');
  });
});

describe('sales.marketInsights', () => {
  it('answers the sample set for the first keyword, marked as demo data', async () => {
    const { caller } = await seller();
    const result = await caller.sales.marketInsights({ keywords: 'Crochet frog, soy candle' });
    expect(result.source).toBe('demo_data');
    expect(result.market_data[0]).toEqual({
      keyword: 'crochet frog',
      price_low: 15.99,
      price_average: 28.5,
      price_high: 45,
      trend_status: 'stable',
    });
    expect(result.competitors).toHaveLength(3);
  });
});
