import { monthsEndingAt } from '@margin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, startTestServer, type RestClient, type TestServer } from '../test-support';

let server: TestServer;
let call: RestClient['call'];
let trialToken: RestClient['trialToken'];
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: '1' });
  ({ call, trialToken } = restClient(server, '198.51.100'));
});
afterAll(async () => {
  await server.close();
});

const thisMonth = monthsEndingAt(new Date(), 1)[0]!;

describe('the advanced mode REST paths (advanced spec §7)', () => {
  it('POST and GET /api/products: saves the spec row (a temp- id and all) under a server id, the caller rows only', async () => {
    const token = await trialToken('rest-products@example.com');
    const other = await trialToken('rest-products-other@example.com');
    const row = {
      id: 'temp-1732350000000',
      name: 'Linen tote',
      product_cost: 6.4,
      printing_cost: 1.1,
      shipping_cost: 3.5,
      packaging_cost: 0.5,
      additional_costs: 0,
      desired_margin: 30,
      selling_price: 16.43,
    };
    const created = await call('POST', '/api/products', { token, body: row });
    expect(created.statusCode).toBe(201);
    const product = created.json<{ id: string }>();
    expect(product).toMatchObject({ ...row, id: expect.not.stringMatching(/^temp-/), currency: 'USD' });

    const listed = await call('GET', '/api/products', { token });
    expect(listed.json()).toEqual([product]);
    expect((await call('GET', '/api/products', { token: other })).json()).toEqual([]);

    const stolen = await call('PUT', `/api/products/${product.id}`, {
      token: other,
      body: { selling_price: 1 },
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ detail: 'Product not found. It may have been deleted.' });
    const edited = await call('PUT', `/api/products/${product.id}`, { token, body: { selling_price: 18 } });
    expect(edited.json()).toMatchObject({ name: 'Linen tote', selling_price: 18 });
    expect((await call('DELETE', `/api/products/${product.id}`, { token })).statusCode).toBe(200);
  });

  it('POST /api/sales then GET /api/advanced/sales-analytics: the new sale is in this month', async () => {
    const token = await trialToken('rest-sales@example.com');
    const before = await call('GET', '/api/advanced/sales-analytics?use_demo=false&use_etsy=false&months=6', {
      token,
    });
    expect(Object.keys(before.json())).toEqual(['demo_data']);
    expect(before.json().demo_data.totals).toMatchObject({ total_sales: 12800, total_orders: 512 });

    const sale = {
      date: `${thisMonth}-01`,
      selling_price: 24.99,
      total_costs: 8.2,
      quantity: 2,
      product_name: 'Candle',
    };
    const created = await call('POST', '/api/sales', { token, body: sale });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...sale, profit: 41.78 });

    const after = await call('GET', '/api/advanced/sales-analytics?months=6', { token });
    const local = after.json<{ local_sales: { monthly_data: unknown[]; totals: unknown } }>().local_sales;
    expect(local.monthly_data).toHaveLength(6);
    expect(local.monthly_data.at(-1)).toEqual({ month: thisMonth, sales: 49.98, profit: 41.78, orders: 1 });
    expect(local.totals).toEqual({
      total_sales: 49.98,
      total_profit: 41.78,
      total_orders: 1,
      average_order_value: 49.98,
      profit_margin: 83.6,
    });
    const listed = await call('GET', '/api/sales?limit=10', { token });
    expect(listed.json()).toMatchObject({ total: 1, next_cursor: null });
  });

  it('answers bad input as a sentence naming the field, and saves nothing', async () => {
    const token = await trialToken('rest-sales-bad@example.com');
    const bad = await call('POST', '/api/sales', {
      token,
      body: { date: '2999-01-01', selling_price: 1, total_costs: 1, quantity: 1, product_name: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Date cannot be in the future.' });
    const months = await call('GET', '/api/advanced/sales-analytics?months=0', { token });
    expect(months.json()).toEqual({ detail: 'Months must be at least 1.' });
    expect((await call('GET', '/api/sales', { token })).json()).toMatchObject({ total: 0 });
  });

  it('GET /api/advanced/market-insights: the sample set as demo_data', async () => {
    const token = await trialToken('rest-market@example.com');
    const res = await call(
      'GET',
      '/api/advanced/market-insights?keywords=handmade&use_demo=true&use_etsy=false',
      {
        token,
      },
    );
    expect(res.statusCode).toBe(200);
    const data = res.json<{ demo_data: { market_data: { keyword: string }[]; competitors: unknown[] } }>()
      .demo_data;
    expect(data.market_data[0]).toMatchObject({
      keyword: 'handmade',
      price_low: 15.99,
      price_average: 28.5,
      price_high: 45,
    });
    expect(data.competitors).toHaveLength(3);
  });

  it('refuses a visitor on every path with 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/products'],
      ['POST', '/api/products'],
      ['POST', '/api/sales'],
      ['GET', '/api/advanced/sales-analytics'],
      ['GET', '/api/advanced/market-insights'],
    ] as const) {
      const res = await call(method, url, method === 'POST' ? { body: {} } : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
