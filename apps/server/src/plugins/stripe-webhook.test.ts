import Fastify from 'fastify';
import type Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkoutReturnUrls,
  createStripeBilling,
  createStripeClient,
  SERVICE_UNAVAILABLE_MESSAGE,
  type StripeEventOutcome,
} from '@margin/api';
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
} from '@margin/api/payments-testing';
import { createSeller } from '@margin/api/testing';
import { subscriptionState } from '@margin/core';
import { createDb } from '@margin/db';
import { createTestDatabase } from '@margin/db/testing';
import { registerRateLimit } from './rate-limit';
import { registerStripeWebhook, STRIPE_WEBHOOK_PATH } from './stripe-webhook';

const testDb = await createTestDatabase();
const { db } = testDb;
const stripeApi = await startFakeStripe();
const { fake, stripe } = stripeApi;
const billing = createStripeBilling({ db, stripe, publicUrl: 'http://localhost:3000' });

const processed: StripeEventOutcome[] = [];
const app = Fastify();
// A global limit far below what a test delivers: the webhook must be exempt from it.
await registerRateLimit(app, { max: 2, windowMs: 60_000 });
app.get('/api/ping', async () => ({ ok: true }));
await registerStripeWebhook(app, {
  db,
  stripe,
  webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
  onProcessed: (outcome) => {
    processed.push(outcome);
  },
});

afterAll(async () => {
  await app.close();
  await stripeApi.close();
  await testDb.drop();
});

function deliver(target: typeof app, event: Stripe.Event, secret = FAKE_STRIPE_WEBHOOK_SECRET) {
  const { payload, headers } = fake.signedWebhook(event, secret);
  return target.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, payload, headers });
}

async function deliverAll(events: Stripe.Event[]) {
  for (const event of events) {
    const response = await deliver(app, event);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });
  }
}

/** A seller who opened a Stripe checkout through our own billing (so the pending payment exists, as in real life). */
async function sellerAtCheckout() {
  const { user } = await createSeller(db, { state: 'trial' });
  const { sessionId } = await billing.createCheckout({
    userId: user.id,
    email: user.email,
    ...checkoutReturnUrls('http://localhost:3000'),
  });
  return { userId: user.id, sessionId };
}

async function subscribedSeller() {
  const seller = await sellerAtCheckout();
  await deliverAll(fake.completeSession(seller.sessionId));
  return { ...seller, subscriptionId: fake.subscriptionIdOf(seller.sessionId) };
}

const subscriptionOf = (userId: string) =>
  db.prisma.subscription.findUniqueOrThrow({
    where: { userId },
    select: {
      id: true,
      status: true,
      provider: true,
      providerCustomerId: true,
      providerSubscriptionId: true,
      currentPeriodEnd: true,
      cancelAtPeriodEnd: true,
      canceledAt: true,
    },
  });

const paymentsOf = (userId: string) =>
  db.prisma.payment.findMany({
    where: { userId },
    orderBy: [{ paidAt: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }],
    select: {
      subscriptionId: true,
      provider: true,
      amountMinor: true,
      currency: true,
      status: true,
      providerSessionId: true,
      providerInvoiceId: true,
      failureReason: true,
      paidAt: true,
    },
  });

const invoiceIdOf = (events: Stripe.Event[], type: string) =>
  String((events.find((e) => e.type === type)?.data.object as { id?: string } | undefined)?.id);

const periodEndOf = (subscriptionId: string) =>
  new Date((fake.subscription(subscriptionId).items.data[0]?.current_period_end ?? 0) * 1000);

describe('Stripe webhook: signatures', () => {
  it('refuses a missing, wrong or tampered signature with 400 and changes nothing', async () => {
    const { userId, sessionId } = await sellerAtCheckout();
    const [completed] = fake
      .completeSession(sessionId)
      .filter((e) => e.type === 'checkout.session.completed');
    if (!completed) throw new Error('no checkout.session.completed event');

    const wrongSecret = await deliver(app, completed, 'whsec_someone_else');
    const { payload, headers } = fake.signedWebhook(completed);
    const unsigned = await app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      payload,
      headers: { 'content-type': headers['content-type'] ?? 'application/json' },
    });
    const tampered = await app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      payload: payload.replace(userId, 'another-user'),
      headers,
    });
    for (const response of [wrongSecret, unsigned, tampered]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Invalid webhook signature.' });
    }
    expect(await db.prisma.processedPaymentEvent.count({ where: { eventId: completed.id } })).toBe(0);
    expect(await db.prisma.subscription.count({ where: { userId } })).toBe(0);
    expect(await paymentsOf(userId)).toMatchObject([{ status: 'pending' }]);
  });
});

