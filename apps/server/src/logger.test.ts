import { Writable } from 'node:stream';
import pino, { type LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { loggerOptions } from './logger';

describe('log redaction', () => {
  it('never writes tokens, passwords or signatures', () => {
    let out = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        out += chunk.toString();
        done();
      },
    });
    const log = pino(loggerOptions(loadEnv({ LOG_LEVEL: 'info' })) as LoggerOptions, sink);
    log.info({
      req: { headers: { authorization: 'Bearer s3cr3t-token', 'stripe-signature': 't=1,v1=abc' } },
      body: { email: 'a@b.c', password: 'hunter2', token: 'reset-tok' },
    });
    expect(out).not.toMatch(/s3cr3t-token|hunter2|reset-tok|v1=abc/);
    expect(out).toContain('[redacted]');
    expect(out).toContain('a@b.c');
  });
});
