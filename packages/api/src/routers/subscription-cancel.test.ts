import { afterAll, describe, expect, it } from 'vitest';
import { cancelTestCheckout, completeTestCheckout } from '../services/payments/test-billing';
import { sessionIdOf, subscriptionSuite } from '../testing/payments/subscription-suite';

// Cancelling a Stripe subscription, and the built-in test checkout of the local run.

const DAY_MS = 24 * 60 * 60 * 1000;
const suite = await subscriptionSuite();
const { db, fake, stripeBilling, testBilling, seller } = suite;
afterAll(() => suite.close());

describe('Stripe cancellation', () => {
  async function subscribed() {
    const s = await seller(stripeBilling);
    const { url } = await s.caller.subscription.checkout({ package_id: 'annual_subscription' });
    fake.completeSession(sessionIdOf(url));
    await s.caller.subscription.paymentStatus({ session_id: sessionIdOf(url) });
    const subscriptionId = fake.subscriptionIdOf(sessionIdOf(url));
    return { ...s, subscriptionId };
  }

  it('stops renewal at Stripe and keeps access until the paid period ends', async () => {
    const { user, caller, subscriptionId, mailbox } = await subscribed();
    const before = await caller.subscription.status();
    const answer = await caller.subscription.cancel({ user_email: user.email.toUpperCase() });
    expect(answer).toEqual({ ok: true, access_until: before.subscription_expires_at });
    expect(mailbox.map((m) => [m.kind, m.to])).toEqual([['subscription_cancelled', user.email]]);
    expect(fake.subscription(subscriptionId).cancel_at_period_end).toBe(true);
    expect(await caller.subscription.status()).toMatchObject({
      has_subscription: true,
      subscription_active: false,
      subscription_expires_at: before.subscription_expires_at,
    });
    const row = await db.prisma.subscription.findUnique({
      where: { userId: user.id },
      select: { status: true, cancelAtPeriodEnd: true, canceledAt: true },
    });
    expect(row).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      canceledAt: expect.any(Date) as unknown,
    });
  });

  it("refuses another seller's e-mail", async () => {
    const { caller } = await subscribed();
    await expect(caller.subscription.cancel({ user_email: 'other@example.com' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You can only access your own account.',
    });
  });

  it('has nothing to cancel without a paid subscription', async () => {
    const { caller } = await seller(stripeBilling);
    await expect(caller.subscription.cancel({})).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'You have no active subscription to cancel.',
    });
  });
});

describe('built-in test checkout', () => {
  it('starts a test checkout on our own page, once', async () => {
    const { user, caller } = await seller(testBilling);
    const { url } = await caller.subscription.checkout({ package_id: 'annual_subscription' });
    expect(url).toMatch(/^http:\/\/localhost:3000\/payment\/test-checkout\?session_id=test_cs_[\w-]+$/);
    const again = await caller.subscription.checkout({ package_id: 'annual_subscription' });
    expect(again.url).toBe(url);
    const payments = await db.prisma.payment.findMany({
      where: { userId: user.id },
      select: { provider: true, status: true, amountMinor: true, currency: true },
    });
    expect(payments).toEqual([{ provider: 'test', status: 'pending', amountMinor: 299, currency: 'USD' }]);
  });

  it('completes through the same fulfilment as Stripe: a paid year of Pro', async () => {
    const { user, caller } = await seller(testBilling);
    const { url } = await caller.subscription.checkout({ package_id: 'annual_subscription' });
    const sessionId = new URL(url).searchParams.get('session_id') ?? '';
    expect(await caller.subscription.paymentStatus({ session_id: sessionId })).toEqual({
      payment_status: 'unpaid',
      status: 'open',
    });

    const completed = await completeTestCheckout(db, sessionId);
    expect(completed).toMatchObject({
      ok: true,
      result: { userId: user.id, newlyPaid: { paymentId: expect.any(String) as string } },
    });
    expect(await caller.subscription.paymentStatus({ session_id: sessionId })).toEqual({
      payment_status: 'paid',
      status: 'complete',
    });
    const status = await caller.subscription.status();
    expect(status).toMatchObject({ has_subscription: true, subscription_active: true });
    const daysLeft = (Date.parse(status.subscription_expires_at ?? '') - Date.now()) / DAY_MS;
    expect(daysLeft).toBeGreaterThan(364);
    expect(daysLeft).toBeLessThan(367);

    expect(await completeTestCheckout(db, sessionId)).toEqual({ ok: false, reason: 'paid' });
    await expect(caller.subscription.checkout({ package_id: 'annual_subscription' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You already have an active subscription.',
    });

    const cancelled = await caller.subscription.cancel({ user_email: user.email });
    expect(cancelled).toEqual({ ok: true, access_until: status.subscription_expires_at });
    expect(await caller.subscription.status()).toMatchObject({
      has_subscription: true,
      subscription_active: false,
    });
  });

  it("answers 'expired' for a cancelled test checkout", async () => {
    const { caller } = await seller(testBilling);
    const { url } = await caller.subscription.checkout({ package_id: 'annual_subscription' });
    const sessionId = new URL(url).searchParams.get('session_id') ?? '';
    expect(await cancelTestCheckout(db, sessionId)).toEqual({ ok: true, result: null });
    expect(await caller.subscription.paymentStatus({ session_id: sessionId })).toEqual({
      payment_status: 'unpaid',
      status: 'expired',
    });
    expect(await completeTestCheckout(db, sessionId)).toEqual({ ok: false, reason: 'cancelled' });
  });
});
