import { MAX_PRODUCTS_PER_SELLER } from '@margin/core';
import type { Database, Prisma, Product } from '@margin/db';
import { withinSellerLimit } from '../seller-records';

/** The multi-product table's saved rows, always the seller's own (`userId` is the caller, never input). */

export function listProducts(db: Database, userId: string): Promise<Product[]> {
  return db.prisma.product.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: MAX_PRODUCTS_PER_SELLER,
  });
}

/** Saves one row, within the seller's row limit (refused with `limitMessage`). */
export function createProduct(
  db: Database,
  userId: string,
  data: Omit<Prisma.ProductUncheckedCreateInput, 'userId'>,
  limitMessage: string,
): Promise<Product> {
  return withinSellerLimit(
    db,
    'products',
    userId,
    {
      max: MAX_PRODUCTS_PER_SELLER,
      count: (tx) => tx.product.count({ where: { userId } }),
      message: limitMessage,
    },
    (tx) => tx.product.create({ data: { ...data, userId } }),
  );
}

/** Changes the columns `dataFor` gives for the row's currency; null when the seller has no such row. */
export async function updateProduct(
  db: Database,
  userId: string,
  id: string,
  dataFor: (currency: string) => Prisma.ProductUpdateManyMutationInput,
): Promise<Product | null> {
  const owned = { id, userId };
  const current = await db.prisma.product.findFirst({ where: owned, select: { currency: true } });
  if (!current) return null;
  const [row] = await db.prisma.product.updateManyAndReturn({
    where: owned,
    data: dataFor(current.currency),
  });
  return row ?? null;
}

/** Whether the seller had the row (and now has not). */
export async function deleteProduct(db: Database, userId: string, id: string): Promise<boolean> {
  const { count } = await db.prisma.product.deleteMany({ where: { id, userId } });
  return count > 0;
}
