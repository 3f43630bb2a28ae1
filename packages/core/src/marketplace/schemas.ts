import { z } from 'zod';
import { safeText } from '../text';

/**
 * The marketplace connection (advanced spec §2-§4, §6-§8): what the API takes and answers at
 * POST /api/etsy/auth/authorize, POST /api/etsy/auth/callback, GET /api/etsy/connection/status and the disconnect.
 */

/** The scopes Margin asks for (spec §6): it reads the shop, its listings and its orders, and writes nothing. */
export const MARKETPLACE_SCOPES = ['shops_r', 'listings_r', 'transactions_r'] as const;
export type TMarketplaceScope = (typeof MARKETPLACE_SCOPES)[number];

/** The marketplace's limits per app, shared by every seller (spec §9). */
export const MARKETPLACE_REQUESTS_PER_SECOND = 10;
export const MARKETPLACE_REQUESTS_PER_DAY = 10_000;

/** How long fetched data is kept before the marketplace is asked again (spec §9). */
export const MARKETPLACE_CACHE_MINUTES = {
  shop: 24 * 60,
  listings: 60,
  marketResearch: 6 * 60,
  transactions: 30,
} as const;

/** An authorization in flight lasts this long, and is used once. */
export const MARKETPLACE_AUTHORIZATION_MINUTES = 10;

/** The sentences sellers read (spec §8 where it words them). */
export const MARKETPLACE_MESSAGES = {
  notConfigured:
    'Live Data Integration - Coming Soon: the Etsy connection is pending marketplace API approval. Demo data is used meanwhile.',
  missingParameters: 'Missing authorization parameters',
  connectFailed: 'Failed to connect to Etsy. Please try again.',
  authorizationNotValid:
    'This Etsy authorization is not valid for this session or has already been used. Please connect again.',
  authorizationExpired: 'This Etsy authorization has expired. Please connect again.',
  grantRefused: 'Etsy did not accept this authorization. Please connect again.',
  noShop: 'This Etsy account has no shop to connect.',
  notConnected: 'Connect your Etsy shop first.',
  needsReconnect: 'Etsy no longer accepts this connection. Please reconnect your shop.',
  rateLimited: 'Etsy is busy right now. Please try again in a moment.',
  unreachable: 'Etsy could not be reached. Please try again in a moment.',
  connected: 'Your Etsy shop is connected.',
  notConnectedStatus: 'Connect your Etsy shop to use live data.',
  disconnected: 'Your Etsy shop is disconnected; its tokens and data are deleted.',
} as const;

const scopeSchema = z.enum(MARKETPLACE_SCOPES, { error: `must be among ${MARKETPLACE_SCOPES.join(', ')}` });

/** POST /api/etsy/auth/authorize: `scopes` is optional; the three of §6 are always asked for. */
export const ZMarketplaceAuthorizeSchema = z
  .object({ scopes: z.array(scopeSchema).max(MARKETPLACE_SCOPES.length).optional() })
  .default({});

export const ZMarketplaceAuthorizationSchema = z.object({
  authorization_url: z.string(),
  state: z.string(),
  /**
   * Kept for the spec's contract (the app stores it for the browser session). The server keeps its own copy and
   * never reads the one a browser sends back.
   */
  code_verifier: z.string(),
  expires_in: z.number().int(),
});
export type TMarketplaceAuthorization = z.infer<typeof ZMarketplaceAuthorizationSchema>;

const callbackText = safeText().trim().max(2048, 'is too long').optional();

/** POST /api/etsy/auth/callback: what the /oauth/callback page read from its address. */
export const ZMarketplaceCallbackSchema = z.object({
  authorization_code: callbackText,
  state: callbackText,
  /** Accepted and ignored (see ZMarketplaceAuthorizationSchema). */
  code_verifier: callbackText,
});

/** spec §4 integration status, with the connection's own states for shop data. */
export const ZShopDataStatusSchema = z.enum(['coming_soon', 'not_connected', 'active', 'needs_reconnect']);

/** GET /api/etsy/connection/status (spec §3 'Marketplace connection status'). */
export const ZMarketplaceStatusSchema = z.object({
  configured: z.boolean(),
  /** True when the shop_data capability is on (spec §3). */
  connected: z.boolean(),
  capabilities: z.object({ market_research: z.boolean(), shop_data: z.boolean() }),
  market_research_status: z.enum(['coming_soon', 'active']),
  shop_data_status: ZShopDataStatusSchema,
  shop_name: z.string().nullable(),
  shop_id: z.string().nullable(),
  /** ISO time the shop's data was last fetched. */
  last_sync_at: z.string().nullable(),
  message: z.string(),
  error: z.string().nullable(),
});
export type TMarketplaceStatus = z.infer<typeof ZMarketplaceStatusSchema>;

/** What the callback and a sync answer: the connected shop. */
export const ZMarketplaceConnectedSchema = z.object({
  connected: z.literal(true),
  shop_id: z.string(),
  shop_name: z.string(),
  last_sync_at: z.string(),
  message: z.string(),
});

export const ZMarketplaceDisconnectedSchema = z.object({ connected: z.literal(false), message: z.string() });

/** GET /api/etsy/listings: the shop's active listings, fetched at most once an hour. */
export const ZMarketplaceListingsSchema = z.object({
  listings: z.array(
    z.object({
      listing_id: z.string(),
      title: z.string(),
      /** In major units of currency_code (the marketplace's amount / divisor). */
      price: z.number(),
      currency_code: z.string(),
      quantity: z.number().int(),
      sku: z.string().nullable(),
    }),
  ),
  fetched_at: z.string(),
  expires_at: z.string(),
});
export type TMarketplaceListings = z.infer<typeof ZMarketplaceListingsSchema>;

/** One order (a receipt) of the shop with its item lines (transactions); amounts in major units of currency_code. */
export const ZMarketplaceOrderSchema = z.object({
  order_id: z.string(),
  /** YYYY-MM-DD (UTC) the order was placed. */
  sale_date: z.string(),
  currency_code: z.string(),
  /** What the buyer paid for shipping on the whole order. */
  shipping: z.number(),
  /** The order's discount on items (coupons, sales). */
  discount: z.number(),
  /** The buyer's sales tax or VAT the marketplace collected. */
  sales_tax: z.number(),
  items: z.array(
    z.object({
      transaction_id: z.string(),
      listing_id: z.string().nullable(),
      title: z.string(),
      sku: z.string().nullable(),
      quantity: z.number().int(),
      /** Unit price. */
      price: z.number(),
    }),
  ),
});
export type TMarketplaceOrder = z.infer<typeof ZMarketplaceOrderSchema>;

/** GET /api/etsy/orders: the shop's paid orders with their transactions, fetched at most every 30 minutes. */
export const ZMarketplaceOrdersSchema = z.object({
  orders: z.array(ZMarketplaceOrderSchema),
  fetched_at: z.string(),
  expires_at: z.string(),
});
export type TMarketplaceOrders = z.infer<typeof ZMarketplaceOrdersSchema>;
