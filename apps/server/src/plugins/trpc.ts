import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { appRouter, httpHintOf, type AppRouter, type Context } from '@margin/api';

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
      createContext: ({ req }) => createContext(req),
      onError: ({ path, error, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error, path }, 'tRPC call failed');
      },
      // A locked account answers 423 and a throttled client gets Retry-After, as on the REST paths.
      responseMeta: ({ errors }) => {
        const hint = errors.map(httpHintOf).find((h) => h !== undefined);
        if (!hint) return {};
        return {
          ...(hint.status ? { status: hint.status } : {}),
          ...(hint.retryAfterSeconds ? { headers: { 'retry-after': String(hint.retryAfterSeconds) } } : {}),
        };
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
