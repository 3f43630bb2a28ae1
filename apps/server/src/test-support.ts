import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@margin/db/testing';
import type { Database } from '@margin/db';
import { loadEnv, type ServerEnv } from './env';
import { buildServer } from './server';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** A server over a fresh, migrated database of its own; quiet logs; no front-ends unless given. */
export async function startTestServer(
  overrides: Record<string, string> = {},
  extra: { sellerDir?: string; adminDir?: string } = {},
): Promise<TestServer> {
  const testDb = await createTestDatabase();
  const env: ServerEnv = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
  const app = await buildServer({ env, db: testDb.db, ...extra });
  return {
    app,
    db: testDb.db,
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}
