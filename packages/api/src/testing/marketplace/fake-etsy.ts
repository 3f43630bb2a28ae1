/**
 * A small fake of the marketplace for tests: the real client (arctic and our fetch calls) talks to it over HTTP,
 * so requests are built, sent and read as in production. It approves every authorization at once, checks PKCE
 * S256 and single-use codes at its token endpoint, refreshes tokens until a test lets them expire, answers the
 * Open API reads Margin makes, checks the `x-api-key` header on them, and answers 429 when a test asks it to.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sampleListings, sampleMarketListings, sampleReceipts } from './samples';

export { openApiLedger, sampleListings, sampleMarketListings, sampleReceipts } from './samples';

export const FAKE_ETSY_API_KEY = 'fake-keystring';
export const FAKE_ETSY_SHARED_SECRET = 'fake-shared-secret';

export interface FakeShop {
  userId: number;
  shopId: number;
  shopName: string;
}

interface IssuedCode {
  challenge: string;
  redirectUri: string;
  used: boolean;
}

interface IssuedTokens {
  refreshToken: string;
  refreshExpired: boolean;
}

export interface FakeEtsy {
  /** Base URL for both ETSY_API_BASE and ETSY_OAUTH_BASE. */
  url: string;
  /** The seller who approves every authorization. */
  shop: FakeShop;
  /** Follows an authorization URL as the seller's browser would and reads where it sends them back. */
  approve(authorizationUrl: string): Promise<{ code: string; state: string; redirectUri: string }>;
  /** The next `count` requests (any endpoint) answer 429 with Retry-After: 1. */
  answerTooManyRequests(count: number): void;
  /** Every refresh token issued so far stops working (the 90 days passed, or the seller removed the app). */
  expireRefreshTokens(): void;
  /** The shop's active listings, as the Open API gives them; a test may replace them. */
  listings: Record<string, unknown>[];
  /** The shop's paid receipts with their transactions, as the Open API gives them; a test may replace them. */
  receipts: Record<string, unknown>[];
  /** What the public active-listings search finds, for any keywords; a test may replace it. */
  marketListings: Record<string, unknown>[];
  /** The shop's payment-account ledger entries (none until a test sets them; see openApiLedger). */
  ledgerEntries: Record<string, unknown>[];
  /** The orders' payments, found by their receipt_id. */
  payments: Record<string, unknown>[];
  /** Requests received, for checks of what the client sent. */
  requests: { method: string; path: string; apiKey: string | undefined }[];
  close(): Promise<void>;
}

const LEDGER_MAX_RANGE_SECONDS = 31 * 24 * 60 * 60;
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const token = () => randomBytes(18).toString('base64url');

