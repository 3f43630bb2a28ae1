import { describe, expect, it } from 'vitest';
import { reconcile } from '../reconcile/reconcile';
import { statementCsv } from '../reconcile/statement-fixture';
import type { CsvReadProblem } from '../csv/read-problems';
import { analyseListings } from './bulk-prices';
import { analyseOrders } from './orders';
import { auditPricing } from './pricing-audit';
import { ENGLISH_CSV_WORDS, type CsvWords } from './words';

const AUDIT = [
  'listing_title,current_price,quantity,base_cost',
  'Beeswax candle,9.00,40,8.00',
  'Tea cup,12.5.0,3,2.00',
  'Saucer,40.00,5,',
].join('\n');

const ORDERS = [
  'order_id,order_date,item_title,quantity,item_price,cost_per_item',
  '7001,2026-03-14,Clay mug,2,1200.00,6.00',
  '7002,2026-03-15,Clay bowl,1,10.00,',
  '7003,13/45/26,Clay plate,1,30.00,5.00',
  '7001,2026-03-20,Clay mug,1,-20.00,',
].join('\n');

/** A quoted title closed too early, and an orders file whose last quote is never closed. */
const BROKEN_LISTINGS = 'title,sku,current_price,quantity\nMug,M1,28.00,1\n"Tote"x,T,12.00,1\n';
const BROKEN_ORDERS = [
  'order_id,order_date,item_title,quantity,item_price',
  '7001,2026-03-14,Clay mug,2,12.00',
  '7002,2026-03-14,"Clay,1,10.00',
].join('\n');

/** German, as the seller app words the reader's problems. */
const GERMAN_READ_PROBLEM = (problem: CsvReadProblem) =>
  problem.code === 'unterminated_quote'
    ? `Datensatz ${problem.record}: Ein Feld in Anführungszeichen wird nicht geschlossen.`
    : problem.code === 'malformed_quote'
      ? `Datensatz ${problem.record}: Nach dem schließenden Anführungszeichen eines Felds steht noch etwas.`
      : problem.code;

const ok = <T extends { ok: boolean }>(result: T) => {
  if (!result.ok) throw new Error('expected an answer');
  return result as Extract<T, { ok: true }>;
};

