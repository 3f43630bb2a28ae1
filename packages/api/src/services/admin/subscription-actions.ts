import { TRPCError } from '@trpc/server';
import { ADMIN_GRANT_PRO_DAYS, TRIAL_DAYS, type TAdminActionResult } from '@margin/core';
import type { Database } from '@margin/db';
import type { SessionAdmin } from '../../context';
import { hintedError } from '../../http-hint';
import { sendMail, subscriptionCancelledEmail } from '../mail';
import { accountMailLocale } from '../auth/locale';
import { BillingError } from '../payments/errors';
import type { Services } from '../types';
import { isDependencyOutage } from '../unavailable';
import {
  conflict,
  DAY_MS,
  findSeller,
  lockedSeller,
  paidAccess,
  sellerAction,
  sellerView,
} from './seller-rows';
import { ADMIN_ACTION_TEXTS as T, day } from './texts';

/** The card processor's own refusals keep their words; an unreachable processor is a 502 that changed nothing. */
export function processorError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  if (error instanceof BillingError) return new TRPCError({ code: 'CONFLICT', message: error.message });
  if (isDependencyOutage(error)) throw error;
  return hintedError('INTERNAL_SERVER_ERROR', T.processorDidNotConfirm, { status: 502 }, error);
}

/**
 * A subscription the processor renews can only be stopped there. A server without that processor configured (a
 * local run over a copy of production data) must not pretend to have stopped it.
 */
export function assertProcessorConfigured(
  services: Services,
  sub: { provider: string; providerSubscriptionId: string | null },
) {
  if (
    sub.provider === 'stripe' &&
    sub.providerSubscriptionId !== null &&
    services.billing.provider !== 'stripe'
  ) {
    throw conflict(T.stripeNotConfigured);
  }
}

/** Activate Pro: paid access for a year from now, free of charge, marked as granted by an admin. */
export function activatePro(
  db: Database,
  services: Services,
  admin: SessionAdmin,
  input: { email: string; reason?: string },
): Promise<TAdminActionResult> {
  const { email, reason } = input;
  return sellerAction(db, admin, async (tx, now) => {
    const seller = await lockedSeller(tx, email);
    const state = paidAccess(seller, now);
    if (state.has_subscription) throw conflict(T.alreadyPro(new Date(state.subscription_expires_at!)));
    const periodEnd = new Date(now.getTime() + ADMIN_GRANT_PRO_DAYS * DAY_MS);
    const data = {
      status: 'active' as const,
      provider: 'admin' as const,
      providerSubscriptionId: null,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      canceledAt: null,
    };
    await tx.subscription.upsert({
      where: { userId: seller.id },
      create: { userId: seller.id, ...data },
      update: data,
      select: { id: true },
    });
    const user = await sellerView(services.config, tx, seller.id, now);
    return {
      result: { message: T.proActivated(email, periodEnd), user },
      log: {
        action: 'activate_pro',
        targetEmail: email,
        reason,
        details: T.proActivatedLogged(email, periodEnd),
        data: { pro_until: periodEnd.toISOString() },
      },
    };
  });
}

/**
 * Cancel Pro (back to the trial they had) and Reset to Trial (a fresh 7-day trial). Paid access ends now. A
 * subscription the card processor renews is refused: the processor would restore it at its next event, so the
 * way to end it is Cancel Subscription (no further charge; access until the paid period ends).
 */
