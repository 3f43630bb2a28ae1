import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { ServerEnv } from './env';

/** Paths pino blanks out wherever they appear in a log line: tokens, passwords, signatures, keys. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'headers.authorization',
  '*.password',
  '*.new_password',
  '*.current_password',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.code_verifier',
  '*.secret',
  'env.PASSWORD_PEPPER',
  'env.STRIPE_SECRET_KEY',
  'env.STRIPE_WEBHOOK_SECRET',
  'env.SMTP_URL',
  'env.DATABASE_URL',
  'env.REDIS_URL',
];

/** Query parameters that carry a secret (reset and sign-in links, OAuth returns, payment sessions). */
const SECRET_QUERY_PARAMS = ['token', 'code', 'state', 'code_verifier', 'session_id'];

/**
 * Keys whose values are secrets wherever they appear in a tRPC call's `input` (JSON in the query string): a query's
 * input, or a mutation's that a client sent by GET (answered 405, logged all the same).
 */
const SECRET_INPUT_KEYS = new Set([
  ...SECRET_QUERY_PARAMS,
  'password',
  'new_password',
  'current_password',
  'confirm_password',
  'mfa_token',
  'access_token',
  'refresh_token',
  'secret',
]);

/** A tRPC `input` as it may be logged: its secret keys' values blanked at any depth; unreadable, all of it. */
function redactInput(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), (key, value: unknown) =>
      SECRET_INPUT_KEYS.has(key) ? 'redacted' : value,
    );
  } catch {
    return 'redacted';
  }
}

/** The request URL as it may be logged: secret query values blanked, everything else kept for debugging. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of SECRET_QUERY_PARAMS) if (params.has(name)) params.set(name, 'redacted');
  const input = params.get('input');
  if (input !== null) params.set('input', redactInput(input));
  return `${url.slice(0, queryAt)}?${params.toString()}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
}

export function loggerOptions(env: ServerEnv) {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Only these fields: headers (cookies, authorization) are never logged at all.
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  } satisfies FastifyServerOptions['logger'];
}

/**
 * One info line per answered request, written when it is answered: method, URL (secrets blanked), status and
 * time, with the request id pino adds. Replaces Fastify's pair of lines (one on arrival, one on completion).
 * Routes with `logLevel: 'silent'` (liveness probes) write none.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(req)) return;
    const line = {
      method: req.method,
      url: redactUrl(req.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      ip: req.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
