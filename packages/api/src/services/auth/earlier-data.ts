import type { Database } from '@margin/db';
import type { Tx } from '../db-client';

/**
 * A trial starts with an e-mail address alone, so until the address is proven (a link mailed to it was used) anyone
 * may have worked in the account. When it is first proven, what is already there (products, sales records, share
 * links, a connected shop) waits for the owner to keep or discard it; the sessions that proved nothing end then too
 * (see revokeSessions).
 */

export interface EarlierData {
  /** The owner has not yet said whether to keep what was made before the proof. */
  pending: boolean;
  /** When the address was proven: what was made before it is what the question is about. */
  made_before: string | null;
  products: number;
  sales_records: number;
  shares: number;
  shop_connected: boolean;
}

const NOTHING: EarlierData = {
  pending: false,
  made_before: null,
  products: 0,
  sales_records: 0,
  shares: 0,
  shop_connected: false,
};

async function countsBefore(tx: Tx | Database['prisma'], userId: string, before: Date) {
  const made = { userId, createdAt: { lt: before } };
  const [products, salesRecords, shares, shop] = await Promise.all([
    tx.product.count({ where: made }),
    tx.salesRecord.count({ where: made }),
    tx.share.count({ where: { ...made, revokedAt: null } }),
    tx.marketplaceConnection.count({ where: made }),
  ]);
  return { products, sales_records: salesRecords, shares, shop_connected: shop > 0 };
}

/**
 * The address is proven (run in the transaction that uses the link up). The first time, anything the account
 * already holds is marked for the owner's decision.
 */
export async function proveAddress(tx: Tx, userId: string, now = new Date()): Promise<void> {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { emailVerifiedAt: true } });
  let unprovenDataBefore: Date | undefined;
  if (user.emailVerifiedAt === null) {
    const made = await countsBefore(tx, userId, now);
    if (made.products + made.sales_records + made.shares > 0 || made.shop_connected) unprovenDataBefore = now;
  }
  await tx.user.update({
    where: { id: userId },
    data: { emailVerifiedAt: now, ...(unprovenDataBefore ? { unprovenDataBefore } : {}) },
    select: { id: true },
  });
}

/** What waits for the owner's decision, if anything. */
export async function earlierData(db: Database, userId: string): Promise<EarlierData> {
  const user = await db.prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { unprovenDataBefore: true },
  });
  const before = user.unprovenDataBefore;
  if (!before) return NOTHING;
  return {
    pending: true,
    made_before: before.toISOString(),
    ...(await countsBefore(db.prisma, userId, before)),
  };
}

/**
 * The owner's decision: keep everything, or delete what was made before the proof (products, sales records,
 * shares, and a shop connected then, with its tokens and cached data). Asked twice (two tabs), the second call
 * finds nothing left to decide and changes nothing.
 */
export async function settleEarlierData(
  db: Database,
  userId: string,
  keep: boolean,
): Promise<{ kept: boolean; deleted: Omit<EarlierData, 'pending' | 'made_before'> }> {
  return db.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
    const { unprovenDataBefore: before } = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { unprovenDataBefore: true },
    });
    const none = { products: 0, sales_records: 0, shares: 0, shop_connected: false };
    if (!before) return { kept: keep, deleted: none };
    await tx.user.update({ where: { id: userId }, data: { unprovenDataBefore: null }, select: { id: true } });
    if (keep) return { kept: true, deleted: none };
    const made = { userId, createdAt: { lt: before } };
    const products = await tx.product.deleteMany({ where: made });
    const sales = await tx.salesRecord.deleteMany({ where: made });
    const shares = await tx.share.deleteMany({ where: made });
    const shop = await tx.marketplaceConnection.deleteMany({ where: made });
    if (shop.count > 0) {
      await tx.marketplaceCacheEntry.deleteMany({ where: { userId } });
      await tx.marketplaceOAuthState.deleteMany({ where: { userId } });
    }
    return {
      kept: false,
      deleted: {
        products: products.count,
        sales_records: sales.count,
        shares: shares.count,
        shop_connected: shop.count > 0,
      },
    };
  });
}
