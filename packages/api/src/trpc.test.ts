import { CalculationError, REFUSAL_MESSAGES } from '@margin/core';
import { TRPCError } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import { z, ZodError } from 'zod';
import type { Database } from '@margin/db';
import { createContext, type SessionUser } from './context';
import { BillingError } from './services/payments/errors';
import { testServices } from './testing';
import {
  featureProcedure,
  adminProcedure,
  createCallerFactory,
  createTRPCRouter,
  INTERNAL_ERROR_MESSAGE,
  publicProcedure,
  userProcedure,
} from './trpc';

// These procedures never touch the database or the outside world.
const db = {} as Database;
const services = testServices();

const router = createTRPCRouter({
  who: userProcedure.query(({ ctx }) => ctx.user.id),
  pro: featureProcedure('share').query(() => 'ok'),
  ops: adminProcedure.query(({ ctx }) => ctx.admin.username),
  boom: publicProcedure.query(() => {
    throw new Error('relation "users" password_hash=abc');
  }),
  strict: publicProcedure.input(z.object({ quantity: z.number().int().min(1) })).query(() => 'ok'),
  engineRefusal: publicProcedure.query(() => {
    throw new CalculationError('selling_price', 'must be more than 0');
  }),
  billingRefusal: userProcedure.mutation(async () => {
    await Promise.resolve();
    throw new BillingError('CONFLICT', 'You already have an active subscription.');
  }),
});
const callerFor = createCallerFactory(router);

const seller = (hasAccess: boolean): SessionUser => ({ id: 'u1', email: 'a@b.c', hasAccess });

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
  }
  throw new Error('expected a TRPCError');
}

describe('base procedures', () => {
  it('userProcedure needs a session and hands the handler its user', async () => {
    expect((await errorOf(callerFor(createContext({ db, services })).who())).code).toBe('UNAUTHORIZED');
    expect(await callerFor(createContext({ db, services, user: seller(false) })).who()).toBe('u1');
  });

  it('featureProcedure turns away expired users with the way in', async () => {
    const expired = await errorOf(callerFor(createContext({ db, services, user: seller(false) })).pro());
    expect(expired.code).toBe('FORBIDDEN');
    expect(expired.message).toBe(REFUSAL_MESSAGES.upgrade);
    expect(await callerFor(createContext({ db, services, user: seller(true) })).pro()).toBe('ok');
  });

  it('adminProcedure needs an admin session, not a seller one', async () => {
    expect((await errorOf(callerFor(createContext({ db, services, user: seller(true) })).ops())).code).toBe(
      'UNAUTHORIZED',
    );
    const admin = {
      id: 'a1',
      username: 'ops',
      sessionId: 's1',
      sessionExpiresAt: new Date(Date.now() + 60_000),
      passwordChangedAt: new Date(),
      mfaEnabled: false,
    };
    expect(await callerFor(createContext({ db, services, admin })).ops()).toBe('ops');
  });
});

