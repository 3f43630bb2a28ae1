import {
  LINE_KINDS,
  REASONS,
  statementAnalysis,
  statementOptions,
  STATEMENT_MESSAGE_KEYS,
  ZStatementAnswerSchema,
  ZStatementImportSchema,
} from '@margin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, startTestServer, type RestClient, type TestServer } from '../test-support';

let server: TestServer;
let call: RestClient['call'];
let trialToken: RestClient['trialToken'];
beforeAll(async () => {
  // In process: this suite is about the answer's shape and figures; the worker pool has its own tests.
  server = await startTestServer({ TRUST_PROXY_HOPS: '1', CSV_ANALYSIS_WORKERS: '0' });
  ({ call, trialToken } = restClient(server, '198.51.101'));
});
afterAll(async () => {
  await server.close();
});

// A UK shop's September: order 3101 (mug 25.00 + towel 2 x 12.00, shipping 4.50), order 3102 (candle 18.50), and a
// fee for an order of August. 3101's figures: transaction 1.63 + 1.56 + 0.29 (0.2925), processing 4% of 53.50 =
// 2.14 + 0.20 = 2.34, listing 3 x 0.15 (0.20 USD at 0.743208), regulatory 0.32% of 53.50 = 0.17 (0.1712).
const STATEMENT = [
  'Date,Type,Title,Info,Currency,Amount,Fees & Taxes,Net,Tax Details',
  'September 10 2024,Sale,Payment for Order #3101,Order #3101,GBP,£53.50,--,£53.50,',
  'September 10 2024,Fee,Transaction fee: Stoneware mug,Order #3101,GBP,--,-£1.63,-£1.63,',
  'September 10 2024,Fee,Transaction fee: Tea towel,Order #3101,GBP,--,-£1.56,-£1.56,',
  'September 10 2024,Fee,Transaction fee: Shipping,Order #3101,GBP,--,-£0.29,-£0.29,',
  'September 10 2024,Fee,Processing fee,Order #3101,GBP,--,-£2.34,-£2.34,',
  'September 10 2024,Fee,Auto-renew sold,Listing #9001,GBP,--,-£0.15,-£0.15,',
  'September 10 2024,Fee,Auto-renew sold,Listing #9002,GBP,--,-£0.15,-£0.15,',
  'September 10 2024,Fee,Auto-renew sold,Listing #9002,GBP,--,-£0.16,-£0.16,',
  'September 10 2024,Fee,Regulatory operating fee,Order #3101,GBP,--,-£0.17,-£0.17,',
  'September 12 2024,Sale,Payment for Order #3102,Order #3102,GBP,£18.50,--,£18.50,',
  'September 12 2024,Fee,Transaction fee: Candle,Order #3102,GBP,--,-£1.20,-£1.20,',
  'September 12 2024,Fee,Processing fee,Order #3102,GBP,--,-£0.94,-£0.94,',
  'September 12 2024,Fee,Auto-renew sold,Listing #9003,GBP,--,-£0.15,-£0.15,',
  'September 12 2024,Fee,Regulatory operating fee,Order #3102,GBP,--,-£0.06,-£0.06,',
  'September 2 2024,Fee,Processing fee,Order #2999,GBP,--,-£0.80,-£0.80,',
  'September 28 2024,Deposit,Deposit to your bank account,,GBP,--,-£60.00,-£60.00,',
].join('\n');

const ORDERS = [
  'Sale Date,Item Name,Buyer,Quantity,Price,Discount Amount,Shipping Discount,Order Shipping,Order Sales Tax,Item Total,Currency,Listing ID,Order ID',
  '09/10/24,Stoneware mug,b,1,25.00,0,0,4.50,0,25.00,GBP,9001,3101',
  '09/10/24,Tea towel,b,2,12.00,0,0,4.50,0,24.00,GBP,9002,3101',
  '09/12/24,Candle,c,1,18.50,0,0,0,0,18.50,GBP,9003,3102',
].join('\n');

