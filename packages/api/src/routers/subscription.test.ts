import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@margin/db/testing';
import { createContext } from '../context';
import { createCaller } from '../root';
import { createStripeBilling } from '../services/payments/stripe-billing';
import { handleStripeEvent } from '../services/payments/stripe-webhook-handler';
import { cancelTestCheckout, completeTestCheckout } from '../services/payments/test-billing';
import { startBillingFixture, startFakeStripe } from '../testing/payments';
import type { Billing } from '../services/types';
import { createSeller, testServices } from '../testing';

const DAY_MS = 24 * 60 * 60 * 1000;
const testDb = await createTestDatabase();
const { db } = testDb;
const stripeApi = await startBillingFixture(db);
const { fake, stripeBilling, testBilling } = stripeApi;
afterAll(async () => {
  await stripeApi.close();
  await testDb.drop();
});

/** A seller in a running trial, signed in. */
async function seller(billing: Billing, options: { password?: boolean; trialDaysLeft?: number } = {}) {
  const { user } = await createSeller(db, { state: 'trial', ...options });
  const services = testServices({ billing });
  const caller = createCaller(createContext({ db, services, user }));
  return { user, caller, mailbox: services.mailbox };
}

function sessionIdOf(url: string): string {
  return url.split('/').pop() ?? '';
}

function lastRequest(path: string) {
  return fake.requests.filter((r) => r.path === path).at(-1);
}

