import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-support';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Three calls from the same socket, each claiming another client address; the status codes they got. */
async function threeClaimedAddresses(overrides: Record<string, string>): Promise<number[]> {
  server = await startTestServer({ RATE_LIMIT_MAX: '2', ...overrides });
  const codes: number[] = [];
  for (const claimed of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/countries',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': claimed },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('the client address the limits count', () => {
  it('is the socket’s when no proxy is trusted (the default): a client cannot claim another one', async () => {
    expect(await threeClaimedAddresses({})).toEqual([200, 200, 429]);
  });

  it('is the one the trusted proxy forwards when there is one', async () => {
    expect(await threeClaimedAddresses({ TRUST_PROXY_HOPS: '1' })).toEqual([200, 200, 200]);
  });
});
