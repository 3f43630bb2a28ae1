import { setTimeout as sleep } from 'node:timers/promises';
import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  UnexpectedResponseError,
  type OAuth2Tokens,
} from 'arctic';
import { MARKETPLACE_SCOPES } from '@margin/core';
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

/** A listing as the CSV tools will read it; the price exactly as the marketplace gives it (amount / divisor). */
export interface MarketplaceListing {
  listing_id: string;
  title: string;
  price_amount: number;
  price_divisor: number;
  currency_code: string;
  quantity: number;
  sku: string | null;
}

/** A money amount as the Open API gives it: amount / divisor in currency_code. */
interface Money {
  amount: number;
  divisor: number;
  currency_code: string;
}

/** A paid order (a receipt) with its item lines (transactions), as the orders analysis will read it. */
export interface MarketplaceReceipt {
  receipt_id: string;
  /** Seconds since 1970 (the Open API's create_timestamp). */
  created_at: number;
  currency_code: string;
  shipping: Money;
  discount: Money;
  tax: Money;
  transactions: {
    transaction_id: string;
    listing_id: string | null;
    title: string;
    sku: string | null;
    quantity: number;
    price: Money;
  }[];
}

/** One active listing of the whole marketplace, from its public search (market research). */
export interface MarketplaceSearchListing {
  listing_id: string;
  shop_id: string | null;
  title: string;
  price: Money;
}

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
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** The most a collection endpoint answers at once. */
const PAGE_SIZE = 100;
/** 5,000 listings: a bound on the requests one fetch may spend of the app's daily 10,000. */
const MAX_LISTING_PAGES = 50;
/** 2,000 orders, newest first: a bound like the listings', and more than a small shop sells in a year. */
const MAX_RECEIPT_PAGES = 20;
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
    async searchActiveListings(keywords) {
      const query = new URLSearchParams({ keywords, limit: String(SEARCH_PAGE_SIZE), sort_on: 'score' });
      const body = await get(`/v3/application/listings/active?${query.toString()}`, null);
      const results = Array.isArray(body.results) ? (body.results as unknown[]) : [];
      return results.flatMap(searchListingOf);
    },
  };
}

/** Reads a paged collection ({count, results}) until its last page or `maxPages`, keeping what `read` accepts. */
async function pages<T>(
  fetchPage: (offset: number) => Promise<Record<string, unknown>>,
  maxPages: number,
  read: (raw: unknown) => T[],
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; page < maxPages; page++) {
    const body = await fetchPage(page * PAGE_SIZE);
    const results = Array.isArray(body.results) ? (body.results as unknown[]) : [];
    items.push(...results.flatMap(read));
    const count = typeof body.count === 'number' ? body.count : 0;
    if (results.length < PAGE_SIZE || (page + 1) * PAGE_SIZE >= count) break;
  }
  return items;
}

const record = (raw: unknown): Record<string, unknown> | null =>
  typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : null;

/** An Open API Money, or null when it is not one. */
function moneyOf(raw: unknown, currency: string): Money | null {
  const money = record(raw);
  if (!money || typeof money.amount !== 'number') return null;
  return {
    amount: money.amount,
    divisor: typeof money.divisor === 'number' && money.divisor > 0 ? money.divisor : 100,
    currency_code: typeof money.currency_code === 'string' ? money.currency_code : currency,
  };
}

/** A paid receipt with the lines the orders analysis needs; lines without a price or quantity are left out. */
function receiptOf(raw: unknown): MarketplaceReceipt[] {
  const receipt = record(raw);
  const id = idOf(receipt?.receipt_id);
  const total = moneyOf(receipt?.grandtotal, 'USD');
  if (!receipt || !id || !total || typeof receipt.create_timestamp !== 'number') return [];
  const currency = total.currency_code;
  const zero = { amount: 0, divisor: total.divisor, currency_code: currency };
  const transactions = (Array.isArray(receipt.transactions) ? receipt.transactions : []).flatMap(
    (rawLine) => {
      const line = record(rawLine);
      const transactionId = idOf(line?.transaction_id);
      const price = moneyOf(line?.price, currency);
      if (!line || !transactionId || !price || typeof line.quantity !== 'number') return [];
      return [
        {
          transaction_id: transactionId,
          listing_id: idOf(line.listing_id),
          title: typeof line.title === 'string' ? line.title : '',
          sku: typeof line.sku === 'string' && line.sku !== '' ? line.sku : null,
          quantity: line.quantity,
          price,
        },
      ];
    },
  );
  return [
    {
      receipt_id: id,
      created_at: receipt.create_timestamp,
      currency_code: currency,
      shipping: moneyOf(receipt.total_shipping_cost, currency) ?? zero,
      discount: moneyOf(receipt.discount_amt, currency) ?? zero,
      tax: moneyOf(receipt.total_tax_cost, currency) ?? zero,
      transactions,
    },
  ];
}

function searchListingOf(raw: unknown): MarketplaceSearchListing[] {
  const listing = record(raw);
  const id = idOf(listing?.listing_id);
  const price = moneyOf(listing?.price, 'USD');
  if (!listing || !id || !price || typeof listing.title !== 'string') return [];
  return [{ listing_id: id, shop_id: idOf(listing.shop_id), title: listing.title, price }];
}

/** One listing of the answer, or none when it lacks what the tools need (an id, a title, a price). */
function listingOf(raw: unknown): MarketplaceListing[] {
  if (typeof raw !== 'object' || raw === null) return [];
  const listing = raw as Record<string, unknown>;
  const price = (listing.price ?? {}) as Record<string, unknown>;
  const id = idOf(listing.listing_id);
  if (!id || typeof listing.title !== 'string' || typeof price.amount !== 'number') return [];
  const skus = Array.isArray(listing.skus) ? listing.skus.filter((sku) => typeof sku === 'string') : [];
  return [
    {
      listing_id: id,
      title: listing.title,
      price_amount: price.amount,
      price_divisor: typeof price.divisor === 'number' && price.divisor > 0 ? price.divisor : 100,
      currency_code: typeof price.currency_code === 'string' ? price.currency_code : 'USD',
      quantity: typeof listing.quantity === 'number' ? listing.quantity : 0,
      sku: skus[0] ?? null,
    },
  ];
}

/** Ids arrive as JSON numbers; kept as text so no id outgrows a JavaScript number. */
function idOf(value: unknown): string | null {
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : null;
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
