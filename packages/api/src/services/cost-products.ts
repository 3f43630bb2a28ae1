import type { CostProduct } from '@margin/core';
import type { Database } from '@margin/db';
import { majorIn } from '../seller-records';

/**
 * The caller's saved products as the analyses' second cost source (after a cost column in the file): each
 * product's cost per item is all of its row's costs. Another seller's products are never read.
 */
export async function costProducts(db: Database, userId: string): Promise<CostProduct[]> {
  const rows = await db.prisma.product.findMany({
    where: { userId },
    select: {
      name: true,
      sku: true,
      productCostMinor: true,
      printingCostMinor: true,
      shippingCostMinor: true,
      packagingCostMinor: true,
      additionalCostsMinor: true,
      currency: true,
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map((row) => ({
    name: row.name,
    sku: row.sku === '' ? null : row.sku,
    costPerItem: majorIn(
      row.productCostMinor +
        row.printingCostMinor +
        row.shippingCostMinor +
        row.packagingCostMinor +
        row.additionalCostsMinor,
      row.currency,
    ),
    currency: row.currency,
  }));
}
