import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../countries/countries';
import { calculate } from '../fees/calculate';
import type { TCalculationRequest } from '../fees/schemas';
import {
  BUNDLE_DISCOUNT,
  BUNDLE_SIZE_DEFAULT,
  BUNDLE_SIZES,
  bundlePricing,
  bundleRequest,
  OPTIMAL_MARGIN,
  optimalPrice,
  PRICE_SUGGESTION_FEE_PERCENT,
  PRICE_SUGGESTION_MULTIPLIERS,
  priceSuggestions,
  SALE_DISCOUNT,
  salePlanner,
  SUGGESTED_MARGIN_DEFAULT,
  suggestedPrice,
} from './helpers';

const PPM = 1_000_000n;
/** Independent references in BigInt, so the properties do not check the helpers with themselves. */
const halfUp = (a: bigint, b: bigint, c: bigint) => (2n * a * b + c) / (2n * c);
const cents = (major: number) => Math.round(major * 100);
const request = (fields: Partial<TCalculationRequest>): TCalculationRequest => ({
  mode: 'forward',
  country: 'US',
  ...fields,
});
const centAmount = (max = 10_000_000) => fc.integer({ min: 1, max });

describe('suggestedPrice', () => {
  // cost = 10 + 2 + 3 + 1 + 0.50 = 16.50 = 1650 cents
  const costs = {
    product_cost: 10,
    printing_cost: 2,
    shipping_cost: 3,
    packaging_cost: 1,
    additional_costs: 0.5,
  };

  it('divides the total cost by 1 - margin, half-up to the cent', () => {
    // 1650 / 0.70 = 2357.142.. -> 2357
    expect(suggestedPrice(costs, 30)).toBe(23.57);
    // 1650 / 0.60 = 2750
    expect(suggestedPrice(costs, 40)).toBe(27.5);
    // 1650 / 1 = 1650: margin 0 is the cost itself, not below it
    expect(suggestedPrice(costs, 0)).toBe(16.5);
    // 1650 / 0.0501 = 32934.13.. -> 32934, far under 100 x cost
    expect(suggestedPrice(costs, 94.99)).toBe(329.34);
    // 1 cent / 0.40 = 2.5 cents: the tie goes up to 3
    expect(suggestedPrice({ product_cost: 0.01 }, 60)).toBe(0.03);
  });

  it('doubles the cost from a margin of 95', () => {
    // 2 x 1650 = 3300
    expect(suggestedPrice(costs, 95)).toBe(33);
    expect(suggestedPrice(costs, 99.5)).toBe(33);
    expect(suggestedPrice(costs, 100)).toBe(33);
    expect(suggestedPrice(costs, 250)).toBe(33);
  });

  it('falls back to 1.5 x cost when the result is below the cost (negative margin)', () => {
    // 1650 / 1.10 = 1500 < 1650 -> 1.5 x 1650 = 2475
    expect(suggestedPrice(costs, -10)).toBe(24.75);
    // 1.5 x 35 cents = 52.5 -> 53 (a float 0.35 * 1.5 = 0.5249999.. would round to 0.52)
    expect(suggestedPrice({ product_cost: 0.35 }, -1)).toBe(0.53);
    expect(suggestedPrice(costs, -1e308)).toBe(24.75);
  });

  it('counts an invalid margin as 30', () => {
    for (const margin of [NaN, undefined, null, Infinity, -Infinity]) {
      expect(suggestedPrice(costs, margin)).toBe(23.57);
    }
    expect(suggestedPrice(costs)).toBe(suggestedPrice(costs, SUGGESTED_MARGIN_DEFAULT));
  });

  it('counts missing, empty, invalid and negative costs as 0', () => {
    expect(suggestedPrice({}, 30)).toBe(0);
    expect(suggestedPrice({}, 95)).toBe(0);
    expect(suggestedPrice({}, -10)).toBe(0);
    // only the 10.00 counts: 1000 / 0.70 = 1428.57.. -> 1429
    expect(
      suggestedPrice(
        {
          product_cost: 10,
          printing_cost: null,
          shipping_cost: undefined,
          packaging_cost: NaN,
          additional_costs: -5,
        },
        30,
      ),
    ).toBe(14.29);
  });

  it('adds the costs in cents, not floats', () => {
    // 0.10 + 0.20 = 30 cents exactly; 30 / 0.60 = 50
    expect(suggestedPrice({ product_cost: 0.1, printing_cost: 0.2 }, 40)).toBe(0.5);
  });

  it('is the half-up quotient, between the cost and 20 x cost, for a margin in [0, 95)', () => {
    fc.assert(
      fc.property(centAmount(), fc.integer({ min: 0, max: 9499 }), (costCents, marginHundredths) => {
        const margin = marginHundredths / 100;
        const price = BigInt(cents(suggestedPrice({ product_cost: costCents / 100 }, margin)));
        const cost = BigInt(costCents);
        const expected = halfUp(cost, PPM, PPM - BigInt(marginHundredths) * 100n);
        expect(price).toBe(expected);
        expect(price >= cost).toBe(true);
        expect(price <= 20n * cost).toBe(true);
      }),
    );
  });

  it('is 2 x cost from 95 and 1.5 x cost (half-up) below 0', () => {
    fc.assert(
      fc.property(centAmount(), fc.double({ min: 95, max: 1e6, noNaN: true }), (costCents, margin) => {
        expect(cents(suggestedPrice({ packaging_cost: costCents / 100 }, margin))).toBe(2 * costCents);
      }),
    );
    fc.assert(
      fc.property(centAmount(), fc.double({ min: -1e6, max: -1e-6, noNaN: true }), (costCents, margin) => {
        const expected = halfUp(BigInt(costCents), 3n, 2n);
        expect(BigInt(cents(suggestedPrice({ shipping_cost: costCents / 100 }, margin)))).toBe(expected);
      }),
    );
  });
});