describe('the CSV tools’ sentences by default', () => {
  it('are the API’s English, word for word', () => {
    const audit = ok(auditPricing(AUDIT, { country: 'US', defaultCostPerItem: 5 }));
    expect(audit.errors).toEqual(["Row 3, column 'current_price': '12.5.0' is not an amount of money."]);
    expect(audit.warnings).toEqual([
      '1 listing uses the default cost per item: the file gives no cost and no saved product matches by SKU or title.',
    ]);
    expect(audit.listings[0]!.recommendations).toEqual([
      'Each sale loses $0.31. Raise the price to at least $9.34 to break even, or $12.91 for a 25% margin.',
    ]);
    expect(audit.listings[1]!.recommendations).toContain(
      'The cost is the default cost per item: enter the real cost for an exact margin.',
    );

    const orders = ok(analyseOrders(ORDERS, { country: 'US', defaultCostPerItem: 5 }));
    expect(orders.errors).toEqual([
      "Row 4, column 'order_date': '13/45/26' is not a date on the calendar (month first: MM/DD/YY).",
    ]);
    expect(orders.warnings).toEqual([
      '1 item line uses the default cost per item: the file gives no cost and no saved product matches by SKU or title.',
    ]);
    expect(orders.recommendations).toContain('1 of 2 item lines are below your 40% target margin.');
    expect(orders.recommendations).toContain(
      "1 refund or adjustment gave back $20.00: each lowers its order's revenue and is charged no fees or costs. The marketplace credits part of its fees on a refund; those credits appear on your statement.",
    );
  });

  it('say the statement’s errors and warnings in English', () => {
    const statement = [
      statementCsv(
        [
          {
            id: '3101',
            day: 4,
            lines: [{ title: 'Mug', listingId: '9001', price: 2_500, quantity: 1 }],
            shipping: 0,
            tax: 0,
            offsite: false,
          },
        ],
        { country: 'GB', language: 'en' },
      ),
      'September 30 2024,Mystery,Something,,GBP,--,-£1.00,-£1.00,',
      'not a date,Fee,Processing fee,Order #3101,GBP,--,-£0.10,-£0.10,',
    ].join('\n');
    const result = reconcile({ statementCsv: statement, country: 'GB' });
    expect(result.errors).toEqual([
      expect.stringMatching(/^Row \d+, column Date: 'not a date' is not a date\.$/),
    ]);
    expect(result.warnings).toContainEqual(
      expect.stringMatching(
        /^Row \d+: 'Something' is not a kind of row Margin knows; it is counted in the deposits only\.$/,
      ),
    );
    expect(reconcile({ statementCsv: 'a,b\n1,2', country: 'GB' }).refused).toBe(
      'This is not a monthly statement: it has no Date, Type, Title, Info, Amount, Fees & Taxes columns.',
    );
  });

  it('say the file’s quoting problems in papaparse’s English, word for word', () => {
    expect(ok(analyseListings(BROKEN_LISTINGS, { country: 'US' })).warnings.slice(0, 2)).toEqual([
      'Record 3: Trailing quote on quoted field is malformed.',
      'Record 3: Quoted field unterminated.',
    ]);
    expect(ok(analyseOrders(BROKEN_ORDERS, { country: 'US' })).warnings[0]).toBe(
      'Record 3: Quoted field unterminated.',
    );
    const statement = `${statementCsv([], { country: 'US', language: 'en' })}\n"Unclosed,Fee`;
    expect(reconcile({ statementCsv: statement, country: 'US' }).warnings).toContainEqual(
      expect.stringMatching(/^Record \d+: Quoted field unterminated\.$/),
    );
  });

  it('say the file’s quoting problems in the words given', () => {
    const words: CsvWords = {
      ...ENGLISH_CSV_WORDS,
      locale: 'de',
      file: { ...ENGLISH_CSV_WORDS.file, readProblem: GERMAN_READ_PROBLEM },
    };
    expect(ok(analyseListings(BROKEN_LISTINGS, { country: 'US' }, words)).warnings.slice(0, 2)).toEqual([
      'Datensatz 3: Nach dem schließenden Anführungszeichen eines Felds steht noch etwas.',
      'Datensatz 3: Ein Feld in Anführungszeichen wird nicht geschlossen.',
    ]);
    expect(ok(analyseOrders(BROKEN_ORDERS, { country: 'US' }, words)).warnings[0]).toBe(
      'Datensatz 3: Ein Feld in Anführungszeichen wird nicht geschlossen.',
    );
    const statement = `${statementCsv([], { country: 'US', language: 'en' })}\n"Unclosed,Fee`;
    expect(reconcile({ statementCsv: statement, country: 'US' }, words).warnings).toContainEqual(
      expect.stringMatching(/^Datensatz \d+: Ein Feld in Anführungszeichen wird nicht geschlossen\.$/),
    );
  });

  it('come from the words given, with figures in their language', () => {
    const words: CsvWords = {
      ...ENGLISH_CSV_WORDS,
      locale: 'de',
      rows: { ...ENGLISH_CSV_WORDS.rows, cell: (row, column, problem) => `${row}|${column}|${problem}` },
      audit: { ...ENGLISH_CSV_WORDS.audit, loses: (loss) => `loses ${loss}` },
    };
    const audit = ok(auditPricing(AUDIT, { country: 'US', defaultCostPerItem: 5 }, words));
    expect(audit.errors).toEqual(["3|current_price|'12.5.0' is not an amount of money"]);
    expect(audit.listings[0]!.recommendations).toEqual(['loses 0,31\u00a0$']);
  });
});
