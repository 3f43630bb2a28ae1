import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '@margin/db';
import { calculate, snapshotFromCalculation } from '@margin/core';
import { createTestDatabase } from '@margin/db/testing';
import { countShareView } from './share-views';

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

async function liveShare(fields: { expiresAt?: Date; revokedAt?: Date } = {}): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await testDb.db.prisma.share.create({ data: { id, snapshot, ...fields } });
  return id;
}

/**
 * The test database, with its share writes counted. With `hangFirst`, the first write hangs until `failFirst` is
 * called and then fails (a connection lost mid-write).
 */
function countingWrites(hangFirst = false): { db: Database; writes: number[]; failFirst: () => void } {
  const writes: number[] = [];
  const prisma = testDb.db.prisma;
  let failFirst = () => {};
  const firstWrite = new Promise<never>((_, reject) => {
    failFirst = () => reject(new Error('connection reset'));
  });
  firstWrite.catch(() => undefined);
  const db = {
    ...testDb.db,
    prisma: {
      // The write is one SQL statement whose first parameter is the number of views it adds.
      $queryRaw: (sql: TemplateStringsArray, ...values: unknown[]) => {
        writes.push(Number(values[0]));
        return writes.length === 1 && hangFirst ? firstWrite : prisma.$queryRaw(sql, ...values);
      },
    },
  } as unknown as Database;
  return { db, writes, failFirst };
}

async function untilWrites(writes: number[], count: number) {
  while (writes.length < count) await new Promise((resolve) => setImmediate(resolve));
}

describe('countShareView', () => {
  it('numbers 100 concurrent views 1..100 with a handful of writes, and stores exactly 100', async () => {
    const id = await liveShare();
    const { db, writes } = countingWrites();
    const views = await Promise.all(Array.from({ length: 100 }, () => countShareView(db, id)));
    expect(views.map((v) => v!.viewCount).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    expect(writes.length).toBeLessThan(100);
    expect(writes.reduce((a, b) => a + b, 0)).toBe(100);
    expect((await testDb.db.prisma.share.findUniqueOrThrow({ where: { id } })).viewCount).toBe(100);
    expect(views[0]!.snapshot).toEqual(snapshot);
  });

  it('answers null for an unknown, expired or revoked share and counts nothing', async () => {
    const expired = await liveShare({ expiresAt: new Date(Date.now() - 1000) });
    const revoked = await liveShare({ revokedAt: new Date() });
    for (const id of ['no-such-share', expired, revoked]) {
      expect(await Promise.all([countShareView(testDb.db, id), countShareView(testDb.db, id)])).toEqual([
        null,
        null,
      ]);
    }
    const rows = await testDb.db.prisma.share.findMany({ where: { id: { in: [expired, revoked] } } });
    expect(rows.map((r) => r.viewCount)).toEqual([0, 0]);
  });

  it('fails only the views a failed write carried; those that arrived meanwhile are written next', async () => {
    const id = await liveShare();
    const { db, writes, failFirst } = countingWrites(true);
    const first = countShareView(db, id);
    await untilWrites(writes, 1);
    // Four views arrive while the first write is in flight; then that write fails.
    const waiting = Array.from({ length: 4 }, () => countShareView(db, id));
    failFirst();
    await expect(first).rejects.toThrow('connection reset');
    const counted = await Promise.all(waiting);
    expect(counted.map((v) => v!.viewCount)).toEqual([1, 2, 3, 4]);
    expect(writes).toEqual([1, 4]);
    // The queue drained: the next view starts a write of its own.
    expect((await countShareView(db, id))!.viewCount).toBe(5);
    expect(writes).toEqual([1, 4, 1]);
  });
});
