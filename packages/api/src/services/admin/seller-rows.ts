import { TRPCError } from '@trpc/server';
import { ADMIN_MESSAGES, subscriptionState, type TAdminUser } from '@margin/core';
import type { Prisma } from '@margin/db';
import type { SessionAdmin } from '../../context';
import type { Database } from '@margin/db';
import type { Tx } from '../db-client';
import type { AppConfig } from '../types';
import { recordedAction, type ActivityEntry } from './activity-log';
import { adminUserSelect, adminUserView, testAccountDomains, type AdminUserRow } from './users';

/** What the seller actions share: the seller by e-mail, as the admin sees them, inside the action's transaction. */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });
export const userNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.userNotFound });

const sellerSelect = {
  ...adminUserSelect,
  trialStartedAt: true,
  subscription: {
    select: { ...adminUserSelect.subscription.select, id: true, canceledAt: true },
  },
} as const satisfies Prisma.UserSelect;

export type SellerRow = Prisma.UserGetPayload<{ select: typeof sellerSelect }>;

export async function findSeller(tx: Tx | Database['prisma'], email: string): Promise<SellerRow> {
  const row = await tx.user.findUnique({ where: { email }, select: sellerSelect });
  if (!row) throw userNotFound();
  return row;
}

/**
 * The seller, their row locked until the action's transaction ends: two actions on one seller (two operators, a
 * double click) run one after the other, and each sees what the one before did, so every logged action happened
 * exactly as logged.
 */
export async function lockedSeller(tx: Tx, email: string): Promise<SellerRow> {
  await tx.$queryRaw`SELECT id FROM users WHERE email = ${email} FOR UPDATE`;
  return findSeller(tx, email);
}

export async function sellerView(config: AppConfig, tx: Tx, userId: string, now: Date): Promise<TAdminUser> {
  const row: AdminUserRow = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: adminUserSelect,
  });
  return adminUserView(row, testAccountDomains(config), now);
}

export function paidAccess(row: SellerRow, now: Date) {
  return subscriptionState({ trialEndsAt: row.trialEndsAt }, row.subscription, now);
}

/** A seller action: the change and its log entry in one transaction (see recordedAction). */
export function sellerAction<T>(
  db: Database,
  admin: SessionAdmin,
  work: (tx: Tx, now: Date) => Promise<{ result: T; log: ActivityEntry }>,
): Promise<T> {
  return recordedAction(db, admin, work);
}
