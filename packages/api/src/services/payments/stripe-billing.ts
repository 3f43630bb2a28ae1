/**
 * Billing through Stripe Checkout: the yearly Pro price (looked up by its lookup key), hosted checkout pages,
 * subscriptions that renew by themselves. Fulfilment goes through fulfilment.ts, like the webhook's.
 */
import Stripe from 'stripe';
import type { Database } from '@margin/db';
import type { Billing, CheckoutRequest, CheckoutStatus } from '../types';
import { CHECKOUT_REUSE_MS, PACKAGE_ID } from './constants';
import { BILLING_MESSAGES, BillingError } from './errors';
import {
  findRecentPendingCheckout,
  fulfil,
  markCheckoutUnpaid,
  recordPendingCheckout,
  userHasPaidAccess,
} from './fulfilment';
import { afterFulfilment, silentPaymentLog, type OnFulfilled, type PaymentLog } from './follow-up';
import { assertResumable, claimCancellation, findRenewalRow, releaseCancellation } from './renewal';
import { fulfilmentFromSession, subscriptionTruth } from './stripe-truth';

export interface StripeClientOptions {
  secretKey: string;
  /** Another API host, e.g. 'http://127.0.0.1:12345' for the fake Stripe server of the tests. */
  apiBase?: string;
  /** The SDK retries network failures with idempotency keys; tests against the fake want 0. */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/**
 * Stripe answers a checkout or a read in well under a second. A seller waiting on a hung connection must not wait a
 * minute (20 s x 3 tries before, found by the fault suite): 8 s a try and one retry (with the SDK's idempotency
 * key) give the outage answer, a 503 with Retry-After, within about 17 s; a webhook redelivery finishes the rest.
 */
const STRIPE_TIMEOUT_MS = 8_000;
export const STRIPE_NETWORK_RETRIES = 1;

export function createStripeClient(options: StripeClientOptions): Stripe {
  const config: Stripe.StripeConfig = {
    maxNetworkRetries: options.maxNetworkRetries ?? STRIPE_NETWORK_RETRIES,
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
  };
  if (options.apiBase) {
    const url = new URL(options.apiBase);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    config.port = url.port || (protocol === 'http' ? 80 : 443);
    config.protocol = protocol;
  }
  return new Stripe(options.secretKey, config);
}

export function isStripeResourceMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}

function checkoutStatusOf(session: Stripe.Checkout.Session): CheckoutStatus {
  const paymentStatus: string = session.payment_status;
  const status: string | null = session.status;
  return {
    payment_status:
      paymentStatus === 'paid'
        ? 'paid'
        : paymentStatus === 'no_payment_required'
          ? 'no_payment_required'
          : 'unpaid',
    status: status === 'complete' ? 'complete' : status === 'expired' ? 'expired' : 'open',
  };
}

export interface StripeBillingOptions {
  db: Database;
  stripe: Stripe;
  /** PUBLIC_URL: checkout return URLs must lead back to this site. */
  publicUrl: string;
  log?: PaymentLog;
  onFulfilled?: OnFulfilled;
  /** The clock; tests move it. */
  now?: () => Date;
}

