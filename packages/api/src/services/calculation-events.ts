import type { Database } from '@margin/db';

/** The signed-in seller's calculations, counted for their usage figures. */

export async function recordCalculation(
  db: Database,
  userId: string,
  event: { mode: 'forward' | 'reverse'; country: string | null; currency: string | null },
): Promise<void> {
  await db.prisma.calculationEvent.create({ data: { userId, ...event }, select: { id: true } });
}

/** All-time count, and the counts by mode since `since`. */
export async function calculationCounts(db: Database, userId: string, since: Date) {
  const [total, recent] = await Promise.all([
    db.prisma.calculationEvent.count({ where: { userId } }),
    db.prisma.calculationEvent.groupBy({
      by: ['mode'],
      where: { userId, createdAt: { gte: since } },
      _count: { _all: true },
    }),
  ]);
  return { total, byMode: Object.fromEntries(recent.map((row) => [row.mode, row._count._all])) };
}