describe('Stripe webhook: a subscription from checkout to cancellation', () => {
  it('activates a paid checkout: one paid payment carrying the first invoice', async () => {
    const { userId, sessionId } = await sellerAtCheckout();
    processed.length = 0;
    const events = fake.completeSession(sessionId);
    await deliverAll(events);

    const session = fake.session(sessionId);
    const subscription = await subscriptionOf(userId);
    expect(subscription).toMatchObject({
      status: 'active',
      provider: 'stripe',
      providerCustomerId: session.customer,
      providerSubscriptionId: session.subscription,
      currentPeriodEnd: periodEndOf(fake.subscriptionIdOf(sessionId)),
      cancelAtPeriodEnd: false,
      canceledAt: null,
    });
    expect(await paymentsOf(userId)).toEqual([
      {
        subscriptionId: subscription.id,
        provider: 'stripe',
        amountMinor: 299,
        currency: 'USD',
        status: 'paid',
        providerSessionId: sessionId,
        providerInvoiceId: session.invoice,
        failureReason: null,
        paidAt: fake.now(),
      },
    ]);
    // Exactly one delivery reports the new payment (for the receipt), whichever event it was.
    const paidRow = await db.prisma.payment.findFirstOrThrow({ where: { userId }, select: { id: true } });
    expect(processed.filter((o) => o.newlyPaid !== null)).toEqual([
      expect.objectContaining({
        userId,
        newlyPaid: { paymentId: paidRow.id },
      }),
    ]);
  });

  it('applies a redelivered event once: one payment, one processed event', async () => {
    const { userId, sessionId } = await sellerAtCheckout();
    const completed = fake.completeSession(sessionId).find((e) => e.type === 'checkout.session.completed');
    if (!completed) throw new Error('no checkout.session.completed event');
    processed.length = 0;
    await deliverAll([completed, completed, completed]);
    expect(await db.prisma.payment.count({ where: { userId } })).toBe(1);
    expect(await db.prisma.processedPaymentEvent.count({ where: { eventId: completed.id } })).toBe(1);
    expect(processed).toHaveLength(1);
  });

  it('records a yearly renewal as a new payment and moves the period by a year', async () => {
    const { userId, subscriptionId } = await subscribedSeller();
    const before = await subscriptionOf(userId);
    const events = fake.renew(subscriptionId);
    await deliverAll(events);

    const after = await subscriptionOf(userId);
    const expected = new Date(before.currentPeriodEnd ?? 0);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(after.currentPeriodEnd).toEqual(expected);
    const payments = await paymentsOf(userId);
    expect(payments).toHaveLength(2);
    expect(payments[1]).toEqual({
      subscriptionId: after.id,
      provider: 'stripe',
      amountMinor: 299,
      currency: 'USD',
      status: 'paid',
      providerSessionId: null,
      providerInvoiceId: invoiceIdOf(events, 'invoice.paid'),
      failureReason: null,
      paidAt: fake.now(),
    });
  });

  it("records a declined renewal with the card's reason, and the retry that pays it", async () => {
    const { userId, subscriptionId } = await subscribedSeller();
    const failed = fake.failRenewal(subscriptionId, { message: 'Your card was declined.' });
    await deliverAll(failed);
    const invoiceId = invoiceIdOf(failed, 'invoice.payment_failed');
    expect((await paymentsOf(userId)).at(-1)).toMatchObject({
      status: 'failed',
      providerInvoiceId: invoiceId,
      failureReason: 'Your card was declined.',
      paidAt: null,
    });
    const pastDue = await subscriptionOf(userId);
    expect(pastDue.status).toBe('inactive');
    expect(subscriptionState({ trialEndsAt: null }, pastDue).has_subscription).toBe(false);

    await deliverAll(fake.payInvoice(invoiceId));
    const payments = await paymentsOf(userId);
    expect(payments).toHaveLength(2);
    expect(payments.at(-1)).toMatchObject({
      status: 'paid',
      providerInvoiceId: invoiceId,
      failureReason: null,
    });
    expect((await subscriptionOf(userId)).status).toBe('active');
  });

  it('keeps access until the paid period ends after a cancellation, then ends it', async () => {
    const { userId, subscriptionId } = await subscribedSeller();
    const periodEnd = periodEndOf(subscriptionId);
    await deliverAll(fake.cancelAtPeriodEnd(subscriptionId));
    const cancelling = await subscriptionOf(userId);
    expect(cancelling).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: periodEnd,
    });
    expect(subscriptionState({ trialEndsAt: null }, cancelling)).toMatchObject({
      has_subscription: true,
      subscription_active: false,
      subscription_expires_at: periodEnd.toISOString(),
    });

    await deliverAll(fake.endSubscription(subscriptionId));
    const ended = await subscriptionOf(userId);
    expect(ended).toMatchObject({ status: 'canceled', currentPeriodEnd: periodEnd });
    const justBefore = new Date(periodEnd.getTime() - 1000);
    const justAfter = new Date(periodEnd.getTime() + 1000);
    expect(subscriptionState({ trialEndsAt: null }, ended, justBefore).has_subscription).toBe(true);
    expect(subscriptionState({ trialEndsAt: null }, ended, justAfter).has_subscription).toBe(false);
  });

  it('ends access at once when Stripe cancels immediately', async () => {
    const { userId, subscriptionId } = await subscribedSeller();
    await deliverAll(fake.cancelNow(subscriptionId));
    const ended = await subscriptionOf(userId);
    expect(ended).toMatchObject({ status: 'canceled', currentPeriodEnd: fake.now() });
  });
});

