import { initTRPC, TRPCError } from '@trpc/server';
import { ADMIN_MESSAGES, adminPasswordExpiry, refusalFor, type Feature } from '@margin/core';
import { ZodError } from 'zod';
import type { Context } from './context';
import { toTRPCError } from './domain-errors';
import { httpHintOf } from './http-hint';
import { asServiceUnavailable } from './services/unavailable';
import type { ProcedureMeta } from './cache-policy';
import { wireFormat } from './wire-format';
import { describeZodError, isUnreadableRequest, UNREADABLE_REQUEST_MESSAGE } from './zod-detail';

/** What a client sees for our own faults: never a message or stack that could carry internals. */
export const INTERNAL_ERROR_MESSAGE = 'Server error. Please try again in a few moments.';

// Procedures may declare how their answers are cached (cache-policy.ts).
const trpc = initTRPC.context<Context>().meta<ProcedureMeta>();

const t = trpc.create({
  transformer: wireFormat,
  // Stack traces stay in the server log, also in development runs that real sellers may reach.
  isDev: false,
  errorFormatter({ shape, error }) {
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      return {
        ...shape,
        message: INTERNAL_ERROR_MESSAGE,
        data: { ...shape.data, stack: undefined, zodIssues: null },
      };
    }
    // `message` is the one human sentence every client shows (and the REST shims answer as `detail`).
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    const hint = httpHintOf(error);
    return {
      ...shape,
      message: zodError
        ? describeZodError(zodError)
        : isUnreadableRequest(error)
          ? UNREADABLE_REQUEST_MESSAGE
          : shape.message,
      data: {
        ...shape.data,
        httpStatus: hint?.status ?? shape.data.httpStatus,
        retryAfterSeconds: hint?.retryAfterSeconds ?? null,
        zodIssues: zodError ? zodError.issues : null,
      },
    };
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure: a refusal of the domain (the engine's, the card processor's) answers in its own words and code
 * (domain-errors.ts), and an unreachable database or Redis answers 503 with Retry-After, not a 500.
 */
const procedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw asServiceUnavailable(toTRPCError(result.error));
  return result;
});

/** Open to anyone, signed in or not. */
export const publicProcedure = procedure;

/** Reference data (countries, currencies, rates, fee tables): the same for everyone, so caches may keep it an hour. */
export const referenceProcedure = publicProcedure.meta({ publicMaxAgeSeconds: 3600 });

/** Requires a valid session; `ctx.user` is the caller and never comes from input. */
export const userProcedure = procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/**
 * A feature core spec §6 keeps for trial and Pro sellers, by core's one rule (`refusalFor`) that the app reads
 * too: an expired seller is refused with the way in (the upgrade), in the same words the app shows.
 */
export function featureProcedure(feature: Feature) {
  return userProcedure.use(({ ctx, next }) => {
    const refusal = refusalFor(ctx.user.hasAccess ? 'trial' : 'expired', feature);
    if (refusal) throw new TRPCError({ code: 'FORBIDDEN', message: refusal.message });
    return next();
  });
}

/**
 * The one admin procedure base: a live admin session (an `adm_` bearer token, never a seller's), checked on every
 * call. Alone it serves what an admin may do before anything else: verify, logout, change the password, set up
 * the second factor.
 */
export const adminSessionProcedure = procedure.use(({ ctx, next }) => {
  if (!ctx.admin || ctx.admin.sessionExpiresAt <= new Date()) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: ADMIN_MESSAGES.sessionExpired });
  }
  return next({ ctx: { ...ctx, admin: ctx.admin } });
});

/**
 * Operators only, and only once their password has not expired (spec §9) and, when the server requires it, their
 * second factor is on: every admin data call and action.
 */
export const adminProcedure = adminSessionProcedure.use(({ ctx, next }) => {
  if (adminPasswordExpiry(ctx.admin.passwordChangedAt).password_expired) {
    throw new TRPCError({ code: 'FORBIDDEN', message: ADMIN_MESSAGES.passwordExpired });
  }
  if (ctx.services.config.adminRequireMfa && !ctx.admin.mfaEnabled) {
    throw new TRPCError({ code: 'FORBIDDEN', message: ADMIN_MESSAGES.mfaSetupRequired });
  }
  return next();
});
