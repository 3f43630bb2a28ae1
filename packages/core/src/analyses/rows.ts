/**
 * What one row of a seller's file becomes once read (zod schemas, the types derived from them): a listing, an
 * order's item line, the amounts that belong to the whole order. Amounts are integer minor units. The readers in
 * listings.ts and order-rows.ts build these with the fast value parsers of csv/values.ts and never run the schemas
 * on the hot path (50,000 rows); the property tests check every row the readers make against them.
 */
import { z } from 'zod';

/** An amount in the currency's minor unit: a whole, non-negative number. */
const minor = z.number().int().nonnegative();
const rowNumber = z.number().int().min(2);

export const ZCostSourceSchema = z.enum(['file', 'product', 'default', 'none']);

export const ZListingRowSchema = z.object({
  row: rowNumber,
  /** The file's id for the listing; the marketplace's export has none, so its row number stands in. */
  id: z.string().min(1),
  title: z.string(),
  sku: z.string(),
  price: minor,
  /** Stock on hand; 1 where the file has no quantity. */
  quantity: z.number().int().nonnegative(),
  /** What the buyer pays for shipping (and the seller pays the carrier): 0 where the file gives none. */
  shipping: minor,
  /** The listings template's cost columns, 0 where the cost came from elsewhere. */
  material: minor,
  packaging: minor,
  shippingToYou: minor,
  /** Cost of one item and where it came from. */
  cost: minor,
  costSource: ZCostSourceSchema,
});
export type ListingRow = z.infer<typeof ZListingRowSchema>;

export const ZItemLineSchema = z.object({
  row: rowNumber,
  title: z.string(),
  variant: z.string(),
  sku: z.string(),
  quantity: z.number().int().min(1),
  /** Price × quantity, before the order's discount. */
  itemRevenue: minor,
  /** Cost per item from the file's own column, or null. */
  costFromFile: minor.nullable(),
});
export type ItemLine = z.infer<typeof ZItemLineSchema>;

/** The amounts that belong to the order, not to one item. */
export const ZOrderAmountsSchema = z.object({
  discount: minor,
  shipping: minor,
  shippingDiscount: minor,
  /** Gift wrap the buyer paid for (part of the order amount). */
  giftWrap: minor,
  /** Sales tax and VAT the buyer paid on top. */
  buyerTax: minor,
  /** Card processing fees the file says were charged (the sold orders export), or null. */
  chargedProcessing: minor.nullable(),
  couponCode: z.string(),
  offsiteAds: z.boolean(),
  /** What the seller paid for the order's shipping label (our template's postage_cost), or null. */
  postage: minor.nullable(),
});
export type OrderAmounts = z.infer<typeof ZOrderAmountsSchema>;

/**
 * A line with a negative amount (a refund or an adjustment: `Price -$32.00`, a negative order value). It is never
 * charged fees or costs and is no order or item: it reduces its order's revenue, and is reported on its own.
 */
export const ZRefundLineSchema = z.object({
  row: rowNumber,
  /** The line's own date (ISO), or null. */
  date: z.string().nullable(),
  title: z.string(),
  variant: z.string(),
  sku: z.string(),
  /** How much went back to the buyer (minor units, the size of the file's negative amount). */
  amount: z.number().int().positive(),
});
export type RefundLine = z.infer<typeof ZRefundLineSchema>;
