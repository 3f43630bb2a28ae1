import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../countries/countries';
import { calculate } from '../fees/calculate';
import { linesAtPrice } from '../fees/evaluate';
import { toOrderSpec } from '../fees/order';
import { meetsTarget, type PriceTarget } from '../fees/solve';
import {
  marginAfterFees,
  priceForMarginAfterFees,
  productRequest,
  type AfterFeesOptions,
} from './after-fees';
import { targetText } from '../report/calculation-report';
import { suggestedPrice, type ProductCosts } from './helpers';

const US: AfterFeesOptions = { country: 'US' };

describe('marginAfterFees', () => {
  it('matches the worked example of docs/FEES.md when the buyer pays the shipping', () => {
    // US, price 25.00, product 5.00, shipping 4.00: fees 3.21, profit 16.79, margin 57.90%
    const figures = marginAfterFees({ product_cost: 5, shipping_cost: 4 }, 25, {
      country: 'US',
      chargeShipping: true,
    });
    expect(figures).toEqual({
      currency: 'USD',
      sellingPrice: 25,
      totalFees: 3.21,
      netProfit: 16.79,
      profitMargin: 57.9,
    });
  });

  it('treats the row shipping as a cost the price covers by default (a free-shipping order)', () => {
    // order 25.00: listing 0.20, transaction 1.625 -> 1.63, processing 0.75 + 0.25 = 1.00; fees 2.83
    // profit 25.00 - 2.83 - 9.00 = 13.17; margin 13.17 / 25 = 52.68%
    expect(marginAfterFees({ product_cost: 5, shipping_cost: 4 }, 25, US)).toEqual({
      currency: 'USD',
      sellingPrice: 25,
      totalFees: 2.83,
      netProfit: 13.17,
      profitMargin: 52.68,
    });
  });

  it('shows how far below its margin the spec suggestion really lands', () => {
    const costs = { product_cost: 10 };
    expect(suggestedPrice(costs, 30)).toBe(14.29);
    // 14.29: listing 0.20, transaction 0.92885 -> 0.93, processing 0.4287 -> 0.43 + 0.25; profit 2.48
    expect(marginAfterFees(costs, 14.29, US).profitMargin).toBe(17.35);
  });

  it('adds the offsite ads fee only when it is on, at the reduced rate from 10,000 USD a year', () => {
    const costs = { product_cost: 10 };
    // 20.00: listing 0.20, transaction 1.30, processing 0.60 + 0.25, offsite ads 15% = 3.00 (or 12% = 2.40)
    expect(marginAfterFees(costs, 20, US).totalFees).toBe(2.35);
    expect(marginAfterFees(costs, 20, { country: 'US', hasOffsiteAds: true }).totalFees).toBe(5.35);
    expect(
      marginAfterFees(costs, 20, { country: 'US', hasOffsiteAds: true, annualRevenue: 10_000 }).totalFees,
    ).toBe(4.75);
  });

  it('counts a missing, negative or non-number amount as 0 and prices in the country currency', () => {
    const figures = marginAfterFees({ product_cost: Number.NaN, printing_cost: -3 }, 10, {
      country: 'GB',
    });
    expect(figures.currency).toBe('GBP');
    // GB: listing 0.20 USD in GBP, transaction 0.65, processing 0.40 + 0.20
    expect(figures.netProfit).toBe(10 - figures.totalFees);
    expect(marginAfterFees({}, -5, US)).toMatchObject({ sellingPrice: 0, profitMargin: 0 });
  });
});

