import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { refreshConnectedShops, type Marketplace } from '@margin/api';
import type { Database } from '@margin/db';

/** The queue of the marketplace's refresh round; its name is also its schedule's. */
export const MARKETPLACE_REFRESH_QUEUE = 'marketplace-refresh';
/** Every 30 minutes: the shortest of spec §9's cache durations (transactions). */
export const MARKETPLACE_REFRESH_CRON = '*/30 * * * *';
const MARKETPLACE_REFRESH_MS = 30 * 60_000;

export interface Schedules {
  /** pg-boss on PostgreSQL (once across server processes), in-process on the embedded database, or none. */
  kind: 'pg-boss' | 'in-process' | 'none';
  /** Runs the refresh round now, here (tests, and an operator's nudge). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The marketplace's schedules (issue 14): a refresh round every 30 minutes. On PostgreSQL it is a pg-boss cron
 * job, so however many server processes run, each tick is taken by one of them (pg-boss keeps the schedule and
 * the job in the database and hands a job to one worker). The embedded database serves one process only, so
 * there a plain timer does the same. Nothing runs while the marketplace is not configured.
 */
export async function startSchedules(deps: {
  db: Database;
  databaseUrl: string | undefined;
  marketplace: Marketplace | null;
  log: FastifyBaseLogger;
}): Promise<Schedules> {
  const { db, marketplace, log } = deps;
  if (!marketplace) return { kind: 'none', runNow: async () => undefined, stop: async () => undefined };
  const round = async () => {
    const report = await refreshConnectedShops(db, marketplace);
    log.info({ report }, 'marketplace refresh round');
  };

  if (db.kind === 'postgres' && deps.databaseUrl) {
    const boss = new PgBoss({ connectionString: deps.databaseUrl, schema: 'pgboss', max: 2 });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    await boss.createQueue(MARKETPLACE_REFRESH_QUEUE, {
      name: MARKETPLACE_REFRESH_QUEUE,
      policy: 'singleton',
    });
    await boss.schedule(MARKETPLACE_REFRESH_QUEUE, MARKETPLACE_REFRESH_CRON);
    await boss.work(MARKETPLACE_REFRESH_QUEUE, round);
    return { kind: 'pg-boss', runNow: round, stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
  }

  let running: Promise<void> | null = null;
  // One round at a time: a slow one (a busy marketplace) is not overlapped by the next tick.
  const tick = () => {
    running ??= round()
      .catch((error: unknown) => log.error({ err: error }, 'marketplace refresh round failed'))
      .finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void tick(), MARKETPLACE_REFRESH_MS);
  timer.unref();
  return {
    kind: 'in-process',
    runNow: round,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
