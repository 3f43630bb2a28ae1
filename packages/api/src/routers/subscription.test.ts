import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { createCaller } from '../root';
import { createStripeBilling } from '../services/payments/stripe-billing';
import { handleStripeEvent } from '../services/payments/stripe-webhook-handler';
import { startFakeStripe } from '../testing/payments';
import { testServices } from '../testing';
import { sessionIdOf, subscriptionSuite } from '../testing/payments/subscription-suite';

// The seller's subscription: its status, and paying through Stripe Checkout.

const suite = await subscriptionSuite();
const { db, fake, stripeBilling, seller, lastRequest } = suite;
afterAll(() => suite.close());

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
      await handleStripeEvent(db, suite.stripe, event);
    }
    expect(await caller.subscription.status()).toMatchObject({ has_subscription: false });

    await caller.subscription.checkout({ package_id: 'annual_subscription' });
    const params = lastRequest('/v1/checkout/sessions')?.params;
    expect(params).toMatchObject({ customer: session.customer, client_reference_id: user.id });
    expect(params).not.toHaveProperty('customer_email');
  });
});
