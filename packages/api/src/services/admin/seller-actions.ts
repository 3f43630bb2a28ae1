import type { TAdminActionResult, TAdminExtendTrialResult, TAdminForceLogoutResult } from '@margin/core';
import type { Database } from '@margin/db';
import type { SessionAdmin } from '../../context';
import { hintedError } from '../../http-hint';
import { sendMail, welcomeEmail } from '../mail';
import { accountMailLocale } from '../auth/locale';
import type { Services } from '../types';
import {
  DAY_MS,
  findSeller,
  lockedSeller,
  paidAccess,
  sellerAction,
  sellerView,
  userNotFound,
} from './seller-rows';
import { assertProcessorConfigured, processorError } from './subscription-actions';
import { ADMIN_ACTION_TEXTS as T } from './texts';
import { isTestAccount } from './users';

interface SellerActionInput {
  email: string;
  reason?: string;
}

/** Extend trial: whole days, counted from the later of now and the trial's current end. */
export function extendTrial(
  db: Database,
  services: Services,
  admin: SessionAdmin,
  input: SellerActionInput & { days: number },
): Promise<TAdminExtendTrialResult> {
  return sellerAction(db, admin, async (tx, now) => {
    const seller = await lockedSeller(tx, input.email);
    const from = seller.trialEndsAt && seller.trialEndsAt > now ? seller.trialEndsAt : now;
    const trialEnd = new Date(from.getTime() + input.days * DAY_MS);
    await tx.user.update({
      where: { id: seller.id },
      data: { trialEndsAt: trialEnd, ...(seller.trialStartedAt ? {} : { trialStartedAt: now }) },
      select: { id: true },
    });
    const user = await sellerView(services.config, tx, seller.id, now);
    const text = T.trialExtended(input.email, input.days, trialEnd);
    return {
      result: { message: text, user, new_trial_end: trialEnd.toISOString() },
      log: {
        action: 'extend_trial',
        targetEmail: input.email,
        reason: input.reason,
        details: text,
        data: {
          days: input.days,
          previous_trial_end: seller.trialEndsAt?.toISOString() ?? null,
          new_trial_end: trialEnd.toISOString(),
        },
      },
    };
  });
}

/** Resend welcome e-mail: as a new trial gets it; a refusal of the mail server is logged and answered 502. */
export async function resendWelcome(
  db: Database,
  services: Services,
  admin: SessionAdmin,
  input: SellerActionInput,
): Promise<TAdminActionResult> {
  const seller = await findSeller(db.prisma, input.email);
  const { delivered } = await sendMail(
    db,
    services.mail,
    welcomeEmail({
      to: seller.email,
      userId: seller.id,
      locale: await accountMailLocale(db, seller.id),
      trialEndsAt: seller.trialEndsAt ?? new Date(),
      appUrl: services.config.publicUrl,
    }),
  );
  const result = await sellerAction(db, admin, async (tx, now) => ({
    result: {
      message: delivered ? T.welcomeSent(input.email) : T.welcomeRefused,
      user: await sellerView(services.config, tx, seller.id, now),
    },
    log: {
      action: 'resend_welcome',
      targetEmail: input.email,
      reason: input.reason,
      details: delivered ? T.welcomeSentLogged(input.email) : T.welcomeRefusedLogged(input.email),
      data: { delivered },
    },
  }));
  if (!delivered) throw hintedError('INTERNAL_SERVER_ERROR', result.message, { status: 502 });
  return result;
}

/** Force Logout: every session of the seller ends; their next call answers 401. */
export function forceLogout(
  db: Database,
  services: Services,
  admin: SessionAdmin,
  input: SellerActionInput,
): Promise<TAdminForceLogoutResult> {
  return sellerAction(db, admin, async (tx, now) => {
    const seller = await lockedSeller(tx, input.email);
    const { count } = await tx.session.updateMany({
      where: { userId: seller.id, revokedAt: null },
      data: { revokedAt: now },
    });
    const text = T.signedOut(input.email, count);
    return {
      result: {
        message: text,
        user: await sellerView(services.config, tx, seller.id, now),
        sessions_ended: count,
      },
      log: {
        action: 'force_logout',
        targetEmail: input.email,
        reason: input.reason,
        details: text,
        data: { sessions_ended: count },
      },
    };
  });
}

/**
 * Delete User: the seller and everything of theirs (payments, subscription, shares, products, sales, sessions,
 * tokens, mail, sign-in records), permanently. A subscription the card processor still renews is cancelled there
 * first, so a deleted seller is never charged again. The log keeps the e-mail and who did it.
 */
export async function deleteSeller(
  db: Database,
  services: Services,
  admin: SessionAdmin,
  input: SellerActionInput,
): Promise<TAdminActionResult> {
  const seller = await findSeller(db.prisma, input.email);
  const sub = seller.subscription;
  const renewingAtProcessor =
    sub !== null &&
    sub.provider === services.billing.provider &&
    sub.providerSubscriptionId !== null &&
    sub.status === 'active' &&
    !sub.cancelAtPeriodEnd &&
    paidAccess(seller, new Date()).has_subscription;
  if (
    sub &&
    sub.status === 'active' &&
    !sub.cancelAtPeriodEnd &&
    paidAccess(seller, new Date()).has_subscription
  ) {
    assertProcessorConfigured(services, sub);
  }
  if (renewingAtProcessor) {
    try {
      await services.billing.cancelAtPeriodEnd(seller.id);
    } catch (error) {
      throw processorError(error);
    }
  }
  const testAccount = isTestAccount(seller, services.config);
  return sellerAction(db, admin, async (tx) => {
    // The ledger keeps their payments without them; a test account's stay out of the figures.
    if (testAccount) {
      await tx.paymentLedgerEntry.updateMany({ where: { userId: seller.id }, data: { testAccount: true } });
    }
    const { count } = await tx.user.deleteMany({ where: { id: seller.id } });
    if (count !== 1) throw userNotFound();
    await tx.loginAttempt.deleteMany({ where: { scope: 'user', email: seller.email } });
    return {
      result: { message: T.deleted(input.email), user: null },
      log: {
        action: 'delete_user',
        targetEmail: input.email,
        reason: input.reason,
        details: T.deletedLogged(input.email, renewingAtProcessor),
        data: { user_id: seller.id, subscription_cancelled_at_processor: renewingAtProcessor },
      },
    };
  });
}
