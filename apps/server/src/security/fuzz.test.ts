// Security suite: every body a client can send (each REST POST/PUT/PATCH/DELETE path and each tRPC
// mutation, listed from the REST table and the router) fuzzed: wrong types, missing fields, huge numbers, nesting
// 1000 deep, prototype keys, 10 MB, invalid JSON. Never a 5xx; every refusal a 4xx with one readable sentence.
// Seeded, so a failure replays; a bounded number of cases per path.
import { createSeller, createTestAdmin } from '@margin/api/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../rest/routes';
import { CSV_UPLOAD_BODY_LIMIT } from '../rest/routes/import-tools';
import { seededRandom } from '../test-support';
import { inputFields, PROCEDURE_ACCESS, PROCEDURES } from './procedures';
import {
  answered,
  CARD_NUMBERS,
  clientOf,
  secretsIn,
  startSecurityServer,
  type SecurityServer,
} from './support';

// Hundreds of requests through the whole server, one after another: minutes on a busy two-core machine.
const FUZZ_TIMEOUT_MS = 180_000;

let server: SecurityServer;
let api: ReturnType<typeof clientOf>;
const secrets: string[] = [];

beforeAll(async () => {
  server = await startSecurityServer();
  api = clientOf(server, '198.19');
});
afterAll(async () => {
  await server?.close();
  expect(secretsIn(server.logs, secrets)).toEqual([]);
});

const RANDOM_CASES_PER_TARGET = 16;
const TEN_MB = 10 * 1_048_576 + 100;

const VALUES: ((random: () => number) => unknown)[] = [
  () => null,
  () => true,
  () => 0,
  () => -1,
  () => 1e308,
  () => -1e308,
  () => Number.MAX_SAFE_INTEGER + 2,
  () => 1e21,
  () => 0.1 + 0.2,
  () => '',
  () => ' ',
  () => 'US',
  () => 'not a number',
  () => '12,50',
  () => '1e999',
  () => '\u0000',
  () => '\uD800',
  () => '<script>alert(1)</script>',
  () => "'; DROP TABLE users; --",
  () => 'x'.repeat(100_000),
  () => CARD_NUMBERS[0],
  () => [],
  () => [1, 'two', null],
  () => ({}),
  () => JSON.parse('{"__proto__":{"admin":true}}') as unknown,
  (random) => Array.from({ length: 1 + Math.floor(random() * 50) }, (_, i) => ({ i })),
  () => ({ nested: { deeper: { deepest: [1, 2, { a: 'b' }] } } }),
  () => '2026-02-30',
  () => 'someone@example.com',
];

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'user_id', 'id', 'is_admin', ''];

/** A body with some of the target's fields (and now and then a stray one), each a random value. */
function randomBody(random: () => number, fields: string[]): unknown {
  const pick = random();
  if (pick < 0.08) return VALUES[Math.floor(random() * VALUES.length)]!(random);
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (random() < 0.6) body[field] = VALUES[Math.floor(random() * VALUES.length)]!(random);
  }
  if (random() < 0.25) body[EXTRA_KEYS[Math.floor(random() * EXTRA_KEYS.length)]!] = 1;
  return body;
}

const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** Bodies that are not what JSON parsers or schemas expect, as raw text. */
const RAW_CASES: { name: string; raw: string; contentType?: string }[] = [
  { name: 'invalid JSON', raw: '{"a":' },
  { name: 'trailing garbage', raw: '{"a":1}}' },
  { name: 'empty body', raw: '' },
  { name: 'JSON null', raw: 'null' },
  { name: 'JSON array', raw: '[]' },
  { name: 'JSON string', raw: '"text"' },
  { name: 'number overflowing a double', raw: '{"selling_price":1e999,"quantity":-1e999}' },
  { name: 'objects nested 1000 deep', raw: deepObject(1000) },
  { name: 'lists nested 1000 deep', raw: deepArray(1000) },
  { name: '__proto__ key', raw: '{"__proto__":{"isAdmin":true}}' },
  { name: 'nested __proto__ key', raw: '{"a":{"b":{"__proto__":{"polluted":1}}}}' },
  { name: 'constructor.prototype key', raw: '{"constructor":{"prototype":{"polluted":1}}}' },
  { name: 'a card number in a field', raw: `{"name":"${CARD_NUMBERS[1]}","email":"${CARD_NUMBERS[0]}"}` },
  { name: 'text/plain', raw: 'hello', contentType: 'text/plain' },
];

