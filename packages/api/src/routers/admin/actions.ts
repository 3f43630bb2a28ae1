import type { TRPCRouterRecord } from '@trpc/server';
import {
  ZAdminActionResultSchema,
  ZAdminExtendTrialInputSchema,
  ZAdminExtendTrialResultSchema,
  ZAdminForceLogoutResultSchema,
  ZAdminToggleSubscriptionInputSchema,
  ZAdminUserActionInputSchema,
} from '@margin/core';
import { deleteSeller, extendTrial, forceLogout, resendWelcome } from '../../services/admin/seller-actions';
import { activatePro, cancelSubscription, endPro } from '../../services/admin/subscription-actions';
import { adminProcedure } from '../../trpc';

/** The user actions of the portal: each changes the seller and writes its log line in one transaction. */
export const adminActionsRouter = {
  /** POST /api/admin/user/{email}/toggle-subscription: Activate Pro, Cancel Pro, Reset to Trial, Cancel Subscription. */
  toggleSubscription: adminProcedure
    .input(ZAdminToggleSubscriptionInputSchema)
    .output(ZAdminActionResultSchema)
    .mutation(({ ctx, input }) => {
      const { email, reason } = input;
      switch (input.status) {
        case 'active':
          return activatePro(ctx.db, ctx.services, ctx.admin, { email, reason });
        case 'trial':
          return endPro(ctx.db, ctx.services, ctx.admin, { email, reason, freshTrial: input.fresh_trial });
        case 'canceled':
          return cancelSubscription(ctx.db, ctx.services, ctx.admin, { email, reason });
      }
    }),

  /** POST /api/admin/user/{email}/extend-trial: counted from the later of now and the trial's current end. */
  extendTrial: adminProcedure
    .input(ZAdminExtendTrialInputSchema)
    .output(ZAdminExtendTrialResultSchema)
    .mutation(({ ctx, input }) => extendTrial(ctx.db, ctx.services, ctx.admin, input)),

  /** POST /api/admin/user/{email}/resend-welcome: the welcome e-mail again, as a new trial gets it. */
  resendWelcome: adminProcedure
    .input(ZAdminUserActionInputSchema)
    .output(ZAdminActionResultSchema)
    .mutation(({ ctx, input }) => resendWelcome(ctx.db, ctx.services, ctx.admin, input)),

  /** POST /api/admin/user/{email}/force-logout: every session of the seller ends; their next call answers 401. */
  forceLogout: adminProcedure
    .input(ZAdminUserActionInputSchema)
    .output(ZAdminForceLogoutResultSchema)
    .mutation(({ ctx, input }) => forceLogout(ctx.db, ctx.services, ctx.admin, input)),

  /** DELETE /api/admin/user/{email}: the seller and everything of theirs, permanently (the log keeps who and when). */
  deleteUser: adminProcedure
    .input(ZAdminUserActionInputSchema)
    .output(ZAdminActionResultSchema)
    .mutation(({ ctx, input }) => deleteSeller(ctx.db, ctx.services, ctx.admin, input)),
} satisfies TRPCRouterRecord;
