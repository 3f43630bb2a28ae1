import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore, type CounterStore } from '@margin/api';
import { clientKey, registerRateLimit, type RateLimitOptions } from './rate-limit';

/** An app with the limit and a few routes; `log` collects its log lines. */
async function appWith(opts: RateLimitOptions) {
  const log: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      log.push(chunk.toString());
      callback();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  await registerRateLimit(app, opts);
  app.get('/api/ping', async () => ({ ok: true }));
  app.get('/trpc/ping', async () => ({ ok: true }));
  app.get('/app.js', async () => 'static');
  app.post('/api/webhook', { config: { rateLimit: false } }, async () => ({ ok: true }));
  return { app, log };
}

const get = (app: FastifyInstance, url: string, remoteAddress = '192.0.2.1') =>
  app.inject({ method: 'GET', url, remoteAddress });

describe('the API rate limit', () => {
  it('says the limit and what is left on every counted answer, then answers 429 with Retry-After', async () => {
    const { app } = await appWith({ max: 2, windowMs: 60_000 });
    const [first, second, third] = [
      await get(app, '/api/ping'),
      await get(app, '/api/ping'),
      await get(app, '/api/ping'),
    ];
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 429]);
    expect(first.headers['x-ratelimit-limit']).toBe('2');
    expect([first, second, third].map((r) => r.headers['x-ratelimit-remaining'])).toEqual(['1', '0', '0']);
    const reset = Number(third.headers['x-ratelimit-reset']);
    expect(reset).toBeGreaterThanOrEqual(59);
    expect(reset).toBeLessThanOrEqual(60);
    expect(first.headers['retry-after']).toBeUndefined();
    expect(third.headers['retry-after']).toBe(String(reset));
    expect(third.json<{ message: string }>().message).toBe(
      `Too many requests. Please wait ${reset} s and try again.`,
    );
    await app.close();
  });

  it('counts /trpc with /api, and neither static files nor routes that opt out', async () => {
    const { app } = await appWith({ max: 1, windowMs: 60_000 });
    expect((await get(app, '/trpc/ping')).statusCode).toBe(200);
    expect((await get(app, '/api/ping')).statusCode).toBe(429);
    const file = await get(app, '/app.js');
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-ratelimit-limit']).toBeUndefined();
    const webhook = await app.inject({ method: 'POST', url: '/api/webhook', remoteAddress: '192.0.2.1' });
    expect(webhook.statusCode).toBe(200);
    expect(webhook.headers['x-ratelimit-limit']).toBeUndefined();
    await app.close();
  });

  it('counts each client apart, an IPv6 client by its /64', async () => {
    const { app } = await appWith({ max: 1, windowMs: 60_000 });
    expect((await get(app, '/api/ping', '192.0.2.1')).statusCode).toBe(200);
    expect((await get(app, '/api/ping', '192.0.2.2')).statusCode).toBe(200);
    expect((await get(app, '/api/ping', '2001:db8:1:2::1')).statusCode).toBe(200);
    // Another address in the same /64 is the same client; one in the next /64 is not.
    expect((await get(app, '/api/ping', '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await get(app, '/api/ping', '2001:db8:1:3::1')).statusCode).toBe(200);
    await app.close();
  });

  it('keys IPv4 as it is, IPv6 by its /64, and an IPv4-mapped address as the IPv4', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::');
    expect(clientKey('2001:DB8:1:2::abcd')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts in the shared counters when there are some, under the key they have always had', async () => {
    const shared = createMemoryCounterStore();
    const { app } = await appWith({ max: 2, windowMs: 60_000, sharedCounters: shared });
    await get(app, '/api/ping', '198.51.100.4');
    await get(app, '/api/ping', '198.51.100.4');
    expect((await shared.peek('rl:198.51.100.4')).count).toBe(2);
    expect((await get(app, '/api/ping', '198.51.100.4')).statusCode).toBe(429);
    await app.close();
  });

  it('lets requests through, with a warning, when the shared counters fail', async () => {
    const broken: CounterStore = {
      ...createMemoryCounterStore(),
      hit: () => Promise.reject(new Error('counters broke')),
    };
    const { app, log } = await appWith({ max: 1, windowMs: 60_000, sharedCounters: broken });
    const statuses = [(await get(app, '/api/ping')).statusCode, (await get(app, '/api/ping')).statusCode];
    expect(statuses).toEqual([200, 200]);
    expect(log.filter((line) => line.includes('rate limit not applied: its counters failed'))).toHaveLength(
      2,
    );
    await app.close();
  });
});
