import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import {
  MAX_PRODUCTS_PER_SELLER,
  ZProductInputSchema,
  ZProductSchema,
  ZProductUpdateSchema,
  ZRecordIdSchema,
  type TProduct,
} from '@margin/core';
import type { Product } from '@margin/db';
import { majorIn, minorIn, notFound } from '../seller-records';
import { createProduct, deleteProduct, listProducts, updateProduct } from '../services/products';
import { featureProcedure } from '../trpc';

/** The money fields of a product row, API name → column. */
const MONEY_FIELDS = {
  product_cost: 'productCostMinor',
  printing_cost: 'printingCostMinor',
  shipping_cost: 'shippingCostMinor',
  packaging_cost: 'packagingCostMinor',
  additional_costs: 'additionalCostsMinor',
  selling_price: 'sellingPriceMinor',
} as const;
type MoneyField = keyof typeof MONEY_FIELDS;

const LIMIT_MESSAGE = `You can keep up to ${MAX_PRODUCTS_PER_SELLER} products. Delete one you no longer sell to add another.`;

function toProduct(row: Product): TProduct {
  const money = (field: MoneyField) => majorIn(row[MONEY_FIELDS[field]], row.currency);
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    product_cost: money('product_cost'),
    printing_cost: money('printing_cost'),
    shipping_cost: money('shipping_cost'),
    packaging_cost: money('packaging_cost'),
    additional_costs: money('additional_costs'),
    desired_margin: row.desiredMarginBp / 100,
    selling_price: money('selling_price'),
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns for the fields that were sent, amounts in the currency's minor unit. */
function columns(
  fields: Partial<Record<MoneyField, number>> & { name?: string; sku?: string; desired_margin?: number },
  currency: string,
) {
  const data: Record<string, string | number> = {};
  if (fields.name !== undefined) data.name = fields.name;
  if (fields.sku !== undefined) data.sku = fields.sku;
  if (fields.desired_margin !== undefined) data.desiredMarginBp = Math.round(fields.desired_margin * 100);
  for (const field of Object.keys(MONEY_FIELDS) as MoneyField[]) {
    const value = fields[field];
    if (value !== undefined) data[MONEY_FIELDS[field]] = minorIn(value, currency, field);
  }
  return data;
}

/**
 * The multi-product table's saved rows (advanced spec §2, §3, §7). Trial or Pro (core spec §6); every call
 * reads and writes the caller's rows only, and another seller's id answers 404 as an unknown one does.
 */
export const productsRouter = {
  /** GET /api/products: the caller's rows, oldest first (the order they were added to the table). */
  list: featureProcedure('advanced')
    .output(z.array(ZProductSchema))
    .query(async ({ ctx }) => {
      const rows = await listProducts(ctx.db, ctx.user.id);
      return rows.map(toProduct);
    }),

  /** POST /api/products: saves one row; the server gives its id. */
  create: featureProcedure('advanced')
    .input(ZProductInputSchema)
    .output(ZProductSchema)
    .mutation(async ({ ctx, input }) => {
      const { currency } = input;
      // The input schema's defaults fill every field, so every column is set.
      const data = columns(input, currency) as { name: string; sellingPriceMinor: number };
      const row = await createProduct(ctx.db, ctx.user.id, { ...data, currency }, LIMIT_MESSAGE);
      return toProduct(row);
    }),

  /** PUT /api/products/{id}: changes the fields sent, nothing else. */
  update: featureProcedure('advanced')
    .input(ZProductUpdateSchema)
    .output(ZProductSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, ...fields } = input;
      const row = await updateProduct(ctx.db, ctx.user.id, id, (currency) => columns(fields, currency));
      if (!row) throw notFound('Product');
      return toProduct(row);
    }),

  /** DELETE /api/products/{id}. */
  delete: featureProcedure('advanced')
    .input(z.object({ id: ZRecordIdSchema }))
    .output(z.object({ id: z.string() }))
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteProduct(ctx.db, ctx.user.id, input.id))) throw notFound('Product');
      return { id: input.id };
    }),
} satisfies TRPCRouterRecord;
