import { afterAll, describe, expect, it } from 'vitest';
import { MARKETPLACE_MESSAGES } from '@margin/core';
import { sampleListings } from '../testing/marketplace/fake-etsy';
import { etsySuite, refusal } from '../testing/marketplace/etsy-suite';

// A connected shop: its data synced and cached, tokens refreshed, the marketplace's limits, and disconnecting.

const suite = await etsySuite();
const { prisma, fake, seller, connect } = suite;
afterAll(() => suite.close());

describe("etsy: the connected shop's data", () => {
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
