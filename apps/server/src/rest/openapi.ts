import type { AnyTRPCRouter } from '@trpc/server';
import type { ProcedureMeta } from '@margin/api';
import { z } from 'zod';
import { attachmentDisposition } from './content-disposition';
import { sizeInWords } from './http-errors';
import type { RestRoute } from './rest-route';

interface ProcedureDef {
  _def: { inputs: unknown[]; output?: unknown; meta?: ProcedureMeta };
}

const problemResponse = {
  description: 'Error',
  content: {
    'application/json': {
      schema: { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] },
    },
  },
};

const toJson = (schema: unknown, io: 'input' | 'output') =>
  schema instanceof z.ZodType ? z.toJSONSchema(schema, { io, unrepresentable: 'any' }) : undefined;

/**
 * The zod schemas the procedure validates with, so the document can never disagree with the server; for an answer
 * the procedure does not re-parse, the schema it declares for the document (`documentedOutput`), and likewise for an
 * upload's input, which its thread checks with that schema (`documentedInput`).
 */
function procedureJsonSchemas(
  router: AnyTRPCRouter,
  procedure: string,
): { input?: unknown; output?: unknown } {
  const def = (router._def.procedures as Record<string, ProcedureDef | undefined>)[procedure]?._def;
  return {
    input: toJson(def?.meta?.documentedInput ?? def?.inputs[0], 'input'),
    output: toJson(def?.output ?? def?.meta?.documentedOutput, 'output'),
  };
}

const UPLOAD_BODIES =
  'The body is the JSON input, or the file itself as text/csv with the other fields as query parameters.';

interface ObjectSchema {
  properties?: Record<string, unknown>;
}

/**
 * An upload's two bodies: its JSON input, or the file itself as text/csv with the input's other fields as query
 * parameters (upload-body.ts reads `true`, `false` and numbers as such).
 */
function uploadBody(jsonSchema: unknown, file: string) {
  const properties = (jsonSchema as ObjectSchema | undefined)?.properties ?? {};
  const query = Object.entries(properties)
    .filter(([name]) => name !== file)
    .map(([name, schema]) => ({ name, in: 'query', required: false, schema }));
  const content = {
    'application/json': { schema: jsonSchema },
    'text/csv': {
      schema: { type: 'string', description: `The file itself (the JSON input's ${file}), UTF-8` },
    },
  };
  return { query, content };
}

function toOpenApiPath(path: string): string {
  return '/api' + path.replace(/:(\w+)/g, '{$1}');
}

/** OpenAPI 3.1 description of the REST shims, built from the same table that registers them. */
export function buildOpenApiDocument(router: AnyTRPCRouter, routes: readonly RestRoute<string>[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const schemas = procedureJsonSchemas(router, route.procedure);
    const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : schemas.input;
    // A response mapping reshapes the result, so the procedure's output schema would no longer describe it: the
    // route declares the reshaped answer's own.
    const output = route.response
      ? toJson(route.response, 'output')
      : route.output
        ? undefined
        : schemas.output;
    const response = output ? { schema: output } : {};
    const success = route.file
      ? {
          description: route.file.description,
          headers: {
            'Content-Disposition': {
              description: `A download, e.g. \`${attachmentDisposition('file.csv')}\``,
              schema: { type: 'string' },
            },
          },
          content: { [route.file.contentType]: { schema: { type: 'string' } } },
        }
      : { description: 'OK', content: { 'application/json': response } };
    const upload = route.upload && uploadBody(body, route.upload.file);
    const parameters = [...params, ...(upload ? upload.query : [])];
    const limit =
      route.bodyLimit !== undefined
        ? `Takes request bodies up to ${sizeInWords(route.bodyLimit)}; a larger one answers 413.`
        : undefined;
    const operation = {
      operationId: route.procedure,
      summary: route.summary,
      description: upload ? [limit, UPLOAD_BODIES].filter(Boolean).join(' ') : limit,
      tags: route.tags,
      parameters: parameters.length > 0 ? parameters : undefined,
      requestBody: upload
        ? { required: true, content: upload.content }
        : body
          ? { required: true, content: { 'application/json': { schema: body } } }
          : undefined,
      responses: {
        [String(route.successStatus ?? 200)]: success,
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
