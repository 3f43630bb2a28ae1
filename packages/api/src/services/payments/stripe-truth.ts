/**
 * Reads Stripe's current truth about a checkout, an invoice or a subscription and turns it into a Fulfilment.
 * Events and status checks only say *what* to re-read: acting on the re-read object (never on an event's
 * snapshot) is what makes duplicate and out-of-order deliveries converge.
 */
import type Stripe from 'stripe';
import type { Database } from '@margin/db';
import type { Fulfilment, PaymentTruth, SubscriptionTruth } from './fulfilment';

type Ref = string | { id: string } | null | undefined;

function idOf(ref: Ref): string | null {
  if (ref == null) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

function fromUnix(seconds: number | null | undefined): Date | null {
  return seconds == null ? null : new Date(seconds * 1000);
}

/** Stripe's subscription statuses in ours: only a paid, current subscription gives access. */
export function mapStripeSubscriptionStatus(status: Stripe.Subscription.Status): SubscriptionTruth['status'] {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'canceled':
      return 'canceled';
    default:
      // past_due, unpaid, incomplete, incomplete_expired, paused, and any status Stripe adds later.
      return 'inactive';
  }
}

export function subscriptionTruth(subscription: Stripe.Subscription, userId: string): SubscriptionTruth {
  // Since API version 2025-03-31 the billing period lives on the items, not on the subscription.
  const itemPeriodEnds = subscription.items.data.map((item) => item.current_period_end);
  const periodEnd = itemPeriodEnds.length > 0 ? fromUnix(Math.max(...itemPeriodEnds)) : null;
  const status = mapStripeSubscriptionStatus(subscription.status);
  // A subscription cancelled immediately (dashboard, dispute) ends before its period does: access ends with it.
  const endedAt = fromUnix(subscription.ended_at);
  const accessEnd =
    status === 'canceled' && endedAt && (!periodEnd || endedAt < periodEnd) ? endedAt : periodEnd;
  return {
    userId,
    provider: 'stripe',
    providerCustomerId: idOf(subscription.customer),
    providerSubscriptionId: subscription.id,
    status,
    currentPeriodEnd: accessEnd,
    // The customer portal may schedule the end with `cancel_at` instead of the flag; both mean "no renewal".
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    canceledAt: fromUnix(subscription.canceled_at),
  };
}

/** The id when such an account exists (it may have been deleted since the checkout started). */
async function existingUserId(db: Database, userId: string | null | undefined): Promise<string | null> {
  if (!userId) return null;
  return (await db.prisma.user.count({ where: { id: userId } })) > 0 ? userId : null;
}

/**
 * Whose subscription this is: the user id we put in its metadata at checkout, else the row that already
 * knows this subscription or customer. Null when it is not ours (or the account was deleted).
 */
export async function userIdOfSubscription(
  db: Database,
  subscription: Stripe.Subscription,
): Promise<string | null> {
  const fromMetadata = await existingUserId(db, subscription.metadata?.user_id);
  if (fromMetadata) return fromMetadata;
  const customerId = idOf(subscription.customer);
  const row = await db.prisma.subscription.findFirst({
    where: {
      OR: [
        { providerSubscriptionId: subscription.id },
        ...(customerId ? [{ provider: 'stripe' as const, providerCustomerId: customerId }] : []),
      ],
    },
    select: { userId: true },
  });
  return row?.userId ?? null;
}

function paidInvoicePayment(invoice: Stripe.Invoice, userId: string): PaymentTruth {
  return {
    userId,
    provider: 'stripe',
    providerInvoiceId: invoice.id,
    amountMinor: invoice.amount_paid,
    currency: invoice.currency.toUpperCase(),
    status: 'paid',
    paidAt: fromUnix(invoice.status_transitions.paid_at),
  };
}

