import type { TRPCRouterRecord } from '@trpc/server';
import {
  ZAdminActivityLogsResultSchema,
  ZAdminListInputSchema,
  ZAdminPaymentsResultSchema,
  ZAdminStatsSchema,
  ZAdminUserDetailSchema,
  ZAdminUserInputSchema,
  ZAdminUsersResultSchema,
} from '@margin/core';
import { listActivity, listPayments, listSellers, sellerDetail, statsNow } from '../../services/admin/reads';
import { adminProcedure } from '../../trpc';

/** What the operators read: the figures, the sellers, the payments and the activity log. */
export const adminReadsRouter = {
  /** GET /api/admin/stats: every figure of spec §3 from the live database (definitions in ZAdminStatsSchema). */
  stats: adminProcedure.output(ZAdminStatsSchema).query(({ ctx }) => statsNow(ctx.db, ctx.services)),

  /** GET /api/admin/users?limit=100: sellers newest first, test accounts left out. */
  users: adminProcedure
    .input(ZAdminListInputSchema)
    .output(ZAdminUsersResultSchema)
    .query(({ ctx, input }) => listSellers(ctx.db, ctx.services, input.limit)),

  /** GET /api/admin/user/{email}: the search; any seller, test accounts included. 404 'User not found'. */
  user: adminProcedure
    .input(ZAdminUserInputSchema)
    .output(ZAdminUserDetailSchema)
    .query(({ ctx, input }) => sellerDetail(ctx.db, ctx.services, input.email)),

  /** GET /api/admin/payments?limit=100: every payment, newest first. */
  payments: adminProcedure
    .input(ZAdminListInputSchema)
    .output(ZAdminPaymentsResultSchema)
    .query(({ ctx, input }) => listPayments(ctx.db, input.limit)),

  /** GET /api/admin/activity-logs?limit=100: newest first. */
  activityLogs: adminProcedure
    .input(ZAdminListInputSchema)
    .output(ZAdminActivityLogsResultSchema)
    .query(({ ctx, input }) => listActivity(ctx.db, input.limit)),
} satisfies TRPCRouterRecord;
