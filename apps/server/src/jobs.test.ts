import { randomBytes } from 'node:crypto';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createEtsyMarketplace,
  createMemoryCounterStore,
  createRequestBudget,
  createTokenCipher,
} from '@margin/api';
import { FAKE_ETSY_API_KEY, startFakeEtsy } from '@margin/api/marketplace-testing';
import { createTestDatabase, postgresForTests } from '@margin/db/testing';
import {
  MARKETPLACE_REFRESH_CRON,
  MARKETPLACE_REFRESH_QUEUE,
  marketplaceRefreshJob,
  startSchedules,
} from './jobs';

const fake = await startFakeEtsy();
const marketplace = createEtsyMarketplace({
  apiKey: FAKE_ETSY_API_KEY,
  redirectUri: 'http://localhost/oauth/callback',
  apiBase: fake.url,
  oauthBase: fake.url,
  cipher: createTokenCipher(randomBytes(32)),
  budget: createRequestBudget(createMemoryCounterStore()),
});
/** The log lines of the refresh rounds: one per round that ran, in whichever process. */
const rounds: string[] = [];
const log = pino(
  { level: 'info' },
  { write: (line: string) => void (line.includes('marketplace refresh round') && rounds.push(line)) },
);
const { url: postgresUrl, skipReason } = await postgresForTests();
afterAll(() => fake.close());

// Starting an embedded database takes most of a minute on a busy two-core machine.
const EMBEDDED_START_MS = 120_000;

describe('the marketplace refresh schedules', () => {
  it(
    'runs nothing without jobs',
    async () => {
      const testDb = await createTestDatabase({ kind: 'embedded' });
      const schedules = await startSchedules({ db: testDb.db, databaseUrl: undefined, jobs: [], log });
      expect(schedules.kind).toBe('none');
      await schedules.stop();
      await testDb.drop();
    },
    EMBEDDED_START_MS,
  );

  it(
    'runs the round in-process on the embedded database',
    async () => {
      const testDb = await createTestDatabase({ kind: 'embedded' });
      const jobs = [marketplaceRefreshJob(testDb.db, marketplace, log)];
      const schedules = await startSchedules({ db: testDb.db, databaseUrl: undefined, jobs, log });
      expect(schedules.kind).toBe('in-process');
      await expect(schedules.runNow()).resolves.toBeUndefined();
      await schedules.stop();
      await testDb.drop();
    },
    EMBEDDED_START_MS,
  );

  it.skipIf(!postgresUrl)(
    `on PostgreSQL, two server processes keep one schedule, and each job runs once${skipReason}`,
    async () => {
      const testDb = await createTestDatabase({ kind: 'postgres' });
      const url = testDb.url!;
      const jobs = [marketplaceRefreshJob(testDb.db, marketplace, log)];
      const one = await startSchedules({ db: testDb.db, databaseUrl: url, jobs, log });
      const two = await startSchedules({ db: testDb.db, databaseUrl: url, jobs, log });
      const sender = new PgBoss({
        connectionString: url,
        schema: 'pgboss',
        supervise: false,
        schedule: false,
      });
      try {
        expect([one.kind, two.kind]).toEqual(['pg-boss', 'pg-boss']);
        const { prisma } = testDb.db;
        const schedules = await prisma.$queryRaw<{ name: string; cron: string }[]>`
          SELECT name, cron FROM pgboss.schedule`;
        expect(schedules).toEqual([{ name: MARKETPLACE_REFRESH_QUEUE, cron: MARKETPLACE_REFRESH_CRON }]);

        // Three ticks' worth of jobs, taken by whichever process polls first: each completes exactly once.
        await sender.start();
        rounds.length = 0;
        const ids = [];
        for (let i = 0; i < 3; i++) ids.push(await sender.send(MARKETPLACE_REFRESH_QUEUE, {}));
        let states: string[] = [];
        for (let poll = 0; poll < 100; poll++) {
          const jobs = await prisma.$queryRaw<{ state: string }[]>`
            SELECT state::text FROM pgboss.job
             WHERE name = ${MARKETPLACE_REFRESH_QUEUE} AND id::text = ANY(${ids})`;
          states = jobs.map((row) => row.state);
          if (states.length === 3 && states.every((state) => state === 'completed')) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(states).toEqual(['completed', 'completed', 'completed']);
        expect(rounds).toHaveLength(3);
      } finally {
        await sender.stop({ graceful: false });
        await one.stop();
        await two.stop();
        await testDb.drop();
      }
    },
    30_000,
  );
});
