import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import superjson from 'superjson';
import { countriesMap, currenciesMap } from '@margin/core';
import { startTestServer, type TestServer } from '../test-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function trpcQuery(path: string): Promise<unknown> {
  const res = await server.app.inject({ method: 'GET', url: `/trpc/${path}` });
  expect(res.statusCode).toBe(200);
  return superjson.deserialize(res.json<{ result: { data: never } }>().result.data);
}

describe('REST shims over tRPC', () => {
  it.each([
    ['/api/countries', 'calc.countries'],
    ['/api/currencies', 'calc.currencies'],
    ['/api/rates', 'calc.rates'],
  ])('%s answers the same data as %s', async (url, procedure) => {
    const rest = await server.app.inject({ method: 'GET', url });
    expect(rest.statusCode).toBe(200);
    expect(rest.headers['content-type']).toMatch(/application\/json/);
    expect(rest.json()).toEqual(await trpcQuery(procedure));
  });

  it('serves the countries of docs/FEES.md in the spec field names', async () => {
    const body = (await server.app.inject({ method: 'GET', url: '/api/countries' })).json();
    expect(body).toEqual(countriesMap());
    expect(body.GB).toEqual({
      name: 'United Kingdom',
      currency: 'GBP',
      flag: '🇬🇧',
      payment_processing_rate: 0.04,
      payment_processing_fixed: 0.2,
      international_processing_rate: null,
      regulatory_fee_rate: 0.0032,
      regulatory_fee_checked_on: '2026-12-06',
      vat_on_fees_rate: 0.2,
      vat_on_fees_checked_on: '2026-12-06',
      checked_on: '2025-10-04',
      source_url: 'https://www.etsy.com/legal/etsy-payments/',
    });
    const currencies = (await server.app.inject({ method: 'GET', url: '/api/currencies' })).json();
    expect(currencies).toEqual(currenciesMap());
    expect(currencies.EUR).toBe('Euro');
  });

  it('answers an unknown /api path with 404 and a detail', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No API endpoint GET /api/no-such-thing' });
  });

  it('describes every shim in the OpenAPI document', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/countries'].get.operationId).toBe('calc.countries');
    expect(doc.paths['/api/currencies'].get.operationId).toBe('calc.currencies');
    const countries = doc.paths['/api/countries'].get.responses['200'].content['application/json'].schema;
    expect(countries.additionalProperties.required).toContain('payment_processing_rate');
  });
});

describe('HTTP hygiene', () => {
  it('sends security headers, and insists on HTTPS only when served over it', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/countries' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    const secure = await startTestServer({ PUBLIC_URL: 'https://margin.example' });
    try {
      const https = await secure.app.inject({ method: 'GET', url: '/api/countries' });
      expect(https.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(https.headers['strict-transport-security']).toBeDefined();
    } finally {
      await secure.close();
    }
  });

  it('answers a malformed URL with 400 and a detail', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request is malformed.' });
  });

  it('accepts only JSON bodies on /trpc, so the body limit always applies', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/trpc/calc.countries',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'Send the request body as application/json.' });
  });

  it('allows only configured cross-site origins', async () => {
    const other = await startTestServer({ CORS_ORIGINS: 'https://seller.example' });
    try {
      const allowed = await other.app.inject({
        method: 'GET',
        url: '/api/countries',
        headers: { origin: 'https://seller.example' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://seller.example');
      const denied = await other.app.inject({
        method: 'GET',
        url: '/api/countries',
        headers: { origin: 'https://evil.example' },
      });
      expect(denied.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('rate limits per client with 429, Retry-After and a detail', async () => {
    const limited = await startTestServer({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await limited.app.inject({ method: 'GET', url: '/api/currencies' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await limited.app.inject({ method: 'GET', url: '/api/currencies' });
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json().detail).toMatch(/^Too many requests/);
      // Health probes are never limited.
      expect((await limited.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
