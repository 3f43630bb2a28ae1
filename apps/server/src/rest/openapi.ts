import type { AnyTRPCRouter } from '@trpc/server';
import { z } from 'zod';
import type { RestRoute } from './rest-route';

interface ProcedureDef {
  _def: { inputs: unknown[] };
}

const problemResponse = {
  description: 'Error',
  content: {
    'application/json': {
      schema: { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] },
    },
  },
};

/** The zod schema the procedure validates with, so the document can never disagree with the server. */
function inputJsonSchema(router: AnyTRPCRouter, procedure: string): unknown {
  const procedures = router._def.procedures as Record<string, ProcedureDef | undefined>;
  const schema = procedures[procedure]?._def.inputs[0];
  return schema instanceof z.ZodType
    ? z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
    : undefined;
}

function toOpenApiPath(path: string): string {
  return '/api' + path.replace(/:(\w+)/g, '{$1}');
}

/** OpenAPI 3.1 description of the REST shims, built from the same table that registers them. */
export function buildOpenApiDocument(router: AnyTRPCRouter, routes: readonly RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const body =
      route.method === 'GET' || route.method === 'DELETE'
        ? undefined
        : inputJsonSchema(router, route.procedure);
    const operation = {
      operationId: route.procedure,
      summary: route.summary,
      tags: route.tags,
      parameters: params.length > 0 ? params : undefined,
      requestBody: body ? { required: true, content: { 'application/json': { schema: body } } } : undefined,
      responses: {
        [String(route.successStatus ?? 200)]: { description: 'OK', content: { 'application/json': {} } },
        '4XX': problemResponse,
        '5XX': problemResponse,
      },
    };
    const key = toOpenApiPath(route.path);
    paths[key] = { ...paths[key], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Margin API',
      version: '1.0.0',
      description: 'REST shims over the tRPC procedures. Errors answer `{ "detail": "..." }`.',
    },
    paths,
  };
}
