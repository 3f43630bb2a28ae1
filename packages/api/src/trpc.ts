import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import type { Context } from './context';
import { httpHintOf } from './http-hint';
import { describeZodError } from './zod-detail';

/** What a client sees for our own faults: never a message or stack that could carry internals. */
export const INTERNAL_ERROR_MESSAGE = 'Server error. Please try again in a few moments.';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
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
      message: zodError ? describeZodError(zodError) : shape.message,
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

/** Open to anyone, signed in or not. */
export const publicProcedure = t.procedure;

/** Requires a valid session; `ctx.user` is the caller and never comes from input. */
export const userProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Trial-or-Pro features (core spec §6): a signed-in seller whose trial or subscription is current. */
export const activeUserProcedure = userProcedure.use(({ ctx, next }) => {
  if (!ctx.user.hasAccess) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: 'Your trial has expired. Upgrade to Pro to use this feature.',
    });
  }
  return next();
});

/** Operators only, signed in through the admin portal's own login. */
export const adminProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.admin) {
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      message: 'Your admin session has expired. Please log in again.',
    });
  }
  return next({ ctx: { ...ctx, admin: ctx.admin } });
});
