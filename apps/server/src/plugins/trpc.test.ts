import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support';
import { MAX_BATCH_CALLS } from './trpc';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: '1' });
});
afterAll(async () => {
  await server.close();
});

let address = 0;
/** Each call from its own client address, so the per-address limits stay out of the way. */
function call(
  method: 'GET' | 'POST',
  url: string,
  opts: { body?: unknown; rawBody?: string; contentType?: string; token?: string } = {},
) {
  const body = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  return server.app.inject({
    method,
    url,
    headers: {
      'x-forwarded-for': `198.51.100.${++address % 250}`,
      ...(body === undefined ? {} : { 'content-type': opts.contentType ?? 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** A tRPC query over GET: one call, or a batch of the same call `times` times (superjson envelopes). */
function query(path: string, input?: unknown, token?: string) {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  return call('GET', `/trpc/${path}${search}`, { token });
}
function batch(paths: string[], token?: string) {
  const input = Object.fromEntries(paths.map((_, i) => [i, { json: null }]));
  return call('GET', `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`, {
    token,
  });
}

async function sellerToken(email: string): Promise<string> {
  const res = await call('POST', '/api/auth/login', { body: { email, remember_me: true } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

interface TrpcError {
  error: { json: { message: string; data: { httpStatus: number } } };
}

describe('tRPC batching', () => {
  it(`carries at most ${MAX_BATCH_CALLS} calls in one counted request`, async () => {
    const full = await batch(Array<string>(MAX_BATCH_CALLS).fill('calc.currencies'));
    expect(full.statusCode).toBe(200);
    expect(full.json<unknown[]>()).toHaveLength(MAX_BATCH_CALLS);

    const over = await batch(Array<string>(MAX_BATCH_CALLS + 1).fill('calc.currencies'));
    expect(over.statusCode).toBe(400);
    expect(over.headers['cache-control']).toBe('no-store');
  });
});

describe('Cache-Control of API answers', () => {
  it('lets caches keep reference data for an hour, over /trpc and /api', async () => {
    for (const res of [
      await query('calc.countries'),
      await query('calc.marketplaceFees', { currency: 'EUR' }),
      await batch(['calc.currencies', 'calc.rates']),
      await call('GET', '/api/countries'),
      await call('GET', '/api/currencies'),
      await call('GET', '/api/rates'),
      await call('GET', '/api/marketplace-fees/GBP'),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    }
  });

  it("answers a seller's data and every error with no-store, over /trpc and /api", async () => {
    const token = await sellerToken('cache-control@example.com');
    const answers = {
      'tRPC seller data': await query('subscription.status', undefined, token),
      'tRPC batch with seller data': await batch(['calc.countries', 'calc.usage'], token),
      'tRPC mutation': await call('POST', '/trpc/calc.track', { body: { json: { mode: 'forward' } } }),
      'tRPC unknown currency': await query('calc.marketplaceFees', { currency: 'XXX' }),
      'tRPC not signed in': await query('calc.usage'),
      'tRPC unknown procedure': await query('calc.nope'),
      'REST seller data': await call('GET', '/api/user/subscription', { token }),
      'REST unknown currency': await call('GET', '/api/marketplace-fees/XXX'),
      'REST bad input': await call('POST', '/api/calculate/enhanced', { body: { selling_price: -1 } }),
      'REST not signed in': await call('GET', '/api/calculations/usage'),
      'REST unknown path': await call('GET', '/api/nope'),
      'tRPC wrong media type': await call('POST', '/trpc/calc.track', {
        rawBody: 'x',
        contentType: 'text/plain',
      }),
    };
    for (const [what, res] of Object.entries(answers)) {
      expect(res.headers['cache-control'], `${what} (${res.statusCode})`).toBe('no-store');
    }
    expect(answers['REST seller data'].statusCode).toBe(200);
    expect(answers['tRPC seller data'].statusCode).toBe(200);
  });
});

describe('tRPC requests it cannot read', () => {
  it("answers 400 with one plain sentence, never superjson's or the JSON parser's own message", async () => {
    const unreadable = [
      // A superjson envelope naming a custom transformer nobody registered ("Maximum call stack size exceeded").
      { json: { mode: 'forward' }, meta: { values: { mode: ['custom', 'nope'] } } },
      // A prototype path ("__proto__ is not allowed as a property").
      { json: { mode: 'forward' }, meta: { values: { '__proto__.polluted': ['Date'] } } },
      // A transformation superjson does not know ("Unknown transformation: weird").
      { json: { mode: 'forward' }, meta: { values: { mode: [['weird']] } } },
    ];
    for (const body of unreadable) {
      const res = await call('POST', '/trpc/calc.track', { body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<TrpcError>().error.json.message).toBe('The request could not be read.');
    }
    const brokenJson = await call(
      'GET',
      `/trpc/calc.marketplaceFees?input=${encodeURIComponent('{"json":')}`,
    );
    expect(brokenJson.statusCode).toBe(400);
    expect(brokenJson.json<TrpcError>().error.json.message).toBe('The request could not be read.');
  });

  it('still names the field and the rule when the input is readable but wrong', async () => {
    const res = await call('POST', '/trpc/calc.track', { body: { json: { mode: 'sideways' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json<TrpcError>().error.json.message).toMatch(/^Mode /);
  });
});
