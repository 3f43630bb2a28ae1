import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '@margin/api';
import { loadEnv } from '../env';
import { buildServer } from '../server';
import { startTestServer, TEST_ENV, type TestServer } from '../test-support';
import { MAX_BATCH_CALLS } from './trpc';
import { planJsonCalls } from './trpc-json-calls';

// The same database answered twice: by the server as it runs (plain JSON calls answered by trpc-json-calls.ts) and
// by one whose every /trpc call goes to tRPC's own handler.
let server: TestServer;
let trpcOnly: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  server = await startTestServer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'margin-trpc-only-'));
  trpcOnly = await buildServer({
    env: loadEnv({ ...TEST_ENV, DATA_DIR: dataDir }),
    db: server.db,
    trpcJsonCalls: false,
  });
});
afterAll(async () => {
  await trpcOnly.close();
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const CALCULATION = { selling_price: 25, product_cost: 5, shipping_cost: 4, country: 'US' };
const envelope = (json: unknown) => ({ json });
const inputQuery = (input: unknown) => `input=${encodeURIComponent(JSON.stringify(input))}`;

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: string;
  headers?: Record<string, string>;
  /** Whether trpc-json-calls.ts answers it (otherwise tRPC's handler does, on both servers). */
  fastPath: boolean;
}

function calls(token: string): Call[] {
  const auth = { authorization: `Bearer ${token}` };
  const json = { 'content-type': 'application/json' };
  return [
    {
      name: 'a calculation',
      method: 'GET',
      url: `/trpc/calc.calculate?${inputQuery(envelope(CALCULATION))}`,
      fastPath: true,
    },
    {
      name: 'a calculation with an invalid input',
      method: 'GET',
      url: `/trpc/calc.calculate?${inputQuery(envelope({ ...CALCULATION, selling_price: -1 }))}`,
      fastPath: true,
    },
    {
      name: 'a batch of reference data (cacheable)',
      method: 'GET',
      url: `/trpc/calc.currencies,calc.marketplaceFees?batch=1&${inputQuery({ 1: envelope({ currency: 'EUR' }) })}`,
      fastPath: true,
    },
    {
      name: 'a batch where one call fails (207)',
      method: 'GET',
      url: `/trpc/calc.calculate,calc.marketplaceFees?batch=1&${inputQuery({
        0: envelope(CALCULATION),
        1: envelope({ currency: 'XXX' }),
      })}`,
      fastPath: true,
    },
    {
      name: "a seller's own data",
      method: 'GET',
      url: `/trpc/subscription.status?${inputQuery(envelope({}))}`,
      headers: auth,
      fastPath: true,
    },
    {
      name: 'a seller procedure without a token (401)',
      method: 'GET',
      url: `/trpc/subscription.status?${inputQuery(envelope({}))}`,
      fastPath: true,
    },
    {
      name: 'a malformed token',
      method: 'GET',
      url: `/trpc/subscription.status?${inputQuery(envelope({}))}`,
      headers: { authorization: 'Bearer nope' },
      fastPath: true,
    },
    {
      name: 'a mutation',
      method: 'POST',
      url: '/trpc/auth.checkUser',
      body: JSON.stringify(envelope({ email: 'nobody@example.com' })),
      headers: json,
      fastPath: true,
    },
    {
      name: 'a mutation with an invalid input',
      method: 'POST',
      url: '/trpc/auth.checkUser',
      body: JSON.stringify(envelope({ email: 'not an address' })),
      headers: json,
      fastPath: true,
    },
    { name: 'an unknown procedure', method: 'GET', url: '/trpc/calc.nothing', fastPath: false },
    { name: 'a mutation by GET', method: 'GET', url: '/trpc/auth.checkUser', fastPath: false },
    {
      name: 'a query by POST',
      method: 'POST',
      url: '/trpc/calc.countries',
      body: '{}',
      headers: json,
      fastPath: false,
    },
    {
      name: 'input that is not JSON',
      method: 'GET',
      url: '/trpc/calc.calculate?input=%7Bnope',
      fastPath: false,
    },
    {
      name: 'a body that is not JSON',
      method: 'POST',
      url: '/trpc/auth.checkUser',
      body: '{nope',
      headers: json,
      fastPath: false,
    },
    {
      name: 'a batch input that is not an object',
      method: 'GET',
      url: `/trpc/calc.countries?batch=1&${inputQuery([1])}`,
      fastPath: false,
    },
    {
      name: 'a batch over the limit',
      method: 'GET',
      url: `/trpc/${Array<string>(MAX_BATCH_CALLS + 1)
        .fill('calc.countries')
        .join(',')}?batch=1`,
      fastPath: false,
    },
    {
      name: 'a streaming batch',
      method: 'GET',
      url: '/trpc/calc.countries?batch=1',
      headers: { 'trpc-accept': 'application/jsonl' },
      fastPath: false,
    },
    {
      name: 'another method',
      method: 'PUT',
      url: '/trpc/calc.countries',
      body: '{}',
      headers: json,
      fastPath: false,
    },
  ];
}

/** What a client reads of an answer. */
async function answer(app: FastifyInstance, call: Call, from: string) {
  const res = await app.inject({
    method: call.method,
    url: call.url,
    headers: { 'x-forwarded-for': from, ...call.headers },
    ...(call.body === undefined ? {} : { payload: call.body }),
  });
  return {
    status: res.statusCode,
    // Fastify names the charset of a text answer (`application/json; charset=utf-8`); tRPC's handler does not.
    contentType: String(res.headers['content-type']).split(';')[0],
    cacheControl: res.headers['cache-control'],
    vary: res.headers.vary,
    retryAfter: res.headers['retry-after'],
    body: res.body,
  };
}

describe('plain JSON tRPC calls', () => {
  it('are answered exactly as tRPC answers them, and everything else is left to tRPC', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'json-calls@example.com', remember_me: true },
    });
    const { token } = login.json<{ token: string }>();
    let n = 0;
    for (const call of calls(token)) {
      // Each call from its own client address on both servers, so no per-address limit comes into play.
      const from = `203.0.113.${++n}`;
      const ours = await answer(server.app, call, from);
      const theirs = await answer(trpcOnly, call, from);
      expect(ours, call.name).toEqual(theirs);
    }
  });

  it('are the ones this module plans, and no others', async () => {
    const token = 'sess_unused';
    for (const call of calls(token)) {
      const [pathPart, search = ''] = call.url.slice('/trpc/'.length).split('?');
      const req = {
        method: call.method,
        headers: { ...call.headers },
        query: Object.fromEntries(new URLSearchParams(search)),
        params: { path: pathPart },
        body: call.body,
      } as unknown as FastifyRequest;
      const plan = planJsonCalls(appRouter, req, MAX_BATCH_CALLS);
      expect(plan !== null, call.name).toBe(call.fastPath);
    }
  });
});
