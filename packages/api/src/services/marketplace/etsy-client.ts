import { setTimeout as sleep } from 'node:timers/promises';
import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  UnexpectedResponseError,
  type OAuth2Tokens,
} from 'arctic';
import { MARKETPLACE_SCOPES, type LedgerEntry, type ReceiptPayment } from '@margin/core';
import {
  idOf,
  ledgerEntryOf,
  listingOf,
  PAGE_SIZE,
  pages,
  paymentFeeOf,
  receiptOf,
  searchListingOf,
  type MarketplaceListing,
  type MarketplaceReceipt,
  type MarketplaceSearchListing,
} from './etsy-readers';
import type { RequestBudget } from './request-budget';
import type { TokenCipher } from './token-cipher';

export interface EtsySettings {
  /** The app's keystring: the OAuth client id, and the first half of `x-api-key`. */
  apiKey: string;
  /** The app's shared secret, the second half of `x-api-key` (required by the marketplace since February 2026). */
  sharedSecret?: string;
  redirectUri: string;
  /** `https://api.etsy.com`: the token endpoint and the Open API live under it. */
  apiBase: string;
  /** `https://www.etsy.com`: the page where the seller approves the app. */
  oauthBase: string;
  cipher: TokenCipher;
  /** Every request, token requests included, is counted against the app's limits first (request-budget.ts). */
  budget: RequestBudget;
  /** Longest wait for one marketplace request. */
  timeoutMs?: number;
}

