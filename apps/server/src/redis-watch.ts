import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** How often a Redis outage is reported again while it lasts (ioredis retries, and errs, every few seconds). */
export const REDIS_REPORT_EVERY_MS = 60_000;
const PING_TIMEOUT_MS = 1_000;

export type RedisState = 'up' | 'down' | 'not configured';

/** What the counter store needs to know about the shared Redis, and where it reports a failed command. */
export interface RedisWatch {
  /** Commands can be sent now (connected and ready). */
  readonly up: boolean;
  /** A command failed: reported like a connection error. */
  failed(error: unknown): void;
}

export interface WatchOptions {
  reportEveryMs?: number;
  now?: () => number;
}

/**
 * Puts a Redis client's errors in the server's log, so ioredis never prints 'Unhandled error event' on its own:
 * the first error of an outage at once, then one summary per `reportEveryMs` while it lasts, and a line when it is
 * back. A client made with `lazyConnect` (as main.ts makes it) connects only now, once its errors are listened to.
 */
export function watchRedis(redis: Redis, log: FastifyBaseLogger, options: WatchOptions = {}): RedisWatch {
  const reportEveryMs = options.reportEveryMs ?? REDIS_REPORT_EVERY_MS;
  const now = options.now ?? Date.now;
  let outage = false;
  let lastReportAt = Number.NEGATIVE_INFINITY;
  let unreported = 0;

  const report = (error: unknown, message: string, immediately = false) => {
    unreported += 1;
    if (!immediately && now() - lastReportAt < reportEveryMs) return;
    lastReportAt = now();
    log.warn({ err: error, errors: unreported }, message);
    unreported = 0;
  };

  redis.on('error', (error: Error) => {
    const first = !outage;
    outage = true;
    report(
      error,
      first
        ? "Redis unreachable: rate limits, sign-in limits, lockouts and share view numbers count in this server's memory until it is back"
        : `Redis still unreachable (${unreported + 1} errors since the last report)`,
      first,
    );
  });
  redis.on('ready', () => {
    if (!outage) return;
    outage = false;
    log.warn(
      "Redis reachable again: limits are shared again (counts made meanwhile stay in this server's memory until their windows end)",
    );
  });
  // Connection failures reach the 'error' listener above; the promise would only repeat them.
  if (redis.status === 'wait') redis.connect().catch(() => undefined);

  return {
    get up() {
      return redis.status === 'ready';
    },
    failed: (error) => report(error, "A Redis command failed: counted in this server's memory instead"),
  };
}

/** `promise`, or a rejection once `ms` have passed without its answer. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** For /readyz: whether Redis answers a PING now. Never waits on a client that is not connected. */
export async function redisState(redis: Redis | undefined): Promise<RedisState> {
  if (!redis) return 'not configured';
  if (redis.status !== 'ready') return 'down';
  try {
    await withTimeout(redis.ping(), PING_TIMEOUT_MS);
    return 'up';
  } catch {
    return 'down';
  }
}
