import { TRPCError } from '@trpc/server';
import { hintedError } from '../http-hint';

/**
 * A dependency we cannot serve without (the database, Redis, the card processor) is unreachable. That is neither the caller's mistake
 * nor a bug of ours: the answer is 503 with a Retry-After, so clients and load balancers try again shortly, and a
 * sentence without internals.
 */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';
/** Long enough for a restart or a failover to finish, short enough that a person retrying hardly waits. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

// Prisma's codes for "could not talk to the database", as opposed to "the database said no":
// can't reach, timed out, operations timed out, server closed the connection, pool timeout, too many connections.
const PRISMA_OUTAGE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2037']);
// The driver adapters' (@prisma/adapter-pg, pglite-prisma-adapter) kinds for the same.
const ADAPTER_OUTAGE_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
// SQLSTATE: connection exceptions (class 08), the server shutting down or starting up (57P01-57P03),
// too many connections (53300).
const SQLSTATE_OUTAGE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
// A FATAL (or PANIC) answer ends the connection, whatever its SQLSTATE: the server would not serve us at all, as
// opposed to refusing one statement. A database set not to accept connections (maintenance, a failover) answers
// FATAL 55000, which as a plain ERROR is a statement's own problem. The severity is compared in English, the
// server's default messages (lc_messages) and what the product's deploy runs with.
const CONNECTION_ENDING = new Set(['FATAL', 'PANIC']);
// Errors the drivers throw as plain Errors, told apart only by their message (checked with startsWith).
const OUTAGE_MESSAGES = [
  // pg, when a connection dies mid-query or the pool cannot connect; Prisma passes these on unconverted.
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  // PGlite, once closed (shutdown).
  'PGlite is closed',
  // ioredis, with enableOfflineQueue off: a command while disconnected, or a connection lost under a command.
  "Stream isn't writeable",
  'Connection is closed.',
  // Redis replies while it cannot serve.
  'LOADING ',
  'MASTERDOWN ',
  'CLUSTERDOWN ',
];
// ioredis: a command that outlived its reconnection attempts (maxRetriesPerRequest).
const OUTAGE_ERROR_NAMES = new Set(['MaxRetriesPerRequestError']);
// The card processor's SDK (stripe-node's `type`): it could not be reached or timed out, it failed on its side (a
// 5xx), or it asks us to slow down. A card it declines or a request it refuses is an answer, not an outage.
const STRIPE_OUTAGE_TYPES = new Set(['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError']);

type Inspectable = Record<string, unknown>;

function isObject(value: unknown): value is Inspectable {
  return typeof value === 'object' && value !== null;
}

function connectionEnding(e: Inspectable): boolean {
  return typeof e.severity === 'string' && CONNECTION_ENDING.has(e.severity);
}

function looksDown(e: Inspectable): boolean {
  const code = typeof e.code === 'string' ? e.code : undefined;
  const errorCode = typeof e.errorCode === 'string' ? e.errorCode : undefined; // PrismaClientInitializationError
  if ((code && PRISMA_OUTAGE_CODES.has(code)) || (errorCode && PRISMA_OUTAGE_CODES.has(errorCode)))
    return true;
  if (typeof e.kind === 'string') {
    if (ADAPTER_OUTAGE_KINDS.has(e.kind)) return true;
    if (e.kind === 'postgres' && code && (SQLSTATE_OUTAGE.test(code) || connectionEnding(e))) return true;
  }
  // A PostgreSQL error straight from pg (it carries a severity).
  if (typeof e.severity === 'string' && code && (SQLSTATE_OUTAGE.test(code) || connectionEnding(e)))
    return true;
  if (typeof e.name === 'string' && OUTAGE_ERROR_NAMES.has(e.name)) return true;
  if (typeof e.type === 'string' && STRIPE_OUTAGE_TYPES.has(e.type)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return OUTAGE_MESSAGES.some((start) => message.startsWith(start));
}

/**
 * Whether `error` (or anything in its cause chain, including a Prisma error's driver-adapter details) says the
 * database, Redis or the card processor could not be reached or failed, as opposed to an answer they gave (a
 * constraint, a missing row, a declined card).
 */
export function isDependencyOutage(error: unknown): boolean {
  const pending: unknown[] = [error];
  const seen = new Set<unknown>();
  while (pending.length > 0 && seen.size < 20) {
    const e = pending.pop();
    if (!isObject(e) || seen.has(e)) continue;
    seen.add(e);
    if (looksDown(e)) return true;
    pending.push(e.cause);
    if (isObject(e.meta)) pending.push(e.meta.driverAdapterError);
  }
  return false;
}

/** The one answer for an outage: 503, Retry-After, and a sentence. The cause stays on it for the server log. */
export function serviceUnavailableError(cause?: unknown): TRPCError {
  return hintedError(
    'SERVICE_UNAVAILABLE',
    SERVICE_UNAVAILABLE_MESSAGE,
    { retryAfterSeconds: SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS },
    cause,
  );
}

/** `error` as the 503 answer when it is an outage (and not already one); otherwise `error` unchanged. */
export function asServiceUnavailable(error: unknown): unknown {
  if (error instanceof TRPCError && error.code === 'SERVICE_UNAVAILABLE') return error;
  return isDependencyOutage(error) ? serviceUnavailableError(error) : error;
}