describe('optimalPrice', () => {
  it('exports the margin slider', () => {
    expect(OPTIMAL_MARGIN).toEqual({ min: 10, max: 80, step: 5, default: 40 });
  });

  it('prices one US item for the margin', () => {
    // US: listing 0.20, transaction 6.5%, processing 3% + 0.25.
    // (10.00 + 0.20 + 0.25) / (1 - (0.065 + 0.03 + 0.40)) = 10.45 / 0.505 = 20.693.. -> 20.69
    const req = request({ product_cost: 10 });
    expect(optimalPrice(req, 40)).toBe(20.69);
    // 10.45 / 0.805 = 12.981.. -> 12.98
    expect(optimalPrice(req, 10)).toBe(12.98);
    // 10.45 / 0.105 = 99.523.. -> 99.52
    expect(optimalPrice(req, 80)).toBe(99.52);
    // At 20.69 calculate() finds fees 0.20 + 1.34 + 0.87 = 2.41, profit 20.69 - 2.41 - 10 = 8.28 = 40.02%
    expect(calculate({ ...req, selling_price: 20.69 }).profitAnalysis).toEqual({
      netProfit: 8.28,
      profitMargin: 40.02,
    });
  });

  it('spreads the order costs over the quantity and counts the fixed fee whole', () => {
    // costs = (3 x 10.00 + 6.00 shipping) / 3 = 12.00; (12.00 + 0.20 + 0.25) / 0.505 = 24.653.. -> 24.65
    expect(optimalPrice(request({ product_cost: 10, shipping_cost: 6, quantity: 3 }), 40)).toBe(24.65);
  });

  it("uses the request country's fees and currency", () => {
    // DE: listing 0.20 USD = 0.17 EUR (x 0.851716), transaction 6.5%, processing 4% + 0.30 EUR.
    // (10.00 + 0.17 + 0.30) / (1 - (0.065 + 0.04 + 0.40)) = 10.47 / 0.495 = 21.151.. -> 21.15
    expect(optimalPrice(request({ country: 'DE', product_cost: 10 }), 40)).toBe(21.15);
  });

  it('returns null when fees and margin take the whole price', () => {
    const req = request({ product_cost: 10 });
    // US: 6.5% + 3% + 90.5% = 100% -> denominator 0
    expect(optimalPrice(req, 90.5)).toBeNull();
    expect(optimalPrice(req, 90.4999)).not.toBeNull();
    expect(optimalPrice(req, 95)).toBeNull();
    expect(optimalPrice(req, 1e12)).toBeNull();
  });

  it('counts an invalid margin as the slider default', () => {
    const req = request({ product_cost: 10 });
    expect(optimalPrice(req, NaN)).toBe(20.69);
    expect(optimalPrice(req, Infinity)).toBe(20.69);
  });

  it('prices cost 0 at the fees alone', () => {
    // (0 + 0.20 + 0.25) / 0.505 = 0.891.. -> 0.89
    expect(optimalPrice(request({}), 40)).toBe(0.89);
  });

  it('meets the margin within rounding: |profit - margin x revenue| <= 1.5 cents (one US item)', () => {
    const sliderValues = Array.from(
      { length: (OPTIMAL_MARGIN.max - OPTIMAL_MARGIN.min) / OPTIMAL_MARGIN.step + 1 },
      (_, i) => OPTIMAL_MARGIN.min + i * OPTIMAL_MARGIN.step,
    );
    fc.assert(
      fc.property(centAmount(), fc.constantFrom(...sliderValues), (costCents, margin) => {
        const req = request({ product_cost: costCents / 100 });
        const price = optimalPrice(req, margin);
        expect(price).not.toBeNull();
        const result = calculate({ ...req, selling_price: price! });
        const profit = BigInt(cents(result.profitAnalysis.netProfit));
        const revenue = BigInt(cents(result.revenueBreakdown.grossRevenue));
        const gap = profit * PPM - BigInt(margin) * 10_000n * revenue;
        expect(gap <= (15n * PPM) / 10n && gap >= (-15n * PPM) / 10n).toBe(true);
      }),
    );
  });
});