describe('subscription.status', () => {
  it("answers the spec's fields for a trial seller, and only to that seller", async () => {
    const { user, caller } = await seller(stripeBilling, { trialDaysLeft: 3 });
    expect(await caller.subscription.status()).toEqual({
      has_subscription: false,
      subscription_active: false,
      subscription_expires_at: null,
      trial_active: true,
      trial_days_remaining: 3,
    });
    expect(await caller.subscription.status({ user_id: user.id })).toMatchObject({ trial_active: true });
    await expect(caller.subscription.status({ user_id: 'someone-else' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You can only access your own account.',
    });
  });

  it('needs a signed-in caller', async () => {
    const anonymous = createCaller(createContext({ db, services: testServices({ billing: stripeBilling }) }));
    await expect(anonymous.subscription.status()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('Stripe checkout', () => {
  it('asks for a password first (upgrade-trial comes before checkout)', async () => {
    const { caller } = await seller(stripeBilling, { password: false });
    await expect(caller.subscription.checkout({ package_id: 'annual_subscription' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please create a password before subscribing.',
    });
  });

  it("refuses another seller's user_id and an unknown package", async () => {
    const { caller } = await seller(stripeBilling);
    await expect(
      caller.subscription.checkout({ package_id: 'annual_subscription', user_id: 'someone-else' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'You can only access your own account.' });
    await expect(
      caller.subscription.checkout({ package_id: 'monthly' as 'annual_subscription' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('opens a subscription checkout for the yearly price, returning to PUBLIC_URL whatever origin_url says', async () => {
    const { user, caller } = await seller(stripeBilling);
    const { url } = await caller.subscription.checkout({
      package_id: 'annual_subscription',
      origin_url: 'https://evil.example',
      user_id: user.id,
      metadata: { source: 'web_payment_modal', account_upgraded: true },
    });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    expect(lastRequest('/v1/prices')?.params).toMatchObject({
      lookup_keys: ['annual_subscription'],
      active: 'true',
    });
    const created = lastRequest('/v1/checkout/sessions');
    expect(created?.method).toBe('POST');
    expect(created?.params).toEqual({
      mode: 'subscription',
      line_items: [{ price: expect.stringMatching(/^price_/) as unknown, quantity: '1' }],
      client_reference_id: user.id,
      customer_email: user.email,
      metadata: { user_id: user.id, package_id: 'annual_subscription' },
      subscription_data: { metadata: { user_id: user.id } },
      success_url: 'http://localhost:3000/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/payment/cancel',
    });

    const payments = await db.prisma.payment.findMany({
      where: { userId: user.id },
      select: { provider: true, status: true, amountMinor: true, currency: true, providerSessionId: true },
    });
    expect(payments).toEqual([
      {
        provider: 'stripe',
        status: 'pending',
        amountMinor: 299,
        currency: 'USD',
        providerSessionId: sessionIdOf(url),
      },
    ]);
  });

  it('hands out the open session again instead of starting a second one (no double charge)', async () => {
    const { user, caller } = await seller(stripeBilling);
    const first = await caller.subscription.checkout({ package_id: 'annual_subscription' });
    const sessionsBefore = fake.sessionCount;
    const second = await caller.subscription.checkout({ package_id: 'annual_subscription' });
    expect(second.url).toBe(first.url);
    expect(fake.sessionCount).toBe(sessionsBefore);
    expect(await db.prisma.payment.count({ where: { userId: user.id } })).toBe(1);
  });

  it('refuses a second checkout when the first was paid but nothing has told us yet', async () => {
    const { caller } = await seller(stripeBilling);
    const { url } = await caller.subscription.checkout({ package_id: 'annual_subscription' });
    fake.completeSession(sessionIdOf(url)); // no webhook, no result page: the seller clicks "Subscribe" again
    const sessionsBefore = fake.sessionCount;
    await expect(caller.subscription.checkout({ package_id: 'annual_subscription' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You already have an active subscription.',
    });
    expect(fake.sessionCount).toBe(sessionsBefore);
    expect(await caller.subscription.status()).toMatchObject({ has_subscription: true });
  });

  it('fulfils a paid session when the result page asks, without waiting for the webhook', async () => {
    const { user, caller } = await seller(stripeBilling);
    const { url } = await caller.subscription.checkout({ package_id: 'annual_subscription' });
    const sessionId = sessionIdOf(url);
    expect(await caller.subscription.paymentStatus({ session_id: sessionId })).toEqual({
      payment_status: 'unpaid',
      status: 'open',
    });

    fake.completeSession(sessionId); // paid on Stripe's page; no webhook delivered
    expect(await caller.subscription.paymentStatus({ session_id: sessionId })).toEqual({
      payment_status: 'paid',
      status: 'complete',
    });

    const session = fake.session(sessionId);
    const subscription = fake.subscription(fake.subscriptionIdOf(sessionId));
    const periodEnd = new Date((subscription.items.data[0]?.current_period_end ?? 0) * 1000);
    expect(
      await db.prisma.subscription.findUnique({
        where: { userId: user.id },
        select: {
          status: true,
          provider: true,
          providerCustomerId: true,
          providerSubscriptionId: true,
          currentPeriodEnd: true,
          cancelAtPeriodEnd: true,
        },
      }),
    ).toEqual({
      status: 'active',
      provider: 'stripe',
      providerCustomerId: session.customer,
      providerSubscriptionId: subscription.id,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
    });
    const payments = await db.prisma.payment.findMany({
      where: { userId: user.id },
      select: {
        status: true,
        providerSessionId: true,
        providerInvoiceId: true,
        amountMinor: true,
        subscriptionId: true,
      },
    });
    expect(payments).toEqual([
      {
        status: 'paid',
        providerSessionId: sessionId,
        providerInvoiceId: session.invoice,
        amountMinor: 299,
        subscriptionId: expect.any(String) as unknown,
      },
    ]);
    expect(await caller.subscription.status()).toMatchObject({
      has_subscription: true,
      subscription_active: true,
      subscription_expires_at: periodEnd.toISOString(),
    });

    // A paying seller cannot start a second subscription.
    await expect(caller.subscription.checkout({ package_id: 'annual_subscription' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You already have an active subscription.',
    });
  });

  it("keeps each seller's sessions private", async () => {
    const ana = await seller(stripeBilling);
    const ben = await seller(stripeBilling);
    const { url } = await ana.caller.subscription.checkout({ package_id: 'annual_subscription' });
    const notFound = { code: 'NOT_FOUND', message: 'Payment session not found.' };
    await expect(
      ben.caller.subscription.paymentStatus({ session_id: sessionIdOf(url) }),
    ).rejects.toMatchObject(notFound);
    await expect(
      ana.caller.subscription.paymentStatus({ session_id: 'cs_test_unknown' }),
    ).rejects.toMatchObject(notFound);
  });

  it('reports an expired session, and the next checkout starts a new one', async () => {
    const { user, caller } = await seller(stripeBilling);
    const { url } = await caller.subscription.checkout({ package_id: 'annual_subscription' });
    fake.expireSession(sessionIdOf(url));
    expect(await caller.subscription.paymentStatus({ session_id: sessionIdOf(url) })).toEqual({
      payment_status: 'unpaid',
      status: 'expired',
    });
    expect(
      await db.prisma.payment.findUnique({
        where: { providerSessionId: sessionIdOf(url) },
        select: { status: true, failureReason: true },
      }),
    ).toEqual({ status: 'failed', failureReason: 'Checkout session expired.' });

    const next = await caller.subscription.checkout({ package_id: 'annual_subscription' });
    expect(next.url).not.toBe(url);
    expect(await db.prisma.payment.count({ where: { userId: user.id, status: 'pending' } })).toBe(1);
  });

  it('is a server error, with a message for the operator, when Stripe has no yearly price', async () => {
    const noPrice = await startFakeStripe({ withAnnualPrice: false });
    try {
      const { caller } = await seller(
        createStripeBilling({ db, stripe: noPrice.stripe, publicUrl: 'http://localhost:3000' }),
      );
      await expect(caller.subscription.checkout({ package_id: 'annual_subscription' })).rejects.toMatchObject(
        {
          code: 'INTERNAL_SERVER_ERROR',
          message: expect.stringContaining('lookup key "annual_subscription"') as unknown,
        },
      );
      expect(noPrice.fake.sessionCount).toBe(0);
    } finally {
      await noPrice.close();
    }
  });

  it('starts a returning customer on their Stripe customer, not a new one', async () => {
    const { user, caller } = await seller(stripeBilling);
    const first = await caller.subscription.checkout({ package_id: 'annual_subscription' });
    fake.completeSession(sessionIdOf(first.url));
    await caller.subscription.paymentStatus({ session_id: sessionIdOf(first.url) });
    const session = fake.session(sessionIdOf(first.url));
    for (const event of fake.cancelNow(fake.subscriptionIdOf(sessionIdOf(first.url)))) {
      await handleStripeEvent(db, stripeApi.stripe, event);
    }
    expect(await caller.subscription.status()).toMatchObject({ has_subscription: false });

    await caller.subscription.checkout({ package_id: 'annual_subscription' });
    const params = lastRequest('/v1/checkout/sessions')?.params;
    expect(params).toMatchObject({ customer: session.customer, client_reference_id: user.id });
    expect(params).not.toHaveProperty('customer_email');
  });
});

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
