import net from 'node:net';
import { TRPCError } from '@trpc/server';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '@margin/db';
import { createTestDatabase, postgresForTests } from '@margin/db/testing';
import { createContext } from '../context';
import { httpHintOf } from '../http-hint';
import { testServices } from '../testing';
import { createCallerFactory, createTRPCRouter, publicProcedure } from '../trpc';
import {
  asServiceUnavailable,
  isDependencyOutage,
  serviceUnavailableError,
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from './unavailable';

/** A PostgreSQL URL nothing listens at: every query fails to connect, at once. */
const CLOSED_PORT_URL = 'postgresql://postgres@127.0.0.1:1/margin';

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

/** Waits until `admin` sees a query containing `marker` running in the same database, and answers its pid. */
async function runningQueryPid(admin: Database, marker: string): Promise<number> {
  for (;;) {
    const rows = await admin.prisma.$queryRawUnsafe<{ pid: number }[]>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid() AND query LIKE $1`,
      `%${marker}%`,
    );
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const { url: pgUrl, skipReason } = await postgresForTests();
const embedded = await createTestDatabase({ kind: 'embedded' });
const toDrop = [embedded];
afterAll(async () => {
  await Promise.all(toDrop.map((t) => t.drop()));
});

describe('recognising an outage by what the drivers really throw', () => {
  it('PostgreSQL not reachable (Prisma P1001 from @prisma/adapter-pg), in queries and transactions', async () => {
    const db = await createDb({ databaseUrl: CLOSED_PORT_URL, migrate: false });
    try {
      const failures = [
        await failureOf(db.prisma.user.findFirst({ select: { id: true } })),
        await failureOf(db.ping()),
        await failureOf(db.prisma.$transaction(async (tx) => tx.user.count())),
      ];
      for (const failure of failures) expect(isDependencyOutage(failure)).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('the embedded database once closed', async () => {
    const closed = await createTestDatabase({ kind: 'embedded' });
    await closed.drop();
    expect(isDependencyOutage(await failureOf(closed.db.prisma.user.count()))).toBe(true);
  });

  it('answers from a database that is up are not outages', async () => {
    const email = 'taken@example.com';
    await embedded.db.prisma.user.create({ data: { email }, select: { id: true } });
    const duplicate = await failureOf(
      embedded.db.prisma.user.create({ data: { email }, select: { id: true } }),
    );
    expect(isDependencyOutage(duplicate)).toBe(false);
    const missing = await failureOf(
      embedded.db.prisma.user.findUniqueOrThrow({ where: { email: 'nobody@example.com' } }),
    );
    expect(isDependencyOutage(missing)).toBe(false);
    expect(isDependencyOutage(new TRPCError({ code: 'NOT_FOUND', message: 'No such share.' }))).toBe(false);
    expect(isDependencyOutage(new Error('boom'))).toBe(false);
    expect(isDependencyOutage(undefined)).toBe(false);
  });

  it('a FATAL answer ends the connection whatever its SQLSTATE; the same SQLSTATE as a statement’s ERROR does not', () => {
    const adapterError = (code: string, severity: string) => ({
      name: 'PrismaClientKnownRequestError',
      code: 'P2039',
      meta: {
        driverAdapterError: { name: 'DriverAdapterError', cause: { kind: 'postgres', code, severity } },
      },
    });
    expect(isDependencyOutage(adapterError('55000', 'FATAL'))).toBe(true);
    expect(isDependencyOutage(adapterError('28000', 'FATAL'))).toBe(true);
    expect(isDependencyOutage(adapterError('55000', 'ERROR'))).toBe(false);
    expect(
      isDependencyOutage({ severity: 'FATAL', code: '55000', message: 'not accepting connections' }),
    ).toBe(true);
    expect(
      isDependencyOutage({ severity: 'ERROR', code: '55000', message: 'currval is not yet defined' }),
    ).toBe(false);
  });
});

describe.skipIf(!pgUrl)(`connections lost mid-query${skipReason}`, () => {
  it('a server-side kill (pg_terminate_backend, as on a restart or failover)', async () => {
    const target = await createTestDatabase({ kind: 'postgres' });
    toDrop.push(target);
    const admin = await createDb({ databaseUrl: target.url, migrate: false });
    try {
      const running = failureOf(
        target.db.prisma.$queryRawUnsafe(`SELECT pg_sleep(30)::text AS killed_by_test`),
      );
      const pid = await runningQueryPid(admin, 'killed_by_test');
      await admin.prisma.$queryRawUnsafe(`SELECT pg_terminate_backend(${pid})::text`);
      expect(isDependencyOutage(await running)).toBe(true);
    } finally {
      await admin.close();
    }
  });

  it('the network dropping the connection (pg: "Connection terminated unexpectedly")', async () => {
    const target = await createTestDatabase({ kind: 'postgres' });
    toDrop.push(target);
    const direct = new URL(target.url!);
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(direct.port || 5432), direct.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayed = new URL(direct);
    relayed.hostname = '127.0.0.1';
    relayed.port = String((relay.address() as net.AddressInfo).port);
    const db = await createDb({ databaseUrl: relayed.toString(), migrate: false });
    try {
      const running = failureOf(db.prisma.$queryRawUnsafe(`SELECT pg_sleep(30)::text AS cut_by_test`));
      await runningQueryPid(target.db, 'cut_by_test');
      for (const s of sockets) s.destroy();
      expect(isDependencyOutage(await running)).toBe(true);
    } finally {
      await new Promise<void>((resolve) => relay.close(() => resolve()));
      await db.close();
    }
  });
});

describe('the card processor (Stripe SDK errors)', () => {
  it('unreachable, timed out, failing on its side or asking us to slow down: an outage', () => {
    const errors = [
      new Stripe.errors.StripeConnectionError({ message: 'Request aborted due to timeout being reached' }),
      new Stripe.errors.StripeAPIError({ message: 'An unknown error occurred' }),
      new Stripe.errors.StripeRateLimitError({ message: 'Too many requests' }),
    ];
    for (const error of errors) expect(isDependencyOutage(error), error.type).toBe(true);
  });

  it('a declined card or a refused request is an answer, not an outage', () => {
    const errors = [
      new Stripe.errors.StripeCardError({ message: 'Your card was declined.' }),
      new Stripe.errors.StripeInvalidRequestError({ message: 'No such checkout session' }),
      new Stripe.errors.StripeAuthenticationError({ message: 'Invalid API key' }),
    ];
    for (const error of errors) expect(isDependencyOutage(error), error.type).toBe(false);
  });
});

describe('the answer to an outage', () => {
  it('is a 503 with Retry-After and a sentence, and keeps the cause for the log only', () => {
    const cause = new Error("Can't reach database server at 10.0.0.5:5432");
    const answer = serviceUnavailableError(cause);
    expect(answer.code).toBe('SERVICE_UNAVAILABLE');
    expect(answer.message).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    expect(httpHintOf(answer)?.retryAfterSeconds).toBe(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS);
    expect(httpHintOf(answer)?.cause).toBe(cause);
    expect(asServiceUnavailable(answer)).toBe(answer);
    const other = new Error('boom');
    expect(asServiceUnavailable(other)).toBe(other);
  });

  it('is what every procedure answers when the database is down', async () => {
    const db = await createDb({ databaseUrl: CLOSED_PORT_URL, migrate: false });
    const router = createTRPCRouter({
      count: publicProcedure.query(({ ctx }) => ctx.db.prisma.user.count()),
    });
    try {
      const failure = await failureOf(
        createCallerFactory(router)(createContext({ db, services: testServices() })).count(),
      );
      expect(failure).toBeInstanceOf(TRPCError);
      expect((failure as TRPCError).code).toBe('SERVICE_UNAVAILABLE');
      expect((failure as TRPCError).message).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    } finally {
      await db.close();
    }
  });
});
