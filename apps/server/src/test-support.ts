import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { TEST_PASSWORD_PEPPER } from '@margin/api/testing';
import { createTestDatabase } from '@margin/db/testing';
import type { Database } from '@margin/db';
import { loadEnv, type ServerEnv } from './env';
import { buildServer } from './server';

/** Settings every test server shares: quiet, a fixed pepper, bcrypt at its cheapest (speed is a bench/ matter). */
export const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  // Outside the repository; startTestServer gives each server a folder of its own.
  DATA_DIR: path.join(os.tmpdir(), 'margin-test-data'),
  PASSWORD_PEPPER: TEST_PASSWORD_PEPPER,
  BCRYPT_COST: '4',
  // The analysis threads at the process's priority: test files run side by side on few cores.
  CSV_ANALYSIS_NICE: '0',
} as const;

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** A server over a fresh, migrated database of its own; quiet logs; no front-ends unless given. */
export async function startTestServer(
  overrides: Record<string, string> = {},
  extra: { sellerDir?: string; adminDir?: string } = {},
): Promise<TestServer> {
  const testDb = await createTestDatabase();
  // Its own data folder: the local run's e-mail outbox and secrets land there, not in the repository.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'margin-test-server-'));
  const env: ServerEnv = loadEnv({ ...TEST_ENV, DATA_DIR: dataDir, ...overrides });
  const app = await buildServer({ env, db: testDb.db, ...extra });
  return {
    app,
    db: testDb.db,
    dataDir,
    close: async () => {
      await app.close();
      await testDb.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Whether something answers at `url`'s host and port (Redis's 6379 when the URL names none), within half a
 * second: tests that need a real Redis skip themselves on a machine without one.
 */
export async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * REST calls to a test server behind one trusted proxy, each from its own client address in `subnet`
 * (e.g. '203.0.113') so the per-address limits stay out of the way, and a new trial seller's token.
 */
export function restClient(server: TestServer, subnet: string) {
  let address = 0;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts: { body?: unknown; token?: string } = {},
  ) =>
    server.app.inject({
      method,
      url,
      headers: {
        'x-forwarded-for': `${subnet}.${++address % 250}`,
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
  const trialToken = async (email: string): Promise<string> => {
    const res = await call('POST', '/api/auth/login', { body: { email, remember_me: true } });
    if (res.statusCode !== 200) throw new Error(`trial sign-in answered ${res.statusCode}`);
    return res.json<{ token: string }>().token;
  };
  return { call, trialToken };
}

export type RestClient = ReturnType<typeof restClient>;

/** A deterministic stream of numbers in [0, 1): generated test files and bodies are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * How many times the event loop ran a 1 ms timer while `work` ran: zero while the thread is busy with `work`
 * itself, many while `work` waits on another thread. Counts turns, not time, so a slow machine changes the count
 * but not which side of the line it falls on.
 */
export async function loopTurnsDuring<T>(work: () => Promise<T>): Promise<{ turns: number; result: T }> {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns += 1;
    setTimeout(tick, 1);
  };
  setTimeout(tick, 1);
  try {
    const result = await work();
    return { turns, result };
  } finally {
    running = false;
  }
}
