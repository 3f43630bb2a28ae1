import { Writable } from 'node:stream';
import {
  analyseListings,
  analyseOrders,
  auditPricing,
  auditOptions,
  LISTINGS_TEMPLATE,
  listingsOptions,
  ORDERS_TEMPLATE,
  ordersOptions,
  ordersToSalesRecords,
  PRICING_AUDIT_TEMPLATE,
  templateCsv,
  ZListingsImportSchema,
  ZOrdersImportSchema,
  ZPricingAuditUploadSchema,
} from '@margin/core';
import { createTestDatabase } from '@margin/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { buildServer } from '../server';
import {
  restClient,
  loopTurnsDuring,
  seededRandom,
  startTestServer,
  TEST_ENV,
  type RestClient,
  type TestServer,
} from '../test-support';
import { CSV_UPLOAD_BODY_LIMIT } from './routes/import-tools';

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

const TITLES = [
  'Stoneware mug',
  'Linen tea towel, set of 2',
  'Greeting card',
  'Beeswax candle',
  'Tote "Market"',
];
const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const money = (cents: number) => (cents / 100).toFixed(2);

/** The marketplace's sold order items export (MARKETPLACE-CSV.md), `orders` orders of 1-3 lines each. */
function soldOrderItems(orders: number, seed: number): string {
  const next = seededRandom(seed);
  const header =
    'Sale Date,Item Name,Buyer,Quantity,Price,Coupon Code,Coupon Details,Discount Amount,Shipping Discount,' +
    'Order Shipping,Order Sales Tax,Item Total,Currency,Transaction ID,Listing ID,Date Paid,Date Shipped,Ship Name,' +
    'Ship Address1,Ship City,Ship State,Ship Zipcode,Ship Country,Order ID,Variations,Order Type,Listings Type,' +
    'Payment Type,InPerson Discount,InPerson Location,VAT Paid by Buyer,SKU';
  const lines = ['\uFEFF' + header];
  for (let order = 0; order < orders; order++) {
    const id = String(80_000 + order);
    const date = `${String(1 + Math.floor(next() * 9)).padStart(2, '0')}/${String(1 + Math.floor(next() * 28)).padStart(2, '0')}/26`;
    const shipping = Math.floor(next() * 900);
    const coupon = next() < 0.3;
    const discount = coupon ? 100 + Math.floor(next() * 400) : 0;
    const tax = Math.floor(next() * 500);
    const items = 1 + Math.floor(next() * 3);
    for (let item = 0; item < items; item++) {
      const title = TITLES[Math.floor(next() * TITLES.length)]!;
      const quantity = 1 + Math.floor(next() * 3);
      const price = 300 + Math.floor(next() * 6000);
      lines.push(
        [
          date,
          quoted(title),
          'buyer',
          String(quantity),
          `$${money(price)}`,
          coupon ? 'SAVE' : '',
          coupon ? 'off' : '',
          coupon ? money(discount) : '--',
          '0.00',
          money(shipping),
          money(tax),
          money(price * quantity),
          'USD',
          `${id}${item}`,
          '11',
          date,
          '',
          'Private Buyer',
          '1 Secret Street',
          'City',
          'ST',
          '00000',
          'United States',
          id,
          '',
          'online',
          'listing',
          'online_cc',
          '',
          '',
          '0.00',
          item === 0 ? 'MUG-01' : '',
        ].join(','),
      );
    }
  }
  return lines.join('\r\n') + '\r\n';
}

/** The marketplace's listings export: no id, no cost; descriptions with commas and line breaks. */
function listingsExport(rows: number, seed: number): string {
  const next = seededRandom(seed);
  const lines = ['TITLE,DESCRIPTION,PRICE,CURRENCY_CODE,QUANTITY,TAGS,MATERIALS,IMAGE1,SKU'];
  for (let row = 0; row < rows; row++) {
    const title = `${TITLES[row % TITLES.length]!} #${row}`;
    lines.push(
      [
        quoted(title),
        quoted('Made by hand, one at a time.\nShips in a week.'),
        money(500 + Math.floor(next() * 8000)),
        'USD',
        String(Math.floor(next() * 40)),
        'handmade',
        'clay',
        'https://example.com/1.jpg',
        `SKU-${row}`,
      ].join(','),
    );
  }
  return lines.join('\r\n');
}

