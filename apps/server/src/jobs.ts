import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { refreshConnectedShops, sendOwedReceipts, type Marketplace, type MailTransport } from '@margin/api';
import type { Database } from '@margin/db';

/** Work that runs on a schedule, once across server processes. */
export interface ScheduledJob {
  /** The pg-boss queue, and its schedule's name. */
  name: string;
  /** When, on PostgreSQL (pg-boss cron, UTC). */
  cron: string;
  /** How often, on the embedded database (a timer in the one process). */
  everyMs: number;
  run(): Promise<void>;
}

/** The queue of the marketplace's refresh round; its name is also its schedule's. */
export const MARKETPLACE_REFRESH_QUEUE = 'marketplace-refresh';
/** Every 30 minutes: the shortest of spec §9's cache durations (transactions). */
export const MARKETPLACE_REFRESH_CRON = '*/30 * * * *';

/** The connected shops' listings and orders, refreshed before their caches lapse. */
export function marketplaceRefreshJob(
  db: Database,
  marketplace: Marketplace,
  log: FastifyBaseLogger,
): ScheduledJob {
  return {
    name: MARKETPLACE_REFRESH_QUEUE,
    cron: MARKETPLACE_REFRESH_CRON,
    everyMs: 30 * 60_000,
    async run() {
      const report = await refreshConnectedShops(db, marketplace);
      log.info({ report }, 'marketplace refresh round');
    },
  };
}

export const RECEIPT_SWEEP_QUEUE = 'payment-receipts';

/**
 * Receipts a paid payment still owes (the fulfilment committed but its answer, and so its follow-up, was
 * lost; or the process stopped in between). Every 5 minutes; a receipt is only swept once it is 2 minutes late.
 */
export function receiptSweepJob(
  db: Database,
  mail: MailTransport,
  appUrl: string,
  log: FastifyBaseLogger,
): ScheduledJob {
  return {
    name: RECEIPT_SWEEP_QUEUE,
    cron: '*/5 * * * *',
    everyMs: 5 * 60_000,
    async run() {
      const sent = await sendOwedReceipts(db, mail, appUrl);
      if (sent > 0) log.warn({ sent }, 'owed payment receipts sent late');
    },
  };
}

export interface Schedules {
  /** pg-boss on PostgreSQL (once across server processes), in-process on the embedded database, or none. */
  kind: 'pg-boss' | 'in-process' | 'none';
  /** Runs every job now, here (tests, and an operator's nudge). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the jobs' schedules. On PostgreSQL each is a pg-boss cron job, so however many server processes run, each
 * tick is taken by one of them (pg-boss keeps the schedule and the job in the database and hands a job to one
 * worker). The embedded database serves one process only, so there a plain timer does the same.
 */
export async function startSchedules(deps: {
  db: Database;
  databaseUrl: string | undefined;
  jobs: ScheduledJob[];
  log: FastifyBaseLogger;
}): Promise<Schedules> {
  const { db, jobs, log } = deps;
  const runNow = async () => {
    for (const job of jobs) await job.run();
  };
  if (jobs.length === 0) return { kind: 'none', runNow, stop: async () => undefined };

  if (db.kind === 'postgres' && deps.databaseUrl) {
    const boss = new PgBoss({ connectionString: deps.databaseUrl, schema: 'pgboss', max: 2 });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const job of jobs) {
      await boss.createQueue(job.name, { name: job.name, policy: 'singleton' });
      await boss.schedule(job.name, job.cron);
      await boss.work(job.name, () => job.run());
    }
    return { kind: 'pg-boss', runNow, stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
  }

  const running = new Map<ScheduledJob, Promise<void>>();
  // One run of a job at a time: a slow one (a busy marketplace) is not overlapped by the next tick.
  const tick = (job: ScheduledJob) => {
    if (running.has(job)) return;
    running.set(
      job,
      job
        .run()
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'scheduled job failed'))
        .finally(() => running.delete(job)),
    );
  };
  const timers = jobs.map((job) => setInterval(() => tick(job), job.everyMs));
  for (const timer of timers) timer.unref();
  return {
    kind: 'in-process',
    runNow,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
