import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  TRPCError,
  type AnyTRPCRouter,
  type TRPCErrorShape,
} from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';

/*
 * Why this is hand-written: tRPC's own HTTP handler (`resolveResponse`, behind its Fastify adapter) turns every Node
 * request into a Fetch `Request`, gives every call an `AbortSignal.any`, and answers a Fetch `Response` that Fastify
 * pipes out as a web stream. For one calculation that was about 60% of the server's CPU (bench/api.ts): tRPC
 * answered 0.19 of a bare route where the REST shim, calling the same procedure, answered 0.51.
 *
 * So the calls our clients make (`httpBatchLink`: one call or a batch, JSON in and out, a query by GET and a
 * mutation by POST) are answered here with tRPC's own parts: `callTRPCProcedure` runs the procedure with its
 * middlewares, `getTRPCErrorShape` applies the router's error formatter, its transformer serializes each answer
 * (as `transformTRPCResponse` would) and `getHTTPStatusCode` picks the status, exactly as `resolveResponse` does for
 * these requests.
 * Everything else (streaming, subscriptions, form data, an unknown procedure, a wrong method, a malformed input or
 * batch) is left to tRPC's handler, so those answers stay tRPC's own. trpc-json-calls.test.ts checks both give the
 * same answers.
 */

type CallType = 'query' | 'mutation';

export interface JsonCallHooks<TContext> {
  router: AnyTRPCRouter;
  /** As tRPC's Fastify adapter calls it (this server's reads only the request). */
  createContext: (opts: { req: FastifyRequest }) => Promise<TContext>;
  /** As tRPC's `onError`: every failed call, once. */
  onError: (opts: {
    error: TRPCError;
    path: string;
    input: unknown;
    ctx: TContext | undefined;
    type: CallType;
    req: FastifyRequest;
  }) => void;
  /** As tRPC's `responseMeta`, with the parts of its options this server reads. */
  responseMeta: (opts: { paths: readonly string[]; errors: TRPCError[] }) => {
    status?: number;
    headers?: Record<string, string>;
  };
}

interface PlannedCall {
  path: string;
  input: unknown;
}

interface Plan {
  isBatch: boolean;
  type: CallType;
  calls: PlannedCall[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * The calls of a request this module answers, or null to leave it to tRPC: anything but a plain JSON call, or a
 * request tRPC itself would refuse (its refusal is then tRPC's own answer).
 */
export function planJsonCalls(router: AnyTRPCRouter, req: FastifyRequest, maxBatchSize: number): Plan | null {
  const type: CallType | null = req.method === 'GET' ? 'query' : req.method === 'POST' ? 'mutation' : null;
  if (!type) return null;
  const accept = req.headers.accept;
  if (
    req.headers['trpc-accept'] !== undefined ||
    (accept !== undefined && accept.includes('application/jsonl'))
  )
    return null;
  const query = req.query as Record<string, unknown>;
  if (query.connectionParams !== undefined || (query.batch !== undefined && query.batch !== '1')) return null;
  const isBatch = query.batch === '1';

  let path: string;
  try {
    // tRPC decodes the path once more after the router has (its adapter does the same).
    path = decodeURIComponent((req.params as { path: string }).path);
  } catch {
    return null;
  }
  const paths = isBatch ? path.split(',') : [path];
  if (paths.length > maxBatchSize) return null;
  const procedures = router._def.procedures as Record<string, { _def: { type: string } } | undefined>;
  if (paths.some((p) => procedures[p]?._def.type !== type)) return null;

  let raw: unknown;
  if (type === 'query') {
    if (query.input !== undefined) {
      if (typeof query.input !== 'string') return null;
      const parsed = parseJson(query.input);
      if (!parsed.ok) return null;
      raw = parsed.value;
    }
  } else {
    if (typeof req.body !== 'string') return null;
    const parsed = parseJson(req.body);
    if (!parsed.ok) return null;
    raw = parsed.value;
  }
  if (isBatch && raw !== undefined && !isObject(raw)) return null;

  const transformer = (
    router._def._config as { transformer: { input: { deserialize: (v: unknown) => unknown } } }
  ).transformer.input;
  try {
    const calls = paths.map((p, index) => {
      const input = raw === undefined ? undefined : isBatch ? (raw as Record<string, unknown>)[index] : raw;
      return { path: p, input: input === undefined ? undefined : transformer.deserialize(input) };
    });
    return { isBatch, type, calls };
  } catch {
    return null;
  }
}

/** tRPC's test for an answer that only a streaming link can carry (never one of ours). */
function isDataStream(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (Symbol.asyncIterator in value) return true;
  return Object.values(value).some((v) => v instanceof Promise || (isObject(v) && Symbol.asyncIterator in v));
}

/** Runs the planned calls and answers them in tRPC's wire format. */
export async function answerJsonCalls<TContext>(
  hooks: JsonCallHooks<TContext>,
  plan: Plan,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { router } = hooks;
  const config = router._def._config as Parameters<typeof getTRPCErrorShape>[0]['config'];
  // What transformTRPCResponse does to each answer, without its three object spreads per answer (7% of a
  // calculation's CPU through /trpc).
  const serialize = (value: unknown): unknown => config.transformer.output.serialize(value) as unknown;
  let ctx: TContext | undefined;
  let ctxError: TRPCError | undefined;
  try {
    ctx = await hooks.createContext({ req });
  } catch (cause) {
    ctxError = getTRPCErrorFromUnknown(cause);
  }

  const outcomes = await Promise.all(
    plan.calls.map(async (call, batchIndex) => {
      try {
        if (ctxError) throw ctxError;
        const data: unknown = await callTRPCProcedure({
          router,
          path: call.path,
          getRawInput: async () => call.input,
          ctx,
          type: plan.type,
          signal: undefined,
          batchIndex,
        });
        if (isDataStream(data)) {
          throw new TRPCError({
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink',
          });
        }
        return { error: null, json: { result: { data } }, wire: { result: { data: serialize(data) } } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        hooks.onError({ error, path: call.path, input: call.input, ctx, type: plan.type, req });
        const shape = getTRPCErrorShape({
          config,
          error,
          type: plan.type,
          path: call.path,
          input: call.input,
          ctx,
        }) as TRPCErrorShape;
        return { error, json: { error: shape }, wire: { error: serialize(shape) } };
      }
    }),
  );

  const untransformed = outcomes.map((o) => o.json);
  const errors = outcomes.flatMap((o) => (o.error ? [o.error] : []));
  const meta = hooks.responseMeta({ paths: plan.calls.map((c) => c.path), errors });
  const wire = outcomes.map((o) => o.wire);
  return reply
    .code(meta.status ?? getHTTPStatusCode(untransformed))
    .headers({ vary: 'trpc-accept, accept', 'content-type': 'application/json', ...meta.headers })
    .send(JSON.stringify(plan.isBatch ? wire : wire[0]));
}
