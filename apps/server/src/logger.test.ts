import { Writable } from 'node:stream';
import pino, { type LoggerOptions } from 'pino';
import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '@margin/db/testing';
import { loadEnv } from './env';
import { accessLineWriter, lazyRequestLogger, loggerOptions, redactUrl } from './logger';
import { buildServer } from './server';
import { TEST_ENV } from './test-support';

function capture(): { stream: Writable; text: () => string } {
  let out = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      out += chunk.toString();
      done();
    },
  });
  return { stream, text: () => out };
}

const testDb = await createTestDatabase();
afterAll(() => testDb.drop());

/** The whole server, its log at `info` captured. */
async function serverLoggingAtInfo() {
  const sink = capture();
  const app = await buildServer({
    env: loadEnv({ ...TEST_ENV, LOG_LEVEL: 'info' }),
    db: testDb.db,
    logStream: sink.stream,
  });
  return { app, sink };
}

describe('log redaction', () => {
  it('never writes tokens, passwords or signatures from logged objects', () => {
    const sink = capture();
    const log = pino(loggerOptions(loadEnv({ LOG_LEVEL: 'info' })) as LoggerOptions, sink.stream);
    log.info({
      req: { headers: { authorization: 'Bearer s3cr3t-token', 'stripe-signature': 't=1,v1=abc' } },
      body: { email: 'a@b.c', password: 'hunter2', token: 'reset-tok' },
    });
    expect(sink.text()).not.toMatch(/s3cr3t-token|hunter2|reset-tok|v1=abc/);
    expect(sink.text()).toContain('[redacted]');
    expect(sink.text()).toContain('a@b.c');
  });

  it('blanks secret query parameters in the request log of a real request', async () => {
    const { app, sink } = await serverLoggingAtInfo();
    await app.inject({ method: 'GET', url: '/reset-password?token=live-reset-token&lang=en' });
    await app.close();
    expect(sink.text()).toContain('/reset-password?token=redacted&lang=en');
    expect(sink.text()).not.toContain('live-reset-token');
  });

  it('writes one line per request: method, redacted url, status, time and request id', async () => {
    const { app, sink } = await serverLoggingAtInfo();
    await app.ready();
    const before = sink.text().length;
    await app.inject({ method: 'GET', url: '/api/countries?token=live-token' });
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.close();
    const lines = sink
      .text()
      .slice(before)
      .split('\n')
      .filter((line) => line.includes('"reqId"'));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/api/countries?token=redacted',
      status: 200,
      msg: 'request',
    });
    expect(line.reqId).toBeTruthy();
    expect(line.ms).toEqual(expect.any(Number));
    expect(lines[0]!.length).toBeLessThan(300);
  });

  it("writes the answered-request line byte for byte as pino's own info line", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00Z') });
    try {
      const options = loggerOptions(loadEnv({ LOG_LEVEL: 'info' })) as LoggerOptions;
      const lines = [
        {
          reqId: 'req-1',
          method: 'POST',
          url: '/api/calculate/enhanced',
          status: 200,
          ms: 3,
          ip: '127.0.0.1',
        },
        // Quotes, backslashes, control and Latin-1 characters as a raw URL may carry them; a URL past pino's
        // 100-character shortcut; an IPv6 address.
        {
          reqId: 'req-2z',
          method: 'GET',
          url: `/x?q="a\\b"\t\u0001é&${'long'.repeat(40)}`,
          status: 404,
          ms: 0,
          ip: '::ffff:10.0.0.1',
        },
      ];
      for (const line of lines) {
        const fast = capture();
        const own = capture();
        accessLineWriter(pino(options, fast.stream))(line);
        pino(options, own.stream).info(line, 'request');
        expect(fast.text()).toBe(own.text());
        expect(JSON.parse(fast.text())).toMatchObject({ ...line, level: 30, msg: 'request' });
      }
      // Off at a level above info; a stream that wants pino's metadata with each line gets pino's own call.
      const quiet = capture();
      accessLineWriter(pino({ ...options, level: 'warn' }, quiet.stream))(lines[0]!);
      expect(quiet.text()).toBe('');
      const multi = capture();
      accessLineWriter(pino(options, pino.multistream([{ stream: multi.stream }])))(lines[0]!);
      expect(JSON.parse(multi.text())).toMatchObject({ ...lines[0], msg: 'request' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps URLs without secrets as they are', () => {
    expect(redactUrl('/api/countries')).toBe('/api/countries');
    expect(redactUrl('/payment/success?session_id=cs_123')).toBe('/payment/success?session_id=redacted');
    // A tRPC input in the URL: its secret keys blanked at any depth, the rest kept; unreadable input entirely.
    const input = (json: unknown) => `/trpc/auth.login?input=${encodeURIComponent(JSON.stringify(json))}`;
    expect(
      new URLSearchParams(
        redactUrl(input({ json: { email: 'a@b.c', password: 'pw', x: { token: 't' } } })).split('?')[1],
      ).get('input'),
    ).toBe(JSON.stringify({ json: { email: 'a@b.c', password: 'redacted', x: { token: 'redacted' } } }));
    expect(redactUrl('/trpc/auth.login?input=%7B%22password')).toBe('/trpc/auth.login?input=redacted');
    // A URL that names no secret is logged as it came; a name spelled with escapes is still found.
    const calculation = input({ json: { selling_price: 25, country: 'US' } });
    expect(redactUrl(calculation)).toBe(calculation);
    for (const disguised of [
      '%7B%22%70assword%22%3A%22pw%22%7D',
      encodeURIComponent('{"\\u0070assword":"pw"}'),
    ]) {
      expect(redactUrl(`/trpc/auth.login?input=${disguised}`)).toBe(
        `/trpc/auth.login?input=${encodeURIComponent('{"password":"redacted"}')}`,
      );
    }
    expect(redactUrl('/trpc/x?input=%E0%A4%A')).toBe('/trpc/x?input=redacted');
  });
});

