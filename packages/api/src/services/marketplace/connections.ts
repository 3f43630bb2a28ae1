import { TRPCError } from '@trpc/server';
import { MARKETPLACE_CACHE_MINUTES, MARKETPLACE_MESSAGES, type TMarketplaceStatus } from '@margin/core';
import type { Database } from '@margin/db';
import { hintedError } from '../../http-hint';
import { MarketplaceError, type Marketplace, type MarketplaceTokens } from './etsy-client';

/**
 * The seller's side of the marketplace connection once it is stored (authorization.ts makes it): its sealed
 * tokens, the shop reads they allow, and the sentences and statuses each failure answers. Every function takes the seller's id
 * from the session; nothing here reads an id the browser sent.
 */

/** Spec §9: the shop is fetched again at most once a day. */
const SHOP_CACHE_MS = MARKETPLACE_CACHE_MINUTES.shop * 60_000;
/** An access token this close to its end is refreshed before use, so it cannot lapse mid-request. */
const REFRESH_MARGIN_MS = 60_000;

/** The associated data each sealed token is bound to (token-cipher.ts): another seller's row does not open. */
const tokenContext = (userId: string) => `marketplace-token:${userId}`;

const stateConflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

/**
 * 503, a deliberate answer with its sentence (hinted, so no host masks it as our fault), and no Retry-After:
 * nothing changes until an operator sets the app key.
 */
export function notConfigured(): TRPCError {
  return hintedError('SERVICE_UNAVAILABLE', MARKETPLACE_MESSAGES.notConfigured, {});
}

/** A failed marketplace call as the seller reads it; `refused` is what a refused grant means at that step. */
export function asTrpcError(error: unknown, refused: string): TRPCError {
  if (!(error instanceof MarketplaceError)) throw error;
  if (error.kind === 'refused') return new TRPCError({ code: 'BAD_REQUEST', message: refused, cause: error });
  if (error.kind === 'rate_limited') {
    return hintedError(
      'TOO_MANY_REQUESTS',
      MARKETPLACE_MESSAGES.rateLimited,
      { status: 429, retryAfterSeconds: error.retryAfterSeconds },
      error,
    );
  }
  return hintedError(
    'SERVICE_UNAVAILABLE',
    MARKETPLACE_MESSAGES.unreachable,
    { retryAfterSeconds: 5 },
    error,
  );
}

/** The tokens as the connection row stores them, each sealed to this seller. */
export function sealedTokens(marketplace: Marketplace, userId: string, tokens: MarketplaceTokens) {
  return {
    accessTokenEncrypted: marketplace.cipher.seal(tokens.accessToken, tokenContext(userId)),
    refreshTokenEncrypted: marketplace.cipher.seal(tokens.refreshToken, tokenContext(userId)),
    expiresAt: tokens.expiresAt,
  };
}

/** What the callback and a sync answer. */
export function connectedAnswer(shop: { shopId: string; shopName: string; lastSyncedAt: Date }) {
  return {
    connected: true as const,
    shop_id: shop.shopId,
    shop_name: shop.shopName,
    last_sync_at: shop.lastSyncedAt.toISOString(),
    message: MARKETPLACE_MESSAGES.connected,
  };
}

const connectionFields = {
  shopId: true,
  shopName: true,
  status: true,
  lastSyncedAt: true,
  accessTokenEncrypted: true,
  refreshTokenEncrypted: true,
  expiresAt: true,
} as const;

/** Spec §3's status, from the database alone: reading it never spends marketplace requests. */
export async function connectionStatus(
  db: Database,
  marketplace: Marketplace | null,
  userId: string,
): Promise<TMarketplaceStatus> {
  const configured = marketplace !== null;
  const base = {
    configured,
    connected: false,
    // Market research reads the marketplace's public search with the app key alone: on once it is configured.
    capabilities: { market_research: configured, shop_data: false },
    market_research_status: configured ? ('active' as const) : ('coming_soon' as const),
    shop_name: null,
    shop_id: null,
    last_sync_at: null,
    error: null,
  };
  if (!marketplace) {
    return { ...base, shop_data_status: 'coming_soon', message: MARKETPLACE_MESSAGES.notConfigured };
  }
  const connection = await db.prisma.marketplaceConnection.findUnique({
    where: { userId },
    select: { shopId: true, shopName: true, status: true, lastSyncedAt: true },
  });
  if (!connection?.shopId) {
    return { ...base, shop_data_status: 'not_connected', message: MARKETPLACE_MESSAGES.notConnectedStatus };
  }
  const shop = {
    shop_id: connection.shopId,
    shop_name: connection.shopName,
    last_sync_at: connection.lastSyncedAt?.toISOString() ?? null,
  };
  if (connection.status === 'needs_reconnect') {
    return {
      ...base,
      ...shop,
      shop_data_status: 'needs_reconnect',
      message: MARKETPLACE_MESSAGES.needsReconnect,
    };
  }
  return {
    ...base,
    ...shop,
    connected: true,
    capabilities: { market_research: true, shop_data: true },
    shop_data_status: 'active',
    message: MARKETPLACE_MESSAGES.connected,
  };
}

