import { Readable } from 'node:stream';
import {
  LISTINGS_TEMPLATE,
  ORDERS_TEMPLATE,
  PRICING_AUDIT_TEMPLATE,
  templateCsv,
  type CsvTemplate,
} from '@margin/core';
import { NOT_JSON_DETAIL, NOT_UTF8_DETAIL } from '@margin/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { restClient, startTestServer, type TestServer } from '../test-support';
import { CSV_UPLOAD_BODY_LIMIT } from './routes/import-tools';

// The uploads on the worker pool, as the server runs them.
let server: TestServer;
let token: string;
let address = 0;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: '1' });
  token = await restClient(server, '198.51.102').trialToken('rest-csv-upload-body@example.com');
});
afterAll(async () => {
  await server.close();
});

const STATEMENT_HEADER = 'Date,Type,Title,Info,Currency,Amount,Fees & Taxes,Net,Tax Details';
const statementRows = (order: number) => [
  `September 10 2024,Sale,Payment for Order #${order},Order #${order},GBP,£25.00,--,£25.00,`,
  `September 10 2024,Fee,Transaction fee: Mug,Order #${order},GBP,--,-£1.63,-£1.63,`,
  `September 10 2024,Fee,Processing fee,Order #${order},GBP,--,-£1.20,-£1.20,`,
];
const templateRows = (template: CsvTemplate) => (n: number) =>
  template.rows.map((row) => row.map((cell, i) => (i === 0 ? `${cell} ${n}` : cell)).join(','));

/** Each path with a file of its kind: the header and rows made from a running number. */
const PATHS = [
  {
    url: '/api/pricing-audit/csv-upload',
    file: 'csv_data',
    header: PRICING_AUDIT_TEMPLATE.columns.join(','),
    rows: templateRows(PRICING_AUDIT_TEMPLATE),
  },
  {
    url: '/api/import/listings',
    file: 'csv_content',
    header: LISTINGS_TEMPLATE.columns.join(','),
    rows: templateRows(LISTINGS_TEMPLATE),
  },
  {
    url: '/api/import/orders',
    file: 'csv_content',
    header: ORDERS_TEMPLATE.columns.join(','),
    rows: (n: number) =>
      templateRows(ORDERS_TEMPLATE)(n).map((row) => row.replace(/^[^,]*/, String(5000 + n))),
  },
  { url: '/api/import/statement', file: 'statement_csv', header: STATEMENT_HEADER, rows: statementRows },
] as const;

const PAD = 'Long note, quoted: a column the analyses do not read. '.repeat(180);

/**
 * A file of at least `bytes`, generated a megabyte at a time as the body streams (no Content-Length), so the test
 * never holds it: each row carries a 10 KB column the analyses skip. As JSON, the file is the `field` of an object.
 */
function streamedBody(
  path: (typeof PATHS)[number],
  bytes: number,
  as: 'csv' | 'json',
): { body: Readable; rows: () => number } {
  let rows = 0;
  function* chunks() {
    const cell = (text: string) => (as === 'json' ? JSON.stringify(text).slice(1, -1) : text);
    if (as === 'json') yield `{"country_code":"GB","${path.file}":"`;
    yield cell(`${path.header},note\n`);
    let sent = 0;
    for (let n = 0; sent < bytes; n++) {
      const lines = path.rows(n).map((row) => `${row},"${PAD}"\n`);
      rows += lines.length;
      const text = cell(lines.join(''));
      sent += text.length;
      yield text;
    }
    if (as === 'json') yield '"}';
  }
  return { body: Readable.from(chunks(), { objectMode: false }), rows: () => rows };
}

function upload(url: string, type: string, payload: string | Buffer | Readable) {
  return server.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': type,
      authorization: `Bearer ${token}`,
      'x-forwarded-for': `198.51.102.${++address % 250}`,
    },
    payload,
  });
}

