import { calculate, snapshotFromCalculation } from '@margin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support';

// Text that is stored and shown again later refuses what would hide or reorder it (U+202E and the other direction
// overrides) everywhere, and a one-line field (a product's or a sale's name) refuses tabs and line breaks; a
// multi-line field (a share's note) keeps its line breaks.

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  const res = await call('POST', '/api/auth/login', { email: 'stored-text@shop.io', remember_me: true });
  token = res.json<{ token: string }>().token;
});
afterAll(() => server.close());

function call(method: 'POST' | 'PUT', url: string, body: unknown) {
  return server.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });
}

const CONTROL = 'must be plain text without control characters.';
const ONE_LINE = 'must be on one line, without tabs or line breaks.';
const product = (name: string) => ({ name, product_cost: 4, selling_price: 12, currency: 'USD' });
const sale = (product_name: string) => ({
  date: new Date().toISOString().slice(0, 10),
  product_name,
  selling_price: 12,
  total_costs: 4,
  quantity: 1,
  currency: 'USD',
});

describe('stored text', () => {
  it("refuses a direction override, a tab or a line break in a product's name, and stores nothing", async () => {
    const cases: [string, string][] = [
      ['Mug\u202Egub.exe', `Name ${CONTROL}`],
      ['\u2067Mug\u2069', `Name ${CONTROL}`],
      ['Mug\tBlue', `Name ${ONE_LINE}`],
      ['Mug\nBlue', `Name ${ONE_LINE}`],
      ['Mug\rBlue', `Name ${ONE_LINE}`],
    ];
    for (const [name, detail] of cases) {
      const res = await call('POST', '/api/products', product(name));
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toEqual({ detail });
    }
    expect(await server.db.prisma.product.count()).toBe(0);

    const saved = await call('POST', '/api/products', product('Zoë’s mug – 파란색 kubek niebieski'));
    expect(saved.statusCode, saved.body).toBe(201);
    const renamed = await call('PUT', `/api/products/${saved.json<{ id: string }>().id}`, { name: 'Mug\nx' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ detail: `Name ${ONE_LINE}` });
  });

  it("refuses the same in a sales record's product name", async () => {
    for (const [name, detail] of [
      ['Mug\u202E', `Product name ${CONTROL}`],
      ['Mug\r\nBlue', `Product name ${ONE_LINE}`],
    ]) {
      const res = await call('POST', '/api/sales', sale(name!));
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toEqual({ detail });
    }
  });

  it('keeps the line breaks of a share note, and refuses a direction override in it', async () => {
    const input = { mode: 'forward', country: 'US', selling_price: 25, product_cost: 5 } as const;
    const calc = (notes: string) => snapshotFromCalculation(input, calculate(input), notes);
    const refused = await call('POST', '/api/shares/', { calc: calc('price \u202E05.2$'), version: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: `Notes ${CONTROL}` });
    const kept = await call('POST', '/api/shares/', {
      calc: calc('Spring market\nline two\tend'),
      version: 1,
    });
    expect(kept.statusCode, kept.body).toBe(201);
  });

  it("keeps a share's product name in any script, and refuses a direction override or a line break in it", async () => {
    const input = { mode: 'forward', country: 'US', selling_price: 25 } as const;
    const calc = (product_name: string) =>
      snapshotFromCalculation({ ...input, product_name }, calculate(input));
    for (const name of ['mug \u202Egpj.exe', 'two\nlines']) {
      const refused = await call('POST', '/api/shares/', { calc: calc(name), version: 1 });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json<{ detail: string }>().detail).toMatch(/^Product name /);
    }
    const kept = await call('POST', '/api/shares/', { calc: calc('수제 머그컵'), version: 1 });
    expect(kept.statusCode, kept.body).toBe(201);
    const id = kept.json<{ id: string }>().id;
    const read = await server.app.inject({ method: 'GET', url: `/api/shares/${id}` });
    expect(read.json<{ calc: { product_name: string } }>().calc.product_name).toBe('수제 머그컵');
    const calculated = await call('POST', '/api/calculate/enhanced', {
      ...input,
      product_name: 'Kubek ręcznie robiony',
    });
    expect(calculated.json<{ productName: string }>().productName).toBe('Kubek ręcznie robiony');
  });
});
