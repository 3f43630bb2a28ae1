import { createHash, randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { generateCodeVerifier } from 'arctic';
import {
  MARKETPLACE_AUTHORIZATION_MINUTES,
  MARKETPLACE_MESSAGES,
  MARKETPLACE_SCOPES,
  type TMarketplaceAuthorization,
} from '@margin/core';
import type { Database } from '@margin/db';
import { asTrpcError, connectedAnswer, sealedTokens } from './connections';
import type { Marketplace } from './etsy-client';

/**
 * Connecting a shop: the authorizations in flight, each bound to the seller's session, and the callback that
 * turns one into a stored connection. Every function takes the seller's id from the session; nothing here reads
 * an id the browser sent.
 */

const AUTHORIZATION_MS = MARKETPLACE_AUTHORIZATION_MINUTES * 60_000;

export interface Seller {
  userId: string;
  sessionId: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** The associated data the sealed verifier is bound to (token-cipher.ts): another seller's row does not open. */
const verifierContext = (userId: string) => `oauth-verifier:${userId}`;

const refusal = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/**
 * Starts an authorization: a fresh state and PKCE verifier, kept server-side for this session for 10 minutes
 * (the state only as its hash, the verifier sealed). The seller's spent and lapsed attempts are cleared on the way.
 */
export async function startAuthorization(
  db: Database,
  marketplace: Marketplace,
  seller: Seller,
): Promise<TMarketplaceAuthorization> {
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = generateCodeVerifier();
  const now = new Date();
  await db.prisma.$transaction([
    db.prisma.marketplaceOAuthState.deleteMany({
      where: { userId: seller.userId, OR: [{ usedAt: { not: null } }, { expiresAt: { lte: now } }] },
    }),
    db.prisma.marketplaceOAuthState.create({
      data: {
        userId: seller.userId,
        sessionId: seller.sessionId,
        stateHash: sha256(state),
        codeVerifierEncrypted: marketplace.cipher.seal(codeVerifier, verifierContext(seller.userId)),
        expiresAt: new Date(now.getTime() + AUTHORIZATION_MS),
      },
      select: { id: true },
    }),
  ]);
  return {
    authorization_url: marketplace.authorizationUrl(state, codeVerifier),
    state,
    code_verifier: codeVerifier,
    expires_in: AUTHORIZATION_MS / 1000,
  };
}

/**
 * Claims the attempt `state` names, once: it must be this session's, unused and unexpired. Answers the
 * server's own verifier. A state from another session is refused like an unknown one (nothing to learn from it).
 */
async function claimAuthorization(
  db: Database,
  marketplace: Marketplace,
  seller: Seller,
  state: string,
): Promise<string> {
  const attempt = await db.prisma.marketplaceOAuthState.findUnique({
    where: { stateHash: sha256(state) },
    select: { id: true, userId: true, sessionId: true, codeVerifierEncrypted: true, expiresAt: true },
  });
  if (!attempt || attempt.userId !== seller.userId || attempt.sessionId !== seller.sessionId) {
    throw refusal(MARKETPLACE_MESSAGES.authorizationNotValid);
  }
  const now = new Date();
  if (attempt.expiresAt <= now) throw refusal(MARKETPLACE_MESSAGES.authorizationExpired);
  // The conditional update is the single use: of two callbacks racing with one state, only one claims it.
  const claimed = await db.prisma.marketplaceOAuthState.updateMany({
    where: { id: attempt.id, usedAt: null },
    data: { usedAt: now },
  });
  if (claimed.count !== 1) throw refusal(MARKETPLACE_MESSAGES.authorizationNotValid);
  return marketplace.cipher.open(attempt.codeVerifierEncrypted, verifierContext(seller.userId));
}

/**
 * Completes an authorization: claims the state, exchanges the code with the server's verifier, reads who
 * approved and their shop, and stores the connection with its tokens sealed. A reused code is refused by the
 * marketplace (codes are single-use) and answered like any refused grant.
 */
export async function completeAuthorization(
  db: Database,
  marketplace: Marketplace,
  seller: Seller,
  input: { code: string; state: string },
) {
  const codeVerifier = await claimAuthorization(db, marketplace, seller, input.state);
  try {
    const tokens = await marketplace.exchangeCode(input.code, codeVerifier);
    const user = await marketplace.me(tokens.accessToken);
    if (!user.shopId) throw refusal(MARKETPLACE_MESSAGES.noShop);
    const shop = await marketplace.shop(tokens.accessToken, user.shopId);
    const now = new Date();
    const fields = {
      ...sealedTokens(marketplace, seller.userId, tokens),
      shopId: shop.shopId,
      shopName: shop.shopName,
      marketplaceUserId: user.userId,
      scopes: [...MARKETPLACE_SCOPES],
      status: 'connected' as const,
      connectedAt: now,
      disconnectedAt: null,
      lastSyncedAt: now,
    };
    await db.prisma.marketplaceConnection.upsert({
      where: { userId: seller.userId },
      create: { userId: seller.userId, ...fields },
      update: fields,
      select: { id: true },
    });
    return connectedAnswer({ ...shop, lastSyncedAt: now });
  } catch (error) {
    if (error instanceof TRPCError) throw error;
    throw asTrpcError(error, MARKETPLACE_MESSAGES.grantRefused);
  }
}
