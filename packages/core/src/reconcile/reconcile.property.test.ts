import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCountry } from '../countries/countries';
import { reconciliationAnswer } from './answer';
import { ZStatementAnswerSchema } from './answer-schema';
import { reconcile } from './reconcile';
import { ordersArb } from './order-arbitraries';
import { soldOrderItemsCsv, statementCsv, type GenOrder, type Plant } from './statement-fixture';

const settingsArb = fc.record({
  country: fc.constantFrom('US', 'GB', 'DE', 'FR'),
  language: fc.constantFrom('en' as const, 'de' as const),
  vatRegistered: fc.boolean(),
  withOrdersFile: fc.boolean(),
});

interface Settings {
  country: string;
  language: 'en' | 'de';
  vatRegistered: boolean;
  withOrdersFile: boolean;
}

function run(orders: GenOrder[], s: Settings, plants: Plant[] = []) {
  const currency = findCountry(s.country)!.currency;
  return reconcile({
    statementCsv: statementCsv(orders, {
      country: s.country,
      language: s.language,
      plants,
      vatRegistered: s.vatRegistered,
    }),
    ordersCsv: s.withOrdersFile ? soldOrderItemsCsv(orders, currency) : null,
    country: s.country,
    vatRegistered: s.vatRegistered,
  });
}

// Generous timeouts: a run is a few seconds, and the machine it runs on may be busy.
describe('reconciliation of statements written from the engine (fast-check)', { timeout: 60_000 }, () => {
  it('finds every order exact, in English and German, with and without the orders file', () => {
    fc.assert(
      fc.property(ordersArb, settingsArb, (orders, settings) => {
        const result = run(orders, settings);
        expect(result.errors).toEqual([]);
        expect(result.orders).toHaveLength(orders.length);
        for (const order of result.orders) {
          for (const line of order.lines) expect(line.difference, `${order.orderId} ${line.kind}`).toBe(0);
        }
        expect(result.period.ordersExact).toBe(orders.length);
        expect(result.period.difference).toBe(0);
        // Without the orders file a listing fee names a listing but no order: it is reported as charged, apart.
        if (settings.withOrdersFile) expect(result.other).toEqual([]);
        else for (const row of result.other) expect([row.kind, row.reason]).toEqual(['listing', null]);
        // What was paid out is what came in less what went out.
        const paid = result.period.deposits.reduce((s, d) => s + d.amount, 0);
        expect(paid).toBe(Math.max(0, result.period.moneyIn - result.period.moneyOut));
      }),
      { numRuns: 80 },
    );
  });

  it('gives each planted difference its reason', () => {
    fc.assert(
      fc.property(
        ordersArb,
        settingsArb,
        fc.constantFrom<Plant['kind']>(
          'regulatory_rate',
          'exchange_rate',
          'refund_credit',
          'missing_order',
          'processing_fee',
        ),
        (orders, settings, kind) => {
          const country = findCountry(settings.country)!;
          // The regulatory fee is planted where there is one; the day's rate where the fee is converted.
          fc.pre(kind !== 'regulatory_rate' || settings.country === 'GB' || settings.country === 'FR');
          fc.pre(kind !== 'exchange_rate' || (country.currency !== 'USD' && settings.withOrdersFile));
          const result = run(orders, settings, [{ kind, order: 0 }]);
          const id = orders[0]!.id;
          if (kind === 'missing_order') {
            expect(result.orders.some((o) => o.orderId === id)).toBe(false);
            expect(result.other.filter((row) => row.reason === 'other_month').length).toBeGreaterThan(0);
            expect(result.period.byReason.other_month).toBeGreaterThan(0);
            return;
          }
          const expected = {
            regulatory_rate: 'regulatory_fee',
            exchange_rate: 'exchange_rate',
            refund_credit: 'refund_credit',
            processing_fee: 'unexplained',
          }[kind];
          const order = result.orders.find((o) => o.orderId === id)!;
          const differing = order.lines.filter((line) => line.difference !== 0);
          expect(differing.length).toBeGreaterThan(0);
          for (const line of differing) expect(line.reason).toBe(expected);
          // The others stay exact, and the orders that differ come first.
          for (const other of result.orders.filter((o) => o.orderId !== id)) {
            expect(other.lines.every((line) => line.difference === 0)).toBe(true);
          }
          expect(result.orders[0]!.orderId).toBe(id);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('answers in exactly the shape the API document describes, whatever the statement holds', () => {
    const strict = ZStatementAnswerSchema.strict();
    fc.assert(
      fc.property(
        ordersArb,
        settingsArb,
        fc.subarray<Plant['kind']>(['regulatory_rate', 'refund_credit', 'missing_order', 'processing_fee']),
        (orders, settings, kinds) => {
          const result = run(
            orders,
            settings,
            kinds.map((kind) => ({ kind, order: 0 })),
          );
          expect(strict.safeParse(reconciliationAnswer(result)).error).toBeUndefined();
        },
      ),
      { numRuns: 40 },
    );
  });
});
