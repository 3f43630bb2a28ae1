import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedLedger, MARKETPLACE_MESSAGES, ZShopReconcileAnswerSchema } from '@margin/core';
import {
  FAKE_ETSY_API_KEY,
  FAKE_ETSY_SHARED_SECRET,
  openApiLedger,
  startFakeEtsy,
  type FakeEtsy,
} from '@margin/api/marketplace-testing';
import { restClient, startTestServer, type RestClient, type TestServer } from '../test-support';

let fake: FakeEtsy;
let configured: TestServer;
let comingSoon: TestServer;
let call: RestClient['call'];
let trialToken: RestClient['trialToken'];
let plain: RestClient;

interface Authorization {
  authorization_url: string;
  state: string;
  code_verifier: string;
}
beforeAll(async () => {
  fake = await startFakeEtsy();
  configured = await startTestServer({
    TRUST_PROXY_HOPS: '1',
    PUBLIC_URL: 'https://margin.example',
    ETSY_API_KEY: FAKE_ETSY_API_KEY,
    ETSY_SHARED_SECRET: FAKE_ETSY_SHARED_SECRET,
    ETSY_API_BASE: fake.url,
    ETSY_OAUTH_BASE: fake.url,
  });
  ({ call, trialToken } = restClient(configured, '198.51.100'));
  comingSoon = await startTestServer({ TRUST_PROXY_HOPS: '1' });
  plain = restClient(comingSoon, '203.0.113');
});
afterAll(async () => {
  await configured.close();
  await comingSoon.close();
  await fake.close();
});

describe('REST: the marketplace connection', () => {
  it('connects through authorize and callback, shows the shop, and disconnects', async () => {
    const token = await trialToken('etsy-rest@example.com');
    const authorize = await call('POST', '/api/etsy/auth/authorize', {
      token,
      body: { scopes: ['shops_r'] },
    });
    expect(authorize.statusCode).toBe(200);
    const { authorization_url, state, code_verifier } = authorize.json<Authorization>();
    expect(new URL(authorization_url).searchParams.get('redirect_uri')).toBe(
      'https://margin.example/oauth/callback',
    );
    const back = await fake.approve(authorization_url);
    expect(back.state).toBe(state);

    const callback = await call('POST', '/api/etsy/auth/callback', {
      token,
      body: { authorization_code: back.code, state, code_verifier },
    });
    expect(callback.statusCode).toBe(200);
    expect(callback.json()).toMatchObject({ connected: true, shop_id: '987654', shop_name: 'LinenAndClay' });

    const status = await call('GET', '/api/etsy/connection/status', { token });
    expect(status.statusCode).toBe(200);
    expect(status.headers['cache-control']).toBe('no-store');
    expect(status.json()).toMatchObject({ configured: true, connected: true, shop_data_status: 'active' });
    expect(status.body).not.toContain(`${fake.shop.userId}.`);

    const listings = await call('GET', '/api/etsy/listings', { token });
    expect(listings.statusCode).toBe(200);
    expect(listings.json<{ listings: unknown[] }>().listings).toHaveLength(3);

    const reused = await call('POST', '/api/etsy/auth/callback', {
      token,
      body: { authorization_code: back.code, state },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ detail: MARKETPLACE_MESSAGES.authorizationNotValid });

    const disconnect = await call('DELETE', '/api/etsy/connection', { token });
    expect(disconnect.statusCode).toBe(200);
    expect(disconnect.json()).toEqual({ connected: false, message: MARKETPLACE_MESSAGES.disconnected });
    const after = await call('GET', '/api/etsy/connection/status', { token });
    expect(after.json()).toMatchObject({ connected: false, shop_data_status: 'not_connected' });
  });

  it("answers the spec's sentences for missing parameters, a 429 and a sync before connecting", async () => {
    const token = await trialToken('etsy-rest-refusals@example.com');
    const missing = await call('POST', '/api/etsy/auth/callback', { token, body: { state: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ detail: 'Missing authorization parameters' });

    const sync = await call('POST', '/api/etsy/shop/sync', { token, body: {} });
    expect(sync.statusCode).toBe(409);
    expect(sync.json()).toEqual({ detail: MARKETPLACE_MESSAGES.notConnected });

    const authorize = await call('POST', '/api/etsy/auth/authorize', { token, body: {} });
    const { authorization_url } = authorize.json<Authorization>();
    const back = await fake.approve(authorization_url);
    fake.answerTooManyRequests(1);
    const busy = await call('POST', '/api/etsy/auth/callback', {
      token,
      body: { authorization_code: back.code, state: back.state },
    });
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({ detail: MARKETPLACE_MESSAGES.rateLimited });
  });

  it('without ETSY_API_KEY: the status says coming soon and authorize answers 503, nothing else breaks', async () => {
    const token = await plain.trialToken('etsy-rest-soon@example.com');
    const status = await plain.call('GET', '/api/etsy/connection/status', { token });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      configured: false,
      connected: false,
      shop_data_status: 'coming_soon',
      message: MARKETPLACE_MESSAGES.notConfigured,
    });
    const authorize = await plain.call('POST', '/api/etsy/auth/authorize', { token, body: {} });
    expect(authorize.statusCode).toBe(503);
    expect(authorize.json()).toEqual({ detail: MARKETPLACE_MESSAGES.notConfigured });
    expect((await plain.call('DELETE', '/api/etsy/connection', { token })).statusCode).toBe(200);
    expect((await plain.call('GET', '/api/etsy/connection/status')).statusCode).toBe(401);
  });

  it('reconciles a month of the shop from its ledger, with sentences for a bad month and no connection', async () => {
    const token = await trialToken('etsy-rest-reconcile@example.com');
    const notConnected = await call('POST', '/api/etsy/reconcile', { token, body: { month: '2025-09' } });
    expect(notConnected.statusCode).toBe(409);
    expect(notConnected.json()).toEqual({ detail: MARKETPLACE_MESSAGES.notConnected });

    const ledger = generatedLedger(
      [
        {
          id: '6001',
          day: 4,
          lines: [{ title: 'Vase', listingId: '301', price: 4_000, quantity: 2 }],
          shipping: 500,
          tax: 320,
          offsite: true,
        },
      ],
      { country: 'US', month: '2025-09' },
    );
    Object.assign(fake, openApiLedger(fake.shop.shopId, ledger));
    const authorize = await call('POST', '/api/etsy/auth/authorize', { token, body: {} });
    const back = await fake.approve(authorize.json<Authorization>().authorization_url);
    await call('POST', '/api/etsy/auth/callback', {
      token,
      body: { authorization_code: back.code, state: back.state },
    });

    const badMonth = await call('POST', '/api/etsy/reconcile', { token, body: { month: '2025-9' } });
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json<{ detail: string }>().detail).toBe('Month must be written like 2026-09.');

    const answer = await call('POST', '/api/etsy/reconcile', { token, body: { year: 2025, month: 9 } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      month: '2025-09',
      shop_name: 'LinenAndClay',
      currency: 'USD',
      summary: { orders: 1, orders_exact: 1, difference: 0 },
      orders: [{ order_id: '6001', exact: true }],
      errors: [],
    });
    // Every field the answer carries is one the API document describes.
    expect(ZShopReconcileAnswerSchema.strict().safeParse(answer.json()).error).toBeUndefined();
  });
});
