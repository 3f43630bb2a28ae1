import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Address6 } from 'ip-address';
import { FixedWindows, type CounterStore, type WindowCount } from '@margin/api';

export interface RateLimitOptions {
  /** Requests one client may make in a window. */
  max: number;
  windowMs: number;
  /** The counters shared through Redis (with their memory fallback), so several servers count together; this
   *  process's memory when absent. */
  sharedCounters?: CounterStore;
}

/** The key the shared counters keep a client's count under (the same as @fastify/rate-limit's store used). */
const SHARED_KEY_PREFIX = 'rl:';

/** An IPv6 client is limited by its /64, the block one subscriber gets: rotating addresses inside it gains nothing. */
const IPV6_PREFIX_BITS = 64;

/** The address a client is counted under: IPv4 as it is, IPv6 by its /64 (an IPv4-mapped one as the IPv4). */
export function clientKey(ip: string): string {
  // Every IPv6 address has a colon and no IPv4 address has one: this spares each request node's isIPv6, a long
  // regular expression (0.8 us a request under the API benchmark, a CPU profile with perf).
  if (!ip.includes(':')) return ip;
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${ip}/${IPV6_PREFIX_BITS}`).startAddress().correctForm();
}

/** Only the API is counted: static files and health probes are not worth it. */
function isCounted(req: FastifyRequest): boolean {
  return req.url.startsWith('/api') || req.url.startsWith('/trpc');
}

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The API-wide rate limit, @fastify/rate-limit over the product's counters: every counted answer says the limit,
 * what is left of it and when the window ends (the `x-ratelimit-*` headers); past the limit the answer is 429 with
 * Retry-After and a sentence, as `{ detail }`. A route opts out with `config: { rateLimit: false }` (health probes,
 * the card processor's webhook).
 *
 * The counts live in the shared counters when there are some (Redis, falling back to each server's memory while
 * Redis is down, so the limit keeps working through an outage), else in this process's fixed windows.
 */
export async function registerRateLimit(app: FastifyInstance, opts: RateLimitOptions): Promise<void> {
  const local = new FixedWindows();
  const { sharedCounters } = opts;
  const count = (key: string): WindowCount | Promise<WindowCount> =>
    sharedCounters
      ? sharedCounters.hit(SHARED_KEY_PREFIX + key, opts.windowMs)
      : local.hit(key, opts.windowMs);

  /** The plugin's store interface over those counters. */
  class Counters {
    incr(key: string, done: Counted): void {
      // At least a second left: a window in its last milliseconds still asks for a wait, never `Retry-After: 0`.
      const result = (w: WindowCount) => ({ current: w.count, ttl: Math.max(1000, w.resetInMs) });
      const counted = count(key);
      if (!(counted instanceof Promise)) done(null, result(counted));
      else
        counted.then(
          (w) => done(null, result(w)),
          (error: unknown) => {
            app.log.warn({ err: error }, 'rate limit not applied: its counters failed');
            done(error instanceof Error ? error : new Error(String(error)));
          },
        );
    }
    child(): Counters {
      return this;
    }
  }

  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: opts.windowMs,
    hook: 'onRequest',
    keyGenerator: (req) => clientKey(req.ip),
    allowList: (req) => !isCounted(req),
    store: Counters,
    // The shared counters fall back to memory while Redis is down and do not throw for it; anything else that
    // breaks them must not take the API down with it.
    skipOnError: true,
    // A client error by its status code, which every error handler answers with (ours as `{ detail }`).
    errorResponseBuilder: (_req, context) =>
      Object.assign(
        new Error(`Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} s and try again.`),
        { statusCode: 429 },
      ),
  });
}
