import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '@margin/db';
import { calculate, snapshotFromCalculation } from '@margin/core';
import { createTestDatabase } from '@margin/db/testing';
import { createShareViews, type SharedViewNumbers, type ShareViewsOptions } from './share-views';

const testDb = await createTestDatabase();
afterAll(() => testDb.drop());

/** A stored snapshot: the worked example, shared as the app shares it. */
const input = {
  mode: 'forward',
  country: 'US',
  selling_price: 25,
  product_cost: 5,
  shipping_cost: 4,
} as const;
const snapshot = snapshotFromCalculation(input, calculate(input), '');

async function liveShare(fields: { expiresAt?: Date; revokedAt?: Date; viewCount?: number } = {}) {
  const id = randomBytes(18).toString('base64url');
  await testDb.db.prisma.share.create({ data: { id, snapshot, ...fields } });
  return id;
}

const stored = async (id: string) =>
  (await testDb.db.prisma.share.findUniqueOrThrow({ where: { id } })).viewCount;

/**
 * The test database with its share reads and view writes counted; `failWrites` makes that many writes fail
 * first (a connection lost mid-write).
 */
function watchedDb(failWrites = 0) {
  const seen = { reads: 0, writes: 0 };
  const prisma = testDb.db.prisma;
  const db = {
    ...testDb.db,
    prisma: {
      share: {
        findUnique: (args: Parameters<typeof prisma.share.findUnique>[0]) => {
          seen.reads += 1;
          return prisma.share.findUnique(args);
        },
      },
      $executeRaw: (sql: TemplateStringsArray, ...values: unknown[]) => {
        seen.writes += 1;
        if (seen.writes <= failWrites) return Promise.reject(new Error('connection reset'));
        return prisma.$executeRaw(sql, ...values);
      },
    },
  } as unknown as Database;
  return { db, seen };
}

/** Writes only when a test flushes, and a clock the test moves. */
function views(options: ShareViewsOptions = {}) {
  const clock = { at: Date.now() };
  const errors: number[] = [];
  const shareViews = createShareViews({
    writeEveryMs: 3_600_000,
    closeRetryMs: 0,
    now: () => clock.at,
    onWriteError: (_error, count) => errors.push(count),
    ...options,
  });
  return { shareViews, clock, errors };
}