/** The session's current state, as a fulfilment (null: nothing to record yet, or not ours). */
export async function fulfilmentFromSession(
  db: Database,
  stripe: Stripe,
  session: Stripe.Checkout.Session,
): Promise<Fulfilment | null> {
  if (session.mode !== 'subscription') return null;
  const userId = await existingUserId(db, session.client_reference_id ?? session.metadata?.user_id);
  if (!userId) return null;
  const base = {
    userId,
    provider: 'stripe' as const,
    providerSessionId: session.id,
    amountMinor: session.amount_total ?? 0,
    currency: (session.currency ?? 'usd').toUpperCase(),
  };

  if (session.status === 'expired') {
    return { userId, payments: [{ ...base, status: 'failed', failureReason: 'Checkout session expired.' }] };
  }
  const subscriptionId = idOf(session.subscription);
  const settled = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  if (session.status !== 'complete' || !settled || !subscriptionId) return null;

  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const invoiceId = idOf(session.invoice);
  const invoice = invoiceId ? await stripe.invoices.retrieve(invoiceId) : null;
  const payment: PaymentTruth =
    invoice && invoice.status === 'paid'
      ? { ...paidInvoicePayment(invoice, userId), providerSessionId: session.id }
      : { ...base, providerInvoiceId: invoiceId, status: 'paid', paidAt: null };
  return { userId, subscription: subscriptionTruth(subscription, userId), payments: [payment] };
}

export async function readCheckoutSession(
  db: Database,
  stripe: Stripe,
  sessionId: string,
): Promise<Fulfilment | null> {
  return fulfilmentFromSession(db, stripe, await stripe.checkout.sessions.retrieve(sessionId));
}

/** Why a charge failed, in the card network's words when Stripe tells us (e.g. 'Your card was declined.'). */
async function failureReasonOf(stripe: Stripe, invoice: Stripe.Invoice): Promise<string> {
  const fallback = `Payment attempt ${invoice.attempt_count} failed.`;
  try {
    const detailed = await stripe.invoices.retrieve(invoice.id, {
      expand: ['payments.data.payment.payment_intent'],
    });
    for (const invoicePayment of detailed.payments?.data ?? []) {
      const intent = invoicePayment.payment.payment_intent;
      const message = intent && typeof intent !== 'string' ? intent.last_payment_error?.message : undefined;
      if (message) return message;
    }
  } catch {
    // The reason is a nicety for the records; the failure itself is recorded either way.
  }
  return fallback;
}

/** The charge an invoice stands for, or null while it is a draft. */
async function invoicePayment(
  stripe: Stripe,
  invoice: Stripe.Invoice,
  userId: string,
): Promise<PaymentTruth | null> {
  switch (invoice.status) {
    case 'paid':
      return paidInvoicePayment(invoice, userId);
    case 'open':
    case 'uncollectible':
    case 'void': {
      if (invoice.status === 'open' && invoice.attempt_count === 0) return null;
      const failureReason =
        invoice.status === 'void' ? 'Invoice voided.' : await failureReasonOf(stripe, invoice);
      return {
        userId,
        provider: 'stripe',
        providerInvoiceId: invoice.id,
        amountMinor: invoice.amount_due,
        currency: invoice.currency.toUpperCase(),
        status: 'failed',
        failureReason,
      };
    }
    default:
      return null;
  }
}

/** An invoice of one of our subscriptions: its charge, plus the subscription as it stands now. */
export async function readInvoice(
  db: Database,
  stripe: Stripe,
  invoiceId: string,
): Promise<Fulfilment | null> {
  const invoice = await stripe.invoices.retrieve(invoiceId);
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return null;
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const userId = await userIdOfSubscription(db, subscription);
  if (!userId) return null;

  const payment = await invoicePayment(stripe, invoice, userId);
  if (payment && invoice.billing_reason === 'subscription_create') {
    // The first invoice is the checkout's charge: it belongs on the checkout's row, whichever event came first.
    const known = await db.prisma.payment.count({ where: { providerInvoiceId: invoice.id } });
    if (known === 0) {
      const sessions = await stripe.checkout.sessions.list({ subscription: subscriptionId, limit: 1 });
      payment.providerSessionId = sessions.data[0]?.id ?? null;
    }
  }
  return {
    userId,
    subscription: subscriptionTruth(subscription, userId),
    payments: payment ? [payment] : [],
  };
}

export async function readSubscription(
  db: Database,
  stripe: Stripe,
  subscriptionId: string,
): Promise<Fulfilment | null> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const userId = await userIdOfSubscription(db, subscription);
  return userId ? { userId, subscription: subscriptionTruth(subscription, userId) } : null;
}
