import { MARKETPLACE_CACHE_MINUTES, type TMarketplaceListings } from '@margin/core';
import type { Database } from '@margin/db';
import { readShop } from './connections';
import type { Marketplace, MarketplaceListing } from './etsy-client';

const LISTINGS_CACHE_MS = MARKETPLACE_CACHE_MINUTES.listings * 60_000;

/** The cache row of a seller's listings; tied to the seller, so disconnecting or deleting them purges it. */
const cacheKey = (userId: string) => `listings:${userId}`;

function answer(listings: MarketplaceListing[], fetchedAt: Date, expiresAt: Date): TMarketplaceListings {
  return {
    listings: listings.map((listing) => ({
      listing_id: listing.listing_id,
      title: listing.title,
      price: listing.price_amount / listing.price_divisor,
      currency_code: listing.currency_code,
      quantity: listing.quantity,
      sku: listing.sku,
    })),
    fetched_at: fetchedAt.toISOString(),
    expires_at: expiresAt.toISOString(),
  };
}

/**
 * The seller's active listings (issue 14), from the database for an hour after each fetch (spec §9), so the
 * audit and the bulk updater can run on them again and again without spending the app's request budget.
 */
export async function shopListings(
  db: Database,
  marketplace: Marketplace,
  userId: string,
): Promise<TMarketplaceListings> {
  const cached = await db.prisma.marketplaceCacheEntry.findUnique({
    where: { key: cacheKey(userId) },
    select: { userId: true, payload: true, fetchedAt: true, expiresAt: true },
  });
  if (cached && cached.userId === userId && cached.expiresAt > new Date()) {
    return answer(cached.payload as unknown as MarketplaceListing[], cached.fetchedAt, cached.expiresAt);
  }
  const listings = await readShop(db, marketplace, userId, (token, shopId) =>
    marketplace.activeListings(token, shopId),
  );
  const fetchedAt = new Date();
  const expiresAt = new Date(fetchedAt.getTime() + LISTINGS_CACHE_MS);
  const row = { userId, payload: listings as unknown as object[], fetchedAt, expiresAt };
  await db.prisma.marketplaceCacheEntry.upsert({
    where: { key: cacheKey(userId) },
    create: { key: cacheKey(userId), ...row },
    update: row,
    select: { id: true },
  });
  return answer(listings, fetchedAt, expiresAt);
}
