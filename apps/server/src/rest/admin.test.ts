// The operators' portal over HTTP: the 13 admin paths of spec §7 (and the second-factor and logout paths), through the whole
// server (context from the bearer token, REST shims, error answers), with the statuses the admin app reads:
// 401 without or after a session, 403 until an expired password is changed, 423 for a locked name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@margin/core';
import { createSeller, createTestAdmin, currentTotpCode, type TestAdmin } from '@margin/api/testing';
import { restClient, startTestServer, type TestServer } from '../test-support';

const DAY_MS = 24 * 60 * 60 * 1000;
let server: TestServer;
let api: ReturnType<typeof restClient>;
let admin: TestAdmin;
let token: string;

/** The 13 paths of spec §7 (method, path with a placeholder e-mail), and what each sends. */
const SPEC_PATHS = [
  ['POST', '/api/admin/auth/login'],
  ['GET', '/api/admin/auth/verify'],
  ['POST', '/api/admin/auth/change-password'],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/users?limit=100'],
  ['GET', '/api/admin/user/{email}'],
  ['POST', '/api/admin/user/{email}/toggle-subscription'],
  ['POST', '/api/admin/user/{email}/extend-trial'],
  ['POST', '/api/admin/user/{email}/resend-welcome'],
  ['POST', '/api/admin/user/{email}/force-logout'],
  ['DELETE', '/api/admin/user/{email}'],
  ['GET', '/api/admin/payments?limit=100'],
  ['GET', '/api/admin/activity-logs?limit=100'],
] as const;
const PROTECTED = SPEC_PATHS.filter(([, path]) => path !== '/api/admin/auth/login');
const BODIES: Record<string, object> = {
  'change-password': { current_password: 'x', new_password: 'y' },
  'toggle-subscription': { status: 'active' },
  'extend-trial': { days: 7 },
};
const bodyFor = (method: string, path: string) =>
  method === 'GET' ? undefined : (BODIES[path.split('/').pop()!] ?? { reason: 'test' });

beforeAll(async () => {
  server = await startTestServer({ TEST_ACCOUNT_DOMAINS: 'example.org' });
  api = restClient(server, '203.0.113');
  admin = await createTestAdmin(server.db);
  const res = await api.call('POST', '/api/admin/auth/login', {
    body: { username: admin.username, password: admin.password },
  });
  expect(res.statusCode).toBe(200);
  token = res.json<{ access_token: string }>().access_token;
});
afterAll(async () => {
  await server.close();
});

async function sellerEmail(state: 'trial' | 'pro' | 'expired' = 'trial') {
  const { user, token: sellerToken } = await createSeller(server.db, {
    state,
    email: `${state}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@shop.io`,
  });
  return { email: user.email, token: sellerToken };
}