describe('priceSuggestions', () => {
  it('exports the multipliers and the assumed fee share', () => {
    expect(PRICE_SUGGESTION_MULTIPLIERS).toEqual([0.85, 0.95, 1.05, 1.15, 1.25]);
    expect(PRICE_SUGGESTION_FEE_PERCENT).toBe(9.5);
  });

  it('rounds each multiple up to a quarter, minus a cent, with 9.5% fees', () => {
    // 20 x 0.85 = 17.00 (a quarter already) -> 16.99; fees 9.5% x 16.99 = 1.61405 -> 1.61; net 15.38
    // 20 x 0.95 = 19.00 -> 18.99; 1.80405 -> 1.80; 17.19
    // 20 x 1.05 = 21.00 -> 20.99; 1.99405 -> 1.99; 19.00
    // 20 x 1.15 = 23.00 -> 22.99; 2.18405 -> 2.18; 20.81
    // 20 x 1.25 = 25.00 -> 24.99; 2.37405 -> 2.37; 22.62
    expect(priceSuggestions(20)).toEqual([
      { multiplier: 0.85, price: 16.99, estimatedFees: 1.61, estimatedNet: 15.38 },
      { multiplier: 0.95, price: 18.99, estimatedFees: 1.8, estimatedNet: 17.19 },
      { multiplier: 1.05, price: 20.99, estimatedFees: 1.99, estimatedNet: 19 },
      { multiplier: 1.15, price: 22.99, estimatedFees: 2.18, estimatedNet: 20.81 },
      { multiplier: 1.25, price: 24.99, estimatedFees: 2.37, estimatedNet: 22.62 },
    ]);
    // 10.10 x 0.85 = 8.585 -> 8.75 -> 8.74; 9.5% x 8.74 = 0.8303 -> 0.83; 7.91
    // 10.10 x 0.95 = 9.595 -> 9.75 -> 9.74; 0.9253 -> 0.93; 8.81
    // 10.10 x 1.05 = 10.605 -> 10.75 -> 10.74; 1.0203 -> 1.02; 9.72
    // 10.10 x 1.15 = 11.615 -> 11.75 -> 11.74; 1.1153 -> 1.12; 10.62
    // 10.10 x 1.25 = 12.625 -> 12.75 -> 12.74; 1.2103 -> 1.21; 11.53
    expect(priceSuggestions(10.1).map((s) => [s.price, s.estimatedFees, s.estimatedNet])).toEqual([
      [8.74, 0.83, 7.91],
      [9.74, 0.93, 8.81],
      [10.74, 1.02, 9.72],
      [11.74, 1.12, 10.62],
      [12.74, 1.21, 11.53],
    ]);
  });

  it('rounds a tiny target up to the first quarter', () => {
    // 0.01 x any multiplier <= 0.0125 -> 0.25 -> 0.24; fees 0.0228 -> 0.02; net 0.22
    expect(priceSuggestions(0.01).map((s) => [s.price, s.estimatedFees, s.estimatedNet])).toEqual(
      Array.from({ length: 5 }, () => [0.24, 0.02, 0.22]),
    );
  });

  it('suggests nothing for a target that is not above 0', () => {
    for (const target of [0, -5, NaN, Infinity, -Infinity, 0.004])
      expect(priceSuggestions(target)).toEqual([]);
  });

  it('ends every price in .24/.49/.74/.99 within one quarter above the multiple', () => {
    fc.assert(
      fc.property(centAmount(100_000_000), (targetCents) => {
        const suggestions = priceSuggestions(targetCents / 100);
        expect(suggestions).toHaveLength(5);
        suggestions.forEach((s, i) => {
          const price = cents(s.price);
          expect([24, 49, 74, 99]).toContain(price % 100);
          // price + 0.01 is the smallest quarter >= target x multiplier (exactly, in ppm of a cent)
          const exact = BigInt(targetCents) * BigInt(Math.round(PRICE_SUGGESTION_MULTIPLIERS[i]! * 1e6));
          expect(BigInt(price + 1) * PPM >= exact).toBe(true);
          expect(BigInt(price + 1 - 25) * PPM < exact).toBe(true);
          expect(BigInt(cents(s.estimatedFees))).toBe(halfUp(BigInt(price), 95n, 1000n));
          expect(cents(s.estimatedFees) + cents(s.estimatedNet)).toBe(price);
        });
      }),
    );
  });
});