/** The sentence of a refusal: `{ detail }` over REST, the error envelope's message over tRPC. */
function sentenceOf(res: LightMyRequestResponse, trpc: boolean): unknown {
  try {
    const body = res.json<{ detail?: unknown; error?: { json?: { message?: unknown } } }>();
    return trpc ? body.error?.json?.message : body.detail;
  } catch {
    return undefined;
  }
}

/** What a refusal may not show: zod's issue list, its codes or paths, a stack, JSON internals. */
const INTERNALS =
  /"(code|path|expected|received|issues)"|invalid_type|too_big|too_small|unrecognized_keys|\b[a-z_]+\.\d+\b|\bat \S+\.(ts|js|mjs)\b|Unexpected token|in JSON at position|prisma|TRPCError|ZodError|stack/i;

function judge(label: string, res: LightMyRequestResponse, trpc: boolean, wrong: string[]) {
  if (!answered(res)) {
    wrong.push(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return;
  }
  if (res.statusCode < 400) return;
  const sentence = sentenceOf(res, trpc);
  if (typeof sentence !== 'string' || sentence.length === 0) {
    wrong.push(`${label}: ${res.statusCode} without a sentence: ${res.body.slice(0, 300)}`);
  } else if (INTERNALS.test(sentence) || sentence.includes('\n') || sentence.length > 400) {
    wrong.push(`${label}: ${res.statusCode} says internals: ${sentence.slice(0, 300)}`);
  }
  if (!trpc && Object.keys(res.json<object>()).join() !== 'detail') {
    wrong.push(`${label}: ${res.statusCode} answers more than { detail }: ${res.body.slice(0, 300)}`);
  }
}

/** A valid token of the kind the target needs, fresh each time (logouts and forced sign-outs are fuzzed too). */
async function tokenFor(procedure: string): Promise<string | undefined> {
  const access = PROCEDURE_ACCESS[procedure];
  let token: string | undefined;
  if (access === 'admin') token = (await createTestAdmin(server.db)).token;
  else if (access === 'seller' || access === 'feature')
    token = (await createSeller(server.db, { state: 'trial' })).token;
  if (token) secrets.push(token);
  return token;
}

const WRITE_ROUTES = restRoutes.filter((route) => route.method !== 'GET');
const MUTATIONS = Object.keys(PROCEDURES).filter((name) => PROCEDURES[name]!._def.type === 'mutation');
const QUERIES = Object.keys(PROCEDURES).filter((name) => PROCEDURES[name]!._def.type === 'query');

const fill = (path: string) =>
  `/api${path
    .replace(':email', 'fuzz-target%40example.com')
    .replace(':id', 'cm0000000000000000000000')
    .replace(/:[a-z_A-Z]+/g, 'x')}`;

describe('fuzzed bodies on every REST path that takes one', () => {
  it(`covers the REST table's ${WRITE_ROUTES.length} write paths`, () => {
    expect(WRITE_ROUTES.length).toBeGreaterThan(30);
    expect(MUTATIONS.length).toBeGreaterThan(30);
  });

  it(
    'answers every malformed, hostile or oversized body with a 4xx sentence, never a 5xx',
    async () => {
      const wrong: string[] = [];
      for (const route of WRITE_ROUTES) {
        const token = await tokenFor(route.procedure);
        for (const c of RAW_CASES) {
          const res = await api.call(route.method, fill(route.path), {
            token,
            raw: c.raw,
            headers: c.contentType ? { 'content-type': c.contentType } : {},
          });
          judge(`${route.method} ${route.path} ${c.name}`, res, false, wrong);
        }
      }
      expect(wrong).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it('refuses a body over 50 MB with 413 and a sentence on every path', async () => {
    const raw = JSON.stringify({ csv_data: 'x'.repeat(CSV_UPLOAD_BODY_LIMIT + 100) });
    const wrong: string[] = [];
    for (const route of WRITE_ROUTES) {
      const res = await api.call(route.method, fill(route.path), {
        token: await tokenFor(route.procedure),
        raw,
      });
      if (res.statusCode !== 413) wrong.push(`${route.method} ${route.path}: ${res.statusCode}`);
      judge(`${route.method} ${route.path} over 50 MB`, res, false, wrong);
    }
    expect(wrong).toEqual([]);
  });

  it(`answers ${RANDOM_CASES_PER_TARGET} seeded random bodies per path without a 5xx`, async () => {
    const random = seededRandom(15_001);
    const wrong: string[] = [];
    for (const route of WRITE_ROUTES) {
      const token = await tokenFor(route.procedure);
      const fields = inputFields(route.procedure);
      for (let i = 0; i < RANDOM_CASES_PER_TARGET; i++) {
        const body = randomBody(random, fields);
        const res = await api.call(route.method, fill(route.path), { token, body });
        judge(`${route.method} ${route.path} ${JSON.stringify(body).slice(0, 200)}`, res, false, wrong);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('refusals name the field once, in words', () => {
  it('a wrong package on the checkout', async () => {
    const token = await tokenFor('subscription.checkout');
    const res = await api.call('POST', '/api/payment/checkout', { token, body: { package_id: 'monthly' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: "Package id must be 'annual_subscription'." });
  });
});

describe('fuzzed inputs on every tRPC mutation', () => {
  it(
    'answers every malformed, hostile or oversized body with a 4xx sentence, never a 5xx',
    async () => {
      const wrong: string[] = [];
      const envelope = (json: string) => `{"json":${json}}`;
      for (const procedure of MUTATIONS) {
        const token = await tokenFor(procedure);
        const url = `/trpc/${procedure}`;
        for (const c of RAW_CASES) {
          // Each hostile text both as the whole body and inside the superjson envelope.
          for (const raw of c.contentType || c.raw === '' ? [c.raw] : [c.raw, envelope(c.raw)]) {
            const res = await api.call('POST', url, {
              token,
              raw,
              headers: c.contentType ? { 'content-type': c.contentType } : {},
            });
            // tRPC's 415 for a body it does not take comes from our own hook, as { detail }.
            judge(`tRPC ${procedure} ${c.name}`, res, res.statusCode !== 415, wrong);
          }
        }
        const huge = await api.call('POST', url, {
          token,
          raw: envelope(JSON.stringify('x'.repeat(TEN_MB))),
        });
        if (huge.statusCode !== 413) wrong.push(`tRPC ${procedure} 10 MB: ${huge.statusCode}`);
      }
      expect(wrong).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(`answers ${RANDOM_CASES_PER_TARGET} seeded random inputs per mutation without a 5xx`, async () => {
    const random = seededRandom(15_002);
    const wrong: string[] = [];
    for (const procedure of MUTATIONS) {
      const token = await tokenFor(procedure);
      const fields = inputFields(procedure);
      for (let i = 0; i < RANDOM_CASES_PER_TARGET; i++) {
        const input = randomBody(random, fields);
        const res = await api.trpc(procedure, input, { token });
        judge(`tRPC ${procedure} ${JSON.stringify(input).slice(0, 200)}`, res, true, wrong);
      }
    }
    expect(wrong).toEqual([]);
  });

  it(`answers ${RANDOM_CASES_PER_TARGET} seeded random inputs per query (in the URL) without a 5xx`, async () => {
    const random = seededRandom(15_003);
    const wrong: string[] = [];
    for (const procedure of QUERIES) {
      const token = await tokenFor(procedure);
      const fields = inputFields(procedure);
      for (let i = 0; i < RANDOM_CASES_PER_TARGET; i++) {
        // A URL holds far less than a body: the long values are cut to what a URL may carry.
        const input = JSON.parse(
          JSON.stringify(randomBody(random, fields), (_k, v: unknown) =>
            typeof v === 'string' && v.length > 2000 ? v.slice(0, 2000) : v,
          ),
        ) as unknown;
        const res = await api.trpc(procedure, input, { token });
        judge(`tRPC ${procedure} ${JSON.stringify(input).slice(0, 200)}`, res, true, wrong);
      }
      for (const raw of [
        '%7B',
        '{"json":',
        deepObject(1000),
        '{"__proto__":{"x":1}}',
        '{"json":{"__proto__":{}}}',
      ]) {
        const res = await api.call('GET', `/trpc/${procedure}?input=${encodeURIComponent(raw)}`, { token });
        judge(`tRPC ${procedure} ?input=${raw.slice(0, 40)}`, res, true, wrong);
      }
    }
    expect(wrong).toEqual([]);
  });
});
