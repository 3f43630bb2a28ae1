import type { Database } from '@margin/db';

/** The seller's trial end and subscription, as subscriptionState reads them; null for an account that is gone. */
export function sellerPlan(db: Database, userId: string) {
  return db.prisma.user.findUnique({
    where: { id: userId },
    select: {
      trialEndsAt: true,
      subscription: { select: { status: true, currentPeriodEnd: true, cancelAtPeriodEnd: true } },
    },
  });
}

/** Whether the account has a password (a paid account must be able to sign in). */
export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const account = await db.prisma.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return Boolean(account?.passwordHash);
}