export function createStripeBilling(options: StripeBillingOptions): Billing {
  const { db, stripe } = options;
  const log = options.log ?? silentPaymentLog;
  const now = options.now ?? (() => new Date());

  async function fulfilSession(session: Stripe.Checkout.Session): Promise<void> {
    const fulfilment = await fulfilmentFromSession(db, stripe, session);
    if (!fulfilment) return;
    await afterFulfilment(await fulfil(db, fulfilment, now()), log, options.onFulfilled);
  }

  /** An open checkout this seller started recently, to send them back to instead of starting another. */
  async function reusableCheckout(userId: string): Promise<{ url: string; sessionId: string } | null> {
    const pending = await findRecentPendingCheckout(
      db,
      userId,
      'stripe',
      new Date(now().getTime() - CHECKOUT_REUSE_MS),
    );
    if (!pending?.providerSessionId) return null;
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.retrieve(pending.providerSessionId);
    } catch (error) {
      if (!isStripeResourceMissing(error)) throw error;
      await markCheckoutUnpaid(db, pending.providerSessionId, 'Checkout session not found at Stripe.');
      return null;
    }
    if (session.status === 'open' && session.url) return { url: session.url, sessionId: session.id };
    if (session.status === 'complete' && session.payment_status !== 'unpaid') {
      // Paid, but neither the webhook nor the result page has told us yet.
      await fulfilSession(session);
      throw new BillingError('CONFLICT', BILLING_MESSAGES.alreadySubscribed);
    }
    if (session.status === 'complete') {
      // A delayed payment method (bank debit) is still settling: a second checkout could charge twice.
      throw new BillingError('CONFLICT', BILLING_MESSAGES.paymentProcessing);
    }
    if (session.status === 'expired') await fulfilSession(session);
    return null;
  }

  /** Defence in depth: whatever builds the request, Stripe never sends a paying seller to another site. */
  function assertOwnReturnUrls(request: CheckoutRequest): void {
    const site = `${options.publicUrl.replace(/\/+$/, '')}/`;
    if (!request.successUrl.startsWith(site) || !request.cancelUrl.startsWith(site)) {
      throw new Error(`Checkout return URLs must be under PUBLIC_URL (${site})`);
    }
  }

  async function annualPrice(): Promise<Stripe.Price> {
    const prices = await stripe.prices.list({ lookup_keys: [PACKAGE_ID], active: true, limit: 1 });
    const price = prices.data[0];
    if (!price || price.unit_amount == null) {
      // An operator's mistake, not the seller's: a 500 with this in the log.
      throw new Error(
        `Stripe has no active price with lookup key "${PACKAGE_ID}" and a fixed amount. Create the yearly ` +
          `Pro price (2.99 USD, recurring yearly) in the Stripe dashboard and give it that lookup key.`,
      );
    }
    return price;
  }

  return {
    provider: 'stripe',

    async createCheckout(request: CheckoutRequest) {
      assertOwnReturnUrls(request);
      if (await userHasPaidAccess(db, request.userId, now())) {
        throw new BillingError('CONFLICT', BILLING_MESSAGES.alreadySubscribed);
      }
      const reused = await reusableCheckout(request.userId);
      if (reused) return reused;

      const price = await annualPrice();
      const known = await db.prisma.subscription.findUnique({
        where: { userId: request.userId },
        select: { provider: true, providerCustomerId: true },
      });
      const customerId = known?.provider === 'stripe' ? known.providerCustomerId : null;
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: price.id, quantity: 1 }],
        client_reference_id: request.userId,
        // A returning customer keeps their Stripe customer (and saved cards); a new one is created from the e-mail.
        ...(customerId ? { customer: customerId } : { customer_email: request.email }),
        metadata: { user_id: request.userId, package_id: PACKAGE_ID },
        subscription_data: { metadata: { user_id: request.userId } },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
      await recordPendingCheckout(db, {
        userId: request.userId,
        provider: 'stripe',
        providerSessionId: session.id,
        amountMinor: session.amount_total ?? price.unit_amount ?? 0,
        currency: (session.currency ?? price.currency).toUpperCase(),
      });
      return { url: session.url, sessionId: session.id };
    },

    async checkoutStatus(sessionId: string, userId: string | null) {
      const payment = await db.prisma.payment.findUnique({
        where: { providerSessionId: sessionId },
        select: { userId: true, provider: true, status: true },
      });
      // Only ids of checkouts we started reach Stripe: a guessed id costs one indexed lookup, no API call.
      if (!payment || payment.provider !== 'stripe' || (userId !== null && payment.userId !== userId)) {
        throw new BillingError('NOT_FOUND', BILLING_MESSAGES.sessionNotFound);
      }
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if (isStripeResourceMissing(error))
          throw new BillingError('NOT_FOUND', BILLING_MESSAGES.sessionNotFound);
        throw error;
      }
      const status = checkoutStatusOf(session);
      // The result page must not wait for the webhook: a paid session is fulfilled here, idempotently.
      const paidButNotRecorded = status.status === 'complete' && status.payment_status !== 'unpaid';
      const expiredButPending = status.status === 'expired' && payment.status === 'pending';
      if ((paidButNotRecorded && payment.status !== 'paid') || expiredButPending)
        await fulfilSession(session);
      return status;
    },

    async cancelAtPeriodEnd(userId: string) {
      const row = await db.prisma.subscription.findUnique({
        where: { userId },
        select: { provider: true, providerSubscriptionId: true },
      });
      if (
        row?.provider !== 'stripe' ||
        !row.providerSubscriptionId ||
        !(await userHasPaidAccess(db, userId, now()))
      ) {
        throw new BillingError('BAD_REQUEST', BILLING_MESSAGES.nothingToCancel);
      }
      // The first of two calls at once is the one that cancels (and mails); the second still makes sure Stripe
      // agrees, which costs nothing: the update is idempotent.
      const changed = await claimCancellation(db, userId, now());
      let updated: Stripe.Subscription;
      try {
        // The update answers the subscription as Stripe now holds it: that is the re-read we sync from.
        updated = await stripe.subscriptions.update(row.providerSubscriptionId, {
          cancel_at_period_end: true,
        });
      } catch (error) {
        if (changed) await releaseCancellation(db, userId);
        throw error;
      }
      const truth = subscriptionTruth(updated, userId);
      await fulfil(db, { userId, subscription: truth }, now());
      return { currentPeriodEnd: truth.currentPeriodEnd, changed };
    },

    async resumeRenewal(userId: string) {
      const row = await findRenewalRow(db, userId);
      assertResumable(row, 'stripe', now());
      if (!row.cancelAtPeriodEnd) return { currentPeriodEnd: row.currentPeriodEnd, changed: false };
      const id = row.providerSubscriptionId;
      let updated: Stripe.Subscription;
      try {
        updated = await stripe.subscriptions.update(id, { cancel_at_period_end: false });
        // An end date set elsewhere (the customer portal, the dashboard) is `cancel_at`, which the flag leaves.
        if (updated.cancel_at !== null) updated = await stripe.subscriptions.update(id, { cancel_at: '' });
      } catch (error) {
        // Stripe ended it and no webhook has told us yet: record that, and say so.
        const current = await stripe.subscriptions.retrieve(id);
        if (current.status !== 'canceled') throw error;
        await fulfil(db, { userId, subscription: subscriptionTruth(current, userId) }, now());
        throw new BillingError('BAD_REQUEST', BILLING_MESSAGES.periodEnded);
      }
      const truth = subscriptionTruth(updated, userId);
      await fulfil(db, { userId, subscription: truth }, now());
      return { currentPeriodEnd: truth.currentPeriodEnd, changed: true };
    },
  };
}