describe('admin REST paths: sessions', () => {
  it('answers 401 with the session-expired text on every protected path without a token, and with a seller’s', async () => {
    const seller = await sellerEmail();
    for (const sentToken of [undefined, seller.token, 'adm_not-a-token']) {
      for (const [method, path] of PROTECTED) {
        const res = await api.call(method, path.replace('{email}', seller.email), {
          body: bodyFor(method, path),
          ...(sentToken ? { token: sentToken } : {}),
        });
        expect([method, path, res.statusCode]).toEqual([method, path, 401]);
        expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.sessionExpired });
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('an admin token opens no seller path', async () => {
    const res = await api.call('GET', '/api/user/subscription', { token });
    expect(res.statusCode).toBe(401);
    const products = await api.call('GET', '/api/products', { token });
    expect(products.statusCode).toBe(401);
  });

  it('login: 401 for a wrong password, then 423 with Retry-After after 5 failures, for unknown names too', async () => {
    const victim = await createTestAdmin(server.db);
    for (const username of [victim.username, 'ghost']) {
      for (let i = 0; i < 5; i++) {
        const res = await api.call('POST', '/api/admin/auth/login', {
          body: { username, password: 'Wrong-Password-1!' },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ detail: 'Invalid username or password' });
      }
      const locked = await api.call('POST', '/api/admin/auth/login', {
        body: { username, password: victim.password },
      });
      expect(locked.statusCode).toBe(423);
      expect(locked.json()).toEqual({ detail: 'Account is locked. Please try again later.' });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    }
  });

  it('login answers the spec fields; verify answers the expiry fields; logout ends the session', async () => {
    const other = await createTestAdmin(server.db);
    const res = await api.call('POST', '/api/admin/auth/login', {
      body: { username: ` ${other.username} `, password: other.password },
    });
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'access_token',
        'admin_info',
        'expires_in',
        'password_expires_soon',
        'days_until_password_expires',
      ]),
    );
    const own = body.access_token as string;
    const verify = await api.call('GET', '/api/admin/auth/verify', { token: own });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ password_expires_soon: false, days_until_password_expires: 90 });
    expect((await api.call('POST', '/api/admin/auth/logout', { token: own })).statusCode).toBe(200);
    expect((await api.call('GET', '/api/admin/auth/verify', { token: own })).statusCode).toBe(401);
  });

  it('answers 403 on data paths until an expired password is changed, then lets the admin in', async () => {
    const stale = await createTestAdmin(server.db, {
      passwordChangedAt: new Date(Date.now() - 100 * DAY_MS),
    });
    const stats = await api.call('GET', '/api/admin/stats', { token: stale.token });
    expect(stats.statusCode).toBe(403);
    expect(stats.json()).toEqual({ detail: ADMIN_MESSAGES.passwordExpired });
    const weak = await api.call('POST', '/api/admin/auth/change-password', {
      token: stale.token,
      body: { current_password: stale.password, new_password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ detail: 'Password must be at least 12 characters long.' });
    const changed = await api.call('POST', '/api/admin/auth/change-password', {
      token: stale.token,
      body: { current_password: stale.password, new_password: 'Renewed-Pass-2026!' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Password changed successfully! It will expire in 90 days.',
    });
    expect((await api.call('GET', '/api/admin/stats', { token: stale.token })).statusCode).toBe(200);
  });

  it('the second factor over HTTP: set-up, enable, then a two-step login', async () => {
    const mfaAdmin = await createTestAdmin(server.db);
    const setup = await api.call('POST', '/api/admin/auth/mfa/setup', { token: mfaAdmin.token });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const enable = await api.call('POST', '/api/admin/auth/mfa/enable', {
      token: mfaAdmin.token,
      body: { code: currentTotpCode(secret) },
    });
    expect(enable.statusCode).toBe(200);
    const [recovery] = enable.json<{ recovery_codes: string[] }>().recovery_codes;
    const step = await api.call('POST', '/api/admin/auth/login', {
      body: { username: mfaAdmin.username, password: mfaAdmin.password },
    });
    expect(step.json()).toMatchObject({ mfa_required: true });
    const { mfa_token } = step.json<{ mfa_token: string }>();
    const wrong = await api.call('POST', '/api/admin/auth/mfa', { body: { mfa_token, code: '000000' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: ADMIN_MESSAGES.mfaCodeInvalid });
    const done = await api.call('POST', '/api/admin/auth/mfa', { body: { mfa_token, code: recovery } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ mfa_required: false, admin_info: { mfa_enabled: true } });
  });
});

describe('admin REST paths: data and actions', () => {
  it('stats, users, payments and activity logs', async () => {
    const seller = await sellerEmail('pro');
    const stats = await api.call('GET', '/api/admin/stats', { token });
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toMatchObject({
      kpis: { active_pro_users: expect.any(Number) },
      users: {},
      payments: {},
      activity: {},
      quick_actions: {},
      etsy_connections: { status: 'coming_soon' },
      note: expect.stringContaining('example.org'),
    });
    const users = await api.call('GET', '/api/admin/users?limit=100', { token });
    expect(users.json<{ users: { email: string }[] }>().users[0]?.email).toBe(seller.email);
    const bad = await api.call('GET', '/api/admin/users?limit=abc', { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Limit must be a number.' });
    expect((await api.call('GET', '/api/admin/payments?limit=100', { token })).json()).toEqual({
      payments: expect.any(Array),
    });
    const logs = await api.call('GET', '/api/admin/activity-logs?limit=5', { token });
    expect(logs.json<{ logs: unknown[] }>().logs.length).toBeLessThanOrEqual(5);
  });

  it('user detail, 404 for an unknown e-mail', async () => {
    const seller = await sellerEmail();
    const found = await api.call('GET', `/api/admin/user/${encodeURIComponent(seller.email)}`, { token });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ user: { email: seller.email }, payments: [], etsy_active: false });
    const missing = await api.call('GET', '/api/admin/user/nobody@nowhere.io', { token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'User not found' });
  });

  it('toggle-subscription, extend-trial, resend-welcome, force-logout and delete', async () => {
    const seller = await sellerEmail();
    const at = (suffix = '') => `/api/admin/user/${seller.email}${suffix}`;

    const activated = await api.call('POST', at('/toggle-subscription'), {
      token,
      body: { status: 'active' },
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ user: { subscription_status: 'active' } });
    const again = await api.call('POST', at('/toggle-subscription'), { token, body: { status: 'active' } });
    expect(again.statusCode).toBe(409);
    const badStatus = await api.call('POST', at('/toggle-subscription'), { token, body: { status: 'gold' } });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toEqual({ detail: "Status must be 'active', 'trial' or 'canceled'." });

    const extended = await api.call('POST', at('/extend-trial'), { token, body: { days: 7 } });
    expect(extended.statusCode).toBe(200);
    expect(extended.json()).toMatchObject({ new_trial_end: expect.any(String) });
    const zero = await api.call('POST', at('/extend-trial'), { token, body: { days: 0 } });
    expect(zero.json()).toEqual({ detail: 'Days must be a positive whole number.' });

    expect(
      (await api.call('POST', at('/resend-welcome'), { token, body: { reason: 'asked' } })).statusCode,
    ).toBe(200);

    expect((await api.call('GET', '/api/user/subscription', { token: seller.token })).statusCode).toBe(200);
    const out = await api.call('POST', at('/force-logout'), { token, body: { reason: 'support' } });
    expect(out.json()).toMatchObject({ sessions_ended: 1 });
    expect((await api.call('GET', '/api/user/subscription', { token: seller.token })).statusCode).toBe(401);

    const deleted = await api.call('DELETE', at(), { token, body: { reason: 'request' } });
    expect(deleted.statusCode).toBe(200);
    expect((await api.call('GET', at(), { token })).statusCode).toBe(404);
    const logs = await api.call('GET', '/api/admin/activity-logs?limit=100', { token });
    const actions = logs
      .json<{ logs: { action: string; target_email: string | null }[] }>()
      .logs.filter((l) => l.target_email === seller.email)
      .map((l) => l.action);
    expect(actions).toEqual([
      'delete_user',
      'force_logout',
      'resend_welcome',
      'extend_trial',
      'activate_pro',
    ]);
  });

  it('are all in the OpenAPI document', async () => {
    const doc = (await api.call('GET', '/api/openapi.json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    for (const [method, path] of SPEC_PATHS) {
      const key = path.split('?')[0]!.replace('{email}', '{email}');
      expect(doc.paths[key]?.[method.toLowerCase()], `${method} ${key}`).toBeDefined();
    }
  });
});
