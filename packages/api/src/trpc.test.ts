import { REFUSAL_MESSAGES } from '@margin/core';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '@margin/db';
import { createContext, type SessionUser } from './context';
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
