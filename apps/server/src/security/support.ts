// What the security suite shares: a server whose every log line is kept for the suite to grep, calls
// from rotating client addresses, and the search for secrets in logs (procedures.ts holds who may call what).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import type { MailMessage } from '@margin/api';
import { MARKETPLACE_MESSAGES } from '@margin/core';
import { createTestDatabase } from '@margin/db/testing';
import type { Database } from '@margin/db';
import { loadEnv } from '../env';
import { loggerOptions } from '../logger';
import { buildServer } from '../server';
import { buildServices } from '../services';
import { TEST_ENV } from '../test-support';
import { procedureType } from './procedures';

export interface SecurityServer {
  app: FastifyInstance;
  db: Database;
  /** Every line the server logged, from its start. */
  logs: string[];
  /** Every e-mail the server sent (a mailbox, as an SMTP server would take them: the links never reach the log). */
  mailbox: MailMessage[];
  close(): Promise<void>;
}

/**
 * A server over a fresh database that logs everything (trace) into `logs`, behind one trusted proxy, with the
 * request rate limit lifted out of the way and one extra CORS origin.
 */
export async function startSecurityServer(
  overrides: Record<string, string> = {},
  extra: { sellerDir?: string; adminDir?: string } = {},
): Promise<SecurityServer> {
  const logs: string[] = [];
  let pending = '';
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      logs.push(...lines.filter((line) => line.length > 0));
      done();
    },
  });
  const testDb = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'margin-security-'));
  const env = loadEnv({
    ...TEST_ENV,
    LOG_LEVEL: 'trace',
    DATA_DIR: dataDir,
    TRUST_PROXY_HOPS: '1',
    RATE_LIMIT_MAX: '1000000',
    CORS_ORIGINS: 'https://seller.example',
    ...overrides,
  });
  const log = pino(loggerOptions(env), logStream);
  const built = await buildServices({ env, db: testDb.db, stripe: null, log });
  const mailbox: MailMessage[] = [];
  const services = {
    ...built,
    mail: {
      description: 'security suite mailbox',
      deliver: async (message: MailMessage) => {
        mailbox.push(message);
      },
    },
  };
  const app = await buildServer({ env, db: testDb.db, logStream, services, ...extra });
  return {
    app,
    db: testDb.db,
    logs,
    mailbox,
    close: async () => {
      await app.close();
      await testDb.drop();
      await rm(dataDir, { recursive: true, force: true });
      if (pending) logs.push(pending);
    },
  };
}

export interface CallOptions {
  token?: string;
  /** The whole Authorization header (a malformed one); wins over `token`. */
  authorization?: string;
  body?: unknown;
  /** A body sent as these exact bytes (invalid JSON, 10 MB). */
  raw?: string;
  headers?: Record<string, string>;
}

/** Requests from a new client address each time (so per-address limits stay out of the way). */
export function clientOf(server: SecurityServer, subnet = '198.18') {
  let n = 0;
  const responses: LightMyRequestResponse[] = [];
  const call = async (method: InjectOptions['method'], url: string, opts: CallOptions = {}) => {
    n += 1;
    const auth = opts.authorization ?? (opts.token ? `Bearer ${opts.token}` : undefined);
    const hasBody = opts.raw !== undefined || opts.body !== undefined;
    const res = await server.app.inject({
      method,
      url,
      headers: {
        'x-forwarded-for': `${subnet}.${Math.floor(n / 250) % 250}.${n % 250}`,
        ...(auth !== undefined ? { authorization: auth } : {}),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
      ...(opts.raw !== undefined
        ? { payload: opts.raw }
        : opts.body !== undefined
          ? { payload: JSON.stringify(opts.body) }
          : {}),
    });
    responses.push(res);
    return res;
  };
  /** A tRPC call the way the client package makes it (superjson envelope; queries by GET, mutations by POST). */
  const trpc = (procedure: string, input: unknown, opts: Omit<CallOptions, 'body' | 'raw'> = {}) => {
    if (procedureType(procedure) === 'query') {
      const query =
        input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
      return call('GET', `/trpc/${procedure}${query}`, opts);
    }
    return call('POST', `/trpc/${procedure}`, { ...opts, body: { json: input ?? null } });
  };
  return { call, trpc, responses };
}

/**
 * Whether the server answered as it means to: anything below 500, or the marketplace's deliberate 503 while the
 * server has no Etsy app key (spec §8's 'Coming Soon', the tests' configuration).
 */
export function answered(res: LightMyRequestResponse): boolean {
  return (
    res.statusCode < 500 || (res.statusCode === 503 && res.body.includes(MARKETPLACE_MESSAGES.notConfigured))
  );
}

/** A tRPC error answer's sentence. */
export function trpcMessage(res: LightMyRequestResponse): string | undefined {
  try {
    return res.json<{ error?: { json?: { message?: string } } }>().error?.json?.message;
  } catch {
    return undefined;
  }
}

/** Whether a run of digits (separators removed) passes the Luhn check, as every card number does. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Card numbers the suite sends in bodies and headers: none may reach a log line. */
export const CARD_NUMBERS = [
  '4242424242424242',
  '4111 1111 1111 1111',
  '5555-5555-5555-4444',
  '378282246310005',
];

/**
 * What in `lines` looks like a secret: any of `secrets` verbatim, a bearer credential, an admin token, a
 * card-like number (15 to 19 digits, spaced or not, passing the Luhn check; 13-digit timestamps never match).
 */
export function secretsIn(lines: readonly string[], secrets: readonly string[]): string[] {
  const found: string[] = [];
  const known = secrets.filter((s) => s.length >= 8);
  for (const line of lines) {
    for (const secret of known) if (line.includes(secret)) found.push(`${secret} in ${line}`);
    if (/bearer\s+[A-Za-z0-9_\-.~+/]{8,}/i.test(line)) found.push(`bearer credential in ${line}`);
    if (/adm_[A-Za-z0-9_-]{16,}/.test(line)) found.push(`admin token in ${line}`);
    for (const match of line.matchAll(/(?<![\d.])\d(?:[ -]?\d){14,18}(?![\d.])/g)) {
      const digits = match[0].replace(/[ -]/g, '');
      if (luhn(digits)) found.push(`card-like ${match[0]} in ${line}`);
    }
  }
  return found;
}