/** A small deterministic PRNG, so a failing order can be reproduced from its seed. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], seed: number): T[] {
  const random = mulberry32(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

describe('Stripe webhook: order independence', () => {
  const start = fake.clock;

  /**
   * Checkout, a declined renewal paid on retry, a second renewal, cancellation at period end and the end:
   * every event is generated first, then delivered in the given order. Answers the seller's rows with ids and
   * times made relative to the scenario, so two runs can be compared.
   */
  async function runScenario(arrange: (events: Stripe.Event[]) => Stripe.Event[]) {
    fake.clock = start;
    const { userId, sessionId } = await sellerAtCheckout();
    const events = fake.completeSession(sessionId);
    const subscriptionId = fake.subscriptionIdOf(sessionId);
    const failed = fake.failRenewal(subscriptionId);
    events.push(...failed, ...fake.payInvoice(invoiceIdOf(failed, 'invoice.payment_failed')));
    events.push(...fake.renew(subscriptionId));
    events.push(...fake.cancelAtPeriodEnd(subscriptionId));
    events.push(...fake.endSubscription(subscriptionId));

    const names = new Map<string, string>([
      [sessionId, 'cs'],
      [subscriptionId, 'sub'],
      [fake.customerIdOf(sessionId), 'cus'],
    ]);
    for (const event of events) {
      const object = event.data.object as { id: string; object: string };
      if (object.object === 'invoice' && !names.has(object.id)) names.set(object.id, `in#${names.size - 2}`);
    }
    await deliverAll(arrange(events));

    const name = (id: string | null) => (id === null ? null : (names.get(id) ?? `unknown ${id}`));
    const time = (date: Date | null) => (date === null ? null : date.getTime() / 1000 - start);
    const subscription = await subscriptionOf(userId);
    return {
      eventsRecorded: await db.prisma.processedPaymentEvent.count({
        where: { eventId: { in: events.map((e) => e.id) } },
      }),
      subscription: {
        ...subscription,
        id: 'row',
        providerCustomerId: name(subscription.providerCustomerId),
        providerSubscriptionId: name(subscription.providerSubscriptionId),
        currentPeriodEnd: time(subscription.currentPeriodEnd),
        canceledAt: time(subscription.canceledAt),
      },
      payments: (await paymentsOf(userId)).map((p) => ({
        ...p,
        subscriptionId: p.subscriptionId === subscription.id ? 'row' : p.subscriptionId,
        providerSessionId: name(p.providerSessionId),
        providerInvoiceId: name(p.providerInvoiceId),
        paidAt: time(p.paidAt),
      })),
      eventCount: events.length,
    };
  }

  it('ends in the same state for the events in order, reversed and shuffled', async () => {
    const inOrder = await runScenario((events) => events);
    const year = (n: number) => {
      const date = new Date(start * 1000);
      date.setUTCFullYear(date.getUTCFullYear() + n);
      return date.getTime() / 1000 - start;
    };
    expect(inOrder).toEqual({
      eventsRecorded: 11,
      eventCount: 11,
      subscription: {
        id: 'row',
        status: 'canceled',
        provider: 'stripe',
        providerCustomerId: 'cus',
        providerSubscriptionId: 'sub',
        currentPeriodEnd: year(3),
        cancelAtPeriodEnd: true,
        canceledAt: year(2),
      },
      payments: [
        {
          paidAt: 0,
          providerSessionId: 'cs',
          providerInvoiceId: 'in#1',
          status: 'paid',
          failureReason: null,
        },
        {
          paidAt: year(1),
          providerSessionId: null,
          providerInvoiceId: 'in#2',
          status: 'paid',
          failureReason: null,
        },
        {
          paidAt: year(2),
          providerSessionId: null,
          providerInvoiceId: 'in#3',
          status: 'paid',
          failureReason: null,
        },
      ].map((p) => ({ ...p, subscriptionId: 'row', provider: 'stripe', amountMinor: 299, currency: 'USD' })),
    });

    expect(await runScenario((events) => [...events].reverse())).toEqual(inOrder);
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      expect(await runScenario((events) => shuffled(events, seed)), `shuffle seed ${seed}`).toEqual(inOrder);
    }
  });
});

