import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../countries/countries';
import { calculate, CalculationError } from './calculate';
import { ZCalculationInputSchema, ZCalculationResultSchema } from './schemas';

const money = (maxCents: number) => fc.integer({ min: 0, max: maxCents }).map((c) => c / 100);
const rate = (maxTenths: number) => fc.integer({ min: 0, max: maxTenths }).map((t) => t / 10);

/** Any calculation a seller could ask for, forward or reverse, with every optional charge in play. */
const requestArb = fc
  .record({
    country: fc.constantFrom(...COUNTRIES.map((c) => c.code)),
    selling_price: money(50_000),
    product_cost: money(5_000),
    shipping_cost: money(3_000),
    marketing_ads_cost: money(2_000),
    quantity: fc.integer({ min: 1, max: 12 }),
    discount_rate: rate(900),
    free_shipping: fc.boolean(),
    vat_rate: rate(250),
    vat_included: fc.boolean(),
    has_offsite_ads: fc.boolean(),
    regulatory_fee_rate: fc.option(rate(10), { nil: undefined }),
    currency_conversion_rate: fc.option(rate(25), { nil: undefined }),
    reverse: fc.option(
      fc.oneof(fc.record({ target_profit: money(10_000) }), fc.record({ target_margin: rate(900) })),
      {
        nil: undefined,
      },
    ),
  })
  .map(({ reverse, ...input }) =>
    ZCalculationInputSchema.parse(reverse ? { ...input, ...reverse, mode: 'reverse' } : input),
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
