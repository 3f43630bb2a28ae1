import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import {
  appRouter,
  cacheControlFor,
  httpHintOf,
  isDependencyOutage,
  type AppRouter,
  type Context,
} from '@margin/api';

/**
 * Most procedure calls one request may carry. The rate limit counts requests, so an unbounded batch would let one
 * counted request do the work of many; the seller app and the client package split larger batches (maxItems).
 */
export const MAX_BATCH_CALLS = 10;

export async function registerTrpc(
  app: FastifyInstance,
  createContext: (req: FastifyRequest) => Promise<Context>,
): Promise<void> {
  // tRPC's Fastify adapter also accepts multipart and raw bodies, which bypass the JSON body limit.
  // Our clients only ever send JSON, so anything else is refused before it is read.
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/trpc') || req.method === 'GET' || req.method === 'OPTIONS') return;
    const type = req.headers['content-type'] ?? '';
    if (!type.startsWith('application/json')) {
      return reply.code(415).send({ detail: 'Send the request body as application/json.' });
    }
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      maxBatchSize: MAX_BATCH_CALLS,
      createContext: ({ req }) => createContext(req),
      onError: ({ path, error, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error, path }, 'tRPC call failed');
        else if (isDependencyOutage(error))
          req.log.error({ err: error, path }, 'tRPC call failed: a dependency is unreachable (503)');
      },
      // Reference data may be cached publicly, anything else never. A locked account answers 423 and a throttled
      // client gets Retry-After, as on the REST paths.
      responseMeta: ({ paths, errors }) => {
        const cacheControl = cacheControlFor(appRouter, paths, { failed: errors.length > 0 });
        const hint = errors.map(httpHintOf).find((h) => h !== undefined);
        return {
          ...(hint?.status ? { status: hint.status } : {}),
          headers: {
            'cache-control': cacheControl,
            ...(hint?.retryAfterSeconds ? { 'retry-after': String(hint.retryAfterSeconds) } : {}),
          },
        };
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
