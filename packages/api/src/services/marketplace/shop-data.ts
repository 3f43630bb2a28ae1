import { MARKETPLACE_CACHE_MINUTES, type TMarketplaceListings, type TMarketplaceOrders } from '@margin/core';
import type { Database } from '@margin/db';
import { cachedFetch } from './cache';
import { readShop } from './connections';
import type { Marketplace, MarketplaceListing, MarketplaceReceipt } from './etsy-client';

const minutes = (n: number) => n * 60_000;

/** The cache rows of a seller's shop data; tied to the seller, so disconnecting or deleting them purges them. */
export const shopCacheKeys = {
  listings: (userId: string) => `listings:${userId}`,
  orders: (userId: string) => `orders:${userId}`,
};

/** amount / divisor, exactly where it can be (2899 / 100 is 28.99, not 28.990000000000002). */
const major = (money: { amount: number; divisor: number }) =>
  Number((money.amount / money.divisor).toFixed(Math.round(Math.log10(money.divisor))));

/**
 * The seller's active listings, fetched at most once an hour (spec §9), for the audit and the bulk
 * updater's 'From my shop'. `force` fetches anew (the scheduled refresh).
 */
export async function shopListings(
  db: Database,
  marketplace: Marketplace,
  userId: string,
  options: { force?: boolean } = {},
): Promise<TMarketplaceListings> {
  const { value, fetchedAt, expiresAt } = await cachedFetch<MarketplaceListing[]>(
    db,
    { key: shopCacheKeys.listings(userId), userId, ttlMs: minutes(MARKETPLACE_CACHE_MINUTES.listings) },
    () => readShop(db, marketplace, userId, (token, shopId) => marketplace.activeListings(token, shopId)),
    options,
  );
  return {
    listings: value.map((listing) => ({
      listing_id: listing.listing_id,
      title: listing.title,
      price: major({ amount: listing.price_amount, divisor: listing.price_divisor }),
      currency_code: listing.currency_code,
      quantity: listing.quantity,
      sku: listing.sku,
    })),
    fetched_at: fetchedAt.toISOString(),
    expires_at: expiresAt.toISOString(),
  };
}

/**
 * The seller's paid orders with their transactions, fetched at most every 30 minutes (spec §9), for
 * the orders analysis's 'From my shop' and the dashboard's live figures. No buyer name or address is read.
 */
export async function shopOrders(
  db: Database,
  marketplace: Marketplace,
  userId: string,
  options: { force?: boolean } = {},
): Promise<TMarketplaceOrders> {
  const { value, fetchedAt, expiresAt } = await cachedFetch<MarketplaceReceipt[]>(
    db,
    { key: shopCacheKeys.orders(userId), userId, ttlMs: minutes(MARKETPLACE_CACHE_MINUTES.transactions) },
    () => readShop(db, marketplace, userId, (token, shopId) => marketplace.paidReceipts(token, shopId)),
    options,
  );
  return {
    orders: value.map((receipt) => ({
      order_id: receipt.receipt_id,
      sale_date: new Date(receipt.created_at * 1000).toISOString().slice(0, 10),
      currency_code: receipt.currency_code,
      shipping: major(receipt.shipping),
      discount: major(receipt.discount),
      sales_tax: major(receipt.tax),
      items: receipt.transactions.map((line) => ({
        transaction_id: line.transaction_id,
        listing_id: line.listing_id,
        title: line.title,
        sku: line.sku,
        quantity: line.quantity,
        price: major(line.price),
      })),
    })),
    fetched_at: fetchedAt.toISOString(),
    expires_at: expiresAt.toISOString(),
  };
}
