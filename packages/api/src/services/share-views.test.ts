import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '@margin/db';
import { createTestDatabase } from '@margin/db/testing';
import { countShareView } from './share-views';

const testDb = await createTestDatabase();
afterAll(() => testDb.drop());

async function liveShare(fields: { expiresAt?: Date; revokedAt?: Date } = {}): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await testDb.db.prisma.share.create({ data: { id, snapshot: { v: 1 }, ...fields } });
  return id;
}

/** The test database, with its share writes counted (and the first `failing` of them refused). */
function countingWrites(failing = 0): { db: Database; writes: number[] } {
  const writes: number[] = [];
  const share = testDb.db.prisma.share;
  const db = {
    ...testDb.db,
    prisma: {
      share: {
        updateManyAndReturn: (args: Parameters<typeof share.updateManyAndReturn>[0]) => {
          writes.push(
            args.data.viewCount && typeof args.data.viewCount === 'object'
              ? Number(args.data.viewCount.increment)
              : 0,
          );
          if (writes.length <= failing) return Promise.reject(new Error('connection reset'));
          return share.updateManyAndReturn(args);
        },
      },
    },
  } as unknown as Database;
  return { db, writes };
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
    expect(views[0]!.snapshot).toEqual({ v: 1 });
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

  it('fails only the views a failed write carried; those waiting behind it are written next', async () => {
    const id = await liveShare();
    const { db, writes } = countingWrites(1);
    const views = await Promise.allSettled(Array.from({ length: 5 }, () => countShareView(db, id)));
    expect(views[0]!.status).toBe('rejected');
    const counted = views.slice(1).map((v) => (v.status === 'fulfilled' ? v.value!.viewCount : 0));
    expect(counted).toEqual([1, 2, 3, 4]);
    expect(writes).toEqual([1, 4]);
    // The queue drained: the next view starts a write of its own.
    expect((await countShareView(db, id))!.viewCount).toBe(5);
  });
});
