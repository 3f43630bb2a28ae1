import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: '1' });
});
afterAll(async () => {
  await server.close();
});

let address = 0;
/** Each call from its own client address unless one is given, so the per-address limit stays out of the way. */
function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  opts: { body?: unknown; token?: string; ip?: string } = {},
) {
  return server.app.inject({
    method,
    url,
    headers: {
      'x-forwarded-for': opts.ip ?? `198.51.100.${++address % 250}`,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
}

async function trial(email: string) {
  const res = await call('POST', '/api/auth/login', { body: { email, remember_me: true } });
  expect(res.statusCode).toBe(200);
  return res.json<{ user_id: string; token: string; email: string }>();
}

describe('auth over REST', () => {
  it('starts a trial, then knows the caller by the bearer token only', async () => {
    const me = await trial('rest-trial@example.com');
    expect(me.email).toBe('rest-trial@example.com');
    const verified = await call('GET', `/api/auth/verify/${me.user_id}`, { token: me.token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      user_id: me.user_id,
      account_type: 'trial',
      has_password: false,
    });
    expect(verified.headers['cache-control']).toBe('no-store');

    const anonymous = await call('GET', `/api/auth/verify/${me.user_id}`);
    expect(anonymous.statusCode).toBe(401);
    const forged = await call('GET', `/api/auth/verify/${me.user_id}`, { token: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(401);
  });

  it("keeps the seller's language on the account, refusing one Margin does not speak with a sentence", async () => {
    const me = await trial('rest-locale@example.com');
    const set = await call('PUT', '/api/auth/locale', { token: me.token, body: { locale: 'nl' } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ locale: 'nl' });
    const verified = await call('GET', `/api/auth/verify/${me.user_id}`, { token: me.token });
    expect(verified.json()).toMatchObject({ locale: 'nl' });

    const refused = await call('PUT', '/api/auth/locale', { token: me.token, body: { locale: 'pt' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(
      'Margin speaks English (en), German (de), French (fr), Italian (it), Spanish (es) and Dutch (nl); please choose one of these.',
    );
    expect((await call('PUT', '/api/auth/locale', { body: { locale: 'de' } })).statusCode).toBe(401);
  });

  it("answers 403 for another user's id on every call that carries one", async () => {
    const ana = await trial('rest-ana@example.com');
    const ben = await trial('rest-ben@example.com');
    const calls = [
      call('GET', `/api/auth/verify/${ben.user_id}`, { token: ana.token }),
      call('GET', `/api/user/subscription?user_id=${ben.user_id}`, { token: ana.token }),
      call('POST', '/api/auth/upgrade-trial', {
        token: ana.token,
        body: { user_id: ben.user_id, email: ben.email, password: 'Secret123' },
      }),
      call('POST', '/api/payment/checkout', {
        token: ana.token,
        body: { package_id: 'annual_subscription', origin_url: 'http://x', user_id: ben.user_id },
      }),
      call('POST', '/api/subscription/cancel', { token: ana.token, body: { user_email: ben.email } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You can only access your own account.' });
    }
  });

  it('answers 403 with the verify text to a returning trial e-mail on a new device', async () => {
    await trial('rest-returning@example.com');
    const res = await call('POST', '/api/auth/login', { body: { email: 'rest-returning@example.com' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain('verify');
  });

  it('locks an account with 423 and Retry-After after 5 wrong passwords', async () => {
    const me = await trial('rest-lock@example.com');
    await call('POST', '/api/auth/upgrade-trial', { token: me.token, body: { password: 'Secret123' } });
    const wrong = { email: 'rest-lock@example.com', password: 'Wrong1234', remember_me: true };
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/api/auth/login', { body: wrong });
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toContain('password');
    }
    const locked = await call('POST', '/api/auth/login', { body: { ...wrong, password: 'Secret123' } });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({ detail: 'Too many login attempts. Please try again in 15 minutes.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    // The same over tRPC: the app reads the status from the error.
    const trpc = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.200' },
      payload: JSON.stringify({ json: wrong }),
    });
    expect(trpc.statusCode).toBe(423);
    expect(trpc.json().error.json.data.httpStatus).toBe(423);
  });

  it('limits sign-in calls per client address with 429 and Retry-After', async () => {
    let last = await call('POST', '/api/auth/check-user', {
      body: { email: 'a@example.com' },
      ip: '192.0.2.9',
    });
    for (let i = 0; i < 60; i++) {
      last = await call('POST', '/api/auth/check-user', {
        body: { email: `a${i}@example.com` },
        ip: '192.0.2.9',
      });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ detail: 'Too many requests. Please wait a moment and try again.' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('logs out on the server', async () => {
    const me = await trial('rest-logout@example.com');
    expect((await call('POST', '/api/auth/logout', { token: me.token })).statusCode).toBe(200);
    expect((await call('GET', `/api/auth/verify/${me.user_id}`, { token: me.token })).statusCode).toBe(401);
  });

  it('signs out every other device with POST /api/auth/logout-everywhere', async () => {
    const first = await trial('rest-everywhere@example.com');
    const again = await call('POST', '/api/auth/login', {
      body: { email: 'rest-everywhere@example.com' },
      token: first.token,
    });
    const second = again.json<{ token: string }>();
    const res = await call('POST', '/api/auth/logout-everywhere', { token: second.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, ended: 1 });
    expect((await call('GET', `/api/auth/verify/${first.user_id}`, { token: first.token })).statusCode).toBe(
      401,
    );
    expect((await call('GET', `/api/auth/verify/${first.user_id}`, { token: second.token })).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/api/auth/logout-everywhere')).statusCode).toBe(401);
  });

  it('writes sign-in and reset links to the outbox folder when no SMTP server is configured', async () => {
    await trial('rest-outbox@example.com');
    await call('POST', '/api/auth/forgot-password', {
      body: { email: 'rest-outbox@example.com', origin_url: 'https://attacker.example' },
    });
    const { readdir, readFile } = await import('node:fs/promises');
    const dir = `${server.dataDir}/outbox`;
    // forgot-password mails after it has answered (its timing must not tell whether the account exists).
    const sent = await vi.waitFor(
      () =>
        server.db.prisma.outgoingEmail.findFirstOrThrow({
          where: { kind: 'password_reset', to: 'rest-outbox@example.com', status: 'sent' },
        }),
      { timeout: 5_000 },
    );
    const files = (await readdir(dir)).filter((f) => f.includes('password_reset'));
    expect(files).toHaveLength(1);
    const delivered = await readFile(`${dir}/${files[0]}`, 'utf8');
    expect(delivered).toContain('Subject: Reset your Margin password');
    // Links are built from PUBLIC_URL, never from what the request claims.
    // The delivered message carries the live link (quoted-printable may fold it, so unfold first).
    expect(delivered.replace(/=\r?\n/g, '')).toMatch(
      /localhost:3000\/reset-password\?token=3D[A-Za-z0-9_-]{43}/,
    );
    expect(sent.text).not.toContain('attacker.example');
    // The record keeps the message, not the key to the account.
    expect(sent.text).toContain('http://localhost:3000/reset-password?token=[redacted]');
  });
});
