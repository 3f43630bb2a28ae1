import { describe, expect, it } from 'vitest';
import { parseStatementDate } from './dates';
import { statementAnalysis } from './answer';
import { soldOrderItemsCsv, statementCsv, type GenOrder } from './statement-fixture';

const ORDERS: GenOrder[] = [
  {
    id: '3101',
    day: 10,
    lines: [
      { title: 'Stoneware mug', listingId: '9001', price: 2_500, quantity: 1 },
      { title: 'Tea towel', listingId: '9002', price: 1_200, quantity: 2 },
    ],
    shipping: 450,
    tax: 310,
    offsite: true,
  },
  {
    id: '3102',
    day: 12,
    lines: [{ title: 'Candle', listingId: '9003', price: 1_850, quantity: 1 }],
    shipping: 0,
    tax: 0,
    offsite: false,
  },
];

const run = (statement: string, orders: string | null, country = 'GB') =>
  statementAnalysis(statement, { country, statement: { ordersCsv: orders, vatRegistered: false } });

describe('statement reconciliation', () => {
  it('reconciles the German statement exactly as the English one', () => {
    const items = soldOrderItemsCsv(ORDERS, 'GBP');
    const english = run(statementCsv(ORDERS, { country: 'GB', language: 'en' }), items);
    const german = run(statementCsv(ORDERS, { country: 'GB', language: 'de' }), items);
    if (!english.ok || !german.ok) throw new Error('not reconciled');
    expect(english.summary).toMatchObject({ orders: 2, orders_exact: 2, orders_differing: 0, difference: 0 });
    expect(german.orders).toEqual(english.orders);
    expect(german.summary).toEqual(english.summary);
    // Every fee line the engine models is there: two item lines, shipping, processing, three listings, the ad,
    // the regulatory fee and VAT on the fees.
    const kinds = english.orders.find((o) => o.order_id === '3101')!.lines.map((l) => l.kind);
    expect(kinds).toEqual([
      'transaction',
      'transaction',
      'transaction_shipping',
      'processing',
      'listing',
      'listing',
      'listing',
      'offsite_ads',
      'regulatory',
      'vat_on_fees',
    ]);
  });

  it('says which columns a file that is not a statement lacks', () => {
    const result = run('Date,Type,Title,Amount\nSeptember 1, 2024,Sale,x,$1.00', null);
    expect(result).toEqual({
      ok: false,
      reason: 'This is not a monthly statement: it lacks the Info, Fees & Taxes columns.',
    });
  });

  it('refuses a statement in another currency than the orders file, with a sentence', () => {
    const result = run(
      statementCsv(ORDERS, { country: 'GB', language: 'en' }),
      soldOrderItemsCsv(ORDERS, 'USD'),
    );
    expect(result).toEqual({
      ok: false,
      reason:
        'The statement is in GBP and the orders file in USD: they cannot be compared. Use the orders export of the same shop and period.',
    });
  });

  it('names the row and column it cannot read, and reconciles the rest', () => {
    const statement = statementCsv(ORDERS, { country: 'GB', language: 'en' }).replace(
      'Processing fee,Order #3102,GBP,--,-£0.94',
      'Processing fee,Order #3102,GBP,--,lots',
    );
    const result = run(statement, soldOrderItemsCsv(ORDERS, 'GBP'));
    if (!result.ok) throw new Error(result.reason);
    expect(result.errors).toEqual([
      expect.stringMatching(/^Row \d+, column Fees & Taxes: 'lots' is not an amount of money\.$/),
    ]);
    const candle = result.orders.find((o) => o.order_id === '3102')!;
    expect(candle.lines.find((l) => l.kind === 'processing')).toMatchObject({
      charged: 0,
      reason: 'unexplained',
    });
    expect(result.orders.find((o) => o.order_id === '3101')!.exact).toBe(true);
  });

  it('reads the dates the statement writes in its languages', () => {
    expect(parseStatementDate('September 10, 2024')).toBe('2024-09-10');
    expect(parseStatementDate('10 Sep 2024')).toBe('2024-09-10');
    expect(parseStatementDate('31. Januar 2026')).toBe('2026-01-31');
    expect(parseStatementDate('3 févr. 2025')).toBe('2025-02-03');
    expect(parseStatementDate('10 de septiembre de 2024')).toBe('2024-09-10');
    expect(parseStatementDate('12 maart 2025')).toBe('2025-03-12');
    expect(parseStatementDate('30. Februar 2026')).toBeNull();
  });
});