export async function startFakeEtsy(
  shop: FakeShop = { userId: 12345678, shopId: 987654, shopName: 'LinenAndClay' },
): Promise<FakeEtsy> {
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Map<string, IssuedTokens>();
  const requests: FakeEtsy['requests'] = [];
  const state = {
    listings: sampleListings(shop.shopId, 3),
    receipts: sampleReceipts(shop.shopId),
    marketListings: sampleMarketListings(20),
    ledgerEntries: [] as Record<string, unknown>[],
    payments: [] as Record<string, unknown>[],
  };
  let tooManyRequests = 0;

  function issueTokens() {
    const accessToken = `${shop.userId}.${token()}`;
    const refreshToken = `${shop.userId}.${token()}`;
    accessTokens.add(accessToken);
    refreshTokens.set(refreshToken, { refreshToken, refreshExpired: false });
    return { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, refresh_token: refreshToken };
  }

  function tokenAnswer(form: URLSearchParams): [number, object] {
    const invalidGrant = (description: string): [number, object] => [
      400,
      { error: 'invalid_grant', error_description: description },
    ];
    if (form.get('client_id') !== FAKE_ETSY_API_KEY) return [401, { error: 'invalid_client' }];
    if (form.get('grant_type') === 'authorization_code') {
      const issued = codes.get(form.get('code') ?? '');
      if (!issued || issued.used) return invalidGrant('code was already used or never issued');
      issued.used = true;
      if (issued.redirectUri !== form.get('redirect_uri')) return invalidGrant('redirect_uri does not match');
      if (s256(form.get('code_verifier') ?? '') !== issued.challenge) {
        return invalidGrant('code_verifier does not match the code_challenge');
      }
      return [200, issueTokens()];
    }
    if (form.get('grant_type') === 'refresh_token') {
      const issued = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!issued || issued.refreshExpired) return invalidGrant('refresh token expired');
      return [200, { ...issueTokens(), refresh_token: issued.refreshToken }];
    }
    return [400, { error: 'unsupported_grant_type' }];
  }

  function apiAnswer(path: string, query: URLSearchParams, req: http.IncomingMessage): [number, object] {
    if (req.headers['x-api-key'] !== `${FAKE_ETSY_API_KEY}:${FAKE_ETSY_SHARED_SECRET}`) {
      return [403, { error: 'Invalid API key' }];
    }
    const page = (items: Record<string, unknown>[]): [number, object] => {
      const limit = Number(query.get('limit') ?? 25);
      const offset = Number(query.get('offset') ?? 0);
      return [200, { count: items.length, results: items.slice(offset, offset + limit) }];
    };
    // The public search needs the app key only; it ignores a bearer token, as the Open API does.
    if (path === '/v3/application/listings/active') return page(state.marketListings);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer)) return [401, { error: 'invalid_token' }];
    if (path === '/v3/application/users/me') return [200, { user_id: shop.userId, shop_id: shop.shopId }];
    if (path === `/v3/application/shops/${shop.shopId}`) {
      return [200, { shop_id: shop.shopId, shop_name: shop.shopName, currency_code: 'USD' }];
    }
    if (path === `/v3/application/shops/${shop.shopId}/listings`) return page(state.listings);
    if (path === `/v3/application/shops/${shop.shopId}/receipts`) {
      return page(
        query.get('was_paid') === 'true' ? state.receipts.filter((r) => r.is_paid) : state.receipts,
      );
    }
    if (path === `/v3/application/shops/${shop.shopId}/payment-account/ledger-entries`) {
      return ledgerPage(query);
    }
    const payments = new RegExp(`^/v3/application/shops/${shop.shopId}/receipts/(\\d+)/payments$`).exec(path);
    if (payments) {
      const results = state.payments.filter((p) => String(p.receipt_id) === payments[1]);
      return [200, { count: results.length, results }];
    }
    return [404, { error: 'Not found' }];
  }

  /** The ledger between min_created and max_created, which the marketplace requires and keeps 31 days apart. */
  function ledgerPage(query: URLSearchParams): [number, object] {
    const min = Number(query.get('min_created'));
    const max = Number(query.get('max_created'));
    if (!query.get('min_created') || !query.get('max_created') || !(max >= min)) {
      return [400, { error: 'min_created and max_created are required' }];
    }
    if (max - min > LEDGER_MAX_RANGE_SECONDS) {
      return [400, { error: 'The range between min_created and max_created may be 31 days at most' }];
    }
    const entries = state.ledgerEntries.filter(
      (e) => (e.create_date as number) >= min && (e.create_date as number) <= max,
    );
    const limit = Number(query.get('limit') ?? 25);
    const offset = Number(query.get('offset') ?? 0);
    return [200, { count: entries.length, results: entries.slice(offset, offset + limit) }];
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const apiKey = req.headers['x-api-key'];
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      apiKey: typeof apiKey === 'string' ? apiKey : undefined,
    });
    const send = ([status, body]: [number, object], headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    };
    if (tooManyRequests > 0) {
      tooManyRequests -= 1;
      send([429, { error: 'Too many requests' }], { 'retry-after': '1' });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/oauth/connect') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const challenge = url.searchParams.get('code_challenge');
      if (url.searchParams.get('code_challenge_method') !== 'S256' || !challenge || !redirectUri) {
        send([400, { error: 'invalid_request' }]);
        return;
      }
      const code = token();
      codes.set(code, { challenge, redirectUri, used: false });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.href }).end();
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST' && url.pathname === '/v3/public/oauth/token') {
        send(tokenAnswer(new URLSearchParams(body)));
      } else if (req.method === 'GET') {
        send(apiAnswer(url.pathname, url.searchParams, req));
      } else {
        send([404, { error: 'Not found' }]);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    shop,
    requests,
    get listings() {
      return state.listings;
    },
    set listings(listings) {
      state.listings = listings;
    },
    get receipts() {
      return state.receipts;
    },
    set receipts(receipts) {
      state.receipts = receipts;
    },
    get ledgerEntries() {
      return state.ledgerEntries;
    },
    set ledgerEntries(entries) {
      state.ledgerEntries = entries;
    },
    get payments() {
      return state.payments;
    },
    set payments(payments) {
      state.payments = payments;
    },
    get marketListings() {
      return state.marketListings;
    },
    set marketListings(listings) {
      state.marketListings = listings;
    },
    async approve(authorizationUrl) {
      const response = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) throw new Error(`authorization answered ${response.status}`);
      const back = new URL(location);
      return {
        code: back.searchParams.get('code') ?? '',
        state: back.searchParams.get('state') ?? '',
        redirectUri: `${back.origin}${back.pathname}`,
      };
    },
    answerTooManyRequests(count) {
      tooManyRequests = count;
    },
    expireRefreshTokens() {
      for (const issued of refreshTokens.values()) issued.refreshExpired = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
