import type { Database, Prisma } from '@margin/db';

/** Stores a share's snapshot under its id, for the seller who made it. */
export async function storeShare(
  db: Database,
  share: { id: string; userId: string; snapshot: Prisma.InputJsonValue; expiresAt: Date },
): Promise<void> {
  await db.prisma.share.create({ data: share, select: { id: true } });
}
