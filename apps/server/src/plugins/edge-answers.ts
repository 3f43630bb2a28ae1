import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NO_STORE } from '@margin/api';
import { toHttpProblem } from '../rest/http-errors';

/** Said instead of "not valid JSON" when the JSON is fine but names a key that could poison prototypes. */
export const FORBIDDEN_KEY_DETAIL =
  'The request body contains a forbidden key (__proto__ or constructor.prototype).';
export const SHUTTING_DOWN_DETAIL = 'The server is restarting. Please try again in a few seconds.';
export const SHUTTING_DOWN_RETRY_AFTER_SECONDS = 5;
export const MALFORMED_REQUEST_DETAIL = 'The request is malformed.';
export const HEADERS_TOO_LARGE_DETAIL = 'The request headers are too large.';
export const REQUEST_TIMEOUT_DETAIL = 'The request took too long to arrive. Please try again.';

/**
 * What Node refuses before any route or hook sees the request (headers over the size limit, a request it cannot
 * parse, one that took too long): Fastify's own handler writes its JSON, not `{ detail }`. Written straight to the
 * socket as Node and Fastify do it, with the security headers no hook could add, and the connection then closed.
 */
export function answerClientError(
  error: Error & { code?: string },
  socket: Duplex,
  securityHeaders: Record<string, string>,
): void {
  // A connection reset by the client has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, HEADERS_TOO_LARGE_DETAIL]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, REQUEST_TIMEOUT_DETAIL]
        : [400, MALFORMED_REQUEST_DETAIL];
  const body = JSON.stringify({ detail });
  const headers = {
    ...securityHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': NO_STORE,
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable)
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  socket.destroy(error);
}

/**
 * Every error answer, wherever it is raised (a route of /api, the test checkout, the webhook, a body Fastify
 * refused): the status and `{ detail }` of `toHttpProblem`, never a message that could carry internals, never cached.
 */
export function answerError(error: unknown, req: FastifyRequest, reply: FastifyReply) {
  // A route's own body limit (the file uploads) is named in its 413; the server-wide one is not.
  const bodyLimit = req.routeOptions.bodyLimit;
  const ownLimit = bodyLimit !== undefined && bodyLimit !== req.server.initialConfig.bodyLimit;
  // A file upload also takes the file itself as text/csv, which its 415 says.
  const upload = (req.routeOptions.config as { upload?: boolean } | undefined)?.upload === true;
  const problem = toHttpProblem(error, { ...(ownLimit ? { bodyLimit } : {}), upload });
  if (problem.status >= 500) req.log.error({ err: error }, 'request failed');
  if (problem.retryAfterSeconds) void reply.header('retry-after', String(problem.retryAfterSeconds));
  return reply.code(problem.status).header('cache-control', NO_STORE).send({ detail: problem.detail });
}

function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** One turn of the event loop: its poll phase accepts queued connections and reads what arrived on open ones. */
const loopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Lets the event loop take every connection the kernel has already accepted for us, and read their requests,
 * before Fastify closes the listening socket (after the preClose hooks): closing it with connections still in its
 * queue resets each of them. The loop takes one queued connection per turn, so it turns until a turn takes none
 * (the queue is empty; the requests read are answered 503 with Retry-After), for at most `maxMs` while they keep
 * coming. Connections made after the close are refused, which a client or load balancer retries elsewhere.
 */
async function drainAcceptQueue(acceptedSoFar: () => number, maxMs = 2_000): Promise<void> {
  const until = Date.now() + maxMs;
  for (;;) {
    const before = acceptedSoFar();
    // Two turns: the one that would accept a queued connection, and the one that reads its request.
    await loopTurn();
    await loopTurn();
    if (acceptedSoFar() === before || Date.now() > until) return;
  }
}

const isApiPath = (url: string) => /^\/(api|trpc)(\/|\?|$)/.test(url);

/**
 * How the server answers what no route decides: errors, bodies Fastify refuses, requests during shutdown, and the
 * caching of API answers. Registered first, so every later plugin and route inherits it.
 */
export function registerEdgeAnswers(app: FastifyInstance): void {
  app.setErrorHandler(answerError);

  // Fastify's JSON parser refuses `__proto__` and `constructor.prototype` keys (good) but says 'not valid JSON'
  // (misleading): the same parser, with a refusal that names what is refused.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString();
    void defaultJsonParser(req, text, (error: Error | null, value?: unknown) => {
      if (error && text.length > 0 && isValidJson(text)) {
        done(Object.assign(new Error(FORBIDDEN_KEY_DETAIL), { statusCode: 400 }), undefined);
      } else done(error, value);
    });
  });

  // Fastify's own 503 during shutdown is its JSON, not `{ detail }`; requests still arriving on open connections
  // while in-flight ones finish are told to come back (a load balancer sends them to another server). Answered
  // before the body is read but after every onRequest hook, so the security headers (registered later) are on it.
  let closing = false;
  // Connections kept alive (as a load balancer keeps them) would hold the server open until the grace time ran
  // out and the process exited with 1: each is closed as soon as it is idle, i.e. once its answer is written. A
  // request already waiting on one (pipelined) is not idle: it gets its 503 first.
  let closeIdle: NodeJS.Timeout | undefined;
  let accepted = 0;
  app.server.on('connection', () => {
    accepted += 1;
  });
  app.addHook('preClose', async () => {
    closing = true;
    await drainAcceptQueue(() => accepted);
    app.server.closeIdleConnections();
    closeIdle = setInterval(() => app.server.closeIdleConnections(), 50);
    closeIdle.unref();
  });
  app.addHook('onClose', async () => clearInterval(closeIdle));
  // Hooks that run on every request take Fastify's callback form: an async hook costs a promise and a turn of the
  // microtask queue per request (bench/api.ts).
  app.addHook('preParsing', (_req, reply, payload, done) => {
    if (!closing) {
      done(null, payload);
      return;
    }
    void reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', String(SHUTTING_DOWN_RETRY_AFTER_SECONDS))
      .send({ detail: SHUTTING_DOWN_DETAIL });
  });

  // API answers are about one caller at one moment unless a route says otherwise (reference data does); errors
  // never are worth keeping. Routes that set their own Cache-Control (static files, /trpc) keep it.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && (reply.statusCode >= 400 || isApiPath(req.url))) {
      void reply.header('cache-control', NO_STORE);
    }
    done(null, payload);
  });
}
