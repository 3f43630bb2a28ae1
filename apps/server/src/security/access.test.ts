// Security suite: every procedure and every REST path, listed from the router and the REST table (a new
// one without an expectation fails the table test), called without a token, with malformed ones, with the wrong
// kind of token and with another seller's. No call reads or changes another account: the database says so after.
import { calculate, snapshotFromCalculation, type TCalculationInput } from '@margin/core';
import { createSeller, createTestAdmin, type TestAdmin, type TestSeller } from '@margin/api/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../rest/routes';
import type { RestRoute } from '../rest/rest-route';
import { PROCEDURE_ACCESS, PROCEDURES, type Access } from './procedures';
import { answered, clientOf, secretsIn, startSecurityServer, type SecurityServer } from './support';

let server: SecurityServer;
let api: ReturnType<typeof clientOf>;
let admin: TestAdmin;
/** Seller A owns the resources every other caller aims at. */
let a: TestSeller;
const owned = {
  productId: '',
  saleId: '',
  shareId: '',
  checkoutSessionId: '',
  productName: '',
  saleName: '',
};
const secrets: string[] = [];

const example: TCalculationInput = {
  mode: 'forward',
  country: 'US',
  selling_price: 25,
  product_cost: 5,
  shipping_cost: 4,
  quantity: 1,
};

