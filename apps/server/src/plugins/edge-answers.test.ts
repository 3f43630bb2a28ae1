import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET } from '@margin/api/payments-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support';
import {
  FORBIDDEN_KEY_DETAIL,
  SHUTTING_DOWN_DETAIL,
  SHUTTING_DOWN_RETRY_AFTER_SECONDS,
} from './edge-answers';

// Error answers that Fastify or its plugins write themselves, each held to the API's `{ detail }` contract.

const BODY_LIMIT = 4096;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    CORS_ORIGINS: 'https://seller.example',
    BODY_LIMIT_BYTES: String(BODY_LIMIT),
    // With keys the payment webhook is served; the limit is hit before Stripe would ever be asked anything.
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  });
});
afterAll(async () => {
  await server.close();
});

function postJson(url: string, payload: string) {
  return server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
}

describe('error answers Fastify and its plugins write', () => {
  it('answers OPTIONS that is not a CORS preflight with 400 { detail }, and still answers real preflights', async () => {
    for (const headers of [{}, { origin: 'https://seller.example' }]) {
      const res = await server.app.inject({ method: 'OPTIONS', url: '/api/countries', headers });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json<{ detail: string }>().detail).toMatch(/CORS preflight/);
    }
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/countries',
      headers: { origin: 'https://seller.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://seller.example');
  });

  it('says a JSON body with a __proto__ or constructor.prototype key is refused for that key, not as invalid JSON', async () => {
    for (const body of ['{"__proto__":{"isAdmin":true}}', '{"a":{"constructor":{"prototype":{"x":1}}}}']) {
      const res = await postJson('/api/calculate/enhanced', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: FORBIDDEN_KEY_DETAIL });
    }
    const broken = await postJson('/api/calculate/enhanced', '{"selling_price":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it("answers the payment webhook's too-large body with 413 { detail }", async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT * 2) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The request body is too large.' });
  });
});

describe('requests Node refuses before Fastify sees them', () => {
  /** What the server writes back to `raw`, sent as it is on a connection of its own. */
  async function answerTo(port: number, raw: string): Promise<string> {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.write(raw);
    await new Promise((resolve) => socket.on('close', resolve));
    return received;
  }

  it('answers headers over the size limit (431) and a request it cannot parse (400) with { detail }', async () => {
    const listening = await startTestServer();
    try {
      await listening.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = listening.app.server.address() as AddressInfo;
      const huge = `GET /api/countries HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'x'.repeat(20_000)}\r\n\r\n`;
      const garbled = 'GET /api/countries HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n';
      for (const [raw, status, detail] of [
        [huge, 431, 'The request headers are too large.'],
        [garbled, 400, 'The request is malformed.'],
      ] as const) {
        const answer = await answerTo(port, raw);
        const [head = '', body] = answer.split('\r\n\r\n');
        expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
        expect(head).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
        expect(head).toMatch(/\r\ncache-control: no-store\r\n/i);
        expect(head).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
        expect(JSON.parse(body!)).toEqual({ detail });
      }
    } finally {
      await listening.close();
    }
  });
});

/** Raw HTTP/1.1 on one connection, so a second request can arrive while the first is still being answered. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return {
    send: (method: string, path: string) =>
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
    received: () => received,
    ended,
  };
}

describe('shutdown', () => {
  it('answers requests that arrive while the server closes with 503 { detail } and Retry-After', async () => {
    const closing = await startTestServer();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    closing.app.get('/edge-answers-test/slow', async () => {
      started();
      await held;
      return { done: true };
    });
    await closing.app.listen({ host: '127.0.0.1', port: 0 });
    const connection = rawConnection((closing.app.server.address() as AddressInfo).port);

    connection.send('GET', '/edge-answers-test/slow');
    await inFlight;
    const closed = closing.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    connection.send('GET', '/api/countries');
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await closed;
    await connection.ended;

    const [first, second] = connection.received().split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second).toMatch(new RegExp(`\\r\\nretry-after: ${SHUTTING_DOWN_RETRY_AFTER_SECONDS}\\r\\n`, 'i'));
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    expect(second?.slice(second.indexOf('\r\n\r\n') + 4)).toBe(
      JSON.stringify({ detail: SHUTTING_DOWN_DETAIL }),
    );
  });
});
