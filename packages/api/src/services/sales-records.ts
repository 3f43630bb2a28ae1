import { MAX_SALES_RECORDS_PER_SELLER } from '@margin/core';
import type { Database, Prisma, SalesRecord } from '@margin/db';
import { withinSellerLimit, type SellerLimit } from '../seller-records';

/** The seller's own sales records (`userId` is the caller, never input). */

/** Adds one record, within the seller's record limit (refused with `limitMessage`). */
export function createSalesRecord(
  db: Database,
  userId: string,
  data: Omit<Prisma.SalesRecordUncheckedCreateInput, 'userId'>,
  limitMessage: string,
): Promise<SalesRecord> {
  return withinSellerLimit(
    db,
    'sales',
    userId,
    {
      max: MAX_SALES_RECORDS_PER_SELLER,
      count: (tx) => tx.salesRecord.count({ where: { userId } }),
      message: limitMessage,
    },
    (tx) => tx.salesRecord.create({ data: { ...data, userId } }),
  );
}

/**
 * Adds the records whose import key the seller has not imported yet; all or nothing against the record limit
 * (`message` words the refusal). Answers how many were added.
 */
export function importSalesRecords(
  db: Database,
  userId: string,
  rows: (Prisma.SalesRecordCreateManyInput & { importKey: string })[],
  message: SellerLimit['message'],
): Promise<number> {
  const keys = [...new Set(rows.map((row) => row.importKey))];
  return withinSellerLimit(
    db,
    'sales',
    userId,
    {
      max: MAX_SALES_RECORDS_PER_SELLER,
      count: (tx) => tx.salesRecord.count({ where: { userId } }),
      adding: async (tx) =>
        keys.length - (await tx.salesRecord.count({ where: { userId, importKey: { in: keys } } })),
      message,
    },
    async (tx) => (await tx.salesRecord.createMany({ data: rows, skipDuplicates: true })).count,
  );
}

/** A page of records, newest sale first, after `cursor` when it is one of the seller's; and their total. */
export async function listSalesRecords(
  db: Database,
  userId: string,
  page: { limit: number; cursor?: string | null },
): Promise<{ rows: SalesRecord[]; total: number }> {
  const where = { userId };
  const cursorOwned =
    page.cursor &&
    (await db.prisma.salesRecord.findFirst({
      where: { ...where, id: page.cursor },
      select: { id: true },
    }));
  const [rows, total] = await Promise.all([
    db.prisma.salesRecord.findMany({
      where,
      orderBy: [{ date: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
      take: page.limit + 1,
      ...(cursorOwned ? { cursor: { id: cursorOwned.id }, skip: 1 } : {}),
    }),
    db.prisma.salesRecord.count({ where }),
  ]);
  return { rows, total };
}

/** Changes the columns `dataFor` gives for the record's currency; null when the seller has no such record. */
export async function updateSalesRecord(
  db: Database,
  userId: string,
  id: string,
  dataFor: (currency: string) => Prisma.SalesRecordUpdateManyMutationInput,
): Promise<SalesRecord | null> {
  const owned = { id, userId };
  const current = await db.prisma.salesRecord.findFirst({ where: owned, select: { currency: true } });
  if (!current) return null;
  const [row] = await db.prisma.salesRecord.updateManyAndReturn({
    where: owned,
    data: dataFor(current.currency),
  });
  return row ?? null;
}

/** Whether the seller had the record (and now has not). */
export async function deleteSalesRecord(db: Database, userId: string, id: string): Promise<boolean> {
  const { count } = await db.prisma.salesRecord.deleteMany({ where: { id, userId } });
  return count > 0;
}
