import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseStatementDate } from './dates';
import { rowRole, rowRoles } from './statement';
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

  it('reads a fee by its own name, whatever words the seller put in the item title', () => {
    // An item's title is free text: a transaction fee on 'Credit card wallet' is not a fee credit.
    const items: GenOrder[] = [
      {
        ...ORDERS[0]!,
        lines: [
          { title: 'Credit card wallet', listingId: '9001', price: 2_500, quantity: 1 },
          { title: 'VAT of honey: regulatory size', listingId: '9002', price: 1_200, quantity: 2 },
        ],
      },
    ];
    const result = run(
      statementCsv(items, { country: 'GB', language: 'en' }),
      soldOrderItemsCsv(items, 'GBP'),
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.summary).toMatchObject({ orders: 1, orders_exact: 1, difference: 0 });
    expect(result.orders[0]!.lines.filter((l) => l.kind === 'transaction')).toHaveLength(2);
    expect(result.other).toEqual([]);
  });

  it('reads a German listing fee under either of its names', () => {
    for (const title of ['Angebotsgebühr', 'Einstellgebühr', 'Einstellgebühren']) {
      expect(rowRole('Gebühr', title, false)).toEqual({ kind: 'fee', line: 'listing' });
    }
  });

  it('reads a statement of many pieces as one: a month of 3,000 orders reconciles exactly', () => {
    const month: GenOrder[] = Array.from({ length: 3_000 }, (_, o) => ({
      id: String(5_000_000 + o),
      day: 1 + (o % 28),
      lines: [
        { title: `Item ${o}`, listingId: String(70_000 + o), price: 500 + ((o * 37) % 4_000), quantity: 1 },
      ],
      shipping: o % 3 === 0 ? 0 : 300,
      tax: 0,
      offsite: o % 10 === 0,
    }));
    const statement = statementCsv(month, { country: 'GB', language: 'en' });
    expect(statement.length).toBeGreaterThan(2 * 256 * 1024);
    const result = run(statement, soldOrderItemsCsv(month, 'GBP'));
    if (!result.ok) throw new Error(result.reason);
    expect(result.summary).toMatchObject({ orders: 3_000, orders_exact: 3_000, difference: 0 });
    expect(result.errors).toEqual([]);
  });

  it('gives each row the same role whether its kind was worked out before or not', () => {
    const types = ['Fee', 'VAT', 'Tax', 'Marketing', 'Sale', 'Gebühr', 'USt.', 'Refund', 'Other'];
    const names = [
      'Transaction fee',
      'Processing fee',
      'Credit for transaction fee',
      'VAT',
      'Regulatory operating fee',
      'Auto-renew sold',
      'Fee for sale made through Offsite Ads',
      'Sales tax paid by buyer',
      'Transaktionsgebühr',
    ];
    const items = ['', 'Shipping', 'Versand', 'Gift wrap', 'Credit card wallet', 'VAT honey', 'Mug'];
    const row = fc.record({
      type: fc.constantFrom(...types),
      name: fc.constantFrom(...names),
      item: fc.constantFrom(...items),
      hasOrder: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        const cached = rowRoles();
        for (const { type, name, item, hasOrder } of rows) {
          const title = item === '' ? name : `${name}: ${item}`;
          expect(cached(type, title, hasOrder)).toEqual(rowRole(type, title, hasOrder));
        }
      }),
    );
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
