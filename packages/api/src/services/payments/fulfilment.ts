/**
 * The one code path that writes a seller's subscription and payments from the card processor's current truth.
 * The Stripe webhook, the checkout-status check and the built-in test checkout all end here, so whichever of them
 * runs first, or twice, or out of order, the database ends in the same state.
 *
 * Callers read the truth first (from Stripe, or from the test checkout's own rows), then apply it in one
 * transaction. Nothing here talks to the outside world.
 */
import { subscriptionState } from '@margin/core';
import type { Database, Prisma } from '@margin/db';

/** Prisma inside or outside `$transaction`; inside one, always pass the `tx` client (the embedded DB is one session). */
export type DbClient = Prisma.TransactionClient;

export type PaymentProviderName = 'stripe' | 'test';

/** The subscription as the processor sees it now, already in our vocabulary. */
export interface SubscriptionTruth {
  userId: string;
  provider: PaymentProviderName;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  status: 'active' | 'canceled' | 'inactive';
  /** End of the paid period; access lasts until then (also after a cancellation). */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
}

/** One charge as the processor sees it now: a checkout session, an invoice, or both (the first invoice). */
export interface PaymentTruth {
  userId: string;
  provider: PaymentProviderName;
  providerSessionId?: string | null;
  providerInvoiceId?: string | null;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  status: 'paid' | 'pending' | 'failed';
  paidAt?: Date | null;
  failureReason?: string | null;
}

export interface Fulfilment {
  /** Whose account this is; every truth below belongs to this user. */
  userId: string;
  subscription?: SubscriptionTruth | null;
  payments?: PaymentTruth[];
}

/** What changed, for the caller's follow-ups (a receipt e-mail for `newlyPaid`). */
export interface FulfilmentResult {
  userId: string | null;
  /** Set once per charge: when a payment moved to paid in this transaction. */
  newlyPaid: { paymentId: string } | null;
  /**
   * A second paid subscription arrived while the stored one still grants access, and was not applied (e.g. the
   * seller paid two checkouts in two tabs). Operators should cancel and refund it; the caller logs it.
   */
  ignoredSubscriptionId: string | null;
}

export const NOTHING_CHANGED: FulfilmentResult = {
  userId: null,
  newlyPaid: null,
  ignoredSubscriptionId: null,
};

function hasPaidAccess(
  row: {
    status: 'active' | 'trial' | 'canceled' | 'inactive';
    currentPeriodEnd: Date | null;
    cancelAtPeriodEnd: boolean;
  },
  now: Date,
): boolean {
  return subscriptionState({ trialEndsAt: null }, row, now).has_subscription;
}

/**
 * Sets the user's one subscription row (upsert on userId) to the processor's truth. A different subscription does
 * not replace a stored one that still grants paid access: a late event about an old, ended subscription must not
 * take away what the current one paid for, and a second paid subscription (two checkouts paid in two tabs) is a
 * double charge for an operator to refund, not a reason to switch rows back and forth.
 */
export async function syncSubscription(
  tx: DbClient,
  truth: SubscriptionTruth,
  now: Date = new Date(),
): Promise<{ subscriptionId: string; applied: boolean; duplicate: boolean }> {
  const existing = await tx.subscription.findUnique({
    where: { userId: truth.userId },
    select: {
      id: true,
      providerSubscriptionId: true,
      status: true,
      currentPeriodEnd: true,
      cancelAtPeriodEnd: true,
    },
  });
  const isOther =
    existing?.providerSubscriptionId != null &&
    truth.providerSubscriptionId != null &&
    existing.providerSubscriptionId !== truth.providerSubscriptionId;
  if (existing && isOther && hasPaidAccess(existing, now)) {
    return { subscriptionId: existing.id, applied: false, duplicate: hasPaidAccess(truth, now) };
  }
  const data = {
    status: truth.status,
    provider: truth.provider,
    providerCustomerId: truth.providerCustomerId,
    providerSubscriptionId: truth.providerSubscriptionId,
    currentPeriodEnd: truth.currentPeriodEnd,
    cancelAtPeriodEnd: truth.cancelAtPeriodEnd,
    canceledAt: truth.canceledAt,
  };
  const row = await tx.subscription.upsert({
    where: { userId: truth.userId },
    create: { userId: truth.userId, ...data },
    update: data,
    select: { id: true },
  });
  return { subscriptionId: row.id, applied: true, duplicate: false };
}

/** Paid is final; a failed charge may still be paid by a retry; pending becomes whatever the processor says. */
function nextStatus(
  current: 'paid' | 'pending' | 'failed',
  reported: 'paid' | 'pending' | 'failed',
): 'paid' | 'pending' | 'failed' {
  if (current === 'paid') return 'paid';
  if (current === 'failed' && reported === 'pending') return 'failed';
  return reported;
}

/**
 * Records one charge, idempotently: the row is found by checkout session or by invoice, so the first invoice of a
 * new subscription lands on the checkout's own row (the pending one created when the checkout started), and a
 * renewal invoice gets exactly one row however often it is reported.
 */
