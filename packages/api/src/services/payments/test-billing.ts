/**
 * The built-in test checkout of the default local run (no Stripe keys): a clearly marked page of our own takes
 * the place of Stripe's hosted one, no card is taken, and completing it fulfils through the same fulfilment.ts
 * as a real payment. Sessions, statuses and cancellation behave like Stripe's, so the app cannot tell.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '@margin/db';
import type { Billing, CheckoutRequest, CheckoutStatus } from '../types';
import { addOneYear, CHECKOUT_LIFETIME_MS, CHECKOUT_REUSE_MS, TEST_PRICE } from './constants';
import { BILLING_MESSAGES, BillingError } from './errors';
import {
  findRecentPendingCheckout,
  fulfil,
  recordPendingCheckout,
  userHasPaidAccess,
  type FulfilmentResult,
} from './fulfilment';
import { afterFulfilment, silentPaymentLog, type OnFulfilled, type PaymentLog } from './follow-up';
import { assertResumable, claimCancellation, claimResumption, findRenewalRow } from './renewal';

export const TEST_SESSION_PREFIX = 'test_cs_';
const CANCELLED_REASON = 'Test checkout cancelled.';

export type TestCheckoutState = 'open' | 'paid' | 'cancelled' | 'expired';

export interface TestCheckoutView {
  sessionId: string;
  state: TestCheckoutState;
  amountMinor: number;
  currency: string;
  email: string;
}

/** A test checkout as its page shows it; null when there is no such test session. */
export async function findTestCheckout(
  db: Database,
  sessionId: string,
  now: Date = new Date(),
): Promise<(TestCheckoutView & { userId: string }) | null> {
  const payment = await db.prisma.payment.findUnique({
    where: { providerSessionId: sessionId },
    select: {
      provider: true,
      status: true,
      createdAt: true,
      amountMinor: true,
      currency: true,
      userId: true,
      user: { select: { email: true } },
    },
  });
  if (!payment || payment.provider !== 'test') return null;
  const expired = payment.createdAt.getTime() + CHECKOUT_LIFETIME_MS <= now.getTime();
  const state: TestCheckoutState =
    payment.status === 'paid'
      ? 'paid'
      : payment.status === 'failed'
        ? 'cancelled'
        : expired
          ? 'expired'
          : 'open';
  return {
    sessionId,
    state,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    email: payment.user.email,
    userId: payment.userId,
  };
}

export type TestCheckoutOutcome =
  | { ok: true; result: FulfilmentResult | null }
  | { ok: false; reason: 'not_found' | 'paid' | 'cancelled' | 'expired' | 'already_subscribed' };

export interface TestCheckoutActionOptions {
  now?: Date;
  log?: PaymentLog;
  onFulfilled?: OnFulfilled;
}

/** "Complete test payment": a year of Pro, paid, through the same fulfilment as a Stripe payment. */
export async function completeTestCheckout(
  db: Database,
  sessionId: string,
  options: TestCheckoutActionOptions = {},
): Promise<TestCheckoutOutcome> {
  const now = options.now ?? new Date();
  const checkout = await findTestCheckout(db, sessionId, now);
  if (!checkout) return { ok: false, reason: 'not_found' };
  if (checkout.state !== 'open') return { ok: false, reason: checkout.state };
  // Same guard as at checkout: a second tab must not buy a second year.
  if (await userHasPaidAccess(db, checkout.userId, now)) return { ok: false, reason: 'already_subscribed' };

  const result = await fulfil(
    db,
    {
      userId: checkout.userId,
      subscription: {
        userId: checkout.userId,
        provider: 'test',
        providerCustomerId: `test_cus_${checkout.userId}`,
        // Derived from the session, so completing the same session twice at once writes the same row.
        providerSubscriptionId: `test_sub_${sessionId.slice(TEST_SESSION_PREFIX.length)}`,
        status: 'active',
        currentPeriodEnd: addOneYear(now),
        cancelAtPeriodEnd: false,
        canceledAt: null,
      },
      payments: [
        {
          userId: checkout.userId,
          provider: 'test',
          providerSessionId: sessionId,
          amountMinor: checkout.amountMinor,
          currency: checkout.currency,
          status: 'paid',
          paidAt: now,
        },
      ],
    },
    now,
  );
  await afterFulfilment(result, options.log ?? silentPaymentLog, options.onFulfilled);
  return { ok: true, result };
}

