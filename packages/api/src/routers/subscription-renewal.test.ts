// Cancelling is idempotent (one e-mail however often it is asked), and a cancelled
// subscription can be resumed until its paid period ends.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@margin/db/testing';
import { createContext } from '../context';
import { createCaller } from '../root';
import { handleStripeEvent } from '../services/payments/stripe-webhook-handler';
import { completeTestCheckout, createTestBilling } from '../services/payments/test-billing';
import { startBillingFixture } from '../testing/payments';
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

const NOTHING_TO_RESUME = 'You have no cancelled subscription to resume.';
const PERIOD_ENDED = 'Your subscription has already ended, so it cannot be resumed. Please subscribe again.';

/** A seller in a running trial, signed in; subscribing is each test's own step. */
async function seller(billing: Billing) {
  const { user } = await createSeller(db, { state: 'trial', trialDaysLeft: 3 });
  const services = testServices({ billing });
  const callerWith = (b: Billing) =>
    createCaller(createContext({ db, services: { ...services, billing: b }, user }));
  return { user, caller: callerWith(billing), callerWith, mailbox: services.mailbox };
}

async function stripeSubscriber() {
  const s = await seller(stripeBilling);
  const { url } = await s.caller.subscription.checkout({ package_id: 'annual_subscription' });
  const sessionId = url.split('/').pop() ?? '';
  fake.completeSession(sessionId);
  await s.caller.subscription.paymentStatus({ session_id: sessionId });
  fake.takeEvents();
  return { ...s, subscriptionId: fake.subscriptionIdOf(sessionId) };
}

async function testSubscriber() {
  const s = await seller(testBilling);
  const { url } = await s.caller.subscription.checkout({ package_id: 'annual_subscription' });
  await completeTestCheckout(db, new URL(url).searchParams.get('session_id') ?? '');
  return s;
}

const cancelMails = (mailbox: { kind: string }[]) =>
  mailbox.filter((m) => m.kind === 'subscription_cancelled').length;

const subscriptionUpdates = (subscriptionId: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`);

describe.each([
  ['Stripe', stripeSubscriber],
  ['the test checkout', testSubscriber],
] as const)('cancelling with %s', (name, subscriber) => {
  it('sends one e-mail for a double click: both calls succeed, only the first changes anything', async () => {
    const { caller, user, mailbox } = await subscriber();
    const [first, second] = await Promise.all([
      caller.subscription.cancel({ user_email: user.email }),
      caller.subscription.cancel({ user_email: user.email }),
    ]);
    expect(first).toEqual(second);
    expect(first).toMatchObject({ ok: true, access_until: expect.any(String) as unknown });
    expect(cancelMails(mailbox)).toBe(1);
    expect(await caller.subscription.status()).toMatchObject({
      has_subscription: true,
      subscription_active: false,
    });
  });

  it('sends no second e-mail when an already cancelled subscription is cancelled again', async () => {
    const { caller, mailbox } = await subscriber();
    const first = await caller.subscription.cancel({});
    expect(cancelMails(mailbox)).toBe(1);
    expect(await caller.subscription.cancel({})).toEqual(first);
    expect(cancelMails(mailbox)).toBe(1);
  });

  it('resumes a cancelled subscription: it renews again, on the same date', async () => {
    const { caller, mailbox } = await subscriber();
    const before = await caller.subscription.status();
    await caller.subscription.cancel({});
    const resumed = await caller.subscription.resume({});
    expect(resumed).toEqual({ ok: true, renews_on: before.subscription_expires_at });
    expect(await caller.subscription.status()).toEqual(before);
    // A second resume (another tab) changes nothing and is no error.
    expect(await caller.subscription.resume()).toEqual(resumed);
    // Renewing again, it can be cancelled again, and that is worth an e-mail again.
    await caller.subscription.cancel({});
    expect(cancelMails(mailbox)).toBe(2);
  });

  it('refuses to resume when there is nothing to resume', async () => {
    const trial = await seller(name === 'Stripe' ? stripeBilling : testBilling);
    await expect(trial.caller.subscription.resume({})).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: NOTHING_TO_RESUME,
    });
  });

  it("refuses another seller's e-mail", async () => {
    const { caller } = await subscriber();
    await expect(caller.subscription.resume({ user_email: 'other@example.com' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('resuming through Stripe', () => {
  it('undoes cancel_at_period_end at Stripe', async () => {
    const { caller, subscriptionId } = await stripeSubscriber();
    await caller.subscription.cancel({});
    expect(fake.subscription(subscriptionId).cancel_at_period_end).toBe(true);
    await caller.subscription.resume({});
    expect(subscriptionUpdates(subscriptionId).at(-1)?.params).toEqual({ cancel_at_period_end: 'false' });
    expect(fake.subscription(subscriptionId)).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
    });
    // Stripe tells us the same by webhook; applying it changes nothing.
    for (const event of fake.takeEvents()) await handleStripeEvent(db, stripeApi.stripe, event);
    expect(await caller.subscription.status()).toMatchObject({ subscription_active: true });
  });

  it('also clears an end date set elsewhere (the customer portal schedules one with cancel_at)', async () => {
    const { caller, subscriptionId } = await stripeSubscriber();
    for (const event of fake.cancelAt(subscriptionId, fake.clock + 30 * 24 * 3600)) {
      await handleStripeEvent(db, stripeApi.stripe, event);
    }
    expect(await caller.subscription.status()).toMatchObject({ subscription_active: false });
    await caller.subscription.resume({});
    expect(fake.subscription(subscriptionId)).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    expect(await caller.subscription.status()).toMatchObject({ subscription_active: true });
  });

  it('asks Stripe nothing when the subscription is renewing already', async () => {
    const { caller, subscriptionId } = await stripeSubscriber();
    const before = subscriptionUpdates(subscriptionId).length;
    expect(await caller.subscription.resume({})).toMatchObject({ ok: true });
    expect(subscriptionUpdates(subscriptionId)).toHaveLength(before);
  });

  it('refuses once the period has ended', async () => {
    const { caller, subscriptionId } = await stripeSubscriber();
    await caller.subscription.cancel({});
    for (const event of fake.endSubscription(subscriptionId)) {
      await handleStripeEvent(db, stripeApi.stripe, event);
    }
    // Stripe has ended it (its clock is at the period end): nothing left to resume, whatever our clock says.
    const updatesBefore = subscriptionUpdates(subscriptionId).length;
    await expect(caller.subscription.resume({})).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: PERIOD_ENDED,
    });
    expect(subscriptionUpdates(subscriptionId)).toHaveLength(updatesBefore);
  });
});

describe('resuming the test checkout', () => {
  it('refuses once the paid period has ended', async () => {
    const { caller, callerWith } = await testSubscriber();
    await caller.subscription.cancel({});
    const aYearAndADayLater = createTestBilling({
      db,
      publicUrl: 'http://localhost:3000',
      now: () => new Date(Date.now() + 367 * DAY_MS),
    });
    await expect(callerWith(aYearAndADayLater).subscription.resume({})).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: PERIOD_ENDED,
    });
    // Still resumable today.
    expect(await caller.subscription.resume({})).toMatchObject({ ok: true });
  });
});
