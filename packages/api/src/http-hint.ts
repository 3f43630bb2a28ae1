import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';

/**
 * Carries what a tRPC error code cannot say: the exact HTTP status the spec's clients expect (423 for a locked
 * account) and a Retry-After. Both hosts read it: the /trpc adapter and the REST shims.
 */
export class HttpHint extends Error {
  constructor(
    readonly status: number | undefined,
    readonly retryAfterSeconds?: number,
    /** What went wrong underneath, for the server log (the client sees only the TRPCError's message). */
    cause?: unknown,
  ) {
    super('http hint', cause === undefined ? undefined : { cause });
    this.name = 'HttpHint';
  }
}

export function httpHintOf(error: unknown): HttpHint | undefined {
  const cause = error instanceof TRPCError ? error.cause : undefined;
  return cause instanceof HttpHint ? cause : undefined;
}

export function hintedError(
  code: TRPC_ERROR_CODE_KEY,
  message: string,
  hint: { status?: number; retryAfterSeconds?: number },
  cause?: unknown,
): TRPCError {
  return new TRPCError({ code, message, cause: new HttpHint(hint.status, hint.retryAfterSeconds, cause) });
}