describe("a request's logger", () => {
  it('is made only when the request logs through it', async () => {
    const { app, sink } = await serverLoggingAtInfo();
    await app.ready();
    // The first answered request makes the access line's writer, once for the server.
    await app.inject({ method: 'GET', url: '/api/countries' });
    const child = vi.spyOn(app.log, 'child');
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/api/countries' });
    expect(child).not.toHaveBeenCalled();
    await app.close();
    const lines = sink.text().trim().split('\n');
    const answered = lines.filter((line) => line.includes('"msg":"request"'));
    expect(new Set(answered.map((line) => (JSON.parse(line) as { reqId: string }).reqId)).size).toBe(4);
  });

  it('writes what a handler logs with the request id, at its route level', async () => {
    const sink = capture();
    const app = Fastify({
      logger: { ...loggerOptions(loadEnv({ LOG_LEVEL: 'info' })), stream: sink.stream },
      childLoggerFactory: lazyRequestLogger,
    });
    app.get('/noted', (req) => {
      req.log.warn({ note: 'kept', body: { password: 'hunter2' } }, 'handler note');
      return { level: req.log.level };
    });
    app.get('/quiet', { logLevel: 'silent' }, (req) => {
      const level = req.log.level;
      req.log.error('never written');
      return { level };
    });
    expect((await app.inject({ method: 'GET', url: '/noted' })).json()).toEqual({ level: 'info' });
    expect((await app.inject({ method: 'GET', url: '/quiet' })).json()).toEqual({ level: 'silent' });
    await app.close();
    const note = sink
      .text()
      .split('\n')
      .find((line) => line.includes('handler note'));
    expect(JSON.parse(note!)).toMatchObject({
      level: 40,
      note: 'kept',
      body: { password: '[redacted]' },
      reqId: 'req-1',
    });
    expect(sink.text()).not.toContain('never written');
  });
});