/** What a result looks like on the wire (JSON), without the `ok` marker the REST answers leave out. */
function onTheWire(result: { ok: boolean }) {
  const { ok: _ok, ...fields } = JSON.parse(JSON.stringify(result)) as { ok: boolean };
  return fields;
}

describe('the CSV tools REST paths (advanced spec §7)', () => {
  it('GET the three templates: text/csv downloads with their file names, no token needed', async () => {
    for (const [url, template] of [
      ['/api/pricing-audit/csv-template', PRICING_AUDIT_TEMPLATE],
      ['/api/import/listings-template', LISTINGS_TEMPLATE],
      ['/api/import/orders-template', ORDERS_TEMPLATE],
    ] as const) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${template.fileName}"`);
      expect(res.body).toBe(templateCsv(template));
      expect(res.headers['cache-control']).toMatch(/^public/);
    }
  });

  it('POST /api/pricing-audit/csv-upload: the template audited as the core function audits it', async () => {
    const token = await trialToken('rest-audit@example.com');
    const body = {
      csv_data: templateCsv(PRICING_AUDIT_TEMPLATE),
      user_id: 'someone-else',
      base_costs_per_item: 4,
      country_code: 'CA',
      offsite_ads_enabled: true,
      annual_sales: 15_000,
    };
    const res = await call('POST', '/api/pricing-audit/csv-upload', { token, body });
    expect(res.statusCode).toBe(200);
    const direct = auditPricing(body.csv_data, {
      ...auditOptions(ZPricingAuditUploadSchema.parse(body)),
      products: [],
    });
    expect(res.json()).toEqual(onTheWire(direct));
    expect(Object.keys(res.json()).sort()).toEqual(['errors', 'file', 'listings', 'summary', 'warnings']);
    expect(res.json().file).toMatchObject({ country: 'CA', currency: 'CAD' });
  });

  it('POST /api/import/listings: a listings export gives the same numbers as the core function', async () => {
    const token = await trialToken('rest-listings@example.com');
    const body = {
      csv_content: listingsExport(300, 7),
      country_code: 'US',
      offsite_ads_enabled: false,
      annual_sales: 0,
      target_margin: 0.45,
      default_cost_per_item: 6.5,
    };
    const res = await call('POST', '/api/import/listings', { token, body });
    expect(res.statusCode).toBe(200);
    const direct = analyseListings(body.csv_content, {
      ...listingsOptions(ZListingsImportSchema.parse(body)),
      products: [],
    });
    if (!direct.ok) throw new Error(direct.reason);
    expect(direct.items).toHaveLength(300);
    expect(res.json()).toEqual(onTheWire(direct));
    expect(Object.keys(res.json()).sort()).toEqual(['errors', 'file', 'items', 'summary', 'warnings']);
  });

  it('POST /api/import/listings: keeps the price of a listing above target unless allow_price_cuts', async () => {
    const token = await trialToken('rest-price-cuts@example.com');
    const csv_content = [
      'TITLE,PRICE,CURRENCY_CODE,QUANTITY',
      'Quilt,"1,250.00",USD,1',
      'Necklace,42.00,USD,1',
      'Mug,8.00,USD,1',
    ].join('\n');
    const actions = async (extra: Record<string, unknown>) => {
      const res = await call('POST', '/api/import/listings', {
        token,
        body: { csv_content, default_cost_per_item: 5, ...extra },
      });
      expect(res.statusCode).toBe(200);
      const items = res.json().items as { price_action: string; new_price: number; target_price: number }[];
      return items.map((item) => [item.price_action, item.new_price === item.target_price]);
    };
    expect(await actions({})).toEqual([
      ['keep', false],
      ['keep', false],
      ['raise', true],
    ]);
    expect(await actions({ allow_price_cuts: true })).toEqual([
      ['lower', true],
      ['lower', true],
      ['raise', true],
    ]);
    const refused = await call('POST', '/api/import/listings', {
      token,
      body: { csv_content, allow_price_cuts: 'yes' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/true or false/);
  });

  it('POST /api/import/orders: a refund line is charged nothing, is no order, and lowers its order’s revenue', async () => {
    const token = await trialToken('rest-refunds@example.com');
    const csv_content = [
      'order_id,order_date,item_title,quantity,item_price',
      '1,2026-03-14,Necklace,1,42.00',
      '1,2026-03-20,Necklace,1,-32.00',
    ].join('\n');
    const res = await call('POST', '/api/import/orders', { token, body: { csv_content } });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.refunds).toEqual([expect.objectContaining({ order_id: '1', amount: -32, row: 3 })]);
    expect(answer.items).toHaveLength(1);
    // 42.00: listing 0.20, transaction 2.73, processing 1.26 + 0.25; cost 5 (the default).
    expect(answer.orders[0]).toMatchObject({
      gross_revenue: 10,
      total_fees: 4.44,
      cogs: 5,
      refund_amount: -32,
    });
    expect(answer.summary).toMatchObject({ orders: 1, refunds: 1, refund_amount: -32, total_fees: 4.44 });

    // A postage cost per order comes off the order's net profit: 42.00 - 32.00 - 4.44 - 5.00 - 3.00.
    const withPostage = await call('POST', '/api/import/orders', {
      token,
      body: { csv_content, postage_cost_per_order: 3 },
    });
    expect(withPostage.json().orders[0]).toMatchObject({ postage_cost: 3, net_profit: -2.44 });
  });

  it('POST /api/import/orders: a sold order items file gives the same numbers as the core function', async () => {
    const token = await trialToken('rest-orders@example.com');
    const csv = soldOrderItems(3_000, 11);
    expect(csv.length).toBeGreaterThan(1_048_576); // over the rest of the API's 1 MB
    const body = { csv_content: csv, country_code: 'US', annual_sales: 2_000, target_margin: 0.4 };
    const res = await call('POST', '/api/import/orders', { token, body });
    expect(res.statusCode).toBe(200);
    const direct = analyseOrders(csv, { ...ordersOptions(ZOrdersImportSchema.parse(body)), products: [] });
    if (!direct.ok) throw new Error(direct.reason);
    expect(direct.orders).toHaveLength(3_000);
    expect(direct.errors).toEqual([]);
    const answer = res.json();
    expect(answer).toEqual(onTheWire(direct));
    expect(Object.keys(answer).sort()).toEqual([
      'errors',
      'file',
      'items',
      'orders',
      'recommendations',
      'refunds',
      'summary',
      'warnings',
    ]);
    expect(answer.file).toMatchObject({ format: 'etsy_sold_order_items', rows_read: direct.items.length });
    // Buyers' names and addresses never come back.
    expect(res.body).not.toContain('Secret Street');
  });

  it('POST /api/sales/import: the analysed orders added once, the second import adds nothing', async () => {
    const token = await trialToken('rest-sales-import@example.com');
    const analysed = analyseOrders(soldOrderItems(30, 3), { country: 'US', defaultCostPerItem: 2 });
    if (!analysed.ok) throw new Error(analysed.reason);
    const { records } = ordersToSalesRecords(analysed);
    const first = await call('POST', '/api/sales/import', { token, body: { records } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ added: 30, already_imported: 0 });
    const again = await call('POST', '/api/sales/import', { token, body: { records, user_id: 'x' } });
    expect(again.json()).toEqual({ added: 0, already_imported: 30 });
    expect((await call('GET', '/api/sales?limit=1', { token })).json()).toMatchObject({ total: 30 });
    const bad = await call('POST', '/api/sales/import', { token, body: { records: [] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Records must hold at least one order.' });
  });

  it('takes up to 50 MB on the three uploads (a 12 MB export is analysed) and answers a larger body 413 with a sentence', async () => {
    const token = await trialToken('rest-csv-large@example.com');
    const over = { csv_content: 'x'.repeat(CSV_UPLOAD_BODY_LIMIT), country_code: 'US' };
    for (const url of ['/api/pricing-audit/csv-upload', '/api/import/listings', '/api/import/orders']) {
      const res = await call('POST', url, { token, body: over });
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toEqual({
        detail: 'The request body is too large: this path takes at most 50 MB.',
      });
    }
    // 12 MB of orders with the buyers' addresses (a column the analysis drops) is read and analysed.
    const [header, ...examples] = templateCsv(ORDERS_TEMPLATE).trimEnd().split(/\r?\n/);
    const address = `"${'1 Long Street, Flat 2, Springfield, '.repeat(28)}"`;
    const lines: string[] = [`${header},buyer_address`];
    for (let copy = 0, size = 0; size < 12 * 1_048_576; copy++) {
      for (const line of examples) {
        const renumbered = `${line.replace(/^[^,]*/, `ORD-${copy}`)},${address}`;
        lines.push(renumbered);
        size += renumbered.length + 1;
      }
    }
    const twelve = await call('POST', '/api/import/orders', {
      token,
      body: { csv_content: lines.join('\n'), country_code: 'US' },
    });
    expect(twelve.statusCode).toBe(200);
    expect(twelve.json().file.rows_read).toBe(lines.length - 1);
    // A 2 MB body on a path of the rest of the API is refused for its size, with a sentence.
    const two = await call('POST', '/api/products', { token, body: { name: 'x'.repeat(2 * 1_048_576) } });
    expect(two.statusCode).toBe(413);
    expect(two.json()).toEqual({ detail: 'The request body is too large.' });
  }, 120_000);

  it('reads a 9 MB file it cannot use and says why; the rest of the API keeps its 1 MB', async () => {
    const token = await trialToken('rest-csv-large-1mb@example.com');
    // A 9 MB body (a file the analysis cannot read) is read and answered 400, not refused for its size.
    const nine = await call('POST', '/api/import/listings', {
      token,
      body: { csv_content: 'no,columns,we,know\n' + '1,2,3,4\n'.repeat(1_000_000) },
    });
    expect(nine.statusCode).toBe(400);
    expect(nine.json().detail).toContain('needs the columns');
    // The rest of the API keeps its 1 MB.
    const sale = await call('POST', '/api/sales', { token, body: { product_name: 'x'.repeat(1_100_000) } });
    expect(sale.statusCode).toBe(413);
    expect(sale.json()).toEqual({ detail: 'The request body is too large.' });
  });

  it('answers an empty file 400 with the spec sentence, and bad settings with a sentence naming the field', async () => {
    const token = await trialToken('rest-csv-empty@example.com');
    for (const [url, body] of [
      ['/api/pricing-audit/csv-upload', { csv_data: '' }],
      ['/api/import/listings', { csv_content: '  ' }],
      ['/api/import/orders', { csv_content: '\r\n' }],
    ] as const) {
      const res = await call('POST', url, { token, body });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ detail: 'Please upload or paste CSV data' });
    }
    const country = await call('POST', '/api/import/orders', {
      token,
      body: { csv_content: templateCsv(ORDERS_TEMPLATE), country_code: 'XX' },
    });
    expect(country.statusCode).toBe(400);
    expect(country.json().detail).toMatch(/^Country code must be one of US, /);
  });

  it('refuses a visitor 401 and an expired seller 403 on the uploads', async () => {
    for (const [url, body] of [
      ['/api/pricing-audit/csv-upload', { csv_data: templateCsv(PRICING_AUDIT_TEMPLATE) }],
      ['/api/import/listings', { csv_content: templateCsv(LISTINGS_TEMPLATE) }],
      ['/api/import/orders', { csv_content: templateCsv(ORDERS_TEMPLATE) }],
      ['/api/sales/import', { records: [] }],
    ] as const) {
      const res = await call('POST', url, { body });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ detail: 'Please sign in to continue.' });
    }
    const token = await trialToken('rest-csv-expired@example.com');
    await server.db.prisma.user.update({
      where: { email: 'rest-csv-expired@example.com' },
      data: { trialEndsAt: new Date(Date.now() - 60_000) },
      select: { id: true },
    });
    const expired = await call('POST', '/api/import/orders', {
      token,
      body: { csv_content: templateCsv(ORDERS_TEMPLATE) },
    });
    expect(expired.statusCode).toBe(403);
  });

  it('describes the downloads and the upload limit in the OpenAPI document', async () => {
    const doc = (await call('GET', '/api/openapi.json')).json();
    const template = doc.paths['/api/import/orders-template'].get.responses['200'];
    expect(Object.keys(template.content)).toEqual(['text/csv; charset=utf-8']);
    expect(template.headers['Content-Disposition']).toBeDefined();
    const upload = doc.paths['/api/import/orders'].post;
    expect(upload.description).toBe(
      'Takes request bodies up to 50 MB; a larger one answers 413. The body is the JSON input, or the file ' +
        'itself as text/csv with the other fields as query parameters.',
    );
    expect(upload.requestBody.content['application/json'].schema.properties).toHaveProperty('csv_content');
    expect(upload.requestBody.content['text/csv'].schema.type).toBe('string');
    const parameters = upload.parameters as { name: string; in: string }[];
    const query = parameters.map((p) => `${p.in}:${p.name}`);
    expect(query).toContain('query:target_margin');
    expect(query).not.toContain('query:csv_content');
  });
});

