/**
 * The renewal switches (cancel at period end, resume) as conditional writes: two calls at once (a double click,
 * two tabs) both find the subscription, but only one write matches, so the row changes once and only the call
 * that changed it tells the seller. Shared by the Stripe billing and the built-in test checkout.
 */
import type { Database } from '@margin/db';
import { BILLING_MESSAGES, BillingError } from './errors';
import type { PaymentProviderName } from './fulfilment';

export interface RenewalRow {
  /** 'admin': Pro granted by an operator, which no processor renews (and so neither switch applies to). */
  provider: PaymentProviderName | 'admin';
  providerSubscriptionId: string | null;
  status: 'active' | 'trial' | 'canceled' | 'inactive';
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export function findRenewalRow(db: Database, userId: string): Promise<RenewalRow | null> {
  return db.prisma.subscription.findUnique({
    where: { userId },
    select: {
      provider: true,
      providerSubscriptionId: true,
      status: true,
      currentPeriodEnd: true,
      cancelAtPeriodEnd: true,
    },
  });
}

/** A paid subscription that still renews, as the database holds it. */
const renewing = (userId: string, now: Date) => ({
  userId,
  status: 'active' as const,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: { gt: now },
});

/** Marks a paid, renewing subscription as ending with its period; true when this call is the one that did. */
export async function claimCancellation(db: Database, userId: string, now: Date): Promise<boolean> {
  const { count } = await db.prisma.subscription.updateMany({
    where: renewing(userId, now),
    data: { cancelAtPeriodEnd: true, canceledAt: now },
  });
  return count > 0;
}

/** Undoes a claimed cancellation that the card processor then refused, so that the seller can try again. */
export async function releaseCancellation(db: Database, userId: string): Promise<void> {
  await db.prisma.subscription.updateMany({
    where: { userId, cancelAtPeriodEnd: true },
    data: { cancelAtPeriodEnd: false, canceledAt: null },
  });
}

/** Marks a cancelled subscription whose period has not ended as renewing again; true when this call did it. */
export async function claimResumption(db: Database, userId: string, now: Date): Promise<boolean> {
  const { count } = await db.prisma.subscription.updateMany({
    where: { ...renewing(userId, now), cancelAtPeriodEnd: true },
    data: { cancelAtPeriodEnd: false, canceledAt: null },
  });
  return count > 0;
}

/**
 * What can be resumed: a paid subscription of this provider whose period has not ended. Anything else is refused
 * in the seller's words: no subscription at all, or one that has ended (then only a new checkout helps).
 */
export function assertResumable(
  row: RenewalRow | null,
  provider: PaymentProviderName,
  now: Date,
): asserts row is RenewalRow & { providerSubscriptionId: string; currentPeriodEnd: Date } {
  if (!row || row.provider !== provider || row.status === 'trial' || !row.providerSubscriptionId) {
    throw new BillingError('BAD_REQUEST', BILLING_MESSAGES.nothingToResume);
  }
  if (row.status === 'canceled' || !row.currentPeriodEnd || row.currentPeriodEnd.getTime() <= now.getTime()) {
    throw new BillingError('BAD_REQUEST', BILLING_MESSAGES.periodEnded);
  }
  // Past due (a declined renewal) is not a cancellation: the card, not this switch, brings it back.
  if (row.status !== 'active') throw new BillingError('BAD_REQUEST', BILLING_MESSAGES.nothingToResume);
}
