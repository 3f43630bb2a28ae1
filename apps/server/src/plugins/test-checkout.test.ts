import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { appRouter, createContext, createTestBilling, type SessionUser } from '@margin/api';
import { createSeller, testServices } from '@margin/api/testing';
import { createTestDatabase } from '@margin/db/testing';
import { registerRest } from '../rest/register-rest';
import { subscriptionRoutes } from '../rest/routes/subscription';
import { registerSecurity } from './security';
import { registerTestCheckout, TEST_CHECKOUT_PATH } from './test-checkout';

const testDb = await createTestDatabase();
const { db } = testDb;
const billing = createTestBilling({ db, publicUrl: 'http://localhost:3000' });

// The signed-in seller of the next REST call (the session layer's job in the real server).
let caller: SessionUser | null = null;
const app = Fastify();
await registerSecurity(app, { corsOrigins: [], rateLimit: { max: 1000, windowMs: 60_000 }, https: false });
await registerTestCheckout(app, { db });
await registerRest(app, {
  router: appRouter,
  routes: subscriptionRoutes,
  createContext: async () => createContext({ db, services: testServices({ billing }), user: caller }),
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

let counter = 0;
async function signIn(localPart = 'seller'): Promise<SessionUser> {
  const email = `${localPart}-${Date.now()}-${counter++}@example.com`;
  caller = (await createSeller(db, { state: 'trial', email })).user;
  return caller;
}

async function startCheckout(): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payment/checkout',
    payload: {
      package_id: 'annual_subscription',
      origin_url: 'http://localhost:5173',
      user_id: caller?.id,
      metadata: { source: 'web_payment_modal', account_upgraded: true },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(response.json<{ url: string }>().url);
  expect(`${url.origin}${url.pathname}`).toBe(`http://localhost:3000${TEST_CHECKOUT_PATH}`);
  return url.searchParams.get('session_id') ?? '';
}

const form = (sessionId: string) => ({
  payload: new URLSearchParams({ session_id: sessionId }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function paymentStatus(sessionId: string) {
  const response = await app.inject({ method: 'GET', url: `/api/payment/status/${sessionId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ payment_status: string; status: string }>();
}

describe('test checkout page', () => {
  it('shows a clearly marked test checkout for the plan, with nothing to run', async () => {
    await signIn("o'neil+<b>");
    const sessionId = await startCheckout();
    const page = await app.inject({ method: 'GET', url: `${TEST_CHECKOUT_PATH}?session_id=${sessionId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Test checkout — no card is taken');
    expect(page.body).toContain('Margin Pro');
    expect(page.body).toContain('$2.99 <span>per year</span>');
    expect(page.body).toContain('Billed yearly');
    expect(page.body).toContain('Cancel anytime');
    expect(page.body).toMatch(/<button[^>]*>Complete test payment<\/button>/);
    expect(page.body).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(page.body).toContain('o&#39;neil+&lt;b&gt;-');
    expect(page.body).not.toContain('<b>-');
    // Works under the server's CSP: inline styles are allowed there, scripts are not, and the page has none.
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
  });

  it("'Complete test payment' pays: redirect to the result page, status paid, Pro for a year", async () => {
    await signIn();
    const sessionId = await startCheckout();
    expect(await paymentStatus(sessionId)).toEqual({ payment_status: 'unpaid', status: 'open' });

    const completed = await app.inject({
      method: 'POST',
      url: `${TEST_CHECKOUT_PATH}/complete`,
      ...form(sessionId),
    });
    expect(completed.statusCode).toBe(303);
    expect(completed.headers.location).toBe(`/payment/success?session_id=${sessionId}`);
    expect(await paymentStatus(sessionId)).toEqual({ payment_status: 'paid', status: 'complete' });

    const status = await app.inject({ method: 'GET', url: `/api/user/subscription?user_id=${caller?.id}` });
    expect(status.json()).toMatchObject({ has_subscription: true, subscription_active: true });

    // A used session cannot be paid again.
    const again = await app.inject({
      method: 'POST',
      url: `${TEST_CHECKOUT_PATH}/complete`,
      ...form(sessionId),
    });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('Already paid');
    const reopened = await app.inject({
      method: 'GET',
      url: `${TEST_CHECKOUT_PATH}?session_id=${sessionId}`,
    });
    expect(reopened.statusCode).toBe(410);

    const secondCheckout = await app.inject({
      method: 'POST',
      url: '/api/payment/checkout',
      payload: { package_id: 'annual_subscription' },
    });
    expect(secondCheckout.statusCode).toBe(409);
    expect(secondCheckout.json()).toEqual({ detail: 'You already have an active subscription.' });

    const cancel = await app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      payload: { user_email: caller?.email },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ ok: true, access_until: status.json().subscription_expires_at });
  });

  it("'Cancel' returns to the cancelled page and the session reads as expired", async () => {
    await signIn();
    const sessionId = await startCheckout();
    const cancelled = await app.inject({
      method: 'POST',
      url: `${TEST_CHECKOUT_PATH}/cancel`,
      ...form(sessionId),
    });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('/payment/cancel');
    expect(await paymentStatus(sessionId)).toEqual({ payment_status: 'unpaid', status: 'expired' });
    const complete = await app.inject({
      method: 'POST',
      url: `${TEST_CHECKOUT_PATH}/complete`,
      ...form(sessionId),
    });
    expect(complete.statusCode).toBe(410);
    expect(complete.body).toContain('Checkout cancelled');
  });

  it('answers a clear 404 page for an unknown or missing session', async () => {
    for (const url of [`${TEST_CHECKOUT_PATH}?session_id=test_cs_unknown`, TEST_CHECKOUT_PATH]) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Checkout not found');
    }
    const post = await app.inject({ method: 'POST', url: `${TEST_CHECKOUT_PATH}/complete`, ...form('nope') });
    expect(post.statusCode).toBe(404);
  });
});

describe('subscription REST paths', () => {
  it("refuses another seller's user_id and e-mail with 403", async () => {
    await signIn();
    const status = await app.inject({ method: 'GET', url: '/api/user/subscription?user_id=someone-else' });
    const cancel = await app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      payload: { user_email: 'someone@example.com' },
    });
    for (const response of [status, cancel]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'You can only access your own account.' });
    }
  });

  it('answers 400 for a cancellation without a subscription and 404 for an unknown session', async () => {
    await signIn();
    const cancel = await app.inject({ method: 'POST', url: '/api/subscription/cancel', payload: {} });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toEqual({ detail: 'You have no active subscription to cancel.' });
    const status = await app.inject({ method: 'GET', url: '/api/payment/status/test_cs_unknown' });
    expect(status.statusCode).toBe(404);
    expect(status.json()).toEqual({ detail: 'Payment session not found.' });
  });
});
