import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { CounterStore } from '@margin/api';
import { registerRateLimit } from './rate-limit';

export interface SecurityOptions {
  /** Browser origins, besides our own, allowed to call the API. */
  corsOrigins: string[];
  rateLimit: { max: number; windowMs: number };
  /** The counters shared through Redis (with their memory fallback), so several servers agree; the plugin's
   *  own in-memory store when absent. */
  sharedCounters?: CounterStore;
  /** Served over HTTPS (PUBLIC_URL is https). Only then may browsers be told to insist on it. */
  https: boolean;
}

/**
 * What Fastify itself writes on every answer; everything else helmet's probe answer carries is helmet's. The API
 * benchmark reads it too: the headers of a product answer beyond these are the ones its bare route copies.
 */
export const FASTIFY_OWN_HEADERS: ReadonlySet<string> = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * The headers helmet writes with `options`, worked out once by helmet itself on a throwaway instance: every answer
 * carries them (set by one hook), also the few Fastify writes before any hook runs (a malformed URL).
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name, value]) => !FASTIFY_OWN_HEADERS.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Security headers, CORS and the rate limit. Answers the security headers every answer carries, for the few that
 * are written before the hooks run (frameworkErrors in server.ts).
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: SecurityOptions,
): Promise<Record<string, string>> {
  const helmetOptions: FastifyHelmetOptions = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...opts.corsOrigins],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Over plain HTTP (a phone trying the app at http://192.168.x.y:3000) this would send every request
        // to an https:// address that does not exist, and the page would stay blank.
        upgradeInsecureRequests: opts.https ? [] : null,
      },
    },
    hsts: opts.https,
    crossOriginEmbedderPolicy: false,
  };
  // helmet's own headers for these options, worked out once, then set by one hook: @fastify/helmet runs helmet
  // on every request, which parses the CSP directives anew each time (8.7% of the server's CPU under the API
  // benchmark). The headers are the same for every answer, so the result is identical.
  const securityHeaders = await helmetHeaders(helmetOptions);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  // @fastify/cors answers an OPTIONS request that is not a preflight with a plain-text 400; say it as `{ detail }`.
  app.addHook('onRequest', (req, reply, done) => {
    if (req.method !== 'OPTIONS' || (req.headers.origin && req.headers['access-control-request-method'])) {
      done();
      return;
    }
    void reply.code(400).send({
      detail: 'OPTIONS is answered only as a CORS preflight (with Origin and Access-Control-Request-Method).',
    });
  });
  await app.register(cors, {
    // Same-origin requests carry no Origin check; only the listed extra origins are allowed cross-site.
    origin: (origin, cb) => cb(null, origin === undefined || opts.corsOrigins.includes(origin)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });

  await registerRateLimit(app, { ...opts.rateLimit, sharedCounters: opts.sharedCounters });

  return securityHeaders;
}