export function endPro(
  db: Database,
  services: Services,
  admin: SessionAdmin,
  input: { email: string; freshTrial: boolean; reason?: string },
): Promise<TAdminActionResult> {
  const { email, freshTrial, reason } = input;
  return sellerAction(db, admin, async (tx, now) => {
    const seller = await lockedSeller(tx, email);
    const state = paidAccess(seller, now);
    const sub = seller.subscription;
    if (!freshTrial && !state.has_subscription) throw conflict(T.noPro);
    // Paid for (by card or through the test checkout): the processor's records would still say Pro was bought.
    if (state.has_subscription && sub && sub.provider !== 'admin') {
      throw conflict(T.paysThroughProcessor(sub.provider));
    }
    if (state.has_subscription && sub) {
      await tx.subscription.update({
        where: { id: sub.id },
        data: { status: 'trial', currentPeriodEnd: now, cancelAtPeriodEnd: false, canceledAt: now },
        select: { id: true },
      });
    }
    let trialEnd = seller.trialEndsAt;
    if (freshTrial) {
      trialEnd = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
      await tx.user.update({
        where: { id: seller.id },
        data: { trialStartedAt: now, trialEndsAt: trialEnd },
        select: { id: true },
      });
    }
    const user = await sellerView(services.config, tx, seller.id, now);
    const trialText = user.trial_active ? T.trialRunsUntil(trialEnd!) : T.trialEnded;
    return {
      result: {
        message: freshTrial ? T.freshTrial(email, trialEnd!) : T.proCancelled(email, trialText),
        user,
      },
      log: {
        action: freshTrial ? 'reset_trial' : 'cancel_pro',
        targetEmail: email,
        reason,
        details: freshTrial
          ? T.freshTrialLogged(email, trialEnd!, state.has_subscription)
          : T.proCancelledLogged(email, trialText),
        data: { pro_ended: state.has_subscription, trial_ends_at: trialEnd?.toISOString() ?? null },
      },
    };
  });
}

/**
 * Cancel Subscription: renewal stops at the period's end and access continues until then. A subscription at the
 * card processor is cancelled there first (through the same billing service the seller's own button uses); only
 * when the processor has confirmed is the change logged.
 */
export async function cancelSubscription(
  db: Database,
  services: Services,
  admin: SessionAdmin,
  input: { email: string; reason?: string },
): Promise<TAdminActionResult> {
  const { email, reason } = input;
  const now = new Date();
  const seller = await findSeller(db.prisma, email);
  const state = paidAccess(seller, now);
  const sub = seller.subscription;
  if (!state.has_subscription || !sub || sub.cancelAtPeriodEnd || sub.status !== 'active') {
    throw conflict(T.noRenewingSubscription);
  }
  assertProcessorConfigured(services, sub);
  const atProcessor = sub.provider === services.billing.provider && sub.providerSubscriptionId !== null;
  let changed = true;
  if (atProcessor) {
    try {
      ({ changed } = await services.billing.cancelAtPeriodEnd(seller.id));
    } catch (error) {
      throw processorError(error);
    }
  }
  const result = await sellerAction(db, admin, async (tx, at) => {
    await lockedSeller(tx, email);
    if (!atProcessor) {
      const { count } = await tx.subscription.updateMany({
        where: { id: sub.id, status: 'active', cancelAtPeriodEnd: false },
        data: { cancelAtPeriodEnd: true, canceledAt: at },
      });
      changed = count === 1;
    }
    // Another cancellation got there first (a double click, a second operator): it is the one logged.
    if (!changed) throw conflict(T.noRenewingSubscription);
    const user = await sellerView(services.config, tx, seller.id, at);
    const until = user.subscription_end_date
      ? day(new Date(user.subscription_end_date))
      : 'the end of the period';
    const where = atProcessor
      ? ` (also at ${sub.provider === 'stripe' ? 'Stripe' : 'the test checkout'})`
      : '';
    return {
      result: {
        message: T.subscriptionCancelled(email, until),
        user,
        accessUntil: user.subscription_end_date,
      },
      log: {
        action: 'cancel_subscription',
        targetEmail: email,
        reason,
        details: T.subscriptionCancelledLogged(email, where, until),
        data: { at_processor: atProcessor, access_until: user.subscription_end_date },
      },
    };
  });
  // The seller hears about it as if they had cancelled themselves (once, however often it is asked).
  if (changed && result.accessUntil) {
    await sendMail(
      db,
      services.mail,
      subscriptionCancelledEmail({
        to: email,
        userId: seller.id,
        locale: await accountMailLocale(db, seller.id),
        accessUntil: new Date(result.accessUntil),
        appUrl: services.config.publicUrl,
      }),
    );
  }
  return { message: result.message, user: result.user };
}
