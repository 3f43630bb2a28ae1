import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import type { Context } from './context';
import { describeZodError } from './zod-detail';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    // `detail` is the one human sentence every client shows (and the REST shims answer with).
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    return {
      ...shape,
      message: zodError ? describeZodError(zodError) : shape.message,
      data: { ...shape.data, zodIssues: zodError ? zodError.issues : null },
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
