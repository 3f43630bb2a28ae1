import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { safeText, subscriptionState, type SubscriptionState } from '@margin/core';
import type { Context, SessionUser } from '../context';
import { assertOwnEmail, assertOwnUserId } from '../ownership';
import { sendMail, subscriptionCancelledEmail } from '../services/mail';
import { accountMailLocale } from '../services/auth/locale';
import { checkoutResult, limitCheckoutResultCalls } from '../services/payments/checkout-result';
import { PACKAGE_ID, checkoutReturnUrls } from '../services/payments/constants';
import { BILLING_MESSAGES } from '../services/payments/errors';
import { hasPassword, sellerPlan } from '../services/payments/seller-plan';
import { publicProcedure, userProcedure } from '../trpc';

// Every procedure here is open to expired users (userProcedure, not featureProcedure): they are the ones who pay.
// checkoutResult is open to anyone: the checkout session id it is asked about is the capability.

const ZSubscriptionStatusInputSchema = z.object({ user_id: safeText().optional() }).optional();

const ZCheckoutInputSchema = z.object({
  package_id: z.literal(PACKAGE_ID, { error: `Package id must be '${PACKAGE_ID}'.` }),
  // Accepted because the spec's client sends it, and ignored: return URLs come from PUBLIC_URL, so nobody can
  // make our checkout send a paying seller to a page of theirs.
  origin_url: safeText().optional(),
  user_id: safeText().optional(),
  // The client's own bookkeeping ({ source, account_upgraded }); nothing here depends on it.
  metadata: z.record(safeText(), z.unknown()).optional(),
});

const ZPaymentStatusInputSchema = z.object({ session_id: safeText().trim().min(1).max(255) });

const ZCancelInputSchema = z.object({ user_email: safeText().optional() }).optional();

const ZResumeInputSchema = z.object({ user_email: safeText().optional() }).optional();

/** The caller's trial and subscription now. */
async function stateOf(ctx: Context, user: SessionUser): Promise<SubscriptionState> {
  const row = await sellerPlan(ctx.db, user.id);
  if (!row) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  return subscriptionState({ trialEndsAt: row.trialEndsAt }, row.subscription);
}

export const subscriptionRouter = {
  /** The caller's trial and subscription (GET /api/user/subscription?user_id=). */
  status: userProcedure.input(ZSubscriptionStatusInputSchema).query(async ({ ctx, input }) => {
    assertOwnUserId(ctx.user, input?.user_id);
    return stateOf(ctx, ctx.user);
  }),

  /** Starts the yearly Pro checkout (POST /api/payment/checkout); the browser goes to `url`. */
  checkout: userProcedure.input(ZCheckoutInputSchema).mutation(async ({ ctx, input }) => {
    assertOwnUserId(ctx.user, input.user_id);
    // The spec's flow is upgrade-trial (set a password), then checkout: a paid account must be able to sign in.
    if (!(await hasPassword(ctx.db, ctx.user.id))) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Please create a password before subscribing.' });
    }
    const checkout = await ctx.services.billing.createCheckout({
      userId: ctx.user.id,
      email: ctx.user.email,
      ...checkoutReturnUrls(ctx.services.config.publicUrl),
    });
    return { url: checkout.url };
  }),

  /** Where a checkout the caller started stands (GET /api/payment/status/{session_id}); polled by the result page. */
  paymentStatus: userProcedure
    .input(ZPaymentStatusInputSchema)
    .query(({ ctx, input }) => ctx.services.billing.checkoutStatus(input.session_id, ctx.user.id)),

  /**
   * Where a checkout stands, for whoever holds its session id, signed in or not (GET /api/payment/status/{session_id}):
   * the result page of a seller whose session lapsed during checkout, or who paid on another device. Answers only
   * payment_status and status; fulfils a paid checkout like paymentStatus does. Limited per client address.
   */
  checkoutResult: publicProcedure.input(ZPaymentStatusInputSchema).query(async ({ ctx, input }) => {
    await limitCheckoutResultCalls(ctx.services.counters, ctx.ip);
    return checkoutResult(ctx.services.billing, input.session_id);
  }),

  /** Stops renewal; access continues until the paid period ends (POST /api/subscription/cancel). */
  cancel: userProcedure.input(ZCancelInputSchema).mutation(async ({ ctx, input }) => {
    assertOwnEmail(ctx.user, input?.user_email);
    if (!(await stateOf(ctx, ctx.user)).has_subscription) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: BILLING_MESSAGES.nothingToCancel });
    }
    const { currentPeriodEnd, changed } = await ctx.services.billing.cancelAtPeriodEnd(ctx.user.id);
    // Cancelling a cancelled subscription again (a double click, a second tab) answers the same, silently.
    if (changed && currentPeriodEnd) {
      await sendMail(
        ctx.db,
        ctx.services.mail,
        subscriptionCancelledEmail({
          to: ctx.user.email,
          userId: ctx.user.id,
          locale: await accountMailLocale(ctx.db, ctx.user.id),
          accessUntil: currentPeriodEnd,
          appUrl: ctx.services.config.publicUrl,
        }),
      );
    }
    return { ok: true as const, access_until: currentPeriodEnd?.toISOString() ?? null };
  }),

  /**
   * Undoes a cancellation before the paid period ends: the subscription renews again on the same date
   * (POST /api/subscription/resume). Resuming a renewing subscription answers the same and changes nothing.
   */
  resume: userProcedure.input(ZResumeInputSchema).mutation(async ({ ctx, input }) => {
    assertOwnEmail(ctx.user, input?.user_email);
    const { currentPeriodEnd } = await ctx.services.billing.resumeRenewal(ctx.user.id);
    return { ok: true as const, renews_on: currentPeriodEnd?.toISOString() ?? null };
  }),
} satisfies TRPCRouterRecord;
