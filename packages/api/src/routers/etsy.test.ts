import { createHash, randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MARKETPLACE_MESSAGES, ordersAsExportCsv } from '@margin/core';
import { createTestDatabase } from '@margin/db/testing';
import { httpHintOf } from '../http-hint';
import { createSession } from '../services/auth/sessions';
import { createMemoryCounterStore } from '../services/counters/memory';
import { createEtsyMarketplace } from '../services/marketplace/etsy-client';
import { createRequestBudget } from '../services/marketplace/request-budget';
import {
  FAKE_ETSY_API_KEY,
  FAKE_ETSY_SHARED_SECRET,
  sampleListings,
  sampleMarketListings,
  startFakeEtsy,
} from '../testing/marketplace/fake-etsy';
import { refreshConnectedShops } from '../services/marketplace/refresh';
import { createTokenCipher } from '../services/marketplace/token-cipher';
import { callerForToken, createSeller, testServices, type SellerState } from '../testing';

const testDb = await createTestDatabase();
const fake = await startFakeEtsy();
afterAll(async () => {
  await fake.close();
  await testDb.drop();
});
const { prisma } = testDb.db;

const REDIRECT_URI = 'http://localhost:3000/oauth/callback';
const marketplace = createEtsyMarketplace({
  apiKey: FAKE_ETSY_API_KEY,
  sharedSecret: FAKE_ETSY_SHARED_SECRET,
  redirectUri: REDIRECT_URI,
  apiBase: fake.url,
  oauthBase: fake.url,
  cipher: createTokenCipher(randomBytes(32)),
  budget: createRequestBudget(createMemoryCounterStore()),
});
const configured = testServices({ marketplace });

async function seller(state: SellerState = 'trial', services = configured) {
  const { user, token } = await createSeller(testDb.db, { state });
  return { user, caller: await callerForToken(testDb.db, token, services) };
}
type Caller = Awaited<ReturnType<typeof seller>>['caller'];

/** The popup's round trip: authorize, the seller approves at the marketplace, the callback page's call. */
async function connect(caller: Caller) {
  const authorization = await caller.etsy.authorize({});
  const back = await fake.approve(authorization.authorization_url);
  return caller.etsy.callback({ authorization_code: back.code, state: back.state });
}

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const e = error as { code: string; message: string };
    return { code: e.code, message: e.message, retryAfter: httpHintOf(error)?.retryAfterSeconds };
  }
  throw new Error('the call was not refused');
}