describe('salePlanner', () => {
  it('exports the discount slider', () => {
    expect(SALE_DISCOUNT).toEqual({ min: 0, max: 70, step: 5, default: 20 });
  });

  it('finds the smallest list price whose discounted price reaches the target', () => {
    // 100.00 / 0.80 = 125.00 exactly; 125.00 x 0.8 = 100.00
    expect(salePlanner(100, 20)).toEqual({ minimumPrice: 125, discountedPrice: 100 });
    // 10.01 / 0.8 = 12.5125, but 12.51 x 0.8 = 10.008 -> 10.01 already; 12.50 x 0.8 = 10.00 misses
    expect(salePlanner(10.01, 20)).toEqual({ minimumPrice: 12.51, discountedPrice: 10.01 });
    // 1.00 / 0.5 = 2.00, but 1.99 x 0.5 = 0.995 -> 1.00; 1.98 x 0.5 = 0.99 misses
    expect(salePlanner(1, 50)).toEqual({ minimumPrice: 1.99, discountedPrice: 1 });
    // 30.00 / 0.3 = 100.00, but 99.99 x 0.3 = 29.997 -> 30.00; 99.98 x 0.3 = 29.994 -> 29.99 misses
    expect(salePlanner(30, 70)).toEqual({ minimumPrice: 99.99, discountedPrice: 30 });
    // no discount: the target itself
    expect(salePlanner(25, 0)).toEqual({ minimumPrice: 25, discountedPrice: 25 });
  });

  it('charges what calculate() charges at that price and discount', () => {
    for (const [target, discount] of [
      [10.01, 20],
      [1, 50],
      [30, 70],
      [49.99, 35],
    ] as const) {
      const plan = salePlanner(target, discount)!;
      const result = calculate(request({ selling_price: plan.minimumPrice, discount_rate: discount }));
      expect(result.revenueBreakdown.grossRevenue).toBe(plan.discountedPrice);
      expect(plan.discountedPrice).toBeGreaterThanOrEqual(target);
    }
  });

  it('counts a missing or negative target as 0', () => {
    for (const target of [0, -10, NaN])
      expect(salePlanner(target, 20)).toEqual({ minimumPrice: 0, discountedPrice: 0 });
  });

  it('has no plan for a discount outside [0, 100)', () => {
    for (const discount of [100, 150, -5, NaN, Infinity, 99.99999])
      expect(salePlanner(10, discount)).toBeNull();
    // 0.01% kept: (2 x 1000 - 1) cents / (2 x 0.0001) = 9_995_000 cents; x 0.0001 = 999.5 -> 1000 cents
    expect(salePlanner(10, 99.99)).toEqual({ minimumPrice: 99_950, discountedPrice: 10 });
  });

  it('reaches the target, and one cent less misses it', () => {
    const discounts = fc.oneof(
      fc.integer({ min: 0, max: 14 }).map((i) => i * SALE_DISCOUNT.step),
      fc.integer({ min: 0, max: 999_999 }).map((i) => i / 10_000),
    );
    fc.assert(
      fc.property(centAmount(100_000_000), discounts, (targetCents, discount) => {
        const plan = salePlanner(targetCents / 100, discount)!;
        const kept = PPM - BigInt(Math.round(discount * 10_000));
        const minimum = BigInt(cents(plan.minimumPrice));
        expect(BigInt(cents(plan.discountedPrice))).toBe(halfUp(minimum, kept, PPM));
        expect(cents(plan.discountedPrice)).toBeGreaterThanOrEqual(targetCents);
        expect(halfUp(minimum - 1n, kept, PPM) < BigInt(targetCents)).toBe(true);
      }),
    );
  });
});

