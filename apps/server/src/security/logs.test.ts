// Security suite: the flows that carry secrets (trial and password sign-ins, wrong passwords and the
// lockout, password reset and sign-in links, the operator's password, second factor and recovery codes, card
// numbers sent where they do not belong), with every log line the server writes at trace level kept, then grepped:
// no bearer token, password, link token or card-like number in any of them. (Every file of this suite greps its
// own server's log the same way when it ends.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestAdmin, currentTotpCode } from '@margin/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENV } from '../test-support';
import { CARD_NUMBERS, clientOf, secretsIn, startSecurityServer, type SecurityServer } from './support';

let server: SecurityServer;
let api: ReturnType<typeof clientOf>;
let sellerDir: string;
/** Every secret the server handed out or was handed during this file. */
const secrets: string[] = [TEST_ENV.PASSWORD_PEPPER, ...CARD_NUMBERS];

beforeAll(async () => {
  sellerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-security-logs-'));
  fs.writeFileSync(path.join(sellerDir, 'index.html'), '<html><body>seller shell</body></html>');
  server = await startSecurityServer({}, { sellerDir });
  api = clientOf(server, '198.21');
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(sellerDir, { recursive: true, force: true });
});

const findLinks = (text: string) => text.match(/https?:\/\/[^\s<>"]+/g) ?? [];

/** The values of every query parameter of every link in the e-mails to `to` (the one-time tokens). */
async function linkTokens(to: string, subject: RegExp): Promise<{ urls: string[]; tokens: string[] }> {
  // The reset mail goes out after the answer (so its timing tells nothing): wait for it.
  for (let i = 0; i < 100; i++) {
    const mails = server.mailbox.filter((m) => m.to === to && subject.test(m.subject));
    if (mails.length > 0) {
      const urls = mails.flatMap((m) => findLinks(m.text)).filter((url) => url.includes('?'));
      const tokens = urls
        .flatMap((url) => [...new URL(url).searchParams.values()])
        .filter((v) => v.length >= 16);
      return { urls, tokens };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to} matching ${String(subject)}`);
}

describe('the log of a run full of secrets', () => {
  it('seller sign-ins: trial token, password, wrong passwords, the lockout, reset and sign-in links', async () => {
    const email = `logs-seller-${Date.now()}@example.com`;
    const trial = await api.call('POST', '/api/auth/login', { body: { email, remember_me: true } });
    expect(trial.statusCode).toBe(200);
    const { token, user_id } = trial.json<{ token: string; user_id: string }>();
    secrets.push(token);

    // The token on every kind of call, including refusals and unknown paths.
    expect((await api.call('GET', `/api/auth/verify/${user_id}`, { token })).statusCode).toBe(200);
    expect((await api.trpc('auth.verify', { user_id }, { token })).statusCode).toBe(200);
    await api.call('GET', '/api/no-such-path', { token });
    await api.call('GET', '/api/products', { authorization: `Bearer ${token}x` });
    await api.call('GET', '/api/products', {
      authorization: `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`,
    });

    const password = 'Secret-Passw0rd-First';
    secrets.push(password);
    const upgraded = await api.call('POST', '/api/auth/upgrade-trial', { token, body: { password } });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    const signedIn = await api.call('POST', '/api/auth/login', { body: { email, password } });
    expect(signedIn.statusCode).toBe(200);
    secrets.push(signedIn.json<{ token: string }>().token);

    // Wrong passwords until the account locks.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const wrong = `Wrong-Passw0rd-${i}-guess`;
      secrets.push(wrong);
      statuses.push(
        (await api.call('POST', '/api/auth/login', { body: { email, password: wrong } })).statusCode,
      );
    }
    expect(statuses).toContain(401);

    // A password reset: the link, the page it opens, and the new password.
    expect((await api.call('POST', '/api/auth/forgot-password', { body: { email } })).statusCode).toBe(200);
    const reset = await linkTokens(email, /reset/i);
    expect(reset.tokens.length).toBeGreaterThan(0);
    secrets.push(...reset.tokens);
    for (const url of reset.urls) {
      const { pathname, search } = new URL(url);
      await api.call('GET', `${pathname}${search}`, { headers: { accept: 'text/html' } });
    }
    const newPassword = 'Secret-Passw0rd-Second';
    secrets.push(newPassword);
    const done = await api.call('POST', '/api/auth/reset-password', {
      body: { token: reset.tokens[0], password: newPassword },
    });
    expect(done.statusCode, done.body).toBe(200);
    // The used link again, over REST and tRPC: refused, and still not logged.
    await api.call('POST', '/api/auth/reset-password', {
      body: { token: reset.tokens[0], password: newPassword },
    });
    await api.trpc('auth.resetPassword', { token: reset.tokens[0], password: newPassword });

    // A sign-in link: an account without a password, signed into from a second device.
    const linkEmail = `logs-link-${Date.now()}@example.com`;
    const first = await api.call('POST', '/api/auth/login', { body: { email: linkEmail } });
    secrets.push(first.json<{ token: string }>().token);
    expect((await api.call('POST', '/api/auth/login', { body: { email: linkEmail } })).statusCode).toBe(403);
    const signIn = await linkTokens(linkEmail, /sign-in/i);
    secrets.push(...signIn.tokens);
    for (const url of signIn.urls) {
      const { pathname, search } = new URL(url);
      await api.call('GET', `${pathname}${search}`, { headers: { accept: 'text/html' } });
    }
    const redeemed = await api.call('POST', '/api/auth/sign-in-link', { body: { token: signIn.tokens[0] } });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    secrets.push(redeemed.json<{ token: string }>().token);
    await api.trpc('auth.redeemSignInLink', { token: signIn.tokens[0] });
    const bogus = 'bogus-link-token-0123456789abcdef';
    secrets.push(bogus);
    await api.call('POST', '/api/auth/sign-in-link', { body: { token: bogus } });
    // The same secrets in a query string (a mistaken client): blanked in the logged URL.
    await api.call('GET', `/sign-in?token=${bogus}`, { headers: { accept: 'text/html' } });
    await api.call('GET', `/api/countries?token=${bogus}&code=${bogus}&state=${bogus}`);
  });

  it("the operator: password, wrong passwords, new password, second factor's secret and codes, MFA token", async () => {
    const admin = await createTestAdmin(server.db);
    secrets.push(admin.password, admin.token);
    const login = await api.call('POST', '/api/admin/auth/login', {
      body: { username: admin.username, password: admin.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json<{ access_token: string }>().access_token;
    secrets.push(token);
    const wrong = 'Wrong-Admin-Passw0rd!';
    secrets.push(wrong);
    await api.call('POST', '/api/admin/auth/login', { body: { username: admin.username, password: wrong } });
    await api.trpc('admin.login', { username: admin.username, password: wrong });

    const newPassword = 'Brand-New-Ops-2026!x';
    secrets.push(newPassword);
    const changed = await api.call('POST', '/api/admin/auth/change-password', {
      token,
      body: { current_password: admin.password, new_password: newPassword, confirm_password: newPassword },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const relogin = await api.call('POST', '/api/admin/auth/login', {
      body: { username: admin.username, password: newPassword },
    });
    const token2 = relogin.json<{ access_token: string }>().access_token;
    secrets.push(token2);

    const setup = await api.call('POST', '/api/admin/auth/mfa/setup', { token: token2, body: {} });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    secrets.push(secret);
    const enabled = await api.call('POST', '/api/admin/auth/mfa/enable', {
      token: token2,
      body: { code: currentTotpCode(secret) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const recoveryCodes = enabled.json<{ recovery_codes: string[] }>().recovery_codes;
    secrets.push(...recoveryCodes);

    const challenged = await api.call('POST', '/api/admin/auth/login', {
      body: { username: admin.username, password: newPassword },
    });
    const { mfa_token } = challenged.json<{ mfa_token: string }>();
    expect(mfa_token).toEqual(expect.any(String));
    secrets.push(mfa_token);
    // The time code was just used to switch the factor on (a replay is refused): a recovery code instead.
    const mfa = await api.call('POST', '/api/admin/auth/mfa', {
      body: { mfa_token, code: recoveryCodes[0] },
    });
    expect(mfa.statusCode, mfa.body).toBe(200);
    const token3 = mfa.json<{ access_token: string }>().access_token;
    secrets.push(token3);
    await api.call('GET', '/api/admin/stats', { token: token3 });
    await api.call('POST', '/api/admin/auth/logout', { token: token3, body: {} });
    // The closed session's token again: 401, still not logged.
    await api.call('GET', '/api/admin/stats', { token: token3 });
  });

  it("secrets in a tRPC call's input in the URL (a GET of a mutation, a batch): blanked in the logged URL", async () => {
    const password = 'Secret-Passw0rd-InUrl';
    const token = 'url-reset-token-0123456789abcdef';
    const mfaToken = 'url-mfa-token-0123456789abcdef';
    secrets.push(password, token, mfaToken);
    const input = (json: unknown) => encodeURIComponent(JSON.stringify(json));
    const calls = [
      `/trpc/auth.login?input=${input({ json: { email: 'url@example.com', password } })}`,
      `/trpc/auth.resetPassword?input=${input({ json: { token, password } })}`,
      `/trpc/admin.mfaLogin?input=${input({ json: { mfa_token: mfaToken, code: '123456' } })}`,
      `/trpc/auth.login,auth.resetPassword?batch=1&input=${input({ 0: { json: { password } }, 1: { json: { token } } })}`,
      `/trpc/auth.login?input=${encodeURIComponent(`{"json":{"password":"${password}"`)}`,
    ];
    for (const url of calls) expect((await api.call('GET', url)).statusCode).toBeLessThan(500);
    // What is not secret stays readable for debugging.
    const login = server.logs.find((line) => line.includes('/trpc/auth.login?input='));
    expect(login).toContain('url%40example.com');
  });

  it('card numbers sent where they do not belong: bodies, unknown fields, headers', async () => {
    const trial = await api.call('POST', '/api/auth/login', {
      body: { email: `logs-card-${Date.now()}@example.com` },
    });
    const token = trial.json<{ token: string }>().token;
    secrets.push(token);
    for (const card of CARD_NUMBERS) {
      await api.call('POST', '/api/products', { token, body: { name: card, selling_price: 10 } });
      await api.call('POST', '/api/sales', {
        token,
        body: { date: '2026-01-15', selling_price: 1, total_costs: 0, quantity: 1, product_name: card },
      });
      await api.call('POST', '/api/payment/checkout', {
        token,
        body: { package_id: 'annual_subscription', card_number: card, cvc: '123' },
      });
      await api.call('POST', '/api/auth/login', { body: { email: card } });
      await api.trpc('products.create', { name: card, selling_price: 'x' }, { token });
      await api.call('GET', '/api/countries', { headers: { 'x-card-number': card } });
      await api.call('POST', '/api/calculations/track', { raw: `{"card":"${card}"` });
    }
  });

  it('leaves no secret in any line the server logged', () => {
    // The log is there (at trace level), one line per request at least, and it blanks query secrets.
    expect(server.logs.length).toBeGreaterThan(api.responses.length);
    expect(server.logs.some((line) => line.includes('"msg":"request"'))).toBe(true);
    expect(server.logs.some((line) => line.includes('token=redacted'))).toBe(true);
    expect(secrets.length).toBeGreaterThan(30);
    expect(secretsIn(server.logs, secrets)).toEqual([]);
  });
});

describe('the log grep itself', () => {
  it('finds bearer credentials, admin tokens, known secrets and card numbers, and not timestamps or ids', () => {
    const line = (text: string) => `{"level":30,"time":1795629137226,"reqId":"req-1","msg":"${text}"}`;
    expect(secretsIn([line('Authorization: Bearer abcdefgh12345678')], [])).toHaveLength(1);
    expect(secretsIn([line('adm_ABCDEFGHIJKLMNOPQRSTUVWXYZ')], [])).toHaveLength(1);
    expect(secretsIn([line('my hunter2-password')], ['hunter2-password'])).toHaveLength(1);
    for (const card of CARD_NUMBERS) expect(secretsIn([line(`paid with ${card}`)], [])).toHaveLength(1);
    expect(secretsIn([line('paid with 4242 4242 4242 4241')], [])).toEqual([]);
    expect(
      secretsIn([line('user cmwwet07g0006w27da61wrb80, 1795629137226 ms, 3.14159265358979')], []),
    ).toEqual([]);
  });
});
