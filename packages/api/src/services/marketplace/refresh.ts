import { TRPCError } from '@trpc/server';
import { MARKETPLACE_CACHE_MINUTES } from '@margin/core';
import type { Database } from '@margin/db';
import { syncShop } from './connections';
import type { Marketplace } from './etsy-client';
import { shopCacheKeys, shopListings, shopOrders } from './shop-data';

/** Sellers who used the app this recently keep their shop data fresh; the others are fetched on demand again. */
const ACTIVE_WITHIN_MS = 24 * 60 * 60 * 1000;

export interface RefreshReport {
  /** Connected sellers looked at. */
  sellers: number;
  /** Listings, orders and shops fetched anew. */
  refreshed: number;
  /** Reads that failed (the connection then says why: needs reconnect, busy marketplace). */
  failed: number;
  /** True when the marketplace's budget ran out and the round stopped early. */
  stoppedForBudget: boolean;
}

/**
 * One round of the schedules of spec §9 (run every 30 minutes, once across server processes; see the server's
 * jobs.ts): for each connected seller who used the app in the last day, the listings and orders they have asked
 * for before are fetched again once their hour or half hour is over, and the shop once its day is. Sellers are
 * refreshed one after the other, so the round never bursts past the app's 10 requests a second; it stops at
 * the first answer that the marketplace's budget is spent.
 */
export async function refreshConnectedShops(
  db: Database,
  marketplace: Marketplace,
  now = new Date(),
): Promise<RefreshReport> {
  const connections = await db.prisma.marketplaceConnection.findMany({
    where: {
      status: 'connected',
      shopId: { not: null },
      user: { sessions: { some: { lastUsedAt: { gte: new Date(now.getTime() - ACTIVE_WITHIN_MS) } } } },
    },
    select: { userId: true, lastSyncedAt: true },
    orderBy: { lastSyncedAt: 'asc' },
  });
  const report: RefreshReport = {
    sellers: connections.length,
    refreshed: 0,
    failed: 0,
    stoppedForBudget: false,
  };
  const userIds = connections.map((c) => c.userId);
  const expired = await db.prisma.marketplaceCacheEntry.findMany({
    where: { userId: { in: userIds }, expiresAt: { lte: now } },
    select: { key: true, userId: true },
  });
  const due = new Set(expired.map((entry) => entry.key));

  const shopDueBefore = now.getTime() - MARKETPLACE_CACHE_MINUTES.shop * 60_000;
  for (const { userId, lastSyncedAt } of connections) {
    const reads: (() => Promise<unknown>)[] = [];
    if (!lastSyncedAt || lastSyncedAt.getTime() <= shopDueBefore) {
      reads.push(() => syncShop(db, marketplace, userId));
    }
    if (due.has(shopCacheKeys.listings(userId))) {
      reads.push(() => shopListings(db, marketplace, userId, { force: true }));
    }
    if (due.has(shopCacheKeys.orders(userId))) {
      reads.push(() => shopOrders(db, marketplace, userId, { force: true }));
    }
    for (const read of reads) {
      try {
        await read();
        report.refreshed += 1;
      } catch (error) {
        if (!(error instanceof TRPCError)) throw error;
        if (error.code === 'TOO_MANY_REQUESTS') {
          report.stoppedForBudget = true;
          return report;
        }
        report.failed += 1;
        break;
      }
    }
  }
  return report;
}
