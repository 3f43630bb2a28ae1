import type { Database } from '@margin/db';

export interface CachedAnswer<T> {
  value: T;
  fetchedAt: Date;
  expiresAt: Date;
}

/**
 * A marketplace answer kept in the database for the time spec §9 gives it (listings 1 h, orders 30 min, market
 * research 6 h), so a seller may run the tools again and again without spending the app's request budget. A row
 * with a seller is theirs: disconnecting or deleting the seller purges it; a row without one (market research)
 * is shared by every seller.
 */
export async function cachedFetch<T>(
  db: Database,
  entry: { key: string; userId: string | null; ttlMs: number },
  fetch: () => Promise<T>,
  options: { force?: boolean } = {},
): Promise<CachedAnswer<T>> {
  const cached = await db.prisma.marketplaceCacheEntry.findUnique({
    where: { key: entry.key },
    select: { userId: true, payload: true, fetchedAt: true, expiresAt: true },
  });
  if (!options.force && cached && cached.userId === entry.userId && cached.expiresAt > new Date()) {
    return {
      value: cached.payload as unknown as T,
      fetchedAt: cached.fetchedAt,
      expiresAt: cached.expiresAt,
    };
  }
  const value = await fetch();
  const fetchedAt = new Date();
  const expiresAt = new Date(fetchedAt.getTime() + entry.ttlMs);
  const row = { userId: entry.userId, payload: value as unknown as object, fetchedAt, expiresAt };
  await db.prisma.marketplaceCacheEntry.upsert({
    where: { key: entry.key },
    create: { key: entry.key, ...row },
    update: row,
    select: { id: true },
  });
  return { value, fetchedAt, expiresAt };
}
