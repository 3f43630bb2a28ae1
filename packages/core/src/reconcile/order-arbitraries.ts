// Orders of a month for the reconciliation's property tests, statement and ledger alike (test code only: nothing in the app
// imports this).
import fc from 'fast-check';
import type { GenOrder } from './statement-fixture';

const orderArb = (id: number): fc.Arbitrary<GenOrder> =>
  fc.record({
    id: fc.constant(String(3_000_000_000 + id)),
    day: fc.integer({ min: 1, max: 27 }),
    lines: fc
      .array(
        fc.record({
          price: fc.integer({ min: 1, max: 50_000 }),
          quantity: fc.integer({ min: 1, max: 3 }),
        }),
        { minLength: 1, maxLength: 3 },
      )
      .map((lines) =>
        lines.map((line, i) => ({
          ...line,
          title: `Item ${id}-${i}`,
          listingId: String(900_000 + id * 10 + i),
        })),
      ),
    shipping: fc.integer({ min: 0, max: 2_000 }),
    tax: fc.integer({ min: 0, max: 3_000 }),
    offsite: fc.boolean(),
  });

/** One to six orders of the month, their ids and listings distinct. */
export const ordersArb = fc
  .integer({ min: 1, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => orderArb(i))));
