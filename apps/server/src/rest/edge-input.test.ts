import { calculate, snapshotFromCalculation, type ShareSnapshot } from '@margin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support';

// Input that used to reach the database and come back as a 500: refused at the edge with a 400 that names the
// field, the same over REST and tRPC.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: '1' });
  // A route outside /api and /trpc that fails the way a database error does: its message carries internals.
  server.app.get('/edge-input-test/fails', async () => {
    throw new Error('invalid byte sequence for encoding "UTF8": 0x00 (prisma.share.create)');
  });
});
afterAll(async () => {
  await server.close();
});

let address = 0;
/** Each call from its own client address, so the per-address limits stay out of the way. */
function call(
  method: 'GET' | 'POST',
  url: string,
  opts: { json?: unknown; form?: string; token?: string } = {},
) {
  const body = opts.form ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json));
  const type = opts.form === undefined ? 'application/json' : 'application/x-www-form-urlencoded';
  return server.app.inject({
    method,
    url,
    headers: {
      'x-forwarded-for': `192.0.2.${++address % 250}`,
      ...(body === undefined ? {} : { 'content-type': type }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
}

async function sellerToken(email: string): Promise<string> {
  const res = await call('POST', '/api/auth/login', { json: { email, remember_me: true } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

const snapshot = (overrides: Partial<ShareSnapshot> = {}): ShareSnapshot => ({
  ...snapshotFromCalculation(
    { mode: 'forward', country: 'US', selling_price: 25, product_cost: 5, shipping_cost: 4 },
    calculate({ mode: 'forward', country: 'US', selling_price: 25, product_cost: 5, shipping_cost: 4 }),
    'Spring market price',
  ),
  ...overrides,
});

const NOT_PLAIN_TEXT = 'must be plain text without control characters';
const trpcMessage = (body: string) =>
  (JSON.parse(body) as { error: { json: { message: string } } }).error.json.message;

describe('text that PostgreSQL cannot store', () => {
  it('refuses a share note with a NUL or a lone surrogate with 400 naming the field, over REST and tRPC', async () => {
    const token = await sellerToken('edge-note@example.com');
    for (const notes of ['before\u0000after', 'half \ud83d of an emoji']) {
      const calc = snapshot({ notes });
      const rest = await call('POST', '/api/shares/', {
        token,
        json: { calc, version: 1, expires_days: 30 },
      });
      expect(rest.statusCode, rest.body).toBe(400);
      expect(rest.json()).toEqual({ detail: `Notes ${NOT_PLAIN_TEXT}.` });

      const trpc = await call('POST', '/trpc/shares.create', { token, json: { json: { calc } } });
      expect(trpc.statusCode, trpc.body).toBe(400);
      expect(trpcMessage(trpc.body)).toBe(`Notes ${NOT_PLAIN_TEXT}.`);
    }
    // A note with line breaks and emoji is ordinary text and is stored.
    const fine = snapshot({ notes: 'Spring market\nprice 🧶' });
    const res = await call('POST', '/api/shares/', {
      token,
      json: { calc: fine, version: 1, expires_days: 30 },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a payment session id with a NUL with 400, over REST and tRPC', async () => {
    const token = await sellerToken('edge-session@example.com');
    const rest = await call('GET', '/api/payment/status/%00', { token });
    expect(rest.statusCode, rest.body).toBe(400);
    expect(rest.json()).toEqual({ detail: `Session id ${NOT_PLAIN_TEXT}.` });

    const input = encodeURIComponent(JSON.stringify({ json: { session_id: '\u0000' } }));
    const trpc = await call('GET', `/trpc/subscription.paymentStatus?input=${input}`, { token });
    expect(trpc.statusCode, trpc.body).toBe(400);
    expect(trpcMessage(trpc.body)).toBe(`Session id ${NOT_PLAIN_TEXT}.`);
  });

  it("answers the test checkout's three routes with a NUL session id as not found, without internals", async () => {
    for (const res of [
      await call('GET', '/payment/test-checkout?session_id=%00'),
      await call('POST', '/payment/test-checkout/complete', { form: 'session_id=%00' }),
      await call('POST', '/payment/test-checkout/cancel', { form: 'session_id=%00' }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).toContain('Checkout not found');
      expect(res.body).not.toMatch(/prisma|invalid byte sequence|UTF8/i);
    }
  });

  it('answers a failure of a route outside /api and /trpc as { detail }, without internals', async () => {
    const res = await call('GET', '/edge-input-test/fails');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Server error. Please try again in a few moments.' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('one money rule for the calculator and share snapshots', () => {
  it('refuses a shared amount with three decimals, as the calculator refuses it', async () => {
    const token = await sellerToken('edge-money@example.com');
    const calculator = await call('POST', '/api/calculate/enhanced', {
      json: { selling_price: 1.005, product_cost: 0 },
    });
    expect(calculator.statusCode).toBe(400);
    expect(calculator.json()).toEqual({ detail: 'Selling price must have at most 2 decimal places.' });

    const shared = await call('POST', '/api/shares/', {
      token,
      json: { calc: snapshot({ price: 1.005 }), version: 1, expires_days: 30 },
    });
    expect(shared.statusCode, shared.body).toBe(400);
    expect(shared.json()).toEqual({ detail: 'Price must have at most 2 decimal places.' });
  });
});