describe('etsy: the marketplace connection (issue 14)', () => {
  it('without the app key: status says coming soon, connecting answers 503, disconnecting still works', async () => {
    const { caller } = await seller('trial', testServices());
    expect(await caller.etsy.status()).toEqual({
      configured: false,
      connected: false,
      capabilities: { market_research: false, shop_data: false },
      market_research_status: 'coming_soon',
      shop_data_status: 'coming_soon',
      shop_name: null,
      shop_id: null,
      last_sync_at: null,
      message: MARKETPLACE_MESSAGES.notConfigured,
      error: null,
    });
    const notConfigured = { code: 'SERVICE_UNAVAILABLE', message: MARKETPLACE_MESSAGES.notConfigured };
    expect(await refusal(caller.etsy.authorize({}))).toMatchObject(notConfigured);
    expect(await refusal(caller.etsy.callback({ authorization_code: 'c', state: 's' }))).toMatchObject(
      notConfigured,
    );
    expect(await refusal(caller.etsy.sync())).toMatchObject(notConfigured);
    expect(await caller.etsy.disconnect()).toEqual({
      connected: false,
      message: MARKETPLACE_MESSAGES.disconnected,
    });
  });

  it('connects a shop: PKCE S256 with the three scopes, tokens sealed in the database, none in any answer', async () => {
    const { user, caller } = await seller();
    const authorization = await caller.etsy.authorize({ scopes: ['shops_r'] });
    const url = new URL(authorization.authorization_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/oauth/connect`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: FAKE_ETSY_API_KEY,
      redirect_uri: REDIRECT_URI,
      state: authorization.state,
      scope: 'shops_r listings_r transactions_r',
      code_challenge_method: 'S256',
      code_challenge: createHash('sha256').update(authorization.code_verifier).digest('base64url'),
    });
    expect(authorization.expires_in).toBe(600);

    const back = await fake.approve(authorization.authorization_url);
    expect(back.redirectUri).toBe(REDIRECT_URI);
    // The verifier the browser sends back is not what the server uses.
    const connected = await caller.etsy.callback({
      authorization_code: back.code,
      state: back.state,
      code_verifier: 'not-the-verifier',
    });
    expect(connected).toMatchObject({ connected: true, shop_id: '987654', shop_name: 'LinenAndClay' });
    expect(JSON.stringify(connected)).not.toContain(`${fake.shop.userId}.`);

    const status = await caller.etsy.status();
    expect(status).toMatchObject({
      configured: true,
      connected: true,
      capabilities: { market_research: true, shop_data: true },
      shop_data_status: 'active',
      shop_name: 'LinenAndClay',
      shop_id: '987654',
      message: MARKETPLACE_MESSAGES.connected,
    });
    expect(JSON.stringify(status)).not.toContain(`${fake.shop.userId}.`);

    const row = await prisma.marketplaceConnection.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row).toMatchObject({ status: 'connected', marketplaceUserId: '12345678', shopId: '987654' });
    expect(row.scopes).toEqual(['shops_r', 'listings_r', 'transactions_r']);
    expect(row.accessTokenEncrypted).toMatch(/^v1\./);
    expect(row.accessTokenEncrypted).not.toContain(`${fake.shop.userId}.`);
    expect(row.refreshTokenEncrypted).not.toContain(`${fake.shop.userId}.`);
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 3500_000);
    // The Open API reads carried the app key and shared secret.
    const reads = fake.requests.filter((r) => r.path.startsWith('/v3/application/'));
    expect(reads.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/v3/application/users/me', '/v3/application/shops/987654']),
    );
    expect(reads.every((r) => r.apiKey === `${FAKE_ETSY_API_KEY}:${FAKE_ETSY_SHARED_SECRET}`)).toBe(true);
  });

  it('refuses a state it never issued, and a missing code or state with the spec sentence', async () => {
    const { caller } = await seller();
    const authorization = await caller.etsy.authorize({});
    const back = await fake.approve(authorization.authorization_url);
    expect(await refusal(caller.etsy.callback({ authorization_code: back.code, state: 'forged' }))).toEqual({
      code: 'BAD_REQUEST',
      message: MARKETPLACE_MESSAGES.authorizationNotValid,
      retryAfter: undefined,
    });
    expect(await refusal(caller.etsy.callback({ authorization_code: back.code }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Missing authorization parameters',
    });
    expect(await refusal(caller.etsy.callback({ state: back.state, authorization_code: '' }))).toMatchObject({
      message: 'Missing authorization parameters',
    });
  });

  it("refuses a state from another session, the same seller's or another seller's, and leaves it usable", async () => {
    const { user, caller } = await seller();
    const authorization = await caller.etsy.authorize({});
    const back = await fake.approve(authorization.authorization_url);
    const otherToken = await createSession(testDb.db, {
      userId: user.id,
      remember: false,
      addressProven: true,
    });
    const sameSellerElsewhere = await callerForToken(testDb.db, otherToken, configured);
    const otherSeller = (await seller()).caller;
    for (const intruder of [sameSellerElsewhere, otherSeller]) {
      expect(
        await refusal(intruder.etsy.callback({ authorization_code: back.code, state: back.state })),
      ).toMatchObject({ code: 'BAD_REQUEST', message: MARKETPLACE_MESSAGES.authorizationNotValid });
    }
    expect(await prisma.marketplaceConnection.count({ where: { userId: user.id } })).toBe(0);
    await expect(
      caller.etsy.callback({ authorization_code: back.code, state: back.state }),
    ).resolves.toMatchObject({ connected: true });
  });

  it('uses a state once; a code used once is refused by the marketplace with a new state too', async () => {
    const { caller } = await seller();
    const authorization = await caller.etsy.authorize({});
    const back = await fake.approve(authorization.authorization_url);
    await caller.etsy.callback({ authorization_code: back.code, state: back.state });
    expect(
      await refusal(caller.etsy.callback({ authorization_code: back.code, state: back.state })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: MARKETPLACE_MESSAGES.authorizationNotValid });
    const again = await caller.etsy.authorize({});
    expect(
      await refusal(caller.etsy.callback({ authorization_code: back.code, state: again.state })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: MARKETPLACE_MESSAGES.grantRefused });
  });

  it('refuses an authorization older than 10 minutes', async () => {
    const { user, caller } = await seller();
    const authorization = await caller.etsy.authorize({});
    const back = await fake.approve(authorization.authorization_url);
    await prisma.marketplaceOAuthState.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(
      await refusal(caller.etsy.callback({ authorization_code: back.code, state: back.state })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: MARKETPLACE_MESSAGES.authorizationExpired });
  });

  it('fails the exchange when the code was issued for another verifier (the token endpoint checks S256)', async () => {
    const { caller } = await seller();
    const authorization = await caller.etsy.authorize({});
    const swapped = new URL(authorization.authorization_url);
    swapped.searchParams.set(
      'code_challenge',
      createHash('sha256').update('an attacker verifier of enough length 0123456789').digest('base64url'),
    );
    const back = await fake.approve(swapped.href);
    expect(
      await refusal(caller.etsy.callback({ authorization_code: back.code, state: back.state })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: MARKETPLACE_MESSAGES.grantRefused });
    await expect(marketplace.exchangeCode('unknown', authorization.code_verifier)).rejects.toMatchObject({
      kind: 'refused',
    });
  });

  it('answers 429 with Retry-After when the marketplace asks us to slow down', async () => {
    const { caller } = await seller();
    const authorization = await caller.etsy.authorize({});
    const back = await fake.approve(authorization.authorization_url);
    fake.answerTooManyRequests(1);
    expect(await refusal(caller.etsy.callback({ authorization_code: back.code, state: back.state }))).toEqual(
      {
        code: 'TOO_MANY_REQUESTS',
        message: MARKETPLACE_MESSAGES.rateLimited,
        retryAfter: 1,
      },
    );
  });

  it('syncs the shop from the database within 24 hours, and refreshes a lapsed access token after', async () => {
    const { user, caller } = await seller();
    const connected = await connect(caller);
    const before = fake.requests.length;
    expect(await caller.etsy.sync()).toEqual(connected);
    expect(fake.requests.length).toBe(before);

    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const old = await prisma.marketplaceConnection.update({
      where: { userId: user.id },
      data: { expiresAt: dayAgo, lastSyncedAt: dayAgo },
    });
    const synced = await caller.etsy.sync();
    expect(new Date(synced.last_sync_at).getTime()).toBeGreaterThan(dayAgo.getTime());
    expect(fake.requests.slice(before).map((r) => r.path)).toEqual([
      '/v3/public/oauth/token',
      '/v3/application/shops/987654',
    ]);
    const row = await prisma.marketplaceConnection.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row.accessTokenEncrypted).not.toBe(old.accessTokenEncrypted);
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('marks the connection as needing a reconnect when the refresh token has expired', async () => {
    const { user, caller } = await seller();
    await connect(caller);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await prisma.marketplaceConnection.update({
      where: { userId: user.id },
      data: { expiresAt: dayAgo, lastSyncedAt: dayAgo },
    });
    fake.expireRefreshTokens();
    expect(await refusal(caller.etsy.sync())).toMatchObject({
      code: 'CONFLICT',
      message: MARKETPLACE_MESSAGES.needsReconnect,
    });
    expect(await caller.etsy.status()).toMatchObject({
      connected: false,
      capabilities: { shop_data: false },
      shop_data_status: 'needs_reconnect',
      shop_name: 'LinenAndClay',
      message: MARKETPLACE_MESSAGES.needsReconnect,
    });
    const row = await prisma.marketplaceConnection.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row).toMatchObject({
      status: 'needs_reconnect',
      accessTokenEncrypted: null,
      refreshTokenEncrypted: null,
    });
    // Connecting again restores it.
    await expect(connect(caller)).resolves.toMatchObject({ connected: true });
    expect((await caller.etsy.status()).shop_data_status).toBe('active');
  });

  it('disconnect deletes the tokens, the shop data and authorizations in flight, and touches no one else', async () => {
    const { user, caller } = await seller();
    const other = await seller();
    await connect(caller);
    await connect(other.caller);
    await caller.etsy.authorize({});
    await prisma.marketplaceCacheEntry.create({
      data: {
        key: `listings:${user.id}`,
        userId: user.id,
        payload: [],
        expiresAt: new Date(Date.now() + 3600_000),
      },
    });
    expect(await caller.etsy.disconnect()).toEqual({
      connected: false,
      message: MARKETPLACE_MESSAGES.disconnected,
    });
    expect(await prisma.marketplaceConnection.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.marketplaceCacheEntry.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.marketplaceOAuthState.count({ where: { userId: user.id } })).toBe(0);
    expect((await caller.etsy.status()).shop_data_status).toBe('not_connected');
    expect((await other.caller.etsy.status()).connected).toBe(true);
  });

  it('keeps connecting for trial and Pro sellers; an expired seller sees the status and can disconnect', async () => {
    const { caller } = await seller('expired');
    expect(await refusal(caller.etsy.authorize({}))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(caller.etsy.callback({ authorization_code: 'c', state: 's' }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await caller.etsy.status()).shop_data_status).toBe('not_connected');
    await expect(caller.etsy.disconnect()).resolves.toMatchObject({ connected: false });
    await expect(connect((await seller('pro')).caller)).resolves.toMatchObject({ connected: true });
  });

  it("fetches the shop's active listings page by page, keeps them an hour, and disconnect purges them", async () => {
    const { user, caller } = await seller();
    expect(await refusal(caller.etsy.listings())).toMatchObject({
      code: 'CONFLICT',
      message: MARKETPLACE_MESSAGES.notConnected,
    });
    await connect(caller);
    fake.listings = sampleListings(fake.shop.shopId, 150);
    try {
      const before = fake.requests.length;
      const first = await caller.etsy.listings();
      expect(first.listings).toHaveLength(150);
      expect(first.listings[0]).toEqual({
        listing_id: '1000',
        title: 'Stoneware mug 1',
        price: 28,
        currency_code: 'USD',
        quantity: 5,
        sku: 'MUG-01',
      });
      expect(new Date(first.expires_at).getTime() - new Date(first.fetched_at).getTime()).toBe(3600_000);
      const pages = fake.requests.slice(before).map((r) => r.path);
      expect(pages).toEqual([
        '/v3/application/shops/987654/listings',
        '/v3/application/shops/987654/listings',
      ]);

      // Within the hour: from the database, no marketplace request.
      expect(await caller.etsy.listings()).toEqual(first);
      expect(fake.requests.length).toBe(before + 2);

      // After it: fetched again.
      await prisma.marketplaceCacheEntry.update({
        where: { key: `listings:${user.id}` },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      fake.listings = sampleListings(fake.shop.shopId, 1);
      expect((await caller.etsy.listings()).listings).toHaveLength(1);
    } finally {
      fake.listings = sampleListings(fake.shop.shopId, 3);
    }
    await caller.etsy.disconnect();
    expect(await prisma.marketplaceCacheEntry.count({ where: { userId: user.id } })).toBe(0);
  });

  it('backs off once when a read is answered 429, and answers 429 with Retry-After on a second one', async () => {
    const { user, caller } = await seller();
    await connect(caller);
    fake.answerTooManyRequests(1);
    const started = Date.now();
    await expect(caller.etsy.listings()).resolves.toMatchObject({ listings: expect.any(Array) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);

    await prisma.marketplaceCacheEntry.update({
      where: { key: `listings:${user.id}` },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    fake.answerTooManyRequests(2);
    expect(await refusal(caller.etsy.listings())).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: MARKETPLACE_MESSAGES.rateLimited,
      retryAfter: 1,
    });
    expect((await caller.etsy.status()).shop_data_status).toBe('active');
  });
});

/** Two days from now (UTC), as the sold order items export writes a date: MM/DD/YY. */
const exportDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)}`;

describe("etsy: the shop's orders, the dashboard and market research from live data (issue 14)", () => {
  it('reads the paid orders with their transactions, keeps them 30 minutes, and never a buyer', async () => {
    const { user, caller } = await seller();
    expect(await refusal(caller.etsy.orders())).toMatchObject({
      code: 'CONFLICT',
      message: MARKETPLACE_MESSAGES.notConnected,
    });
    await connect(caller);
    const before = fake.requests.length;
    const first = await caller.etsy.orders();
    const today = new Date().toISOString().slice(0, 10);
    // The unpaid receipt 5003 is not asked for.
    expect(first.orders).toEqual([
      {
        order_id: '5001',
        sale_date: today,
        currency_code: 'USD',
        shipping: 6,
        discount: 0,
        sales_tax: 0,
        items: [
          {
            transaction_id: '7001',
            listing_id: '1000',
            title: 'Stoneware mug 1',
            sku: 'MUG-01',
            quantity: 2,
            price: 28,
          },
        ],
      },
      {
        order_id: '5002',
        sale_date: today,
        currency_code: 'USD',
        shipping: 8,
        discount: 5,
        sales_tax: 0,
        items: [
          {
            transaction_id: '7002',
            listing_id: '1001',
            title: 'Stoneware mug 2',
            sku: null,
            quantity: 1,
            price: 29,
          },
          {
            transaction_id: '7003',
            listing_id: '1002',
            title: 'Stoneware mug 3',
            sku: null,
            quantity: 1,
            price: 30,
          },
        ],
      },
    ]);
    expect(JSON.stringify(first)).not.toContain('A buyer');
    expect(new Date(first.expires_at).getTime() - new Date(first.fetched_at).getTime()).toBe(30 * 60_000);
    const asked = fake.requests.slice(before);
    expect(asked.map((r) => r.path)).toEqual(['/v3/application/shops/987654/receipts']);

    expect(await caller.etsy.orders()).toEqual(first);
    expect(fake.requests.length).toBe(before + 1);
    const row = await prisma.marketplaceCacheEntry.findUniqueOrThrow({ where: { key: `orders:${user.id}` } });
    expect(JSON.stringify(row.payload)).not.toContain('A buyer');

    await caller.etsy.disconnect();
    expect(await prisma.marketplaceCacheEntry.count({ where: { userId: user.id } })).toBe(0);
  });

  it("gives the orders analysis the numbers the shop's own sold order items export gives", async () => {
    const { caller } = await seller();
    await connect(caller);
    const { orders } = await caller.etsy.orders();
    const date = exportDate(orders[0]!.sale_date);
    // The same two orders as the marketplace's download writes them: every column, buyers and addresses included.
    const exported = [
      'Sale Date,Item Name,Buyer,Quantity,Price,Coupon Code,Coupon Details,Discount Amount,Shipping Discount,' +
        'Order Shipping,Order Sales Tax,Item Total,Currency,Transaction ID,Listing ID,Date Paid,Date Shipped,' +
        'Ship Name,Ship Address1,Ship City,Ship State,Ship Zipcode,Ship Country,Order ID,Variations,Order Type,' +
        'Listings Type,Payment Type,InPerson Discount,InPerson Location,VAT Paid by Buyer,SKU',
      `${date},Stoneware mug 1,buyer1,2,28.00,,,0.00,0.00,6.00,0.00,56.00,USD,7001,1000,${date},,A B,1 St,City,ST,00000,United States,5001,,online,listing,online_cc,,,0.00,MUG-01`,
      `${date},Stoneware mug 2,buyer2,1,29.00,SALE,5 off,5.00,0.00,8.00,0.00,29.00,USD,7002,1001,${date},,C D,2 St,Town,ST,11111,United States,5002,,online,listing,online_cc,,,0.00,`,
      `${date},Stoneware mug 3,buyer2,1,30.00,SALE,5 off,5.00,0.00,8.00,0.00,30.00,USD,7003,1002,${date},,C D,2 St,Town,ST,11111,United States,5002,,online,listing,online_cc,,,0.00,`,
    ].join('\r\n');
    const options = { country_code: 'US', default_cost_per_item: 4 };
    const fromFile = await caller.importTools.importOrders({ csv_content: exported, ...options });
    const fromShop = await caller.importTools.importOrders({
      csv_content: ordersAsExportCsv(orders),
      ...options,
    });
    expect(fromShop.orders).toEqual(fromFile.orders);
    expect(fromShop.items).toEqual(fromFile.items);
    expect(fromShop.summary).toEqual(fromFile.summary);
    expect(fromShop.summary.gross_revenue).toBe(124);
  });

  it('fills the dashboard from the synced orders with use_etsy, and from the records without it', async () => {
    const { caller } = await seller();
    const local = await caller.sales.analytics({ use_etsy: true });
    expect(local.source).not.toBe('marketplace_orders');

    await connect(caller);
    const live = await caller.sales.analytics({ use_etsy: true, country: 'US' });
    expect(live.source).toBe('marketplace_orders');
    expect(live.currency).toBe('USD');
    expect(live.totals.total_orders).toBe(2);
    expect(live.totals.total_sales).toBe(124);
    // Profit as the orders analysis counts it (no saved products: no cost of goods, the fees only).
    const { orders } = await caller.etsy.orders();
    const analysed = await caller.importTools.importOrders({
      csv_content: ordersAsExportCsv(orders),
      country_code: 'US',
    });
    expect(live.totals.total_profit).toBe(analysed.summary.net_profit);
    expect(live.monthly_data.at(-1)).toMatchObject({ sales: 124, orders: 2 });

    expect((await caller.sales.analytics({ use_etsy: false })).source).not.toBe('marketplace_orders');
    await caller.etsy.disconnect();
    expect((await caller.sales.analytics({ use_etsy: true })).source).not.toBe('marketplace_orders');
  });

  it('researches the market with the public search: price range of the first keywords, shared for 6 hours', async () => {
    const one = await seller();
    const two = await seller();
    fake.marketListings = [
      ...sampleMarketListings(20),
      // Another currency is not averaged in.
      {
        listing_id: 1,
        shop_id: 2,
        title: 'Euro mug',
        price: { amount: 99_900, divisor: 100, currency_code: 'EUR' },
      },
    ];
    try {
      expect((await one.caller.sales.marketInsights({ keywords: 'soy candle' })).source).toBe('demo_data');
      const before = fake.requests.length;
      const live = await one.caller.sales.marketInsights({ keywords: 'Soy Candle, mug', use_etsy: true });
      expect(live).toEqual({
        source: 'local_market_data',
        currency: 'USD',
        market_data: [
          { keyword: 'soy candle', price_low: 14, price_average: 30, price_high: 46, trend_status: 'stable' },
          { keyword: 'mug', price_low: 14, price_average: 30, price_high: 46, trend_status: 'stable' },
        ],
        competitors: [],
      });
      const searches = fake.requests.slice(before);
      expect(searches.map((r) => r.path)).toEqual([
        '/v3/application/listings/active',
        '/v3/application/listings/active',
      ]);
      // Another seller within the 6 hours: from the database.
      expect(await two.caller.sales.marketInsights({ keywords: 'soy candle', use_etsy: true })).toMatchObject(
        {
          source: 'local_market_data',
        },
      );
      expect(fake.requests.length).toBe(before + 2);
      const row = await prisma.marketplaceCacheEntry.findUniqueOrThrow({
        where: { key: 'market:soy candle' },
      });
      expect(row.userId).toBeNull();
      expect(row.expiresAt.getTime() - row.fetchedAt.getTime()).toBe(6 * 60 * 60_000);

      // The marketplace busy: the sample answers, labelled as such, rather than an error.
      fake.answerTooManyRequests(2);
      expect(await one.caller.sales.marketInsights({ keywords: 'wool socks', use_etsy: true })).toMatchObject(
        {
          source: 'demo_data',
        },
      );
      // Without the app key: the sample.
      const unconfigured = await seller('trial', testServices());
      expect(
        (await unconfigured.caller.sales.marketInsights({ keywords: 'soy candle', use_etsy: true })).source,
      ).toBe('demo_data');
    } finally {
      fake.marketListings = sampleMarketListings(20);
    }
  });
});

describe('etsy: the refresh round of the schedules (issue 14, spec §9)', () => {
  /** A connected seller who used the app `hoursAgo`, with listings and orders fetched once. */
  async function connectedSeller(hoursAgo: number) {
    const { user, caller } = await seller();
    await connect(caller);
    await caller.etsy.listings();
    await caller.etsy.orders();
    await prisma.session.updateMany({
      where: { userId: user.id },
      data: { lastUsedAt: new Date(Date.now() - hoursAgo * 3600_000) },
    });
    return user;
  }
  const expire = (userId: string) =>
    prisma.marketplaceCacheEntry.updateMany({
      where: { userId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
  const requestsFor = (from: number) => fake.requests.slice(from).map((r) => r.path);

  it('fetches again what is due of active sellers only: listings, orders, and the shop after its day', async () => {
    // Other tests' connections are left alone by giving them no recent session.
    await prisma.session.updateMany({ data: { lastUsedAt: new Date(Date.now() - 48 * 3600_000) } });
    const active = await connectedSeller(1);
    const idle = await connectedSeller(30);
    const fresh = await connectedSeller(1);
    await expire(active.id);
    await expire(idle.id);
    await prisma.marketplaceConnection.update({
      where: { userId: active.id },
      data: { lastSyncedAt: new Date(Date.now() - 25 * 3600_000) },
    });
    const before = fake.requests.length;
    const report = await refreshConnectedShops(testDb.db, marketplace);
    expect(report).toEqual({ sellers: 2, refreshed: 3, failed: 0, stoppedForBudget: false });
    expect(requestsFor(before)).toEqual([
      '/v3/application/shops/987654',
      '/v3/application/shops/987654/listings',
      '/v3/application/shops/987654/receipts',
    ]);
    const entries = await prisma.marketplaceCacheEntry.findMany({ where: { userId: active.id } });
    expect(entries.every((entry) => entry.expiresAt > new Date())).toBe(true);
    // The idle seller's data stays expired (fetched again on demand); the fresh one's was not due.
    expect(
      await prisma.marketplaceCacheEntry.count({
        where: { userId: idle.id, expiresAt: { lte: new Date() } },
      }),
    ).toBe(2);
    expect(
      await prisma.marketplaceCacheEntry.count({
        where: { userId: fresh.id, expiresAt: { lte: new Date() } },
      }),
    ).toBe(0);
  });

  it('stops the round when the marketplace says slow down, and skips a connection that needs a reconnect', async () => {
    await prisma.session.updateMany({ data: { lastUsedAt: new Date(Date.now() - 48 * 3600_000) } });
    const broken = await connectedSeller(1);
    const busy = await connectedSeller(1);
    await prisma.marketplaceConnection.update({
      where: { userId: broken.id },
      data: { status: 'needs_reconnect' },
    });
    await expire(broken.id);
    await expire(busy.id);
    fake.answerTooManyRequests(2);
    const report = await refreshConnectedShops(testDb.db, marketplace);
    expect(report).toEqual({ sellers: 1, refreshed: 0, failed: 0, stoppedForBudget: true });
  });
});