/** Whether the seller has a shop connected that the marketplace still accepts (live data may be asked for). */
export async function hasLiveConnection(db: Database, userId: string): Promise<boolean> {
  const connection = await db.prisma.marketplaceConnection.findUnique({
    where: { userId },
    select: { shopId: true, status: true },
  });
  return Boolean(connection?.shopId) && connection?.status === 'connected';
}

/** The marketplace said no to this connection's tokens: the seller must approve the app again. */
async function markNeedsReconnect(db: Database, userId: string): Promise<TRPCError> {
  await db.prisma.marketplaceConnection.update({
    where: { userId },
    data: {
      status: 'needs_reconnect',
      accessTokenEncrypted: null,
      refreshTokenEncrypted: null,
      expiresAt: null,
    },
    select: { id: true },
  });
  return stateConflict(MARKETPLACE_MESSAGES.needsReconnect);
}

/**
 * A usable access token for the seller's connection, refreshed first when it is about to lapse (an hour each;
 * refresh tokens last 90 days). A refused refresh marks the connection as needing a reconnect.
 */
async function accessToken(
  db: Database,
  marketplace: Marketplace,
  userId: string,
  connection: {
    accessTokenEncrypted: string | null;
    refreshTokenEncrypted: string | null;
    expiresAt: Date | null;
  },
): Promise<string> {
  const { accessTokenEncrypted, refreshTokenEncrypted, expiresAt } = connection;
  if (!accessTokenEncrypted || !refreshTokenEncrypted) throw await markNeedsReconnect(db, userId);
  if (expiresAt && expiresAt.getTime() - REFRESH_MARGIN_MS > Date.now()) {
    return marketplace.cipher.open(accessTokenEncrypted, tokenContext(userId));
  }
  try {
    const tokens = await marketplace.refresh(
      marketplace.cipher.open(refreshTokenEncrypted, tokenContext(userId)),
    );
    await db.prisma.marketplaceConnection.update({
      where: { userId },
      data: sealedTokens(marketplace, userId, tokens),
      select: { id: true },
    });
    return tokens.accessToken;
  } catch (error) {
    if (error instanceof MarketplaceError && error.kind === 'refused')
      throw await markNeedsReconnect(db, userId);
    throw asTrpcError(error, MARKETPLACE_MESSAGES.needsReconnect);
  }
}

/** The seller's usable connection; refused with a sentence when there is none or it needs a reconnect. */
async function liveConnection(db: Database, userId: string) {
  const connection = await db.prisma.marketplaceConnection.findUnique({
    where: { userId },
    select: connectionFields,
  });
  if (!connection?.shopId) throw stateConflict(MARKETPLACE_MESSAGES.notConnected);
  if (connection.status === 'needs_reconnect') throw stateConflict(MARKETPLACE_MESSAGES.needsReconnect);
  return { ...connection, shopId: connection.shopId };
}

/**
 * One read of the seller's shop at the marketplace, with a fresh access token. Tokens the marketplace no longer
 * accepts mark the connection as needing a reconnect.
 */
export async function readShop<T>(
  db: Database,
  marketplace: Marketplace,
  userId: string,
  read: (accessToken: string, shopId: string) => Promise<T>,
  connection?: Awaited<ReturnType<typeof liveConnection>>,
): Promise<T> {
  const live = connection ?? (await liveConnection(db, userId));
  const token = await accessToken(db, marketplace, userId, live);
  try {
    return await read(token, live.shopId);
  } catch (error) {
    if (error instanceof MarketplaceError && error.kind === 'refused')
      throw await markNeedsReconnect(db, userId);
    throw asTrpcError(error, MARKETPLACE_MESSAGES.needsReconnect);
  }
}

/**
 * The shop, fetched again once its day in the cache is over (spec §9: shop 24 h); within it, answered from the
 * database without spending a marketplace request.
 */
export async function syncShop(db: Database, marketplace: Marketplace, userId: string) {
  const connection = await liveConnection(db, userId);
  const { shopId, shopName, lastSyncedAt } = connection;
  if (shopName && lastSyncedAt && Date.now() - lastSyncedAt.getTime() < SHOP_CACHE_MS) {
    return connectedAnswer({ shopId, shopName, lastSyncedAt });
  }
  const shop = await readShop(
    db,
    marketplace,
    userId,
    (token) => marketplace.shop(token, shopId),
    connection,
  );
  const now = new Date();
  await db.prisma.marketplaceConnection.update({
    where: { userId },
    data: { shopName: shop.shopName, lastSyncedAt: now },
    select: { id: true },
  });
  return connectedAnswer({ ...shop, lastSyncedAt: now });
}

/**
 * Disconnects at once (the privacy page allows 90 days): the tokens, the shop's cached data and any
 * authorization in flight are deleted. The Open API has no endpoint to revoke a token; deleting our only copies
 * ends our access, and the seller can also remove the app in their marketplace account.
 */
export async function disconnect(db: Database, userId: string) {
  await db.prisma.$transaction([
    db.prisma.marketplaceConnection.deleteMany({ where: { userId } }),
    db.prisma.marketplaceCacheEntry.deleteMany({ where: { userId } }),
    db.prisma.marketplaceOAuthState.deleteMany({ where: { userId } }),
  ]);
  return { connected: false as const, message: MARKETPLACE_MESSAGES.disconnected };
}
