// Fuzzed bodies on the CSV tools' uploads and the sales import (a fuzzed body never gets a 500): wrong
// types, missing and extra fields, huge and negative numbers, deep nesting, prototype keys, control characters and
// junk CSV text. Every answer is a success or a 4xx whose detail is one sentence without internals.
// Seeded, as the CSV REST tests' files are: the same bodies on every run, so a failure replays.
import { LISTINGS_TEMPLATE, ORDERS_TEMPLATE, templateCsv } from '@margin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, seededRandom, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: '1', RATE_LIMIT_MAX: '100000' });
  token = await restClient(server, '192.0.2').trialToken('csv-fuzz@example.com');
});
afterAll(async () => {
  await server.close();
});

const CSV_JUNK = [
  '',
  '\uFEFF',
  'order_id,quantity\n1,abc',
  'Sale Date;Item Name;Quantity;Price\n01/02/26;Mug;2;12,50',
  'TITLE,PRICE,QUANTITY\n"unterminated,1,2',
  '=cmd|"/c calc"!A1,+1,-1,@SUM(1)',
  'a\u0000b,c\n1,2',
  '\uD800 lone surrogate',
  'listing_title,current_price,quantity\nMug,1e308,1\nCard,-5,NaN\nTote,€ 1.234,56,--',
  ',,,,\n,,,,\n',
  'x'.repeat(5000),
];

const VALUES: (() => unknown)[] = [
  () => null,
  () => true,
  () => 0,
  () => -1,
  () => 1e308,
  () => Number.MAX_SAFE_INTEGER + 2,
  () => 0.123456789,
  () => '',
  () => 'US',
  () => 'ZZ',
  () => 'not a number',
  () => '12,5',
  () => '\u0000',
  () => [],
  () => ['US'],
  () => ({}),
  () => ({ nested: { deeper: { deepest: [1, 2, { a: 'b' }] } } }),
];

const FIELDS = [
  'csv_data',
  'csv_content',
  'country_code',
  'offsite_ads_enabled',
  'annual_sales',
  'base_costs_per_item',
  'default_cost_per_item',
  'target_margin',
  'allow_price_cuts',
  'postage_cost_per_order',
  'user_id',
  'records',
];

const PATHS = [
  '/api/pricing-audit/csv-upload',
  '/api/import/listings',
  '/api/import/orders',
  '/api/sales/import',
] as const;

const ORDERS_CSV = templateCsv(ORDERS_TEMPLATE);
const LISTINGS_CSV = templateCsv(LISTINGS_TEMPLATE);

/** A body each path takes as it is: the fuzzer changes a few of its fields, so most bodies get past the door. */
const VALID: Record<(typeof PATHS)[number], Record<string, unknown>> = {
  '/api/pricing-audit/csv-upload': { csv_data: LISTINGS_CSV, country_code: 'US', base_costs_per_item: 5 },
  '/api/import/listings': { csv_content: LISTINGS_CSV, country_code: 'GB', target_margin: 0.4 },
  '/api/import/orders': { csv_content: ORDERS_CSV, country_code: 'US', default_cost_per_item: 6 },
  '/api/sales/import': {
    records: [
      {
        import_key: 'order:fuzz',
        date: '2026-03-02',
        product_name: 'Mug',
        selling_price: 25,
        total_costs: 8.5,
        quantity: 1,
        currency: 'USD',
      },
    ],
  },
};

function fuzzedBody(next: () => number, valid: Record<string, unknown>): unknown {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  if (next() < 0.08) return pick(VALUES)();
  const body: Record<string, unknown> = { ...valid };
  for (let changes = Math.floor(next() * 3); changes > 0; changes--) {
    const field = pick(FIELDS);
    const roll = next();
    if (roll < 0.2) delete body[field];
    else if ((field === 'csv_data' || field === 'csv_content') && roll < 0.7) body[field] = pick(CSV_JUNK);
    else if (field === 'records' && roll < 0.7)
      body[field] = Array.from({ length: Math.floor(next() * 3) }, () => ({
        import_key: pick(['order:1', '', 5, null]),
        date: pick(['2026-01-02', '1999-12-31', '2999-01-01', 'yesterday']),
        product_name: pick(['Mug', '', '\u0000', 'x'.repeat(300)]),
        selling_price: pick([1.5, -1, 1e12, '3']),
        total_costs: pick([0.5, -2, 1.005]),
        quantity: pick([1, 0, 2.5, 1e9]),
        currency: pick(['USD', 'usd', 'XXX']),
      }));
    else body[field] = pick(VALUES)();
  }
  return body;
}

/** A 4xx must say what is wrong in a sentence: no stack, no validator path, no library's words. */
function expectPlainRefusal(status: number, text: string, what: string) {
  expect(status, what).toBeLessThan(500);
  if (status < 400) return;
  const detail = (JSON.parse(text) as { detail?: unknown }).detail;
  expect(typeof detail, what).toBe('string');
  expect(detail as string, what).not.toMatch(
    /\bat \S+:\d+|Zod|zod|prisma|Prisma|TypeError|undefined|\[object/,
  );
}

describe('fuzzed bodies on the CSV tools and the sales import', () => {
  it.for(PATHS)('%s answers every fuzzed JSON body with a result or a 4xx sentence', async (path) => {
    const next = seededRandom(0x0c5f + path.length);
    const statuses = new Set<number>();
    for (let i = 0; i < 120; i++) {
      const body = fuzzedBody(next, VALID[path]);
      const res = await server.app.inject({
        method: 'POST',
        url: path,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'x-forwarded-for': `192.0.2.${i % 250}`,
        },
        payload: JSON.stringify(body),
      });
      expectPlainRefusal(res.statusCode, res.body, `${path} with ${JSON.stringify(body).slice(0, 300)}`);
      statuses.add(res.statusCode);
    }
    // The bodies reach past the door: some are analysed (or imported), some refused for what they hold.
    expect([...statuses].sort()).toEqual([200, 400]);
  });

  it.for(PATHS)('%s answers bodies that are not plain JSON objects with a 4xx sentence', async (path) => {
    const raw = [
      '',
      'null',
      '"text"',
      '{"csv_content": "a,b\\n1,2", "__proto__": {"admin": true}}',
      '{"constructor": {"prototype": {"x": 1}}}',
      '{"csv_content": ',
      '['.repeat(5000) + ']'.repeat(5000),
      '{"csv_content": "\\ud800"}',
    ];
    for (const payload of raw) {
      const res = await server.app.inject({
        method: 'POST',
        url: path,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload,
      });
      expectPlainRefusal(res.statusCode, res.body, `${path} with ${payload.slice(0, 80)}`);
      expect(res.statusCode, payload.slice(0, 80)).toBeGreaterThanOrEqual(400);
    }
  });
});
