// The fee engine benchmark's inputs: a fixed, seeded set of varied orders (countries, VAT included or added,
// quantities, discounts, offsite ads with prices past the ads cap, optional charges, profit and margin targets),
// each as a forward and a reverse request, parsed once up front so the timed work is the engine's alone.
import {
  calculate,
  COUNTRIES,
  regulatoryFeeRate,
  vatOnFeesRate,
  ZCalculationInputSchema,
  type TCalculationInput,
  type TCalculationRequest,
} from '@margin/core';
import { prng } from '@margin/e2e/seeded-random';

/** Standard VAT / GST rate per country, in percent (what a seller registered for it would enter). */
const STANDARD_VAT: Record<string, number> = {
  GB: 20,
  DE: 19,
  FR: 20,
  IT: 22,
  ES: 21,
  NL: 21,
  CA: 5,
  AU: 10,
};

export interface Order {
  forward: TCalculationRequest;
  reverse: TCalculationRequest;
}

function generateOrder(random: () => number): Order {
  const chance = (p: number) => random() < p;
  const between = (lo: number, hi: number) => lo + random() * (hi - lo);
  const cents = (lo: number, hi: number) => Math.round(between(lo, hi) * 100) / 100;
  const int = (lo: number, hi: number) => Math.floor(between(lo, hi + 1));
  const country = COUNTRIES[Math.floor(random() * COUNTRIES.length)]!;

  const vat = STANDARD_VAT[country.code] ?? 0;
  const regulatory = regulatoryFeeRate(country.code);
  const vatOnFees = vatOnFeesRate(country.code);
  const roll = random();
  const price = roll < 0.7 ? cents(3, 150) : roll < 0.9 ? cents(150, 600) : cents(700, 4000);
  const base: TCalculationInput = {
    country: country.code,
    product_cost: cents(0.5, price * 0.4),
    printing_cost: chance(0.3) ? cents(0.2, 5) : null,
    packaging_cost: chance(0.6) ? cents(0.1, 3) : null,
    additional_costs: chance(0.2) ? cents(0.1, 4) : null,
    shipping_cost: chance(0.8) ? cents(2, 25) : null,
    free_shipping: chance(0.3),
    gift_wrap_cost: chance(0.15) ? cents(1, 6) : null,
    marketing_ads_cost: chance(0.3) ? cents(0.2, 8) : null,
    quantity: chance(0.6) ? 1 : chance(0.85) ? int(2, 12) : int(20, 250),
    discount_rate: chance(0.3) ? Math.round(between(5, 40) * 100) / 100 : null,
    vat_rate: vat > 0 && chance(0.8) ? vat : null,
    vat_included: chance(0.5),
    has_offsite_ads: chance(0.4),
    annual_revenue: cents(0, 40_000),
    regulatory_fee_rate: regulatory && chance(0.6) ? regulatory.ratePpm / 10_000 : null,
    vat_on_fees_rate: vatOnFees && chance(0.6) ? vatOnFees.ratePpm / 10_000 : null,
    currency_conversion_rate: chance(0.2) ? 2.5 : null,
    international_processing_rate:
      country.international_processing_rate_bp !== null && chance(0.3)
        ? country.international_processing_rate_bp / 100
        : null,
  };
  const targetRoll = random();
  const target: TCalculationInput =
    targetRoll < 0.45
      ? { target_margin: Math.round(between(5, 50) * 100) / 100 }
      : targetRoll < 0.55
        ? { target_profit: 0 }
        : targetRoll < 0.8
          ? { target_profit: cents(1, 60) }
          : { target_profit: cents(400, 2500) }; // solves past the offsite-ads cap when ads are on
  return {
    forward: ZCalculationInputSchema.parse({ ...base, mode: 'forward', selling_price: price }),
    reverse: ZCalculationInputSchema.parse({ ...base, ...target, mode: 'reverse' }),
  };
}

/** Orders whose reverse calculation has an answer (an unreachable margin is an error, not a benchmark case). */
export function generateOrders(count: number, seed: number): { orders: Order[]; rejected: number } {
  const random = prng(seed);
  const orders: Order[] = [];
  let rejected = 0;
  while (orders.length < count) {
    const order = generateOrder(random);
    try {
      calculate(order.reverse);
      orders.push(order);
    } catch {
      rejected++;
    }
  }
  return { orders, rejected };
}
