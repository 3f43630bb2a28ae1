// Security suite: the security headers on every kind of answer the server gives (JSON, errors of every
// status, 404s inside and outside the API, static files, redirects, probes, tRPC, REST, CORS preflights), no
// cookie anywhere, and CORS that refuses every origin off CORS_ORIGINS.
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createSeller } from '@margin/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, secretsIn, startSecurityServer, type SecurityServer } from './support';

function fakeBuild(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `margin-security-${name}-`));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<html><body>${name} shell</body></html>`);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.css'), 'body{}');
  return dir;
}

const ALLOWED_ORIGIN = 'https://seller.example';
const FOREIGN_ORIGINS = [
  'https://evil.example',
  'https://seller.example.evil.example',
  'https://evilseller.example',
  'http://seller.example',
  'https://seller.example:8443',
  'null',
  'https://seller.example/',
  `${ALLOWED_ORIGIN}, https://evil.example`,
];

let server: SecurityServer;
let api: ReturnType<typeof clientOf>;
let sellerToken: string;
const builds: string[] = [];

beforeAll(async () => {
  builds.push(fakeBuild('seller'), fakeBuild('admin'));
  server = await startSecurityServer({}, { sellerDir: builds[0], adminDir: builds[1] });
  api = clientOf(server, '198.20');
  sellerToken = (await createSeller(server.db, { state: 'trial' })).token;
});
afterAll(async () => {
  await server?.close();
  for (const dir of builds) fs.rmSync(dir, { recursive: true, force: true });
  expect(secretsIn(server.logs, [sellerToken])).toEqual([]);
});

/** What helmet sets, as configured in plugins/security.ts (HSTS only over HTTPS: this server is plain HTTP). */
function securityHeaderProblems(res: LightMyRequestResponse): string[] {
  const h = res.headers;
  const expected: Record<string, (value: string | undefined) => boolean> = {
    'content-security-policy': (v) =>
      !!v &&
      v.includes("default-src 'self'") &&
      v.includes("frame-ancestors 'none'") &&
      v.includes("object-src 'none'"),
    'x-content-type-options': (v) => v === 'nosniff',
    'x-frame-options': (v) => v === 'SAMEORIGIN',
    'referrer-policy': (v) => v === 'no-referrer',
    'cross-origin-opener-policy': (v) => v === 'same-origin',
    'cross-origin-resource-policy': (v) => v === 'same-origin',
    'origin-agent-cluster': (v) => v === '?1',
    'x-dns-prefetch-control': (v) => v === 'off',
    'x-download-options': (v) => v === 'noopen',
    'x-permitted-cross-domain-policies': (v) => v === 'none',
    'x-xss-protection': (v) => v === '0',
  };
  const problems = Object.entries(expected)
    .filter(([name, ok]) => !ok(h[name] as string | undefined))
    .map(([name]) => `${name}=${String(h[name])}`);
  if (h['x-powered-by'] !== undefined) problems.push('x-powered-by');
  if (h['set-cookie'] !== undefined) problems.push(`set-cookie=${String(h['set-cookie'])}`);
  return problems;
}

type Kind = { name: string; status: number | number[]; send: () => Promise<LightMyRequestResponse> };

const trpcInput = (input: unknown) => encodeURIComponent(JSON.stringify({ json: input }));