describe('bundlePricing', () => {
  it('exports the sizes and the discount slider', () => {
    expect(BUNDLE_SIZES).toEqual([2, 3, 5, 10]);
    expect(BUNDLE_SIZE_DEFAULT).toBe(3);
    expect(BUNDLE_DISCOUNT).toEqual({ min: 5, max: 30, step: 5, default: 10 });
  });

  it('discounts the bundle and splits it per item, half-up', () => {
    // 12.99 x 3 = 38.97; x 0.90 = 35.073 -> 35.07; / 3 = 11.69; savings 38.97 - 35.07 = 3.90
    expect(bundlePricing(12.99, 3, 10)).toEqual({ bundlePrice: 35.07, perItemPrice: 11.69, savings: 3.9 });
    // 20 x 2 = 40; x 0.95 = 38; / 2 = 19; savings 2
    expect(bundlePricing(20, 2, 5)).toEqual({ bundlePrice: 38, perItemPrice: 19, savings: 2 });
    // 9.99 x 10 = 99.90; x 0.70 = 69.93; / 10 = 6.993 -> 6.99; savings 29.97
    expect(bundlePricing(9.99, 10, 30)).toEqual({ bundlePrice: 69.93, perItemPrice: 6.99, savings: 29.97 });
    // 0.05 x 3 = 0.15; x 0.90 = 0.135 -> 0.14 (tie up); / 3 = 0.0466 -> 0.05; savings 0.01
    expect(bundlePricing(0.05, 3, 10)).toEqual({ bundlePrice: 0.14, perItemPrice: 0.05, savings: 0.01 });
    // 0.25 x 2 = 0.50; x 0.70 = 0.35; / 2 = 0.175 -> 0.18 (tie up); savings 0.15
    expect(bundlePricing(0.25, 2, 30)).toEqual({ bundlePrice: 0.35, perItemPrice: 0.18, savings: 0.15 });
  });

  it('prices a unit price of 0 (or missing) at 0', () => {
    expect(bundlePricing(0, 3, 10)).toEqual({ bundlePrice: 0, perItemPrice: 0, savings: 0 });
    expect(bundlePricing(NaN, 3, 10)).toEqual({ bundlePrice: 0, perItemPrice: 0, savings: 0 });
  });

  it('refuses sizes that are not whole and discounts outside 0-100', () => {
    for (const size of [0, -3, 2.5, NaN]) expect(bundlePricing(10, size, 10)).toBeNull();
    for (const discount of [-1, 101, NaN]) expect(bundlePricing(10, 3, discount)).toBeNull();
    expect(bundleRequest(request({ selling_price: 10 }), 0, 10)).toBeNull();
  });

  it('keeps bundle + savings = unit x size, with the per-item price within half a cent of bundle / size', () => {
    fc.assert(
      fc.property(
        centAmount(),
        fc.constantFrom(...BUNDLE_SIZES),
        fc.integer({ min: 0, max: 100 }),
        (unitCents, size, discount) => {
          const bundle = bundlePricing(unitCents / 100, size, discount)!;
          const full = BigInt(unitCents * size);
          const price = BigInt(cents(bundle.bundlePrice));
          expect(price).toBe(halfUp(full, PPM - BigInt(discount) * 10_000n, PPM));
          expect(price + BigInt(cents(bundle.savings))).toBe(full);
          expect(BigInt(cents(bundle.perItemPrice))).toBe(halfUp(price, 1n, BigInt(size)));
        },
      ),
    );
  });
});