describe('priceForMarginAfterFees', () => {
  it('finds the smallest price whose margin after fees reaches the desired margin', () => {
    // p (1 - 0.065 - 0.03 - 0.30) >= 10.45 gives 17.27..; 17.27 leaves 29.99%, 17.28 leaves 30.03%
    const result = priceForMarginAfterFees({ product_cost: 10 }, 30, US);
    expect(result).toEqual({
      reachable: true,
      marginPercent: 30,
      currency: 'USD',
      sellingPrice: 17.28,
      totalFees: 2.09,
      netProfit: 5.19,
      profitMargin: 30.03,
    });
    expect(marginAfterFees({ product_cost: 10 }, 17.27, US).profitMargin).toBe(29.99);
  });

  it('gives the same price as the calculator in reverse mode for a free-shipping order', () => {
    const costs: ProductCosts = {
      product_cost: 8.5,
      printing_cost: 1.25,
      shipping_cost: 4.1,
      packaging_cost: 0.6,
      additional_costs: 0.3,
    };
    for (const country of ['US', 'GB', 'DE', 'AU']) {
      const reverse = calculate({
        ...productRequest(costs, { country }),
        mode: 'reverse',
        target_margin: 35,
      });
      const result = priceForMarginAfterFees(costs, 35, { country });
      expect(result.reachable && result.sellingPrice).toBe(reverse.sellingPrice);
    }
  });

  it('counts a missing margin as 30 and asks for the break-even price at 0', () => {
    const costs = { product_cost: 10 };
    expect(priceForMarginAfterFees(costs, undefined, US)).toMatchObject({
      marginPercent: 30,
      sellingPrice: 17.28,
    });
    const breakEven = calculate({ ...productRequest(costs, US) }).insights.breakEvenPrice;
    expect(priceForMarginAfterFees(costs, 0, US)).toMatchObject({ reachable: true, sellingPrice: breakEven });
    expect(priceForMarginAfterFees(costs, -20, US)).toMatchObject({
      reachable: true,
      sellingPrice: breakEven,
    });
  });

  it('says that a margin at or above what the fees leave is out of reach, instead of giving a number', () => {
    // US: 6.5% transaction + 3% processing leave at most 90.5%
    for (const margin of [90.5, 95, 100, 1e9]) {
      const result = priceForMarginAfterFees({ product_cost: 10 }, margin, US);
      expect(result).toMatchObject({ reachable: false, ceilingPercent: 90.5 });
      expect(result.reachable || result.message).toBe(
        `No price reaches a ${margin}% margin after fees in United States: fees take a share of every sale, ` +
          'so the margin stays below 90.5%.',
      );
    }
    expect(priceForMarginAfterFees({ product_cost: 10 }, 90, US).reachable).toBe(true);
    // DE: 6.5% + 4% leave 89.5%
    expect(priceForMarginAfterFees({ product_cost: 10 }, 89.5, { country: 'DE' })).toMatchObject({
      reachable: false,
      currency: 'EUR',
      ceilingPercent: 89.5,
    });
  });

  it('says so when only a price above the calculator limit would reach the margin', () => {
    // 900,000 of cost at 90%: p >= 900,000.45 / 0.005, far above 1,000,000
    const result = priceForMarginAfterFees({ product_cost: 900_000 }, 90, US);
    expect(result).toMatchObject({ reachable: false, ceilingPercent: null });
  });
});

describe('priceForMarginAfterFees (fast-check)', () => {
  const money = (maxCents: number) => fc.integer({ min: 0, max: maxCents }).map((c) => c / 100);
  const costsArb = fc.record({
    product_cost: money(20_000),
    printing_cost: money(2_000),
    shipping_cost: money(3_000),
    packaging_cost: money(500),
    additional_costs: money(1_000),
  });
  const optionsArb = fc.record({
    country: fc.constantFrom(...COUNTRIES.map((c) => c.code)),
    hasOffsiteAds: fc.boolean(),
    annualRevenue: money(3_000_000),
    chargeShipping: fc.boolean(),
  });
  // Margins to 0.01%, from 0.01 to 95 (past every ceiling, so unreachable answers are exercised too).
  const marginArb = fc.integer({ min: 1, max: 9_500 }).map((hundredths) => hundredths / 100);

  it('finds a price that gives at least the margin asked, and one cent less does not', () => {
    fc.assert(
      fc.property(costsArb, optionsArb, marginArb, (costs, options, margin) => {
        const spec = toOrderSpec(productRequest(costs, options));
        const target: PriceTarget = { kind: 'margin', marginPpm: Math.round(margin * 10_000) };
        const result = priceForMarginAfterFees(costs, margin, options);
        if (!result.reachable) {
          // Out of reach: not even the largest price the calculator takes meets it.
          expect(meetsTarget(linesAtPrice(spec, 100_000_000), target)).toBe(false);
          return;
        }
        const cents = Math.round(result.sellingPrice * 100);
        expect(meetsTarget(linesAtPrice(spec, cents), target)).toBe(true);
        expect(meetsTarget(linesAtPrice(spec, cents - 1), target)).toBe(false);
        // ...and the forward figures agree with it.
        const forward = marginAfterFees(costs, result.sellingPrice, options);
        expect(forward).toEqual({
          currency: result.currency,
          sellingPrice: result.sellingPrice,
          totalFees: result.totalFees,
          netProfit: result.netProfit,
          profitMargin: result.profitMargin,
        });
        // Rounded half away from zero to 2 decimals, a margin at or above the asked one never shows below it.
        expect(forward.profitMargin).toBeGreaterThanOrEqual(margin);
      }),
      { numRuns: 400 },
    );
  });

  it('never asks less than the spec suggestion once fees are counted (for margins below 95)', () => {
    fc.assert(
      fc.property(costsArb, optionsArb, fc.integer({ min: 1, max: 80 }), (costs, options, margin) => {
        const result = priceForMarginAfterFees(costs, margin, { ...options, chargeShipping: false });
        if (!result.reachable) return;
        expect(result.sellingPrice).toBeGreaterThanOrEqual(suggestedPrice(costs, margin));
      }),
      { numRuns: 300 },
    );
  });
});

describe('margins in words', () => {
  it('puts "an" before a margin read with a vowel sound', () => {
    const answer = priceForMarginAfterFees({ product_cost: 5 }, 800, US);
    expect(!answer.reachable && answer.message).toMatch(/^No price reaches an 800% margin after fees/);
    const result = calculate({ mode: 'reverse', country: 'US', target_margin: 80, product_cost: 5 });
    expect(targetText(result)).toBe('for an 80% margin');
    expect(targetText({ ...result, target: { kind: 'margin', value: 25 } })).toBe('for a 25% margin');
  });
});
