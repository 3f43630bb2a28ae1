import {
  calculate,
  ZCalculationInputSchema,
  type TCalculationInput,
  type TCalculationResult,
} from '@margin/core';

/** Tests only: a real engine result for an input, so no test leans on a hand-made result object. */
export function calculated(input: TCalculationInput): {
  input: TCalculationInput;
  result: TCalculationResult;
} {
  return { input, result: calculate(ZCalculationInputSchema.parse(input)) };
}

/** A plain US sale: no offsite ads, no VAT, no optional charges. */
export const PLAIN_SALE: TCalculationInput = {
  mode: 'forward',
  country: 'US',
  selling_price: 25,
  product_cost: 6,
  shipping_cost: 4,
};

/** A UK sale through an offsite ad, with 20% VAT added at checkout and the regulatory fee. */
export const UK_AD_SALE: TCalculationInput = {
  mode: 'forward',
  country: 'GB',
  selling_price: 25,
  product_cost: 5,
  shipping_cost: 3,
  has_offsite_ads: true,
  vat_rate: 20,
  regulatory_fee_rate: 0.32,
};