/** One request of every kind of answer, with the status it must have. */
const KINDS: Kind[] = [
  { name: 'REST 200 JSON', status: 200, send: () => api.call('GET', '/api/countries') },
  { name: 'REST HEAD', status: 200, send: () => api.call('HEAD', '/api/countries') },
  { name: 'REST file download', status: 200, send: () => api.call('GET', '/api/pricing-audit/csv-template') },
  { name: 'OpenAPI document', status: 200, send: () => api.call('GET', '/api/openapi.json') },
  {
    name: 'REST 200 signed in',
    status: 200,
    send: () => api.call('GET', '/api/products', { token: sellerToken }),
  },
  {
    name: 'REST 201',
    status: 201,
    send: () => api.call('POST', '/api/sales', { token: sellerToken, body: sale() }),
  },
  {
    name: 'REST 400 validation',
    status: 400,
    send: () => api.call('POST', '/api/calculate/enhanced', { body: { selling_price: 'abc' } }),
  },
  {
    name: 'REST 400 invalid JSON',
    status: 400,
    send: () => api.call('POST', '/api/auth/login', { raw: '{"a":' }),
  },
  {
    name: 'REST 400 prototype key',
    status: 400,
    send: () => api.call('POST', '/api/auth/login', { raw: '{"__proto__":{}}' }),
  },
  { name: 'REST 401', status: 401, send: () => api.call('GET', '/api/products') },
  {
    name: 'REST 404 record',
    status: 404,
    send: () => api.call('DELETE', '/api/products/cm0000000000000000000000', { token: sellerToken }),
  },
  { name: 'REST 404 path', status: 404, send: () => api.call('GET', '/api/no-such-path') },
  { name: 'REST 405-ish unknown method path', status: 404, send: () => api.call('PATCH', '/api/countries') },
  {
    name: 'REST 413',
    status: 413,
    send: () =>
      api.call('POST', '/api/auth/login', { raw: JSON.stringify({ email: 'x'.repeat(2_000_000) }) }),
  },
  {
    // Fastify reads text/plain as a string, which no schema takes.
    name: 'REST text/plain body',
    status: 400,
    send: () =>
      api.call('POST', '/api/auth/login', { raw: 'a=b', headers: { 'content-type': 'text/plain' } }),
  },
  { name: 'malformed URL 400', status: 400, send: () => api.call('GET', '/api/%E0%A4%A') },
  {
    name: 'path parameter too long',
    status: [400, 404, 414],
    send: () => api.call('GET', `/api/shares/${'a'.repeat(300)}`),
  },
  { name: 'tRPC 200', status: 200, send: () => api.call('GET', '/trpc/calc.countries') },
  {
    name: 'tRPC batch 200',
    status: 200,
    send: () => api.call('GET', '/trpc/calc.countries,calc.currencies?batch=1'),
  },
  {
    name: 'tRPC 200 mutation',
    status: 200,
    send: () =>
      api.trpc('calc.calculate', { mode: 'forward', country: 'US', selling_price: 25, product_cost: 5 }),
  },
  {
    name: 'tRPC 400',
    status: 400,
    send: () => api.call('GET', `/trpc/calc.marketplaceFees?input=${trpcInput(5)}`),
  },
  { name: 'tRPC 401', status: 401, send: () => api.call('GET', '/trpc/products.list') },
  { name: 'tRPC 404', status: 404, send: () => api.call('GET', '/trpc/no.such.procedure') },
  { name: 'tRPC 405', status: 405, send: () => api.call('GET', '/trpc/auth.login') },
  {
    name: 'tRPC 415',
    status: 415,
    send: () => api.call('POST', '/trpc/auth.login', { raw: 'a', headers: { 'content-type': 'text/plain' } }),
  },
  {
    name: 'tRPC 413',
    status: 413,
    send: () =>
      api.call('POST', '/trpc/auth.login', { raw: JSON.stringify({ json: 'x'.repeat(2_000_000) }) }),
  },
  { name: 'liveness probe', status: 200, send: () => api.call('GET', '/healthz') },
  { name: 'readiness probe', status: 200, send: () => api.call('GET', '/readyz') },
  {
    name: 'seller shell',
    status: 200,
    send: () => api.call('GET', '/', { headers: { accept: 'text/html' } }),
  },
  {
    name: 'seller deep link',
    status: 200,
    send: () => api.call('GET', '/s/some-share', { headers: { accept: 'text/html' } }),
  },
  { name: 'static script', status: 200, send: () => api.call('GET', '/assets/app-abc123.js') },
  { name: 'static stylesheet', status: 200, send: () => api.call('GET', '/assets/app-abc123.css') },
  { name: 'static 404', status: 404, send: () => api.call('GET', '/assets/missing-file.js') },
  {
    name: 'test checkout page',
    status: [200, 404],
    send: () =>
      api.call('GET', '/payment/test-checkout?session_id=nope', { headers: { accept: 'text/html' } }),
  },
  { name: 'admin redirect', status: 301, send: () => api.call('GET', '/admin') },
  {
    name: 'admin shell',
    status: 200,
    send: () => api.call('GET', '/admin/', { headers: { accept: 'text/html' } }),
  },
  { name: 'OPTIONS without preflight', status: 400, send: () => api.call('OPTIONS', '/api/countries') },
  {
    name: 'CORS preflight, allowed origin',
    status: 204,
    send: () =>
      api.call('OPTIONS', '/api/products', {
        headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST' },
      }),
  },
  {
    name: 'CORS preflight, foreign origin',
    status: [204, 400, 403, 404],
    send: () =>
      api.call('OPTIONS', '/api/products', {
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      }),
  },
];