beforeAll(async () => {
  server = await startSecurityServer();
  api = clientOf(server, '198.18');
  admin = await createTestAdmin(server.db);
  a = await createSeller(server.db, { state: 'trial', email: `seller-a-${Date.now()}@example.com` });
  secrets.push(admin.token, admin.password, a.token);
  owned.productName = `Owned-by-A product ${Date.now()}`;
  owned.saleName = `Owned-by-A sale ${Date.now()}`;
  const product = await api.call('POST', '/api/products', {
    token: a.token,
    body: { name: owned.productName, product_cost: 6.4, selling_price: 16.43 },
  });
  expect(product.statusCode, product.body).toBe(201);
  owned.productId = product.json<{ id: string }>().id;
  const sale = await api.call('POST', '/api/sales', {
    token: a.token,
    body: {
      date: '2026-01-15',
      selling_price: 24.99,
      total_costs: 8.2,
      quantity: 2,
      product_name: owned.saleName,
    },
  });
  expect(sale.statusCode, sale.body).toBe(201);
  owned.saleId = sale.json<{ id: string }>().id;
  const calc = snapshotFromCalculation(
    example,
    calculate({ ...example, mode: 'forward', country: 'US' }),
    'A note',
  );
  const share = await api.call('POST', '/api/shares/', { token: a.token, body: { calc, version: 1 } });
  expect(share.statusCode, share.body).toBe(201);
  owned.shareId = share.json<{ id: string }>().id;
  const checkout = await api.call('POST', '/api/payment/checkout', {
    token: a.token,
    body: { package_id: 'annual_subscription' },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  owned.checkoutSessionId =
    new URL(checkout.json<{ url: string }>().url).searchParams.get('session_id') ?? '';
  expect(owned.checkoutSessionId).not.toBe('');
});

afterAll(async () => {
  await server?.close();
  // Every line this file's server logged: no token, password or card number.
  expect(secretsIn(server.logs, secrets)).toEqual([]);
  expect(api.responses.filter((res) => res.headers['set-cookie'] !== undefined)).toEqual([]);
});

/** Malformed Authorization headers: each must count as no sign-in at all. */
const MALFORMED = [
  'Bearer',
  'Bearer ',
  'Bearer not-a-real-token',
  'Bearer adm_not-a-real-token',
  'Bearer adm_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  `Bearer ${'x'.repeat(4000)}`,
  'Basic dXNlcjpwYXNz',
  'bearer\tabc def',
  'Token abc',
];

/** A REST path with its parameters filled, aimed at seller A's resources. */
function restUrl(route: RestRoute): string {
  const filled = route.path
    .replace(':email', encodeURIComponent(a.user.email))
    .replace(':user_id', a.user.id)
    .replace(':session_id', owned.checkoutSessionId)
    .replace(':shareId', owned.shareId)
    .replace(':currency', 'USD')
    .replace(':id', route.procedure.startsWith('sales.') ? owned.saleId : owned.productId);
  const query = route.path === '/user/subscription' ? `?user_id=${a.user.id}` : '';
  return `/api${filled}${query}`;
}

/** The input aimed at seller A for the procedures that take an account's id, e-mail or resource. */
function aimedAtA(procedure: string): unknown {
  const inputs: Record<string, unknown> = {
    'auth.verify': { user_id: a.user.id },
    'subscription.status': { user_id: a.user.id },
    'subscription.checkout': { package_id: 'annual_subscription', user_id: a.user.id },
    'subscription.paymentStatus': { session_id: owned.checkoutSessionId },
    'subscription.cancel': { user_email: a.user.email },
    'subscription.resume': { user_email: a.user.email },
    'products.update': { id: owned.productId, selling_price: 1 },
    'products.delete': { id: owned.productId },
    'sales.update': { id: owned.saleId, quantity: 9 },
    'sales.delete': { id: owned.saleId },
    'admin.user': { email: a.user.email },
    'admin.toggleSubscription': { email: a.user.email, status: 'active' },
    'admin.extendTrial': { email: a.user.email, days: 7 },
    'admin.resendWelcome': { email: a.user.email },
    'admin.forceLogout': { email: a.user.email },
    'admin.deleteUser': { email: a.user.email },
  };
  return inputs[procedure];
}

/** The procedures whose input names another account's resource: seller B must get 403 or 404 from each. */
const OWNERSHIP_CHECKED = [
  'auth.verify',
  'subscription.status',
  'subscription.checkout',
  'subscription.paymentStatus',
  'subscription.cancel',
  'subscription.resume',
  'products.update',
  'products.delete',
  'sales.update',
  'sales.delete',
];

const restBody = (route: RestRoute) => {
  if (route.method === 'GET') return undefined;
  const input = aimedAtA(route.procedure) as Record<string, unknown> | undefined;
  if (!input) return {};
  const { id: _id, email: _email, ...rest } = input;
  return rest;
};

type Caller = (opts: { token?: string; authorization?: string }) => Promise<LightMyRequestResponse>;

/** Every procedure over tRPC and every REST path, each with its access class and a way to call it. */
function surfaces(): { name: string; procedure: string; access: Access; call: Caller }[] {
  const trpc = Object.keys(PROCEDURES).map((procedure) => ({
    name: `tRPC ${procedure}`,
    procedure,
    access: PROCEDURE_ACCESS[procedure]!,
    call: (opts: { token?: string; authorization?: string }) =>
      api.trpc(
        procedure,
        aimedAtA(procedure) ?? (PROCEDURES[procedure]!._def.type === 'query' ? undefined : {}),
        opts,
      ),
  }));
  const rest = restRoutes.map((route) => ({
    name: `${route.method} /api${route.path}`,
    procedure: route.procedure,
    access: PROCEDURE_ACCESS[route.procedure]!,
    call: (opts: { token?: string; authorization?: string }) =>
      api.call(route.method, restUrl(route), { ...opts, body: restBody(route) }),
  }));
  return [...trpc, ...rest];
}

describe('the access table', () => {
  it('names every procedure of the router, and nothing else', () => {
    expect(Object.keys(PROCEDURE_ACCESS).sort()).toEqual(Object.keys(PROCEDURES).sort());
  });

  it('every REST path answers a procedure of the table', () => {
    const unknown = restRoutes.filter((route) => PROCEDURE_ACCESS[route.procedure] === undefined);
    expect(unknown.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });
});

/** Every method and path the server serves (HEAD aside), from Fastify's own route tree. */
function servedRoutes(): string[] {
  const served: string[] = [];
  const stack: string[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const full = `${stack[depth - 1] ?? ''}${match[2]}`;
    stack[depth] = full;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') served.push(`${method} ${full}`);
  }
  return served;
}

/**
 * What the server serves outside the REST table, each with who may call it: probes, the OpenAPI document and the
 * local run's stand-in for the card processor's page are public; /trpc is the router (checked procedure by
 * procedure); OPTIONS is the CORS preflight. (The payment webhook, served only with Stripe keys, checks the
 * processor's signature: plugins/stripe-webhook.test.ts.)
 */
const OUTSIDE_THE_TABLE = [
  'GET /healthz',
  'GET /readyz',
  'GET /api/openapi.json',
  'GET /payment/test-checkout',
  'POST /payment/test-checkout/complete',
  'POST /payment/test-checkout/cancel',
  'OPTIONS *',
];

describe('the routes the server serves', () => {
  it('are the REST table, the tRPC router and a short known list, so a new route cannot go unchecked', async () => {
    await server.app.ready();
    const table = new Set(restRoutes.map((route) => `${route.method} /api${route.path}`));
    const outside = servedRoutes().filter((route) => !table.has(route) && !route.endsWith(' /trpc/:path'));
    expect(outside.sort()).toEqual([...OUTSIDE_THE_TABLE].sort());
    expect(servedRoutes()).toContain('POST /trpc/:path');
  });

  it('answers the routes outside the table to anyone and any token without a 5xx or a cookie', async () => {
    const seller = await createSeller(server.db, { state: 'trial' });
    secrets.push(seller.token);
    const wrong: string[] = [];
    for (const route of OUTSIDE_THE_TABLE.filter((r) => !r.startsWith('OPTIONS'))) {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      for (const opts of [
        {},
        { token: seller.token },
        { token: admin.token },
        { authorization: MALFORMED[2]! },
      ]) {
        const res = await api.call(method, `${url}?session_id=${owned.checkoutSessionId}x`, {
          ...opts,
          ...(method === 'POST' ? { body: {} } : {}),
        });
        if (!answered(res)) wrong.push(`${route}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (res.headers['set-cookie'] !== undefined) wrong.push(`${route}: set-cookie`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** The REST answer is `{ detail }`, the tRPC answer its error envelope: either way one sentence. */
function expectSentence(name: string, res: LightMyRequestResponse) {
  const body = res.json<{ detail?: unknown; error?: { json?: { message?: unknown } } }>();
  const sentence = name.startsWith('tRPC') ? body.error?.json?.message : body.detail;
  expect(typeof sentence, `${name}: ${res.body}`).toBe('string');
}

describe('callers who are nobody', () => {
  it('answers 401 on every seller and admin procedure and path without a token, and never a 5xx anywhere', async () => {
    const wrong: string[] = [];
    for (const surface of surfaces()) {
      const res = await surface.call({});
      const expected = surface.access === 'public' ? answered(res) : res.statusCode === 401;
      if (!expected)
        wrong.push(`${surface.name} (${surface.access}) answered ${res.statusCode}: ${res.body}`);
      else if (res.statusCode >= 400) expectSentence(surface.name, res);
    }
    expect(wrong).toEqual([]);
  });

  it('treats every malformed Authorization header as no token at all', async () => {
    const wrong: string[] = [];
    for (const surface of surfaces()) {
      for (const authorization of MALFORMED) {
        const res = await surface.call({ authorization });
        const expected = surface.access === 'public' ? answered(res) : res.statusCode === 401;
        if (!expected) wrong.push(`${surface.name} with "${authorization.slice(0, 30)}": ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the wrong kind of token', () => {
  it("an operator's token opens no seller procedure or path", async () => {
    const wrong: string[] = [];
    for (const surface of surfaces().filter((s) => s.access === 'seller' || s.access === 'feature')) {
      const res = await surface.call({ token: admin.token });
      if (res.statusCode !== 401) wrong.push(`${surface.name}: ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it("a seller's token, trial, paying or expired, opens no admin procedure or path", async () => {
    const sellers = [
      await createSeller(server.db, { state: 'trial' }),
      await createSeller(server.db, { state: 'pro' }),
      await createSeller(server.db, { state: 'expired' }),
    ];
    secrets.push(...sellers.map((s) => s.token));
    const wrong: string[] = [];
    for (const surface of surfaces().filter((s) => s.access === 'admin')) {
      for (const seller of sellers) {
        const res = await surface.call({ token: seller.token });
        if (res.statusCode !== 401) wrong.push(`${surface.name}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('an expired seller is refused every trial-or-Pro feature with 403, and keeps the rest', async () => {
    const expired = await createSeller(server.db, { state: 'expired' });
    secrets.push(expired.token);
    const wrong: string[] = [];
    for (const surface of surfaces().filter((s) => s.access === 'feature' || s.access === 'seller')) {
      const res = await surface.call({ token: expired.token });
      const ok = surface.access === 'feature' ? res.statusCode === 403 : ![401, 403].includes(res.statusCode);
      // Ownership refusals (A's ids) are 403 for seller procedures too: they are checked in the next block.
      const ownership = OWNERSHIP_CHECKED.includes(surface.procedure) && res.statusCode === 403;
      if (!ok && !ownership) wrong.push(`${surface.name} (${surface.access}): ${res.statusCode} ${res.body}`);
      if (!answered(res)) wrong.push(`${surface.name}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

/** Every row of every table that belongs to `userId` (any table with a user_id column), and the user row. */
async function rowsOf(userId: string): Promise<Record<string, unknown[]>> {
  const prisma = server.db.prisma;
  const tables = await prisma.$queryRawUnsafe<{ table_name: string }[]>(
    `SELECT table_name FROM information_schema.columns
     WHERE column_name = 'user_id' AND table_schema = current_schema() ORDER BY table_name`,
  );
  const rows: Record<string, unknown[]> = {
    users: await prisma.$queryRawUnsafe(`SELECT * FROM users WHERE id = $1`, userId),
  };
  for (const { table_name } of tables) {
    const found = await prisma.$queryRawUnsafe<Record<string, unknown>[]>(
      `SELECT * FROM "${table_name}" WHERE user_id = $1 ORDER BY 1`,
      userId,
    );
    // A share's views are counted for whoever opens its link (core spec §8): not a write by another account.
    rows[table_name] = found.map((row) => (table_name === 'shares' ? { ...row, view_count: 0 } : row));
  }
  return JSON.parse(
    JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
  ) as Record<string, unknown[]>;
}

describe("another seller's token", () => {
  it("never reads or changes seller A's data, on any procedure or path", async () => {
    const before = await rowsOf(a.user.id);
    expect(before.products).toHaveLength(1);
    expect(before.sales_records).toHaveLength(1);
    const markers = [
      a.user.id,
      a.user.email,
      owned.productId,
      owned.saleId,
      owned.productName,
      owned.saleName,
    ];
    const wrong: string[] = [];
    for (const surface of surfaces()) {
      // A fresh seller B each call: some calls sign B out.
      const b = await createSeller(server.db, { state: 'pro' });
      secrets.push(b.token);
      const res = await surface.call({ token: b.token });
      if (!answered(res)) wrong.push(`${surface.name}: ${res.statusCode}`);
      const leaked = markers.filter((marker) => res.body.includes(marker));
      if (leaked.length > 0)
        wrong.push(`${surface.name} showed seller A's ${leaked.join(', ')}: ${res.body}`);
      if (OWNERSHIP_CHECKED.includes(surface.procedure) && ![403, 404].includes(res.statusCode))
        wrong.push(`${surface.name} with A's resource answered ${res.statusCode}: ${res.body}`);
    }
    expect(wrong).toEqual([]);
    expect(await rowsOf(a.user.id)).toEqual(before);
  });

  it("answers A's resources on the id-taking REST paths with 403 or 404, and A's data is as it was", async () => {
    const before = await rowsOf(a.user.id);
    const b = await createSeller(server.db, { state: 'trial' });
    secrets.push(b.token);
    const idRoutes = restRoutes.filter(
      (route) =>
        PROCEDURE_ACCESS[route.procedure] !== 'public' &&
        PROCEDURE_ACCESS[route.procedure] !== 'admin' &&
        (/:(id|user_id|email|session_id)/.test(route.path) || route.path === '/user/subscription'),
    );
    expect(idRoutes.length).toBeGreaterThanOrEqual(5);
    for (const route of idRoutes) {
      const res = await api.call(route.method, restUrl(route), { token: b.token, body: restBody(route) });
      expect([403, 404], `${route.method} ${route.path}: ${res.body}`).toContain(res.statusCode);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
    expect(await rowsOf(a.user.id)).toEqual(before);
    // A's own token still works and still sees A's rows.
    const mine = await api.call('GET', '/api/products', { token: a.token });
    expect(mine.json()).toEqual([expect.objectContaining({ id: owned.productId, name: owned.productName })]);
  });
});

describe('the right token', () => {
  it('gets past the door on every seller and admin procedure and path (so the 401s above are not vacuous)', async () => {
    const wrong: string[] = [];
    for (const surface of surfaces()) {
      if (surface.access === 'public') continue;
      // Fresh credentials each call: logouts and forced sign-outs are among the calls.
      const token =
        surface.access === 'admin'
          ? (await createTestAdmin(server.db)).token
          : (await createSeller(server.db, { state: 'trial' })).token;
      secrets.push(token);
      const res = await surface.call({ token });
      if (res.statusCode === 401 || !answered(res))
        wrong.push(`${surface.name}: ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });
});
