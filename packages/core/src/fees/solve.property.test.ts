import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderFieldsArb } from './calculation-arbitraries';
import { linesAtPrice, orderAmountAt, unroundedLines, type OrderLines } from './evaluate';
import { toOrderSpec, type OrderSpec } from './order';
import { ZCalculationInputSchema } from './schemas';
import { marginCeilingPpm, meetsTarget, ROUNDING_BOUND, solvePrice, type PriceTarget } from './solve';

/** Any order a seller could enter, every rule of docs/FEES.md in play. */
const orderArb = (costCents = 5_000) =>
  orderFieldsArb(costCents).map((input) => toOrderSpec(ZCalculationInputSchema.parse(input)));

const MAX_PRICE = 100_000_000;
const profitAt = (spec: OrderSpec, price: number) => linesAtPrice(spec, price).netProfit;

/** The target is met at `price` and at no smaller price (checked one by one over `window` cents below). */
function expectSmallestMeeting(spec: OrderSpec, target: PriceTarget, price: number, window: number) {
  expect(meetsTarget(linesAtPrice(spec, price), target)).toBe(true);
  let smallerMeeting: number | undefined;
  for (let below = price - 1; below >= Math.max(0, price - window) && smallerMeeting === undefined; below--) {
    if (meetsTarget(linesAtPrice(spec, below), target)) smallerMeeting = below;
  }
  expect(smallerMeeting, 'a smaller price also meets the target').toBeUndefined();
}

function everyLine(lines: OrderLines): number[] {
  const { netRevenue: _n, netProfit: _p, ...amounts } = lines;
  return Object.values(amounts);
}

describe('reverse solve (fast-check)', () => {
  it('finds a price that meets the target profit, and one cent less misses it', () => {
    fc.assert(
      fc.property(orderArb(), fc.integer({ min: 0, max: 100_000 }), (spec, profit) => {
        const target: PriceTarget = { kind: 'profit', profit };
        const price = solvePrice(spec, target, MAX_PRICE);
        expect(price).not.toBeNull();
        expectSmallestMeeting(spec, target, price!, 300);
      }),
      { numRuns: 300 },
    );
  });

  it('finds the smallest such price overall, checked against every price from 0', () => {
    fc.assert(
      fc.property(orderArb(2_000), fc.integer({ min: 0, max: 3_000 }), (spec, profit) => {
        const target: PriceTarget = { kind: 'profit', profit };
        const price = solvePrice(spec, target, MAX_PRICE)!;
        if (price > 20_000) return; // keep the brute force short; the windowed property covers the rest
        expectSmallestMeeting(spec, target, price, price);
      }),
      { numRuns: 150 },
    );
  });

  it('finds the smallest price for a target margin, or says no price reaches it', () => {
    fc.assert(
      fc.property(orderArb(), fc.integer({ min: 0, max: 9_000 }), (spec, marginBp) => {
        const target: PriceTarget = { kind: 'margin', marginPpm: marginBp * 100 };
        if (target.marginPpm >= marginCeilingPpm(spec) - 1) return;
        const price = solvePrice(spec, target, MAX_PRICE);
        if (price === null) {
          // Only a margin just under the ceiling can need a price above the maximum.
          expect(marginCeilingPpm(spec) - target.marginPpm).toBeLessThan(20_000);
          return;
        }
        expectSmallestMeeting(spec, target, price, 300);
      }),
      { numRuns: 300 },
    );
  });

  it('solves across the offsite-ads cap', () => {
    const expensive = orderArb(100_000).filter((spec) => spec.offsiteAdsPpm > 0);
    fc.assert(
      fc.property(expensive, fc.integer({ min: 0, max: 500_000 }), (spec, profit) => {
        const target: PriceTarget = { kind: 'profit', profit };
        const price = solvePrice(spec, target, MAX_PRICE)!;
        expectSmallestMeeting(spec, target, price, 300);
      }),
      { numRuns: 200 },
    );
  });

  it('gives a break-even price whose profit is >= 0, while one cent less loses money', () => {
    fc.assert(
      fc.property(orderArb(), (spec) => {
        const price = solvePrice(spec, { kind: 'profit', profit: 0 }, MAX_PRICE);
        if (spec.itemsFactor === 0) return; // a 100% discount: no price changes anything
        expect(profitAt(spec, price!)).toBeGreaterThanOrEqual(0);
        if (price! > 0) expect(profitAt(spec, price! - 1)).toBeLessThan(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('forward calculation (fast-check)', () => {
  it('never produces a negative fee, tax or revenue line', () => {
    fc.assert(
      fc.property(orderArb(), fc.integer({ min: 0, max: 10_000_000 }), (spec, price) => {
        for (const amount of everyLine(linesAtPrice(spec, price))) expect(amount).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('stays within ROUNDING_BOUND of the unrounded calculation (what the solver relies on)', () => {
    fc.assert(
      fc.property(orderArb(), fc.integer({ min: 0, max: 10_000_000 }), (spec, price) => {
        const amount = orderAmountAt(spec, price);
        const rounded = linesAtPrice(spec, price);
        const exact = unroundedLines(spec, amount);
        expect(Math.abs(rounded.netProfit - exact.netProfit)).toBeLessThanOrEqual(ROUNDING_BOUND);
        expect(Math.abs(rounded.marginBase - exact.marginBase)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 1_000 },
    );
  });

  it('never lowers profit when the price rises: exactly before rounding, and past the rounding after it', () => {
    fc.assert(
      fc.property(
        orderArb(),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (spec, price, rise) => {
          const low = unroundedLines(spec, orderAmountAt(spec, price)).netProfit;
          const high = unroundedLines(spec, orderAmountAt(spec, price + rise)).netProfit;
          expect(high).toBeGreaterThanOrEqual(low - 1e-6);
          // Per-line rounding can cost a cent on a one-cent rise (see the example below); once the straight-line
          // profit has risen by twice the rounding bound, the rounded profit cannot have fallen.
          if (high - low >= 2 * ROUNDING_BOUND) {
            expect(profitAt(spec, price + rise)).toBeGreaterThanOrEqual(profitAt(spec, price));
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('can lose a cent on a one-cent rise when several lines round up together (why the solver checks each cent)', () => {
    // US, offsite ads, product 5.00, shipping 4.00. At 10.16: order 14.16, transaction 0.9204 -> 0.92,
    // processing 0.4248 -> 0.42 + 0.25, offsite 2.124 -> 2.12, fees 3.91, profit 1.25. At 10.17: order 14.17,
    // transaction 0.92105 -> 0.92, processing 0.4251 -> 0.43 + 0.25, offsite 2.1255 -> 2.13, fees 3.93, profit 1.24.
    const spec = toOrderSpec(
      ZCalculationInputSchema.parse({ has_offsite_ads: true, product_cost: 5, shipping_cost: 4 }),
    );
    expect(profitAt(spec, 1016)).toBe(125);
    expect(profitAt(spec, 1017)).toBe(124);
    expect(solvePrice(spec, { kind: 'profit', profit: 125 }, MAX_PRICE)).toBe(1016);
  });
});
