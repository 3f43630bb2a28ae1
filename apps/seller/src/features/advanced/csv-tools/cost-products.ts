import { minorDigits, type CostProduct, type TProduct } from '@margin/core';

const COST_FIELDS = [
  'product_cost',
  'printing_cost',
  'shipping_cost',
  'packaging_cost',
  'additional_costs',
] as const satisfies readonly (keyof TProduct)[];

/**
 * The seller's saved products (the multi-product table) as the analyses' second cost source: a product's cost
 * per item is all five of its costs, added in minor units so 0.1 + 0.2 is 0.30, not 0.30000000000000004. A
 * product matches a row by SKU when it has one, then by exact title.
 */
export function costProducts(products: readonly TProduct[] | undefined): CostProduct[] {
  return (products ?? []).map((product) => {
    const scale = 10 ** minorDigits(product.currency);
    const minor = COST_FIELDS.reduce((sum, field) => sum + Math.round(product[field] * scale), 0);
    return {
      name: product.name,
      sku: product.sku === '' ? null : product.sku,
      costPerItem: minor / scale,
      currency: product.currency,
    };
  });
}
