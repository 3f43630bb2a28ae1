import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callTRPCProcedure, type AnyTRPCRouter } from '@trpc/server';
import type { Context } from '@margin/api';
import { toHttpProblem } from './http-errors';
import type { RestRequest, RestRoute } from './rest-route';
import { buildOpenApiDocument } from './openapi';

export interface RestOptions {
  /** The tRPC router whose procedures the table names. */
  router: AnyTRPCRouter;
  routes: readonly RestRoute[];
  createContext: (req: FastifyRequest) => Promise<Context>;
}

type ProcedureType = 'query' | 'mutation';

/** Fails at start-up, not at the first request, when a table line names a procedure that does not exist. */
export function procedureTypeOf(router: AnyTRPCRouter, path: string): ProcedureType {
  const procedures = router._def.procedures as Record<string, { _def: { type: string } } | undefined>;
  const type = procedures[path]?._def.type;
  if (type !== 'query' && type !== 'mutation')
    throw new Error(`REST route names unknown procedure "${path}"`);
  return type;
}

function defaultInput(route: RestRoute, req: RestRequest): unknown {
  return route.method === 'GET' || route.method === 'DELETE' ? undefined : req.body;
}

/** Registers the `/api` shims, the OpenAPI document, and `{ detail }` answers for every error and unknown path. */
export async function registerRest(app: FastifyInstance, opts: RestOptions): Promise<void> {
  await app.register(
    async (api) => {
      api.setErrorHandler((error, req, reply) => {
        const problem = toHttpProblem(error);
        if (problem.status >= 500) req.log.error({ err: error }, 'REST call failed');
        if (problem.retryAfterSeconds) void reply.header('retry-after', String(problem.retryAfterSeconds));
        return reply.code(problem.status).send({ detail: problem.detail });
      });
      api.setNotFoundHandler((req, reply) =>
        reply.code(404).send({ detail: `No API endpoint ${req.method} ${req.url.split('?')[0]}` }),
      );

      const openApi = buildOpenApiDocument(opts.router, opts.routes);
      api.get('/openapi.json', async () => openApi);

      for (const route of opts.routes) {
        const type = procedureTypeOf(opts.router, route.procedure);
        api.route({
          method: route.method,
          url: route.path,
          handler: async (req, reply) => {
            const restReq: RestRequest = {
              params: req.params as Record<string, string>,
              query: req.query as RestRequest['query'],
              body: req.body,
            };
            const input = route.input ? route.input(restReq) : defaultInput(route, restReq);
            const result: unknown = await callTRPCProcedure({
              router: opts.router,
              path: route.procedure,
              type,
              ctx: await opts.createContext(req),
              getRawInput: async () => input,
              signal: undefined,
              batchIndex: 0,
            });
            // Answers are about one caller at one moment (subscription status, payment state): never cache them.
            void reply.header('cache-control', 'no-store');
            return reply.code(route.successStatus ?? 200).send(route.output ? route.output(result) : result);
          },
        });
      }
    },
    { prefix: '/api' },
  );
}