describe('POST /api/import/statement', { timeout: 120_000 }, () => {
  it('answers what the core answers for the same files, to the cent, in the issue shape', async () => {
    const token = await trialToken('statement@example.com');
    const body = { statement_csv: STATEMENT, orders_csv: ORDERS, country_code: 'GB', vat_registered: true };
    const res = await call('POST', '/api/import/statement', { token, body });
    expect(res.statusCode).toBe(200);
    const answer = res.json<Record<string, unknown>>();
    const { ok: _ok, ...core } = statementAnalysis(
      body.statement_csv,
      statementOptions(ZStatementImportSchema.parse(body)),
    ) as { ok: true } & Record<string, unknown>;
    expect(answer).toEqual(core);
    // Every field the answer carries is one the API document describes.
    expect(ZStatementAnswerSchema.strict().safeParse(answer).error).toBeUndefined();
    expect(Object.keys(answer)).toEqual(
      expect.arrayContaining(['orders', 'summary', 'other', 'deposits', 'warnings', 'errors']),
    );
    expect(answer.summary).toMatchObject({ orders: 2, orders_differing: 1, difference: 0.01 });
    // The second listing of the towel was converted at another day's rate: a cent more than the table gives.
    const mug = (
      answer.orders as { order_id: string; lines: { kind: string; reason: string | null }[] }[]
    ).find((o) => o.order_id === '3101')!;
    expect(mug.lines.filter((l) => l.reason !== null)).toEqual([
      {
        kind: 'listing',
        modelled: 0.15,
        charged: 0.16,
        difference: 0.01,
        reason: 'exchange_rate',
        modelled_from_files: true,
      },
    ]);
    expect(answer.other).toEqual([
      {
        row: 16,
        date: '2024-09-02',
        title: 'Processing fee',
        kind: 'processing',
        amount: 0.8,
        reason: 'other_month',
      },
    ]);
  });

  it('says what a file that is not a statement lacks, and keeps the tool to trial and Pro sellers', async () => {
    const token = await trialToken('statement-bad@example.com');
    const bad = await call('POST', '/api/import/statement', {
      token,
      body: { statement_csv: 'Date,Type,Title\n1,2,3', country_code: 'GB' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ detail: string }>().detail).toBe(
      'This is not a monthly statement: it lacks the Info, Amount, Fees & Taxes columns.',
    );
    const anonymous = await call('POST', '/api/import/statement', { body: { statement_csv: STATEMENT } });
    expect(anonymous.statusCode).toBe(401);
  });
});

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: string[];
  anyOf?: JsonSchema[];
}

/** The schema at `path` ('orders[]' steps into an array's items); a missing step fails with its name. */
function at(schema: JsonSchema, path: string): JsonSchema {
  return path.split('.').reduce((current, step) => {
    const name = step.replace(/\[\]$/, '');
    let next = current.properties?.[name];
    if (next && step.endsWith('[]')) next = next.items;
    if (!next) throw new Error(`The schema has no ${step} in ${path}`);
    return next;
  }, schema);
}

describe('the reconciliation in the OpenAPI document', () => {
  const answerOf = async (path: string) => {
    const doc = (await call('GET', '/api/openapi.json')).json<{
      paths: Record<
        string,
        { post: { responses: Record<string, { content: Record<string, { schema: JsonSchema }> }> } }
      >;
    }>();
    return doc.paths[path]!.post.responses['200']!.content['application/json']!.schema;
  };

  it.each(['/api/import/statement', '/api/etsy/reconcile'])(
    'describes the answer of %s: orders with their lines, kinds and reasons as enums, and the totals',
    async (path) => {
      const answer = await answerOf(path);
      expect(answer.required).toEqual(
        expect.arrayContaining(['currency', 'orders', 'summary', 'other', 'deposits', 'warnings', 'errors']),
      );
      const line = at(answer, 'orders[].lines[]');
      expect(at(line, 'kind').enum).toEqual([...LINE_KINDS]);
      expect(at(line, 'reason').anyOf?.[0]?.enum).toEqual([...REASONS]);
      expect(Object.keys(at(answer, 'summary.by_reason').properties ?? {})).toEqual([...REASONS]);
      expect(at(answer, 'other[].kind').enum).toEqual([...LINE_KINDS]);
      expect(at(answer, 'deposits').required).toEqual(
        expect.arrayContaining(['payouts', 'total', 'money_in', 'money_out', 'balance_change']),
      );
      expect(answer.properties?.ok).toBeUndefined();
    },
  );

  it('adds the month, the shop, the time of the reads and the warnings’ messages to the shop’s answer', async () => {
    const answer = await answerOf('/api/etsy/reconcile');
    expect(answer.required).toEqual(
      expect.arrayContaining(['month', 'shop_name', 'fetched_at', 'expires_at', 'warning_messages']),
    );
    const message = answer.properties!.warning_messages!.items!.anyOf![0]!;
    expect(message.required).toEqual(['key', 'args']);
    expect(at(message, 'key').enum).toEqual([...STATEMENT_MESSAGE_KEYS]);
    expect(at(message, 'key').enum).toContain('unreadPayments');
    const statement = await answerOf('/api/import/statement');
    expect(statement.properties?.shop_name).toBeUndefined();
    expect(statement.properties?.warning_messages).toBeUndefined();
  });
});
