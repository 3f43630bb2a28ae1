import type { AnyTRPCRouter } from '@trpc/server';

/** What a procedure declares about itself (tRPC meta). */
export interface ProcedureMeta {
  /** Reference data, the same for every caller until the next release: shared caches may keep it this long. */
  publicMaxAgeSeconds?: number;
  /**
   * The answer's zod schema, for the API document only, where the procedure does not parse its answer on every call
   * (`.output()` would): the engine's result, whose shape core's tests hold to that schema.
   */
  documentedOutput?: unknown;
  /**
   * The input's zod schema, for the API document only, where the procedure's parser is not a zod schema (an
   * upload's, which also takes the body unread: upload.ts of the CSV analyses).
   */
  documentedInput?: unknown;
}

/** Anything about a seller, and every error: no cache, shared or private, may keep it. */
export const NO_STORE = 'no-store';

/**
 * The Cache-Control of one answer to the procedures at `paths` (a tRPC batch has several): public only when every
 * one of them is reference data and nothing failed, otherwise no-store. Both hosts use it: /trpc and the REST shims.
 */
export function cacheControlFor(
  router: AnyTRPCRouter,
  paths: readonly string[] | undefined,
  { failed }: { failed: boolean },
): string {
  if (failed || !paths || paths.length === 0) return NO_STORE;
  const procedures = router._def.procedures as Record<string, { _def: { meta?: ProcedureMeta } } | undefined>;
  let maxAge = Number.POSITIVE_INFINITY;
  for (const path of paths) {
    const seconds = procedures[path]?._def.meta?.publicMaxAgeSeconds;
    if (!seconds) return NO_STORE;
    maxAge = Math.min(maxAge, seconds);
  }
  return `public, max-age=${maxAge}`;
}