describe('domain errors, mapped once by the base procedure', () => {
  it("answers the engine's refusal as a 400 that names the field in a sentence", async () => {
    const error = await errorOf(callerFor(createContext({ db, services })).engineRefusal());
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('Selling price must be more than 0.');
  });

  it("keeps a billing refusal's code and words, also behind another middleware", async () => {
    const error = await errorOf(
      callerFor(createContext({ db, services, user: seller(true) })).billingRefusal(),
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('You already have an active subscription.');
  });
});

describe('error formatting over the wire', () => {
  const format = (error: TRPCError) =>
    router._def._config.errorFormatter({
      error,
      type: 'query',
      path: 'x',
      input: undefined,
      ctx: undefined,
      shape: {
        message: error.message,
        code: -32603,
        data: { code: error.code, httpStatus: 500, path: 'x', stack: 'at secret.ts:1' },
      },
    });

  it('hides internal failures and their stack', async () => {
    const error = await errorOf(callerFor(createContext({ db, services })).boom());
    const shape = format(error);
    expect(shape.message).toBe(INTERNAL_ERROR_MESSAGE);
    expect(JSON.stringify(shape)).not.toMatch(/password_hash|secret\.ts/);
  });

  it('names the invalid field', async () => {
    const error = await errorOf(callerFor(createContext({ db, services })).strict({ quantity: 0 }));
    expect(format(error).message).toMatch(/^Quantity must /);
  });
});

// patches/@trpc__server@11.22.1.patch: tRPC parses inputs with zod's synchronous parse (zod compiles object schemas
// for it only) and falls back to parseAsync just for a schema with an asynchronous part.
describe('input parsing', () => {
  const syncInput = z.object({ quantity: z.number().int().min(1), note: z.string().default('none') });
  // Watched before any procedure is built: tRPC binds the parse function it picks when the procedure is built.
  const parseAsync = vi.spyOn(syncInput, 'parseAsync');
  const asyncInput = z.object({ code: z.string() }).refine(async ({ code }) => code !== 'taken', {
    message: 'That code is taken.',
  });
  const inputs = createCallerFactory(
    createTRPCRouter({
      plain: publicProcedure.input(syncInput).query(({ input }) => input),
      checkedLater: publicProcedure.input(asyncInput).query(({ input }) => input.code),
    }),
  )(createContext({ db, services }));

  it('parses a synchronous schema without parseAsync, with its defaults applied', async () => {
    expect(await inputs.plain({ quantity: 2 })).toEqual({ quantity: 2, note: 'none' });
    expect(parseAsync).not.toHaveBeenCalled();
  });

  it('still refuses a bad input with zod’s own error', async () => {
    const error = await errorOf(inputs.plain({ quantity: 0 }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.cause).toBeInstanceOf(ZodError);
  });

  it('runs a schema with an asynchronous check through parseAsync', async () => {
    expect(await inputs.checkedLater({ code: 'free' })).toBe('free');
    const error = await errorOf(inputs.checkedLater({ code: 'taken' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect((error.cause as ZodError).issues[0]?.message).toBe('That code is taken.');
  });
});

// patches/@trpc__server@11.22.1.patch: each middleware step's options are written out key by key. Every key of
// tRPC's types reaches every middleware, a context given to next() extends the one before, and the parsed input
// reaches the steps after the input check.
describe('middleware options', () => {
  const seen: Record<string, unknown>[] = [];
  const record = publicProcedure
    .meta({ publicMaxAgeSeconds: 60 })
    .use(({ next, ...options }) => {
      seen.push(options);
      return next({ ctx: { step: 'first' } });
    })
    .input(z.object({ quantity: z.number() }))
    .use(({ next, ...options }) => {
      seen.push(options);
      return next();
    })
    .query(({ ctx, input }) => ({ step: ctx.step, hasServices: ctx.services === services, input }));
  const recorder = createCallerFactory(createTRPCRouter({ nested: { record } }));

  it('gives every middleware the call’s path, type, meta, signal, batch index and raw input', async () => {
    const signal = new AbortController().signal;
    seen.length = 0;
    const answer = await recorder(createContext({ db, services }), { signal }).nested.record({ quantity: 3 });
    expect(answer).toEqual({ step: 'first', hasServices: true, input: { quantity: 3 } });
    expect(seen).toHaveLength(2);
    for (const options of seen) {
      expect(options).toMatchObject({
        path: 'nested.record',
        type: 'query',
        meta: { publicMaxAgeSeconds: 60 },
        signal,
        batchIndex: 0,
      });
      expect(await (options.getRawInput as () => Promise<unknown>)()).toEqual({ quantity: 3 });
    }
    expect(seen[0]).toMatchObject({ input: undefined });
    expect(seen[1]).toMatchObject({ input: { quantity: 3 }, ctx: { step: 'first' } });
  });
});