export interface MarketplaceTokens {
  /** `<user id>.<token>`, as the marketplace issues it; sent as the bearer token. */
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

export interface MarketplaceUser {
  userId: string;
  /** Null for an account that has no shop. */
  shopId: string | null;
}

export interface MarketplaceShop {
  shopId: string;
  shopName: string;
}

export type { MarketplaceListing, MarketplaceReceipt, MarketplaceSearchListing } from './etsy-readers';

/**
 * Why a marketplace call failed, in the terms the callers act on: the marketplace said no to this grant (the
 * seller must connect again), it asked us to slow down, or it could not be reached or answered nonsense.
 */
export class MarketplaceError extends Error {
  constructor(
    readonly kind: 'refused' | 'rate_limited' | 'unavailable',
    detail: string,
    readonly retryAfterSeconds?: number,
    cause?: unknown,
  ) {
    super(detail, cause === undefined ? undefined : { cause });
    this.name = 'MarketplaceError';
  }
}

/** The marketplace as the procedures use it: OAuth 2.0 with PKCE and the few Open API v3 reads Margin needs. */
export interface Marketplace {
  /** Seals tokens and verifiers for the database (token-cipher.ts). */
  readonly cipher: TokenCipher;
  authorizationUrl(state: string, codeVerifier: string): string;
  exchangeCode(code: string, codeVerifier: string): Promise<MarketplaceTokens>;
  refresh(refreshToken: string): Promise<MarketplaceTokens>;
  /** GET /v3/application/users/me: who approved the app, and their shop. */
  me(accessToken: string): Promise<MarketplaceUser>;
  /** GET /v3/application/shops/{shop_id}. */
  shop(accessToken: string, shopId: string): Promise<MarketplaceShop>;
  /** GET /v3/application/shops/{shop_id}/listings?state=active, page by page. */
  activeListings(accessToken: string, shopId: string): Promise<MarketplaceListing[]>;
  /** GET /v3/application/shops/{shop_id}/receipts?was_paid=true, newest first, with their transactions. */
  paidReceipts(accessToken: string, shopId: string): Promise<MarketplaceReceipt[]>;
  /** GET /v3/application/listings/active?keywords=: the public search (the app key alone, no seller token). */
  searchActiveListings(keywords: string): Promise<MarketplaceSearchListing[]>;
  /**
   * GET /v3/application/shops/{shop_id}/payment-account/ledger-entries from `range.start` to `range.end` (seconds;
   * the marketplace answers 31 days at most), page by page.
   */
  ledgerEntries(accessToken: string, shopId: string, range: LedgerRange): Promise<LedgerEntry[]>;
  /** GET /v3/application/shops/{shop_id}/receipts/{receipt_id}/payments: what processing the order cost. */
  processingFee(accessToken: string, shopId: string, receiptId: string): Promise<ReceiptPayment | null>;
}

export interface LedgerRange {
  start: number;
  end: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** 5,000 listings: a bound on the requests one fetch may spend of the app's daily 10,000. */
const MAX_LISTING_PAGES = 50;
/** 2,000 orders, newest first: a bound like the listings', and more than a small shop sells in a year. */
const MAX_RECEIPT_PAGES = 20;
/** 10,000 entries: more than a month of a busy shop's sales, fees and payouts. */
const MAX_LEDGER_PAGES = 100;
/** One page of the public search is a sample of the market's prices; more would spend budget for little. */
const SEARCH_PAGE_SIZE = 100;
/** What we wait before trying again when a 429 names no Retry-After: the API allows 10 requests a second. */
const DEFAULT_RETRY_AFTER_SECONDS = 1;
/** The longest Retry-After a read waits for before trying once more. */
const MAX_BACK_OFF_SECONDS = 2;

/**
 * The real client. arctic's `Etsy` provider hard-codes the marketplace's endpoints, so tests could not point it
 * at a local fake; its generic `OAuth2Client` is the same code underneath (the provider is a thin wrapper over
 * it: a public client, PKCE S256, client_id in the body) with the endpoints as arguments, so we use that.
 */
export function createEtsyMarketplace(settings: EtsySettings): Marketplace {
  const oauth = new OAuth2Client(settings.apiKey, null, settings.redirectUri);
  const authorizationEndpoint = new URL('/oauth/connect', settings.oauthBase).href;
  const tokenEndpoint = new URL('/v3/public/oauth/token', settings.apiBase).href;
  const apiKeyHeader = settings.sharedSecret
    ? `${settings.apiKey}:${settings.sharedSecret}`
    : settings.apiKey;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function tokens(request: () => Promise<OAuth2Tokens>): Promise<MarketplaceTokens> {
    await settings.budget.take();
    try {
      const answer = await request();
      return {
        accessToken: answer.accessToken(),
        refreshToken: answer.refreshToken(),
        expiresAt: answer.accessTokenExpiresAt(),
      };
    } catch (error) {
      throw asMarketplaceError(error);
    }
  }

  /**
   * A read that the marketplace answers 429 is tried once more after the Retry-After it names, when that is short
   * enough to wait for within the seller's request; a longer one, or a second 429, reaches the caller.
   */
  async function get(path: string, accessToken: string | null): Promise<Record<string, unknown>> {
    try {
      return await getOnce(path, accessToken);
    } catch (error) {
      const waitSeconds = error instanceof MarketplaceError ? error.retryAfterSeconds : undefined;
      if (waitSeconds === undefined || waitSeconds > MAX_BACK_OFF_SECONDS) throw error;
      await sleep(waitSeconds * 1000);
      return getOnce(path, accessToken);
    }
  }

  async function getOnce(path: string, accessToken: string | null): Promise<Record<string, unknown>> {
    await settings.budget.take();
    let response: Response;
    try {
      response = await fetch(new URL(path, settings.apiBase), {
        headers: {
          'x-api-key': apiKeyHeader,
          ...(accessToken !== null && { authorization: `Bearer ${accessToken}` }),
          accept: 'application/json',
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new MarketplaceError('unavailable', 'Etsy could not be reached.', undefined, error);
    }
    if (response.status === 429) {
      await response.body?.cancel();
      throw rateLimited(response.headers.get('retry-after'));
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new MarketplaceError('refused', 'Etsy no longer accepts this connection.');
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok || typeof body !== 'object' || body === null) {
      throw new MarketplaceError('unavailable', `Etsy answered ${response.status} for ${path}.`);
    }
    return body as Record<string, unknown>;
  }

  return {
    cipher: settings.cipher,
    authorizationUrl: (state, codeVerifier) =>
      oauth
        .createAuthorizationURLWithPKCE(
          authorizationEndpoint,
          state,
          CodeChallengeMethod.S256,
          codeVerifier,
          [...MARKETPLACE_SCOPES],
        )
        .toString(),
    exchangeCode: (code, codeVerifier) =>
      tokens(() => oauth.validateAuthorizationCode(tokenEndpoint, code, codeVerifier)),
    refresh: (refreshToken) => tokens(() => oauth.refreshAccessToken(tokenEndpoint, refreshToken, [])),
    async me(accessToken) {
      const body = await get('/v3/application/users/me', accessToken);
      const userId = idOf(body.user_id);
      if (!userId) throw new MarketplaceError('unavailable', 'Etsy answered users/me without a user id.');
      return { userId, shopId: idOf(body.shop_id) };
    },
    async shop(accessToken, shopId) {
      const body = await get(`/v3/application/shops/${encodeURIComponent(shopId)}`, accessToken);
      const id = idOf(body.shop_id);
      if (!id || typeof body.shop_name !== 'string') {
        throw new MarketplaceError('unavailable', 'Etsy answered a shop without its id or name.');
      }
      return { shopId: id, shopName: body.shop_name };
    },
    activeListings: (accessToken, shopId) =>
      pages(
        (offset) =>
          get(
            `/v3/application/shops/${encodeURIComponent(shopId)}/listings?state=active&limit=${PAGE_SIZE}&offset=${offset}`,
            accessToken,
          ),
        MAX_LISTING_PAGES,
        listingOf,
      ),
    paidReceipts: (accessToken, shopId) =>
      pages(
        (offset) =>
          get(
            `/v3/application/shops/${encodeURIComponent(shopId)}/receipts?was_paid=true&sort_on=created&sort_order=desc&limit=${PAGE_SIZE}&offset=${offset}`,
            accessToken,
          ),
        MAX_RECEIPT_PAGES,
        receiptOf,
      ),
    ledgerEntries: (accessToken, shopId, range) =>
      pages(
        (offset) =>
          get(
            `/v3/application/shops/${encodeURIComponent(shopId)}/payment-account/ledger-entries?min_created=${range.start}&max_created=${range.end}&limit=${PAGE_SIZE}&offset=${offset}`,
            accessToken,
          ),
        MAX_LEDGER_PAGES,
        ledgerEntryOf,
      ),
    async processingFee(accessToken, shopId, receiptId) {
      const body = await get(
        `/v3/application/shops/${encodeURIComponent(shopId)}/receipts/${encodeURIComponent(receiptId)}/payments`,
        accessToken,
      );
      const results = Array.isArray(body.results) ? (body.results as unknown[]) : [];
      return results.length > 0 ? paymentFeeOf(results[0], receiptId) : null;
    },
    async searchActiveListings(keywords) {
      const query = new URLSearchParams({ keywords, limit: String(SEARCH_PAGE_SIZE), sort_on: 'score' });
      const body = await get(`/v3/application/listings/active?${query.toString()}`, null);
      const results = Array.isArray(body.results) ? (body.results as unknown[]) : [];
      return results.flatMap(searchListingOf);
    },
  };
}

function rateLimited(retryAfter: string | null): MarketplaceError {
  const seconds = Number(retryAfter);
  return new MarketplaceError(
    'rate_limited',
    'Etsy asked us to slow down.',
    Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : DEFAULT_RETRY_AFTER_SECONDS,
  );
}

/** arctic's errors, sorted by what the caller can do about them. */
function asMarketplaceError(error: unknown): MarketplaceError {
  if (error instanceof OAuth2RequestError) {
    // invalid_grant: a used, expired or mismatched code or verifier, or a refresh token Etsy has let go.
    return new MarketplaceError('refused', `Etsy refused the grant (${error.code}).`, undefined, error);
  }
  if (error instanceof UnexpectedResponseError && error.status === 429) return rateLimited(null);
  if (error instanceof ArcticFetchError) {
    return new MarketplaceError('unavailable', 'Etsy could not be reached.', undefined, error.cause);
  }
  return new MarketplaceError(
    'unavailable',
    'Etsy answered the token request unexpectedly.',
    undefined,
    error,
  );
}