/** "Cancel" on the test page: the session ends unpaid, and its status answers 'expired' like Stripe's. */
export async function cancelTestCheckout(
  db: Database,
  sessionId: string,
  options: { now?: Date } = {},
): Promise<TestCheckoutOutcome> {
  const checkout = await findTestCheckout(db, sessionId, options.now ?? new Date());
  if (!checkout) return { ok: false, reason: 'not_found' };
  if (checkout.state !== 'open') return { ok: false, reason: checkout.state };
  await db.prisma.payment.updateMany({
    where: { providerSessionId: sessionId, status: 'pending' },
    data: { status: 'failed', failureReason: CANCELLED_REASON },
  });
  return { ok: true, result: null };
}

export interface TestBillingOptions {
  db: Database;
  /** Where the test checkout page is served (PUBLIC_URL). */
  publicUrl: string;
  now?: () => Date;
}

export function createTestBilling(options: TestBillingOptions): Billing {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const pageUrl = (sessionId: string) =>
    `${options.publicUrl.replace(/\/+$/, '')}/payment/test-checkout?session_id=${encodeURIComponent(sessionId)}`;

  return {
    provider: 'test',

    // The return URLs are not needed: the test page is ours and redirects to /payment/success or /payment/cancel.
    async createCheckout(request: CheckoutRequest) {
      if (await userHasPaidAccess(db, request.userId, now())) {
        throw new BillingError('CONFLICT', BILLING_MESSAGES.alreadySubscribed);
      }
      const recent = await findRecentPendingCheckout(
        db,
        request.userId,
        'test',
        new Date(now().getTime() - CHECKOUT_REUSE_MS),
      );
      if (recent?.providerSessionId) {
        return { url: pageUrl(recent.providerSessionId), sessionId: recent.providerSessionId };
      }
      const sessionId = `${TEST_SESSION_PREFIX}${randomBytes(18).toString('base64url')}`;
      await recordPendingCheckout(db, {
        userId: request.userId,
        provider: 'test',
        providerSessionId: sessionId,
        amountMinor: TEST_PRICE.amountMinor,
        currency: TEST_PRICE.currency,
      });
      return { url: pageUrl(sessionId), sessionId };
    },

    async checkoutStatus(sessionId: string, userId: string | null): Promise<CheckoutStatus> {
      const checkout = await findTestCheckout(db, sessionId, now());
      if (!checkout || (userId !== null && checkout.userId !== userId)) {
        throw new BillingError('NOT_FOUND', BILLING_MESSAGES.sessionNotFound);
      }
      switch (checkout.state) {
        case 'paid':
          return { payment_status: 'paid', status: 'complete' };
        case 'open':
          return { payment_status: 'unpaid', status: 'open' };
        default:
          return { payment_status: 'unpaid', status: 'expired' };
      }
    },

    async cancelAtPeriodEnd(userId: string) {
      const row = await findRenewalRow(db, userId);
      if (
        row?.provider !== 'test' ||
        row.status === 'trial' ||
        !(await userHasPaidAccess(db, userId, now()))
      ) {
        throw new BillingError('BAD_REQUEST', BILLING_MESSAGES.nothingToCancel);
      }
      // Like Stripe: the status stays active until the period ends; canceled_at is when the seller asked. Of two
      // calls at once only the first changes the row.
      const changed = await claimCancellation(db, userId, now());
      return { currentPeriodEnd: row.currentPeriodEnd, changed };
    },

    async resumeRenewal(userId: string) {
      const row = await findRenewalRow(db, userId);
      assertResumable(row, 'test', now());
      const changed = await claimResumption(db, userId, now());
      return { currentPeriodEnd: row.currentPeriodEnd, changed };
    },
  };
}
