import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import {
  MARKETPLACE_MESSAGES,
  ZMarketplaceAuthorizationSchema,
  ZMarketplaceAuthorizeSchema,
  ZMarketplaceCallbackSchema,
  ZMarketplaceConnectedSchema,
  ZMarketplaceDisconnectedSchema,
  ZMarketplaceListingsSchema,
  ZMarketplaceOrdersSchema,
  ZMarketplaceStatusSchema,
  ZShopReconcileAnswerSchema,
  ZShopReconcileSchema,
} from '@margin/core';
import type { Context } from '../context';
import {
  completeAuthorization,
  startAuthorization,
  type Seller,
} from '../services/marketplace/authorization';
import { connectionStatus, disconnect, notConfigured, syncShop } from '../services/marketplace/connections';
import { shopListings, shopOrders } from '../services/marketplace/shop-data';
import { reconcileShopMonth } from '../services/marketplace/shop-reconciliation';
import { featureProcedure, userProcedure } from '../trpc';

/** The marketplace, or the 'coming soon' refusal while its app key is not configured. */
function marketplaceOf(ctx: Context) {
  const marketplace = ctx.services.marketplace;
  if (!marketplace) throw notConfigured();
  return marketplace;
}

/** The caller and the session an authorization is bound to. */
function sellerOf(ctx: Context & { user: { id: string } }): Seller {
  if (!ctx.sessionId) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  return { userId: ctx.user.id, sessionId: ctx.sessionId };
}

/**
 * The marketplace connection (advanced spec §2-§4, §7). Connecting and syncing are advanced features
 * (trial or Pro); the status and disconnecting stay open to every signed-in seller, so an expired one still sees
 * what is connected and can always take it away. Tokens never leave the server.
 */
export const etsyRouter = {
  /** POST /api/etsy/auth/authorize. */
  authorize: featureProcedure('advanced')
    .input(ZMarketplaceAuthorizeSchema)
    .output(ZMarketplaceAuthorizationSchema)
    .mutation(({ ctx }) => startAuthorization(ctx.db, marketplaceOf(ctx), sellerOf(ctx))),

  /** POST /api/etsy/auth/callback: the /oauth/callback page hands over what the marketplace sent back. */
  callback: featureProcedure('advanced')
    .input(ZMarketplaceCallbackSchema)
    .output(ZMarketplaceConnectedSchema)
    .mutation(({ ctx, input }) => {
      const marketplace = marketplaceOf(ctx);
      if (!input.authorization_code || !input.state) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: MARKETPLACE_MESSAGES.missingParameters });
      }
      return completeAuthorization(ctx.db, marketplace, sellerOf(ctx), {
        code: input.authorization_code,
        state: input.state,
      });
    }),

  /** GET /api/etsy/connection/status (never cached). */
  status: userProcedure
    .output(ZMarketplaceStatusSchema)
    .query(({ ctx }) => connectionStatus(ctx.db, ctx.services.marketplace, ctx.user.id)),

  /** POST /api/etsy/shop/sync: the shop again from the marketplace once its 24 hours in the cache are over. */
  sync: featureProcedure('advanced')
    .output(ZMarketplaceConnectedSchema)
    .mutation(({ ctx }) => syncShop(ctx.db, marketplaceOf(ctx), ctx.user.id)),

  /** GET /api/etsy/listings: the shop's active listings, fetched at most once an hour. */
  listings: featureProcedure('advanced')
    .output(ZMarketplaceListingsSchema)
    .query(({ ctx }) => shopListings(ctx.db, marketplaceOf(ctx), ctx.user.id)),

  /** GET /api/etsy/orders: the shop's paid orders with their transactions, fetched at most every 30 minutes. */
  orders: featureProcedure('advanced')
    .output(ZMarketplaceOrdersSchema)
    .query(({ ctx }) => shopOrders(ctx.db, marketplaceOf(ctx), ctx.user.id)),

  /** POST /api/etsy/reconcile: a month of the shop reconciled from its payment-account ledger. */
  reconcile: featureProcedure('advanced')
    .input(ZShopReconcileSchema)
    // Not `.output()`: the answer is core's, held to the schema by its type; the schema describes it in the document.
    .meta({ documentedOutput: ZShopReconcileAnswerSchema })
    .mutation(({ ctx, input }) => reconcileShopMonth(ctx.db, marketplaceOf(ctx), ctx.user.id, input)),

  /** DELETE /api/etsy/connection: tokens and shop data deleted at once. Works with or without the app key. */
  disconnect: userProcedure
    .output(ZMarketplaceDisconnectedSchema)
    .mutation(({ ctx }) => disconnect(ctx.db, ctx.user.id)),
} satisfies TRPCRouterRecord;