function sale() {
  return { date: '2026-01-15', selling_price: 10, total_costs: 2, quantity: 1, product_name: 'Headers test' };
}

describe('security headers', () => {
  it('are on every kind of answer, and no answer sets a cookie', async () => {
    const wrong: string[] = [];
    for (const kind of KINDS) {
      const res = await kind.send();
      const statuses = Array.isArray(kind.status) ? kind.status : [kind.status];
      if (!statuses.includes(res.statusCode))
        wrong.push(`${kind.name}: status ${res.statusCode} ${res.body.slice(0, 200)}`);
      const problems = securityHeaderProblems(res);
      if (problems.length > 0) wrong.push(`${kind.name} (${res.statusCode}): ${problems.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('are on a rate-limited 429 too', async () => {
    const limited = await startSecurityServer({ RATE_LIMIT_MAX: '2' });
    try {
      let res: LightMyRequestResponse | undefined;
      for (let i = 0; i < 3; i++) res = await limited.app.inject({ method: 'GET', url: '/api/currencies' });
      expect(res!.statusCode).toBe(429);
      expect(securityHeaderProblems(res!)).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('are on the 503 answered while the server shuts down', async () => {
    const closing = await startSecurityServer();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    closing.app.get('/security-test/slow', async () => {
      started();
      await held;
      return { done: true };
    });
    await closing.app.listen({ host: '127.0.0.1', port: 0 });
    const socket = net.connect((closing.app.server.address() as AddressInfo).port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    const send = (url: string) => socket.write(`GET ${url} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    send('/security-test/slow');
    await inFlight;
    const closed = closing.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    send('/api/countries');
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await closed;
    await ended;
    const second = received.split(/(?=HTTP\/1\.1 )/)[1] ?? '';
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    const headers = Object.fromEntries(
      second
        .slice(0, second.indexOf('\r\n\r\n'))
        .split('\r\n')
        .slice(1)
        .map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
    );
    expect(securityHeaderProblems({ headers } as unknown as LightMyRequestResponse)).toEqual([]);
  });

  it('every response of this file set no cookie', () => {
    expect(api.responses.length).toBeGreaterThan(KINDS.length - 1);
    expect(api.responses.filter((res) => res.headers['set-cookie'] !== undefined)).toEqual([]);
  });
});

describe('CORS', () => {
  it('allows the listed origin, on simple requests and preflights, without credentials', async () => {
    const simple = await api.call('GET', '/api/countries', { headers: { origin: ALLOWED_ORIGIN } });
    expect(simple.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(simple.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(simple.headers.vary)).toMatch(/origin/i);
    const preflight = await api.call('OPTIONS', '/api/products', {
      headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/i);
  });

  it('refuses every origin off the list, on REST, tRPC, errors and preflights', async () => {
    const wrong: string[] = [];
    for (const origin of FOREIGN_ORIGINS) {
      const answers = [
        await api.call('GET', '/api/countries', { headers: { origin } }),
        await api.call('GET', '/trpc/calc.countries', { headers: { origin } }),
        await api.call('GET', '/api/products', { headers: { origin }, token: sellerToken }),
        await api.call('GET', '/api/products', { headers: { origin } }),
        await api.call('POST', '/api/auth/login', { headers: { origin }, raw: '{' }),
        await api.call('OPTIONS', '/api/products', {
          headers: {
            origin,
            'access-control-request-method': 'DELETE',
            'access-control-request-headers': 'authorization',
          },
        }),
        await api.call('OPTIONS', '/trpc/products.create', {
          headers: { origin, 'access-control-request-method': 'POST' },
        }),
      ];
      for (const res of answers) {
        const allowed = res.headers['access-control-allow-origin'];
        if (allowed !== undefined) wrong.push(`${origin}: ${res.statusCode} allowed ${String(allowed)}`);
        if (res.headers['access-control-allow-credentials'] !== undefined)
          wrong.push(`${origin}: allow-credentials on ${res.statusCode}`);
        if (res.statusCode >= 500) wrong.push(`${origin}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a server with no extra origins allows none', async () => {
    const plain = await startSecurityServer({ CORS_ORIGINS: '' });
    try {
      for (const origin of [ALLOWED_ORIGIN, 'https://evil.example']) {
        const res = await plain.app.inject({ method: 'GET', url: '/api/countries', headers: { origin } });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
    } finally {
      await plain.close();
    }
  });
});
