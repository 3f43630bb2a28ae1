import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type DestinationStream, type Logger } from 'pino';
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

/**
 * Whether a query string may hold anything to blank: a secret name once percent-decoded, a JSON unicode escape (which
 * could spell one), or text that does not decode. Nearly every URL (a calculation's input, say) names none, and is
 * then logged as it came without the parse and re-encode below, the costliest part of a request's log line.
 */
const MAY_NAME_A_SECRET = new RegExp(`\\\\u|${[...SECRET_INPUT_KEYS].join('|')}`);
function mayNameASecret(query: string): boolean {
  try {
    return MAY_NAME_A_SECRET.test(decodeURIComponent(query));
  } catch {
    return true;
  }
}

/** The request URL as it may be logged: secret query values blanked, everything else kept for debugging. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1 || !mayNameASecret(url.slice(queryAt + 1))) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of SECRET_QUERY_PARAMS) if (params.has(name)) params.set(name, 'redacted');
  const input = params.get('input');
  if (input !== null) params.set('input', redactInput(input));
  return `${url.slice(0, queryAt)}?${params.toString()}`;
}

/** The answered-request line's own fields, after pino's level, time and the server's bindings. */
interface AccessLine {
  reqId: string;
  method: string;
  url: string;
  status: number;
  ms: number;
  ip: string;
}

/**
 * Writes the answered-request line exactly as `logger.info({ reqId, ...line }, 'request')` would: pino's level
 * number, its time function, the logger's bindings (pid, hostname), the fields, then the message, into the
 * logger's stream. Why not pino's `info` itself: it works out every line's JSON generically (serializer lookups,
 * value formatting), which under the API benchmark cost a few µs of every request; these fields are always the same
 * six, strings and integers, so one template does it (logger.test.ts holds it to pino's own line, byte for byte).
 * A stream that wants pino's metadata with each line (pino.multistream) gets pino's `info` instead.
 */
export function accessLineWriter(log: FastifyBaseLogger): (line: AccessLine) => void {
  const logger = log as Logger;
  const { streamSym, timeSym, chindingsSym, needsMetadataGsym } = pino.symbols;
  const internals = logger as unknown as Record<symbol, unknown>;
  const stream = internals[streamSym] as DestinationStream & Record<symbol, unknown>;
  if (stream[needsMetadataGsym]) return (line) => logger.info(line, 'request');
  const time = internals[timeSym] as () => string;
  const bindings = internals[chindingsSym] as string;
  const level = logger.levels.values.info;
  return (line) => {
    if (!logger.isLevelEnabled('info')) return;
    stream.write(
      `{"level":${level}${time()}${bindings},"reqId":${JSON.stringify(line.reqId)},"method":${JSON.stringify(line.method)},"url":${JSON.stringify(line.url)},"status":${line.status},"ms":${line.ms},"ip":${JSON.stringify(line.ip)},"msg":"request"}\n`,
    );
  };
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
  /**
   * The answered-request line's writer (accessLineWriter), made at the first answer: its fields are the ones above,
   * the URL already blanked by redactUrl, so the redaction paths could never match, and it skips them (pino would
   * run its wildcard redaction over every value, about 2 µs a request). The line reads exactly as the request's own
   * logger writes it.
   */
  #writeAccessLine: ((line: AccessLine) => void) | undefined;

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
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
      return;
    }
    // A route with a log level of its own (none but the silent probes today) keeps its own logger.
    if (reply.log.level !== req.server.log.level) {
      reply.log.info(line, 'request');
      return;
    }
    this.#writeAccessLine ??= accessLineWriter(req.server.log);
    this.#writeAccessLine({ reqId: req.id, ...line });
  }
}

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
/** What pino's log methods take: an object or a message first, then the rest. */
type LogArgs = [unknown, ...unknown[]];

/**
 * A request's logger, made when it is first used. Fastify gives every request a child logger bound to its id, and
 * pino runs the bindings of each child through the redaction paths above (the wildcards apply to every key): 1.1 µs
 * of redaction a request in a CPU profile under the API benchmark, beside pino's own work for the child. Most
 * requests never use it (their line above goes through the access log), so the child is made only when a handler, a
 * hook or an error logs through `req.log`.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get #logger(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  /** The level the child has or would have: its route's own, else the server's. Reading it makes nothing. */
  get level(): string {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#logger.level = level;
  }

  // Methods on the class, not arrow properties: a request that never logs should not pay for seven closures.
  fatal(...args: LogArgs): void {
    this.#write('fatal', args);
  }
  error(...args: LogArgs): void {
    this.#write('error', args);
  }
  warn(...args: LogArgs): void {
    this.#write('warn', args);
  }
  info(...args: LogArgs): void {
    this.#write('info', args);
  }
  debug(...args: LogArgs): void {
    this.#write('debug', args);
  }
  trace(...args: LogArgs): void {
    this.#write('trace', args);
  }
  silent(...args: LogArgs): void {
    this.#write('silent', args);
  }

  #write(method: LogMethod, args: LogArgs): void {
    const logger = this.#logger;
    Reflect.apply(logger[method], logger, args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
}

export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  parent,
  bindings,
  options,
) => new LazyRequestLogger(parent, bindings, options);
