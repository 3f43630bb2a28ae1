import { TRPCError } from '@trpc/server';
import {
  ADMIN_LIST_LIMIT,
  ADMIN_MESSAGES,
  type TAdminActivityLogsResult,
  type TAdminPaymentsResult,
  type TAdminStats,
  type TAdminUserDetail,
  type TAdminUsersResult,
} from '@margin/core';
import type { Database, Prisma } from '@margin/db';
import { MARKETPLACE_DAY_COUNTER } from '../marketplace/request-budget';
import type { Services } from '../types';
import { activityView } from './activity-log';
import { adminStats } from './stats';
import {
  adminPaymentSelect,
  adminPaymentView,
  adminUserSelect,
  adminUserView,
  realSellers,
  testAccountDomains,
} from './users';

/** Every figure of spec §3 from the live database (definitions in ZAdminStatsSchema). */
export async function statsNow(db: Database, services: Services): Promise<TAdminStats> {
  return adminStats(db, testAccountDomains(services.config), new Date(), {
    configured: services.marketplace !== null,
    requestsToday: (await services.counters.peek(MARKETPLACE_DAY_COUNTER)).count,
  });
}

/** Sellers newest first, test accounts left out. */
export async function listSellers(
  db: Database,
  services: Services,
  limit: number,
): Promise<TAdminUsersResult> {
  const domains = testAccountDomains(services.config);
  const rows = await db.prisma.user.findMany({
    where: realSellers(domains),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    select: adminUserSelect,
  });
  const now = new Date();
  return { users: rows.map((row) => adminUserView(row, domains, now)) };
}

/** The search: any seller, test accounts included. 404 'User not found'. */
export async function sellerDetail(
  db: Database,
  services: Services,
  email: string,
): Promise<TAdminUserDetail> {
  const row = await db.prisma.user.findUnique({
    where: { email },
    select: {
      ...adminUserSelect,
      marketplaceConnection: { select: { connectedAt: true, disconnectedAt: true } },
    },
  });
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.userNotFound });
  const payments = await ledgerPayments(db, { userId: row.id }, ADMIN_LIST_LIMIT);
  const connection = row.marketplaceConnection;
  return {
    user: adminUserView(row, testAccountDomains(services.config)),
    payments: payments.map(adminPaymentView),
    etsy_active: Boolean(connection?.connectedAt && !connection.disconnectedAt),
  };
}

/**
 * Payments from the ledger, newest first, deleted sellers' included (without an e-mail); the checkout session id
 * comes from the payment itself while its seller exists.
 */
async function ledgerPayments(db: Database, where: Prisma.PaymentLedgerEntryWhereInput, take: number) {
  const rows = await db.prisma.paymentLedgerEntry.findMany({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
    select: adminPaymentSelect,
  });
  const sessions = await db.prisma.payment.findMany({
    where: { id: { in: rows.map((row) => row.id) } },
    select: { id: true, providerSessionId: true },
  });
  const sessionOf = new Map(sessions.map((p) => [p.id, p.providerSessionId]));
  return rows.map((row) => ({ ...row, providerSessionId: sessionOf.get(row.id) ?? null }));
}

/** Every payment, newest first, the deleted sellers' included. */
export async function listPayments(db: Database, limit: number): Promise<TAdminPaymentsResult> {
  return { payments: (await ledgerPayments(db, {}, limit)).map(adminPaymentView) };
}

/** The activity log, newest first. */
export async function listActivity(db: Database, limit: number): Promise<TAdminActivityLogsResult> {
  const rows = await db.prisma.adminActivityLog.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    select: {
      id: true,
      adminUsername: true,
      action: true,
      details: true,
      targetEmail: true,
      reason: true,
      createdAt: true,
    },
  });
  return { logs: rows.map(activityView) };
}
