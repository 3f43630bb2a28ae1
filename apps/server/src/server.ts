import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { appRouter, sendPaymentReceipt, type PaidCharge, type Services } from '@margin/api';
import type { Database } from '@margin/db';
import { publicUrl, type ServerEnv } from './env';
import { lazyRequestLogger, loggerOptions, OneLinePerRequest } from './logger';
import { answerClientError, MALFORMED_REQUEST_DETAIL, registerEdgeAnswers } from './plugins/edge-answers';
import { registerHealth } from './plugins/health';
import { registerSecurity } from './plugins/security';
import { registerStaticApps } from './plugins/static-apps';
import { registerTrpc } from './plugins/trpc';
import { registerRest } from './rest/register-rest';
import { restRoutes } from './rest/routes';
import { requestContextFactory } from './request-context';
import { createSharedCounters } from './redis-counter-store';
import { createRedisViewNumbers } from './redis-view-numbers';
import { watchRedis } from './redis-watch';
import { marketplaceRefreshJob, receiptSweepJob, startSchedules } from './jobs';
import { startRatesFeed } from './exchange-rates-feed';
import { buildServices, stripeClientFrom } from './services';
import { registerStripeWebhook } from './plugins/stripe-webhook';
import { registerTestCheckout } from './plugins/test-checkout';

export interface ServerDeps {
  env: ServerEnv;
  db: Database;
  /** Shared store for the limits (REDIS_URL). Best made with `lazyConnect`: it connects once its errors are logged. */
  redis?: Redis;
  /** Where logs go (tests capture them; main.ts writes standard output asynchronously); else standard output. */
  logStream?: DestinationStream;
  /** Overrides the services built from `env` (tests pass fakes of the outside world). */
  services?: Services;
  /** Starts the marketplace's refresh schedules (jobs.ts); the running server does, tests mostly do not. */
  schedules?: boolean;
  /** Off: every /trpc call goes to tRPC's own handler (tests compare its answers with plugins/trpc-json-calls.ts). */
  trpcJsonCalls?: boolean;
  /** Built front-ends; absent in API-only tests. */
  sellerDir?: string;
  adminDir?: string;
}

/**
 * What every server shares through Redis: the limits and the share view numbers. The client is watched from here
 * on (its errors go to the log); while it is unreachable, both count in this server's memory.
 */
function sharedThroughRedis(redis: Redis, log: FastifyBaseLogger) {
  const watch = watchRedis(redis, log);
  return {
    sharedCounters: createSharedCounters(redis, watch),
    viewNumbers: createRedisViewNumbers(redis, watch),
  };
}

/** Builds the whole HTTP surface without listening, so tests can `inject()` requests. */
export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { env, db } = deps;
  // Set once the security plugin is registered, long before the first request.
  let securityHeaders: Record<string, string> = {};
  const app = Fastify({
    logger: { ...loggerOptions(env), ...(deps.logStream ? { stream: deps.logStream } : {}) },
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionTimeout: env.REQUEST_TIMEOUT_MS,
    // Trust X-Forwarded-For only as far back as our own proxies go, so clients cannot spoof their address.
    trustProxy: (_address: string, hop: number) => hop < env.TRUST_PROXY_HOPS,
    routerOptions: { maxParamLength: 200 },
    // Shutdown answers `{ detail }` with Retry-After (plugins/edge-answers.ts), not Fastify's own 503.
    return503OnClosing: false,
    // One log line per request, written when it is answered, instead of Fastify's two.
    logController: new OneLinePerRequest(),
    // Each request's logger is made when it is first used (most requests never use theirs).
    childLoggerFactory: lazyRequestLogger,
    // Requests Fastify rejects before any route (a malformed URL) answer like every other client error, with the
    // security headers that no hook adds to them.
    frameworkErrors: (_error, _req, reply) => {
      void (reply as FastifyReply)
        .headers(securityHeaders)
        .code(400)
        .send({ detail: MALFORMED_REQUEST_DETAIL });
    },
    // Requests Node refuses before Fastify parses them (headers over the limit: 431) answer `{ detail }` too.
    clientErrorHandler: (error, socket) => answerClientError(error, socket, securityHeaders),
  });
  registerEdgeAnswers(app);

  const { sharedCounters, viewNumbers } = deps.redis ? sharedThroughRedis(deps.redis, app.log) : {};
  securityHeaders = await registerSecurity(app, {
    corsOrigins: env.CORS_ORIGINS,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS },
    sharedCounters,
    https: publicUrl(env).startsWith('https:'),
  });
  await registerHealth(app, db, deps.redis);

  const stripe = stripeClientFrom(env);
  const services =
    deps.services ?? (await buildServices({ env, db, sharedCounters, viewNumbers, stripe, log: app.log }));
  app.log.info(`e-mail: ${services.mail.description}; payments: ${services.billing.provider}`);
  // Mail that was still being sent when shutdown began goes out before the database closes.
  app.addHook('onClose', () => services.deferred.settle());
  app.addHook('onClose', () => services.csvAnalyses.close());
  // After the last request: the views it counted are written before the database closes.
  app.addHook('onClose', async () => {
    const lost = await services.shareViews.close();
    if (lost > 0)
      app.log.error({ views: lost }, 'share views not written at shutdown: the database is unreachable');
  });
  if (env.EXCHANGE_RATES_URL) {
    const feed = startRatesFeed({ url: env.EXCHANGE_RATES_URL, log: app.log });
    app.addHook('onClose', async () => feed.stop());
  }
  if (deps.schedules) {
    const jobs = [receiptSweepJob(db, services.mail, services.config.publicUrl, app.log)];
    if (services.marketplace) jobs.push(marketplaceRefreshJob(db, services.marketplace, app.log));
    const schedules = await startSchedules({ db, databaseUrl: env.DATABASE_URL, jobs, log: app.log });
    app.addHook('onClose', () => schedules.stop());
  }
  const sendReceipt = (charge: PaidCharge) =>
    sendPaymentReceipt(db, services.mail, services.config.publicUrl, charge);
  if (stripe && env.STRIPE_WEBHOOK_SECRET) {
    await registerStripeWebhook(app, {
      db,
      stripe,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      onProcessed: sendReceipt,
    });
  } else if (stripe) {
    app.log.warn('STRIPE_WEBHOOK_SECRET is not set: renewals and cancellations will not be recorded');
  }
  // The local run's stand-in for Stripe's hosted page: no card is taken, fulfilment is the real code.
  if (services.billing.provider === 'test') await registerTestCheckout(app, { db, onFulfilled: sendReceipt });
  const createContext = requestContextFactory(db, services);
  await registerTrpc(app, createContext, { jsonCalls: deps.trpcJsonCalls ?? true });
  await registerRest(app, { router: appRouter, routes: restRoutes, createContext });
  await registerStaticApps(app, { sellerDir: deps.sellerDir, adminDir: deps.adminDir });

  return app;
}
