import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { findCountry } from '../countries/countries';
import { statementAnalysis } from './answer';
import type { TStatementAnswer } from './answer-schema';
import { RECONCILIATION_CSV_COLUMNS, reconciliationCsv } from './export';
import { soldOrderItemsCsv, statementCsv, type GenOrder, type Plant } from './statement-fixture';

const rowsOf = (csv: string) => {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(csv.slice(1).trimEnd(), { newline: '\r\n' }).data;
};

function answerFor(orders: GenOrder[], country: string, plants: Plant[]): TStatementAnswer {
  const currency = findCountry(country)!.currency;
  const result = statementAnalysis(statementCsv(orders, { country, language: 'en', plants }), {
    country,
    statement: { ordersCsv: soldOrderItemsCsv(orders, currency) },
  });
  if (!result.ok) throw new Error(result.reason);
  return result;
}

const ORDER: GenOrder = {
  id: '4101',
  day: 3,
  lines: [{ title: 'Candle', listingId: '9101', price: 1_850, quantity: 1 }],
  shipping: 300,
  tax: 0,
  offsite: false,
};

describe('reconciliationCsv', () => {
  it('writes one row per fee line, amounts in the currency’s decimals and the reason of each difference', () => {
    const answer = answerFor([ORDER], 'GB', [{ kind: 'regulatory_rate', order: 0 }]);
    const [header, ...rows] = rowsOf(reconciliationCsv(answer));
    expect(header).toEqual([...RECONCILIATION_CSV_COLUMNS]);
    expect(rows).toHaveLength(answer.orders[0]!.lines.length);
    const regulatory = rows.find((row) => row[2] === 'regulatory')!;
    const line = answer.orders[0]!.lines.find((l) => l.kind === 'regulatory')!;
    expect(regulatory).toEqual([
      '4101',
      answer.orders[0]!.month,
      'regulatory',
      'GBP',
      line.modelled.toFixed(2),
      line.charged.toFixed(2),
      line.difference.toFixed(2),
      'regulatory_fee',
      'yes',
    ]);
    expect(rows.filter((row) => row[7] === '').every((row) => row[6] === '0.00')).toBe(true);
  });

  it('is the header alone for a statement without orders', () => {
    expect(rowsOf(reconciliationCsv({ currency: 'USD', orders: [] }))).toEqual([
      [...RECONCILIATION_CSV_COLUMNS],
    ]);
  });

  it('carries every line of the answer to the cent, whatever the orders and planted differences', () => {
    const orderArb = (i: number) =>
      fc.record({
        id: fc.constant(String(5_000 + i)),
        day: fc.integer({ min: 1, max: 27 }),
        lines: fc.array(fc.integer({ min: 1, max: 40_000 }), { minLength: 1, maxLength: 3 }).map((prices) =>
          prices.map((price, n) => ({
            title: `Item ${i}-${n}`,
            listingId: `${8_000 + i * 10 + n}`,
            price,
            quantity: 1,
          })),
        ),
        shipping: fc.integer({ min: 0, max: 1_500 }),
        tax: fc.constant(0),
        offsite: fc.boolean(),
      });
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 4 })
          .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => orderArb(i)))),
        fc.constantFrom('US', 'GB', 'DE'),
        fc.constantFrom<Plant['kind']>('regulatory_rate', 'exchange_rate', 'refund_credit'),
        (orders, country, plant) => {
          const answer = answerFor(orders, country, [{ kind: plant, order: 0 }]);
          const rows = rowsOf(reconciliationCsv(answer)).slice(1);
          const lines = answer.orders.flatMap((o) => o.lines.map((l) => ({ id: o.order_id, ...l })));
          expect(rows).toHaveLength(lines.length);
          rows.forEach((row, i) => {
            const line = lines[i]!;
            expect(row[0]).toBe(line.id);
            expect(Number(row[4])).toBeCloseTo(line.modelled, 9);
            expect(Number(row[5])).toBeCloseTo(line.charged, 9);
            expect(Number(row[6])).toBeCloseTo(line.difference, 9);
            expect(row[7]).toBe(line.reason ?? '');
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});