describe('Stripe webhook: failures and other events', () => {
  it('answers 503 when Stripe cannot be reached, so Stripe retries, and applies the event on the retry', async () => {
    const { userId, sessionId } = await sellerAtCheckout();
    const completed = fake.completeSession(sessionId).find((e) => e.type === 'checkout.session.completed');
    if (!completed) throw new Error('no checkout.session.completed event');
    const cutOff = Fastify();
    await registerStripeWebhook(cutOff, {
      db,
      stripe: createStripeClient({
        secretKey: FAKE_STRIPE_SECRET_KEY,
        apiBase: 'http://127.0.0.1:9',
        maxNetworkRetries: 0,
      }),
      webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
    });
    try {
      const failed = await deliver(cutOff, completed);
      expect(failed.statusCode).toBe(503);
      expect(failed.headers['retry-after']).toBe('5');
      expect(failed.json()).toEqual({ detail: SERVICE_UNAVAILABLE_MESSAGE });
      expect(await db.prisma.processedPaymentEvent.count({ where: { eventId: completed.id } })).toBe(0);
    } finally {
      await cutOff.close();
    }
    await deliverAll([completed]);
    expect(await paymentsOf(userId)).toMatchObject([{ status: 'paid' }]);
  });

  it('answers 503 with Retry-After, not 500, while the database is unreachable', async () => {
    const { sessionId } = await sellerAtCheckout();
    const completed = fake.completeSession(sessionId).find((e) => e.type === 'checkout.session.completed');
    if (!completed) throw new Error('no checkout.session.completed event');
    const unreachable = await createDb({
      databaseUrl: 'postgresql://postgres@127.0.0.1:1/margin',
      migrate: false,
    });
    const cutOff = Fastify({ logger: false });
    await registerStripeWebhook(cutOff, {
      db: unreachable,
      stripe,
      webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
    });
    try {
      const failed = await deliver(cutOff, completed);
      expect(failed.statusCode).toBe(503);
      expect(failed.headers['retry-after']).toBe('5');
      expect(failed.json()).toEqual({ detail: SERVICE_UNAVAILABLE_MESSAGE });
    } finally {
      await cutOff.close();
      await unreachable.close();
    }
  });

  it('records and ignores event types it does not act on', async () => {
    const event = {
      id: `evt_unhandled_${Date.now()}`,
      object: 'event',
      api_version: null,
      created: fake.clock,
      data: { object: { id: 'cus_someone', object: 'customer' } },
      livemode: false,
      pending_webhooks: 1,
      request: null,
      type: 'customer.created',
    } as unknown as Stripe.Event;
    processed.length = 0;
    await deliverAll([event]);
    expect(
      await db.prisma.processedPaymentEvent.findUnique({
        where: { eventId: event.id },
        select: { type: true },
      }),
    ).toEqual({ type: 'customer.created' });
    expect(processed).toEqual([expect.objectContaining({ handled: false, userId: null, newlyPaid: null })]);
  });

  it('is exempt from the global rate limit (Stripe delivers in bursts)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await app.inject({ method: 'GET', url: '/api/ping' })).statusCode);
    expect(statuses).toContain(429);
    // Every test above delivered far more than the limit allows; one more for good measure.
    const { sessionId } = await sellerAtCheckout();
    await deliverAll(fake.completeSession(sessionId));
  });
});
