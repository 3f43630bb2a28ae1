import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MARKETPLACE_MESSAGES } from '@margin/core';
import { createSession } from '../services/auth/sessions';
import { FAKE_ETSY_API_KEY, FAKE_ETSY_SHARED_SECRET } from '../testing/marketplace/fake-etsy';
import { callerForToken, testServices } from '../testing';
import { REDIRECT_URI, etsySuite, refusal } from '../testing/marketplace/etsy-suite';

// The marketplace connection: the OAuth round trip with PKCE, its refusals, and who may connect.

const suite = await etsySuite();
const { testDb, prisma, fake, marketplace, configured, seller } = suite;
afterAll(() => suite.close());

describe('etsy: connecting a shop', () => {
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
});