describe('the event loop while the server analyses a 50,000-row file', () => {
  /** Our orders template, 25,000 orders of two lines (about 3.5 MB). */
  function ordersTemplateFile(orders: number): string {
    const lines = [ORDERS_TEMPLATE.columns.join(',')];
    for (let i = 0; i < orders; i++) {
      const day = `2026-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`;
      const price = (5 + (i % 40) + (i % 7) / 10).toFixed(2);
      lines.push(
        `${i},${day},Mug ${i % 50},Blue,MUG-${i % 50},${1 + (i % 3)},${price},4.00,0,1.50,0.80,0,3.25,`,
      );
      lines.push(`${i},${day},Towel ${i % 30},,TWL-${i % 30},1,12.00,4.00,0,1.50,0.80,0,2.00,${i % 5 === 0}`);
    }
    return lines.join('\n');
  }

  it('keeps the event loop turning while it analyses on a worker thread (in-process, it stands still)', async () => {
    const body = { csv_content: ordersTemplateFile(25_000) };
    const analyse = async (server: TestServer, subnet: string) => {
      const client = restClient(server, subnet);
      const token = await client.trialToken(`rest-csv-loop-${subnet}@example.com`);
      await client.call('POST', '/api/import/orders', {
        token,
        body: { csv_content: templateCsv(ORDERS_TEMPLATE) },
      });
      const { turns, result } = await loopTurnsDuring(() =>
        client.call('POST', '/api/import/orders', { token, body }),
      );
      // Read after counting: parsing 30 MB of JSON here is the test's work, not the server's.
      expect(result.statusCode).toBe(200);
      expect(result.json().items).toHaveLength(50_000);
      return turns;
    };
    const pooled = await analyse(server, '203.0.113');
    const inProcess = await startTestServer({ TRUST_PROXY_HOPS: '1', CSV_ANALYSIS_WORKERS: '0' });
    const inThread = await analyse(inProcess, '203.0.113').finally(() => inProcess.close());
    // Parsing the body and writing the answer take turns either way; the analysis itself only in-process.
    expect(pooled).toBeGreaterThan(inThread * 2 + 20);
  }, 60_000);
});

describe('what the server logs of an upload', () => {
  it('logs no part of the file: one line with method, path, status and time', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const testDb = await createTestDatabase();
    const env = loadEnv({ ...TEST_ENV, LOG_LEVEL: 'debug', TRUST_PROXY_HOPS: '1' });
    const app = await buildServer({ env, db: testDb.db, logStream });
    try {
      const client = restClient({ app, db: testDb.db, dataDir: '', close: async () => {} }, '192.0.2');
      const token = await client.trialToken('rest-csv-logs@example.com');
      const secret = 'Marker-Buyer-Name-4711';
      const file = templateCsv(ORDERS_TEMPLATE).replace('Hand-thrown stoneware mug', secret);
      const ok = await client.call('POST', '/api/import/orders', { token, body: { csv_content: file } });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain(secret); // the answer names the item; the log must not
      const bad = await client.call('POST', '/api/import/listings', {
        token,
        body: { csv_content: `${secret},b\n1,2\n` },
      });
      expect(bad.statusCode).toBe(400);
      const requestLines = lines.filter((line) => line.includes('/api/import/'));
      expect(requestLines).toHaveLength(2);
      expect(lines.join('')).not.toContain(secret);
      expect(lines.join('')).not.toContain('csv_content');
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});
