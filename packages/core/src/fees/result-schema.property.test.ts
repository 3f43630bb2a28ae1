import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money, orderFieldsArb, rate } from './calculation-arbitraries';
import { calculate, CalculationError } from './calculate';
import { ZCalculationInputSchema, ZCalculationResultSchema } from './schemas';

/** Any calculation a seller could ask for, forward or reverse, with every optional charge in play. */
const requestArb = fc
  .record({
    order: orderFieldsArb(),
    selling_price: money(50_000),
    reverse: fc.option(
      fc.oneof(fc.record({ target_profit: money(10_000) }), fc.record({ target_margin: rate(900) })),
      { nil: undefined },
    ),
  })
  .map(({ order, selling_price, reverse }) =>
    ZCalculationInputSchema.parse({
      ...order,
      selling_price,
      ...(reverse && { ...reverse, mode: 'reverse' }),
    }),
  );

describe('the calculation answer (fast-check)', () => {
  // calc.calculate does not re-parse its answer on every call (api routers/calc.ts); this holds the engine to the
  // schema the API document shows instead: every answer parses, and parsing neither drops nor changes a field.
  it('is exactly what ZCalculationResultSchema describes', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        let result;
        try {
          result = calculate(request);
        } catch (error) {
          // A margin no price reaches is refused in words, not answered.
          if (error instanceof CalculationError) return;
          throw error;
        }
        expect(ZCalculationResultSchema.parse(result)).toStrictEqual(result);
      }),
      { numRuns: 300 },
    );
  });
});
