import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fastifyRequestHandler, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { TRPCError } from '@trpc/server';
import {
  appRouter,
  cacheControlFor,
  httpHintOf,
  isDependencyOutage,
  type AppRouter,
  type Context,
} from '@margin/api';
import { answerJsonCalls, planJsonCalls, type JsonCallHooks } from './trpc-json-calls';

/**
 * Most procedure calls one request may carry. The rate limit counts requests, so an unbounded batch would let one
 * counted request do the work of many; the seller app and the client package split larger batches (maxItems).
 */
export const MAX_BATCH_CALLS = 10;

function logFailure({ error, path, req }: { error: TRPCError; path?: string; req: FastifyRequest }): void {
  if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error, path }, 'tRPC call failed');
  else if (isDependencyOutage(error))
    req.log.error({ err: error, path }, 'tRPC call failed: a dependency is unreachable (503)');
}

/**
 * Reference data may be cached publicly, anything else never. A locked account answers 423 and a throttled client
 * gets Retry-After, as on the REST paths.
 */
function responseMeta({ paths, errors }: { paths?: readonly string[]; errors: TRPCError[] }) {
  const cacheControl = cacheControlFor(appRouter, paths, { failed: errors.length > 0 });
  const hint = errors.map(httpHintOf).find((h) => h !== undefined);
  return {
    ...(hint?.status ? { status: hint.status } : {}),
    headers: {
      'cache-control': cacheControl,
      ...(hint?.retryAfterSeconds ? { 'retry-after': String(hint.retryAfterSeconds) } : {}),
    },
  };
}

/**
 * `/trpc/:path`: the calls our clients make are answered by trpc-json-calls.ts, everything else by tRPC's own
 * Fastify handler, both with the same router, context, error log and response headers.
 */
export async function registerTrpc(
  app: FastifyInstance,
  createContext: (req: FastifyRequest) => Promise<Context>,
  options: { jsonCalls: boolean },
): Promise<void> {
  // One set of options for both paths: tRPC's handler and trpc-json-calls.ts read the same router, context, error
  // log and response headers.
  const trpcOptions = {
    router: appRouter,
    maxBatchSize: MAX_BATCH_CALLS,
    createContext: ({ req }: { req: FastifyRequest }) => createContext(req),
    onError: logFailure,
    responseMeta,
  } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'] & JsonCallHooks<Context>;

  await app.register(async (scope) => {
    // tRPC's handler also accepts multipart and raw bodies, which bypass the JSON body limit. Our clients only ever
    // send JSON, so anything else is refused before it is read. A hook of this scope, so that only /trpc runs it.
    scope.addHook('onRequest', (req, reply, done) => {
      const type = req.headers['content-type'] ?? '';
      if (req.method === 'GET' || req.method === 'OPTIONS' || type.startsWith('application/json')) {
        done();
        return;
      }
      void reply.code(415).send({ detail: 'Send the request body as application/json.' });
    });
    // As tRPC's own Fastify plugin: bodies reach the handler as text, which it parses itself.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.all('/trpc/:path', async (req, reply) => {
      const plan = options.jsonCalls ? planJsonCalls(appRouter, req, MAX_BATCH_CALLS) : null;
      if (plan) return answerJsonCalls(trpcOptions, plan, req, reply);
      await fastifyRequestHandler({
        ...trpcOptions,
        req,
        res: reply,
        path: (req.params as { path: string }).path,
      });
      return reply;
    });
  });
}
