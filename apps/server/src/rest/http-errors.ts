import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { describeZodError, httpHintOf, INTERNAL_ERROR_MESSAGE as SERVER_ERROR_DETAIL } from '@margin/api';
import { ZodError } from 'zod';

export interface HttpProblem {
  status: number;
  detail: string;
  retryAfterSeconds?: number;
}

/**
 * Maps anything a REST shim can throw to the status and `{ detail }` the specs' clients read.
 * A user's mistake is always a 4xx with a sentence naming the problem; only our own faults are 500.
 */
export function toHttpProblem(
  error: unknown,
  request: { bodyLimit?: number; upload?: boolean } = {},
): HttpProblem {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    const hint = httpHintOf(error);
    // Our own faults (an output that fails its schema included) never show their internals; a hinted 5xx
    // ('busy, try again' with Retry-After) is a deliberate answer and keeps its sentence.
    if (status >= 500 && !hint) return { status, detail: SERVER_ERROR_DETAIL };
    if (error.cause instanceof ZodError) return { status, detail: describeZodError(error.cause) };
    return {
      status: hint?.status ?? status,
      detail: error.message,
      ...(hint?.retryAfterSeconds ? { retryAfterSeconds: hint.retryAfterSeconds } : {}),
    };
  }
  if (error instanceof ZodError) return { status: 400, detail: describeZodError(error) };
  if (isFastifyClientError(error)) {
    return { status: error.statusCode, detail: fastifyDetail(error, request) };
  }
  return { status: 500, detail: SERVER_ERROR_DETAIL };
}

interface StatusError {
  statusCode: number;
  message: string;
  code?: string;
}

function isFastifyClientError(error: unknown): error is StatusError {
  const status = (error as Partial<StatusError> | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** 10 MB, 512 KB: a body limit as a person reads it (1 MB = 1,048,576 bytes, as Fastify counts). */
export function sizeInWords(bytes: number): string {
  const mb = bytes / 1_048_576;
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * Fastify's own messages are written for developers; reword the ones a client can trigger. A path with a body
 * limit of its own (the file uploads) names it, so a caller knows how large a file it takes, and an upload path
 * names the file's own media type too.
 */
function fastifyDetail(
  error: StatusError,
  { bodyLimit, upload }: { bodyLimit?: number; upload?: boolean },
): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return bodyLimit === undefined
        ? 'The request body is too large.'
        : `The request body is too large: this path takes at most ${sizeInWords(bodyLimit)}.`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return upload
        ? 'Send the request body as application/json, or the file itself as text/csv.'
        : 'Send the request body as application/json.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not as long as its Content-Length says.';
    default:
      return error.message;
  }
}