export async function recordPayment(
  tx: DbClient,
  payment: PaymentTruth & { subscriptionId: string | null },
): Promise<{ paymentId: string; newlyPaid: boolean }> {
  const select = {
    id: true,
    status: true,
    paidAt: true,
    providerInvoiceId: true,
    failureReason: true,
  } as const;
  const bySession = payment.providerSessionId
    ? await tx.payment.findUnique({ where: { providerSessionId: payment.providerSessionId }, select })
    : null;
  const byInvoice = payment.providerInvoiceId
    ? await tx.payment.findUnique({ where: { providerInvoiceId: payment.providerInvoiceId }, select })
    : null;
  const existing = bySession ?? byInvoice;

  if (!existing) {
    const created = await tx.payment.create({
      data: {
        userId: payment.userId,
        subscriptionId: payment.subscriptionId,
        provider: payment.provider,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        status: payment.status,
        providerSessionId: payment.providerSessionId ?? null,
        providerInvoiceId: payment.providerInvoiceId ?? null,
        failureReason: payment.status === 'failed' ? (payment.failureReason ?? null) : null,
        paidAt: payment.status === 'paid' ? (payment.paidAt ?? new Date()) : null,
      },
      select: { id: true },
    });
    return { paymentId: created.id, newlyPaid: payment.status === 'paid' };
  }

  const status = nextStatus(existing.status, payment.status);
  // Another row already owns this invoice id (cannot happen through this module); never steal it.
  const attachInvoice =
    payment.providerInvoiceId != null &&
    existing.providerInvoiceId == null &&
    (byInvoice === null || byInvoice.id === existing.id);
  await tx.payment.update({
    where: { id: existing.id },
    data: {
      status,
      ...(payment.subscriptionId ? { subscriptionId: payment.subscriptionId } : {}),
      ...(attachInvoice ? { providerInvoiceId: payment.providerInvoiceId } : {}),
      // What was actually charged (Stripe's invoice) wins over what the checkout expected.
      ...(status === 'paid' && payment.status === 'paid'
        ? { amountMinor: payment.amountMinor, currency: payment.currency }
        : {}),
      failureReason:
        status !== 'failed'
          ? null
          : payment.status === 'failed'
            ? (payment.failureReason ?? existing.failureReason)
            : existing.failureReason,
      paidAt: status === 'paid' ? (existing.paidAt ?? payment.paidAt ?? new Date()) : null,
    },
  });
  return { paymentId: existing.id, newlyPaid: existing.status !== 'paid' && status === 'paid' };
}

/** Applies a fulfilment inside the caller's transaction (the webhook adds its event record to the same one). */
export async function applyFulfilment(
  tx: DbClient,
  fulfilment: Fulfilment,
  now: Date = new Date(),
): Promise<FulfilmentResult> {
  let subscriptionId: string | null = null;
  let ignoredSubscriptionId: string | null = null;
  const truth = fulfilment.subscription ?? null;
  if (truth) {
    const synced = await syncSubscription(tx, truth, now);
    if (synced.applied) subscriptionId = synced.subscriptionId;
    if (synced.duplicate) ignoredSubscriptionId = truth.providerSubscriptionId;
  }
  let newlyPaid: FulfilmentResult['newlyPaid'] = null;
  for (const payment of fulfilment.payments ?? []) {
    const recorded = await recordPayment(tx, { ...payment, subscriptionId });
    if (recorded.newlyPaid && !newlyPaid) newlyPaid = { paymentId: recorded.paymentId };
  }
  return { userId: fulfilment.userId, newlyPaid, ignoredSubscriptionId };
}

/** Applies a fulfilment in a transaction of its own. */
export function fulfil(
  db: Database,
  fulfilment: Fulfilment,
  now: Date = new Date(),
): Promise<FulfilmentResult> {
  return db.prisma.$transaction((tx) => applyFulfilment(tx, fulfilment, now));
}

/** A checkout that ended without payment (expired or cancelled): its pending row says so. */
export async function markCheckoutUnpaid(
  db: Database,
  providerSessionId: string,
  reason: string,
): Promise<void> {
  await db.prisma.payment.updateMany({
    where: { providerSessionId, status: 'pending' },
    data: { status: 'failed', failureReason: reason },
  });
}

/** Records the pending charge of a checkout just started, so its status can be looked up and guarded. */
export async function recordPendingCheckout(
  db: Database,
  checkout: {
    userId: string;
    provider: PaymentProviderName;
    providerSessionId: string;
    amountMinor: number;
    currency: string;
  },
): Promise<void> {
  await db.prisma.payment.create({
    data: { ...checkout, status: 'pending' },
    select: { id: true },
  });
}

/** Paid Pro access right now (also after cancelling, until the paid period ends). */
export async function userHasPaidAccess(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const row = await db.prisma.subscription.findUnique({
    where: { userId },
    select: { status: true, currentPeriodEnd: true, cancelAtPeriodEnd: true },
  });
  return row !== null && hasPaidAccess(row, now);
}

/** The newest pending checkout of this user and provider started after `since`, to hand out again. */
export function findRecentPendingCheckout(
  db: Database,
  userId: string,
  provider: PaymentProviderName,
  since: Date,
): Promise<{ providerSessionId: string | null; createdAt: Date } | null> {
  return db.prisma.payment.findFirst({
    where: {
      userId,
      provider,
      status: 'pending',
      providerSessionId: { not: null },
      createdAt: { gte: since },
    },
    orderBy: { createdAt: 'desc' },
    select: { providerSessionId: true, createdAt: true },
  });
}
