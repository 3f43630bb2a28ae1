import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import { cacheControlFor, NO_STORE, type Context } from '@margin/api';
import { answerError } from '../plugins/edge-answers';
import { attachmentDisposition } from './content-disposition';
import { jsonStream } from './json-stream';
import { keepOpenForTheAnswer, takeUploads } from './upload-body';
import type { RestRequest, RestRoute } from './rest-route';
import { buildOpenApiDocument } from './openapi';

export interface RestOptions {
  /** The tRPC router whose procedures the table names. */
  router: AnyTRPCRouter;
  routes: readonly RestRoute<string>[];
  createContext: (req: FastifyRequest) => Promise<Context>;
}

/**
 * The query or mutation a table line names, looked up once when the server starts: it fails then, not at the first
 * request, when the procedure does not exist. A shim calls it as tRPC's `callTRPCProcedure` does after its lookup
 * (with the procedure's middlewares, input check and error mapping); doing the lookup per request instead, an
 * awaited search of the router, was part of what the shims cost over a bare route (bench/api.ts).
 */
export function procedureAt(router: AnyTRPCRouter, path: string) {
  const procedure = (router._def.procedures as Record<string, AnyTRPCProcedure | undefined>)[path];
  const type = procedure?._def.type;
  if (!procedure || (type !== 'query' && type !== 'mutation'))
    throw new Error(`REST route names unknown procedure "${path}"`);
  return { procedure, type };
}

function defaultInput(route: RestRoute<string>, req: RestRequest): unknown {
  return route.method === 'GET' || route.method === 'DELETE' ? undefined : req.body;
}

/** Registers the `/api` shims, the OpenAPI document, and `{ detail }` answers for every error and unknown path. */
export async function registerRest(app: FastifyInstance, opts: RestOptions): Promise<void> {
  await app.register(
    async (api) => {
      api.setErrorHandler(answerError);
      api.setNotFoundHandler((req, reply) =>
        reply
          .code(404)
          .header('cache-control', NO_STORE)
          .send({ detail: `No API endpoint ${req.method} ${req.url.split('?')[0]}` }),
      );

      const openApi = buildOpenApiDocument(opts.router, opts.routes);
      api.get('/openapi.json', async () => openApi);

      const addRoute = (instance: FastifyInstance, route: RestRoute<string>) => {
        const { procedure, type } = procedureAt(opts.router, route.procedure);
        // Reference data may be cached publicly; anything about a caller (and every error) is no-store.
        const cacheControl = cacheControlFor(opts.router, [route.procedure], { failed: false });
        instance.route({
          method: route.method,
          url: route.path,
          ...(route.bodyLimit !== undefined && { bodyLimit: route.bodyLimit }),
          ...(route.upload && { config: { upload: true } }),
          handler: async (req, reply) => {
            if (route.upload) keepOpenForTheAnswer(req, reply);
            const restReq: RestRequest = {
              params: req.params as Record<string, string>,
              query: req.query as RestRequest['query'],
              body: req.body,
            };
            const input = route.input ? route.input(restReq) : defaultInput(route, restReq);
            const result: unknown = await procedure({
              path: route.procedure,
              type,
              ctx: await opts.createContext(req),
              getRawInput: () => Promise.resolve(input),
              signal: undefined,
              batchIndex: 0,
            });
            void reply.header('cache-control', cacheControl).code(route.successStatus ?? 200);
            if (route.file) {
              const file = route.file.from(result);
              return reply
                .type(route.file.contentType)
                .header('content-disposition', attachmentDisposition(file.fileName))
                .send(file.body);
            }
            const answer = route.output ? route.output(result) : result;
            if (route.largeAnswer)
              return reply.type('application/json; charset=utf-8').send(jsonStream(answer));
            return reply.send(answer);
          },
        });
      };

      for (const route of opts.routes) if (!route.upload) addRoute(api, route);
      // The file uploads in a context of their own, whose body parsers hand the procedure the bytes (upload-body.ts).
      await api.register(async (uploads) => {
        takeUploads(uploads);
        for (const route of opts.routes) if (route.upload) addRoute(uploads, route);
      });
    },
    { prefix: '/api' },
  );
}
