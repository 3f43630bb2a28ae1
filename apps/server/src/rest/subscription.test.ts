// The subscription over HTTP: the result page's status call without a session, and resuming a cancelled subscription.
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  appRouter,
  completeTestCheckout,
  createContext,
  createTestBilling,
  type SessionUser,
} from '@margin/api';
import { createSeller, testServices } from '@margin/api/testing';
import { createTestDatabase } from '@margin/db/testing';
import { registerRest } from './register-rest';
import { subscriptionRoutes } from './routes/subscription';

const testDb = await createTestDatabase();
const { db } = testDb;
const billing = createTestBilling({ db, publicUrl: 'http://localhost:3000' });
// One set of services for the whole file, so the per-address limit counts across requests as in the server.
const services = testServices({ billing });

// The signed-in seller of the next call (the session layer's job in the real server); null: no session.
let caller: SessionUser | null = null;
let ip = '198.51.100.1';
const app = Fastify();
await registerRest(app, {
  router: appRouter,
  routes: subscriptionRoutes,
  createContext: async () => createContext({ db, services, user: caller, ip }),
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

async function signIn(): Promise<SessionUser> {
  caller = (await createSeller(db, { state: 'trial' })).user;
  return caller;
}

async function paidCheckout(): Promise<string> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/payment/checkout',
    payload: { package_id: 'annual_subscription' },
  });
  expect(started.statusCode, started.body).toBe(200);
  const sessionId = new URL(started.json<{ url: string }>().url).searchParams.get('session_id') ?? '';
  await completeTestCheckout(db, sessionId);
  return sessionId;
}

describe('GET /api/payment/status/{session_id}', () => {
  it('answers a paid checkout without a session, with only payment_status and status', async () => {
    const seller = await signIn();
    const sessionId = await paidCheckout();
    caller = null; // the session lapsed during checkout
    const res = await app.inject({ method: 'GET', url: `/api/payment/status/${sessionId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toStrictEqual({ payment_status: 'paid', status: 'complete' });
    expect(res.body).not.toContain(seller.email);
    expect(res.headers['cache-control']).toBe('no-store');

    const unknown = await app.inject({ method: 'GET', url: '/api/payment/status/test_cs_unknown' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Payment session not found.' });
  });

  it('answers 429 with Retry-After past the per-address limit', async () => {
    caller = null;
    ip = '198.51.100.77';
    let last = await app.inject({ method: 'GET', url: '/api/payment/status/test_cs_unknown' });
    for (let i = 0; i < 40 && last.statusCode !== 429; i++) {
      last = await app.inject({ method: 'GET', url: '/api/payment/status/test_cs_unknown' });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ detail: 'Too many requests. Please wait a moment and try again.' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    ip = '198.51.100.1';
  });
});

describe('POST /api/subscription/resume', () => {
  it('resumes a cancelled subscription; a second cancel sends no second e-mail', async () => {
    const seller = await signIn();
    await paidCheckout();
    const mailsBefore = services.mailbox.filter((m) => m.to === seller.email).length;
    for (let i = 0; i < 2; i++) {
      const cancel = await app.inject({ method: 'POST', url: '/api/subscription/cancel', payload: {} });
      expect(cancel.statusCode, cancel.body).toBe(200);
    }
    expect(services.mailbox.filter((m) => m.to === seller.email)).toHaveLength(mailsBefore + 1);

    const resume = await app.inject({
      method: 'POST',
      url: '/api/subscription/resume',
      payload: { user_email: seller.email },
    });
    expect(resume.statusCode, resume.body).toBe(200);
    const status = await app.inject({ method: 'GET', url: '/api/user/subscription' });
    expect(resume.json()).toEqual({ ok: true, renews_on: status.json().subscription_expires_at });
    expect(status.json()).toMatchObject({ has_subscription: true, subscription_active: true });
  });

  it('answers 400 with a sentence when there is nothing to resume, 401 without a session', async () => {
    await signIn();
    const none = await app.inject({ method: 'POST', url: '/api/subscription/resume', payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: 'You have no cancelled subscription to resume.' });
    caller = null;
    const anonymous = await app.inject({ method: 'POST', url: '/api/subscription/resume', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