const viewCounts = (answers: { status: string; viewCount?: number }[]) =>
  answers.map((a) => (a.status === 'live' ? a.viewCount : a.status)).sort((a, b) => Number(a) - Number(b));

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('share views', () => {
  it('numbers 100 concurrent views 1..100 from one read, and stores exactly 100 with one write', async () => {
    const id = await liveShare();
    const { db, seen } = watchedDb();
    const { shareViews } = views();
    const answers = await Promise.all(Array.from({ length: 100 }, () => shareViews.view(db, id)));
    expect(viewCounts(answers)).toEqual(oneTo(100));
    expect(answers[0]).toMatchObject({ status: 'live', snapshot, expiresAt: null });
    expect(seen).toEqual({ reads: 1, writes: 0 });
    expect(await stored(id)).toBe(0);

    await shareViews.flush();
    expect(seen).toEqual({ reads: 1, writes: 1 });
    expect(await stored(id)).toBe(100);
    // Nothing left to write: a second flush writes nothing.
    await shareViews.flush();
    expect(seen.writes).toBe(1);
  });

  it('answers unknown, and gone once expired or revoked, and counts none of those views', async () => {
    const expired = await liveShare({ expiresAt: new Date(Date.now() - 1000) });
    const revoked = await liveShare({ revokedAt: new Date() });
    const { shareViews } = views();
    const ask = (id: string) => Promise.all([shareViews.view(testDb.db, id), shareViews.view(testDb.db, id)]);
    expect(await ask('no-such-share')).toEqual([{ status: 'unknown' }, { status: 'unknown' }]);
    expect(await ask(expired)).toEqual([{ status: 'gone' }, { status: 'gone' }]);
    expect(await ask(revoked)).toEqual([{ status: 'gone' }, { status: 'gone' }]);
    await shareViews.flush();
    expect([await stored(expired), await stored(revoked)]).toEqual([0, 0]);
  });

  it('reads a share again once it is a second old: a revocation or deletion is seen then, and earlier views count', async () => {
    const [revoked, deleted] = [await liveShare(), await liveShare()];
    const { db, seen } = watchedDb();
    const { shareViews, clock } = views();
    for (const id of [revoked, deleted])
      expect(await shareViews.view(db, id)).toMatchObject({ viewCount: 1 });
    await testDb.db.prisma.share.update({ where: { id: revoked }, data: { revokedAt: new Date() } });
    await testDb.db.prisma.share.delete({ where: { id: deleted } });

    // Within the second the kept share answers without reading.
    clock.at += 1_000;
    expect(await shareViews.view(db, revoked)).toMatchObject({ viewCount: 2 });
    expect(seen.reads).toBe(2);
    clock.at += 1;
    expect(await shareViews.view(db, revoked)).toEqual({ status: 'gone' });
    expect(await shareViews.view(db, deleted)).toEqual({ status: 'unknown' });
    expect(seen.reads).toBe(4);
    await shareViews.flush();
    expect(await stored(revoked)).toBe(2);
  });

  it('goes on from its own numbers when it reads a share whose views are not written yet', async () => {
    const id = await liveShare();
    const { shareViews, clock } = views();
    for (const n of [1, 2, 3]) expect(await shareViews.view(testDb.db, id)).toMatchObject({ viewCount: n });
    // Read again: the database still says 0.
    clock.at += 1_001;
    expect(await shareViews.view(testDb.db, id)).toMatchObject({ viewCount: 4 });
  });

  it('keeps the numbers of a share whose views wait for the database, however long it is away', async () => {
    const id = await liveShare();
    const { db } = watchedDb(Number.POSITIVE_INFINITY);
    const { shareViews, clock } = views();
    await shareViews.view(db, id);
    await shareViews.view(db, id);
    await shareViews.flush();
    // Past the time an idle share is forgotten, with its views still unwritten.
    clock.at += 120_000;
    await shareViews.flush();
    expect(await shareViews.view(db, id)).toMatchObject({ viewCount: 3 });
  });

  it('answers gone the moment a kept share expires, without reading it again', async () => {
    const { shareViews, clock } = views();
    const id = await liveShare({ expiresAt: new Date(clock.at + 500) });
    expect(await shareViews.view(testDb.db, id)).toMatchObject({ status: 'live', viewCount: 1 });
    clock.at += 500;
    expect(await shareViews.view(testDb.db, id)).toEqual({ status: 'gone' });
    await shareViews.flush();
    expect(await stored(id)).toBe(1);
  });

  it('keeps the views of a failed write and writes them, with those counted meanwhile, next time', async () => {
    const id = await liveShare();
    const { db, seen } = watchedDb(1);
    const { shareViews, errors } = views();
    await Promise.all(Array.from({ length: 3 }, () => shareViews.view(db, id)));
    await shareViews.flush();
    expect(errors).toEqual([3]);
    expect(await stored(id)).toBe(0);
    expect(await shareViews.view(db, id)).toMatchObject({ viewCount: 4 });
    await shareViews.flush();
    expect(seen.writes).toBe(2);
    expect(await stored(id)).toBe(4);
  });

  it('reports failing writes at the first and then once a minute, and says at close what it could not write', async () => {
    const id = await liveShare();
    const { db } = watchedDb(Number.POSITIVE_INFINITY);
    const { shareViews, clock, errors } = views();
    await shareViews.view(db, id);
    await shareViews.flush();
    await shareViews.view(db, id);
    await shareViews.flush();
    expect(errors).toEqual([1]);
    clock.at += 60_000;
    await shareViews.flush();
    expect(errors).toEqual([1, 2]);
    expect(await shareViews.close()).toBe(2);
    expect(await stored(id)).toBe(0);
  });

  it('tries again when it closes and a write is refused, and then writes everything', async () => {
    const id = await liveShare();
    const { db, seen } = watchedDb(2);
    const { shareViews, errors } = views({ closeRetryMs: 10_000, writeEveryMs: 5 });
    await shareViews.view(db, id);
    await shareViews.view(db, id);
    expect(await shareViews.close()).toBe(0);
    expect(seen.writes).toBe(3);
    expect(errors).toEqual([2]);
    expect(await stored(id)).toBe(2);
  });

  it('writes what is left when it closes, so a restarted server goes on from there', async () => {
    const id = await liveShare({ viewCount: 7 });
    const first = views().shareViews;
    for (const n of [8, 9, 10]) expect(await first.view(testDb.db, id)).toMatchObject({ viewCount: n });
    expect(await first.close()).toBe(0);
    expect(await stored(id)).toBe(10);
    const restarted = views().shareViews;
    expect(await restarted.view(testDb.db, id)).toMatchObject({ viewCount: 11 });
    await restarted.close();
    expect(await stored(id)).toBe(11);
  });

  it('writes on its own schedule', async () => {
    const id = await liveShare();
    const { shareViews } = views({ writeEveryMs: 5, now: Date.now });
    await shareViews.view(testDb.db, id);
    await expect.poll(() => stored(id), { timeout: 5_000 }).toBe(1);
    await shareViews.close();
  });

  it('takes numbers from the shared store, and numbers on its own while the store cannot answer', async () => {
    const id = await liveShare({ viewCount: 2 });
    const asked: number[] = [];
    let reachable = true;
    // Another server has answered up to 40.
    const numbers: SharedViewNumbers = {
      next: (_id, atLeast) => {
        asked.push(atLeast);
        return Promise.resolve(reachable ? Math.max(40, atLeast) + 1 : undefined);
      },
    };
    const { shareViews } = views({ numbers });
    expect(await shareViews.view(testDb.db, id)).toMatchObject({ viewCount: 41 });
    reachable = false;
    expect(await shareViews.view(testDb.db, id)).toMatchObject({ viewCount: 42 });
    expect(asked).toEqual([2, 41]);
    await shareViews.flush();
    // The store numbers; what is written is this server's views, added to the count.
    expect(await stored(id)).toBe(4);
  });

  it('fails a view of a stored snapshot that lost its shape, and counts nothing', async () => {
    const id = await liveShare();
    await testDb.db.prisma.share.update({
      where: { id },
      data: { snapshot: { ...snapshot, price: 'lots' } },
    });
    const { shareViews } = views();
    await expect(shareViews.view(testDb.db, id)).rejects.toThrow(
      'A stored share snapshot has lost its shape',
    );
    await shareViews.flush();
    expect(await stored(id)).toBe(0);
  });
});