describe('bundleRequest', () => {
  // 4.00 product + 1.00 packaging per item, 5.00 shipping per order, 12.99 each
  const req = request({ product_cost: 4, packaging_cost: 1, shipping_cost: 5, selling_price: 12.99 });

  it('sells the bundle as one order of `size` items at the bundle discount', () => {
    const bundled = bundleRequest(req, 3, 10)!;
    expect(bundled).toMatchObject({ quantity: 3, discount_rate: 10, selling_price: 12.99, mode: 'forward' });
    const result = calculate(bundled);
    // gross = bundle 35.07 + shipping 5.00 = 40.07
    expect(result.revenueBreakdown.grossRevenue).toBe(40.07);
    // listing 3 x 0.20 = 0.60; transaction per line: items 6.5% x 35.07 = 2.27955 -> 2.28, shipping 6.5% x 5.00
    // = 0.325 -> 0.33, so 2.61 (one rounding on 40.07 would give 2.60); processing 3% x 40.07 + 0.25 = 1.45
    expect(result.revenueBreakdown.transactionFee).toBe(2.61);
    expect(result.revenueBreakdown.totalMarketplaceFees).toBe(4.66);
    // costs 3 x 5.00 + 5.00 = 20.00; profit 40.07 - 4.66 - 20.00 = 15.41
    expect(result.costBreakdown.totalCosts).toBe(20);
    expect(result.profitAnalysis.netProfit).toBe(15.41);
    expect(calculate({ ...bundled, free_shipping: true }).revenueBreakdown.grossRevenue).toBe(35.07);
  });

  it("replaces the request's quantity, discount and mode, and leaves the request alone", () => {
    const original = { ...req, mode: 'reverse' as const, target_margin: 30, quantity: 7, discount_rate: 15 };
    const copy = structuredClone(original);
    expect(bundleRequest(original, 2, 5)).toMatchObject({ mode: 'forward', quantity: 2, discount_rate: 5 });
    expect(original).toEqual(copy);
  });

  it('gives calculate() a gross revenue of exactly the bundle price plus shipping', () => {
    fc.assert(
      fc.property(
        centAmount(),
        fc.integer({ min: 0, max: 5_000 }),
        fc.constantFrom(...BUNDLE_SIZES),
        fc.integer({ min: BUNDLE_DISCOUNT.min, max: BUNDLE_DISCOUNT.max }),
        fc.constantFrom(...COUNTRIES.map((c) => c.code)),
        (unitCents, shippingCents, size, discount, country) => {
          const base = request({
            country,
            selling_price: unitCents / 100,
            shipping_cost: shippingCents / 100,
          });
          const result = calculate(bundleRequest(base, size, discount)!);
          const bundle = bundlePricing(unitCents / 100, size, discount)!;
          expect(cents(result.revenueBreakdown.grossRevenue)).toBe(cents(bundle.bundlePrice) + shippingCents);
        },
      ),
      { numRuns: 200 },
    );
  });
});