describe('the upload paths take 50 MB and more, read off the event loop', { timeout: 600_000 }, () => {
  it('accepts a file over 50 MB on each path, sent as text/csv, and on the orders path as JSON', async () => {
    const size = 50 * 1_000_000 + 1;
    for (const path of PATHS) {
      const { body, rows } = streamedBody(path, size, 'csv');
      const res = await upload(`${path.url}?country_code=GB`, 'text/csv; charset=utf-8', body);
      expect(res.statusCode, `${path.url}: ${res.body.slice(0, 200)}`).toBe(200);
      const answer = res.json();
      if ('file' in answer) expect(answer.file.rows_read, path.url).toBe(rows());
      else expect(answer.summary.orders, path.url).toBe(rows() / 3);
    }
    const orders = PATHS[2];
    const { body, rows } = streamedBody(orders, size, 'json');
    const json = await upload(orders.url, 'application/json', body);
    expect(json.statusCode).toBe(200);
    expect(json.json().file.rows_read).toBe(rows());
  });

  it('answers a body over the limit 413 with the sentence, with or without a Content-Length', async () => {
    const sentence = { detail: 'The request body is too large: this path takes at most 50 MB.' };
    for (const path of PATHS) {
      const streamed = await upload(
        path.url,
        'text/csv',
        streamedBody(path, CSV_UPLOAD_BODY_LIMIT, 'csv').body,
      );
      expect(streamed.statusCode, path.url).toBe(413);
      expect(streamed.json()).toEqual(sentence);
    }
    const declared = await upload(PATHS[1].url, 'text/csv', Buffer.alloc(CSV_UPLOAD_BODY_LIMIT + 1, 'a'));
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual(sentence);
  });

  it('never parses the JSON body on the main thread: the analysis thread does', async () => {
    const marker = 'Marker-Title-5150';
    const csv = templateCsv(ORDERS_TEMPLATE).replace('Hand-thrown stoneware mug', marker);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const res = await upload(
        '/api/import/orders',
        'application/json',
        JSON.stringify({ csv_content: csv }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(marker);
      expect(parse.mock.calls.filter(([text]) => String(text).includes(marker))).toEqual([]);
    } finally {
      parse.mockRestore();
    }
  });
});

describe('text/csv and JSON', () => {
  const statement = [STATEMENT_HEADER, ...statementRows(3101), ...statementRows(3102)].join('\n');
  const cases = [
    [
      '/api/pricing-audit/csv-upload',
      'csv_data',
      templateCsv(PRICING_AUDIT_TEMPLATE),
      { base_costs_per_item: 4, offsite_ads_enabled: true, country_code: 'CA' },
    ],
    [
      '/api/import/listings',
      'csv_content',
      templateCsv(LISTINGS_TEMPLATE),
      { target_margin: 0.35, allow_price_cuts: true, annual_sales: 12000 },
    ],
    [
      '/api/import/orders',
      'csv_content',
      templateCsv(ORDERS_TEMPLATE),
      { country_code: 'GB', default_cost_per_item: 6, postage_cost_per_order: 3.2 },
    ],
    ['/api/import/statement', 'statement_csv', statement, { country_code: 'GB', vat_registered: true }],
  ] as const;

  it('give the same answer on each path, the options as query parameters or JSON fields', async () => {
    for (const [url, field, csv, options] of cases) {
      const query = new URLSearchParams(
        Object.entries(options).map(([name, value]): [string, string] => [name, String(value)]),
      );
      const asCsv = await upload(`${url}?${query.toString()}`, 'text/csv', csv);
      const asJson = await upload(url, 'application/json', JSON.stringify({ ...options, [field]: csv }));
      expect(asCsv.statusCode, url).toBe(200);
      expect(asCsv.json(), url).toEqual(asJson.json());
      // The options were read: without them the answer differs.
      expect((await upload(url, 'text/csv', csv)).json(), url).not.toEqual(asJson.json());
    }
  });

  it('answers bad input with a sentence, whichever way it comes', async () => {
    const orders = templateCsv(ORDERS_TEMPLATE);
    const expectations: [Promise<{ statusCode: number; json: () => unknown }>, number, string][] = [
      [
        upload('/api/import/orders?target_margin=40', 'text/csv', orders),
        400,
        'Target margin must be at most 1 (1 = 100%).',
      ],
      [upload('/api/import/orders?country_code=XX', 'text/csv', orders), 400, ''],
      [upload('/api/import/orders', 'text/csv', ''), 400, 'Please upload or paste CSV data'],
      [upload('/api/import/orders', 'text/csv', Buffer.from([0x61, 0xff, 0x0a])), 400, NOT_UTF8_DETAIL],
      [upload('/api/import/orders', 'application/json', '{"csv_content": '), 400, NOT_JSON_DETAIL],
      [upload('/api/import/orders', 'application/json', '{}'), 400, 'Csv content is required.'],
      [
        upload('/api/import/orders', 'text/plain', orders),
        415,
        'Send the request body as application/json, or the file itself as text/csv.',
      ],
    ];
    for (const [pending, status, detail] of expectations) {
      const res = await pending;
      expect(res.statusCode, detail).toBe(status);
      const answer = res.json() as { detail: string };
      if (detail) expect(answer).toEqual({ detail });
      else expect(answer.detail).toMatch(/^Country code must be one of US, /);
    }
  });

  it('keeps the rest of the API on JSON up to 1 MB', async () => {
    const products = await upload('/api/products', 'text/csv', 'name\nMug\n');
    expect(products.statusCode).toBe(415);
    expect(products.json()).toEqual({ detail: 'Send the request body as application/json.' });
  });
});
