import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Address6 } from 'ip-address';
import { FixedWindows, type CounterStore, type WindowCount } from '@margin/api';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: this route's requests are not counted (health probes, the card processor's webhook). */
    rateLimit?: false;
  }
}

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
  return (
    (req.url.startsWith('/api') || req.url.startsWith('/trpc')) && req.routeOptions.config.rateLimit !== false
  );
}

/**
 * The API-wide rate limit: every counted answer says the limit, what is left of it and when the window ends (the
 * `x-ratelimit-*` headers); past the limit the answer is 429 with Retry-After and a sentence, as `{ detail }`.
 *
 * Written here rather than taken from @fastify/rate-limit, which this replaced: its hook is an async function
 * awaiting three promises for every request, even when its store answers at once. Under the API benchmark that
 * was 5 us of the REST shim's 65 us of server CPU a calculation; this hook, counting in memory, costs too little to
 * tell apart from no limit at all (bench/api.ts, docs/benchmarks.md). Only with Redis does it wait for the count.
 */
export function registerRateLimit(app: FastifyInstance, opts: RateLimitOptions): void {
  const local = new FixedWindows();
  const { sharedCounters } = opts;
  const count = (key: string): WindowCount | Promise<WindowCount> =>
    sharedCounters
      ? sharedCounters.hit(SHARED_KEY_PREFIX + key, opts.windowMs)
      : local.hit(key, opts.windowMs);

  /** Writes the headers; past the limit, the 429 for the error handler to answer. */
  function answer(reply: FastifyReply, { count: current, resetInMs }: WindowCount): Error | undefined {
    // At least 1: a window in its last milliseconds still asks for a wait, never for `Retry-After: 0`.
    const resetSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
    void reply
      .header('x-ratelimit-limit', opts.max)
      .header('x-ratelimit-remaining', Math.max(0, opts.max - current))
      .header('x-ratelimit-reset', resetSeconds);
    if (current <= opts.max) return undefined;
    void reply.header('retry-after', resetSeconds);
    // A client error by its status code, which every error handler answers with (ours as `{ detail }`).
    return Object.assign(new Error(`Too many requests. Please wait ${resetSeconds} s and try again.`), {
      statusCode: 429,
    });
  }

  // Fastify's callback form, so a count kept in memory is answered in the same turn (see above).
  app.addHook('onRequest', (req, reply, done) => {
    if (!isCounted(req)) {
      done();
      return;
    }
    const counted = count(clientKey(req.ip));
    if (!(counted instanceof Promise)) {
      done(answer(reply, counted));
      return;
    }
    counted.then(
      (shared) => done(answer(reply, shared)),
      // The shared counters fall back to memory while Redis is down and do not throw for it; anything else
      // that breaks them must not take the API down with it.
      (error: unknown) => {
        req.log.warn({ err: error }, 'rate limit not applied: its counters failed');
        done();
      },
    );
  });
}
