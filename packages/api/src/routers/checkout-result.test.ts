// The payment result page must tell the truth about a checkout without a session.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@margin/db/testing';
import { createContext } from '../context';
import { createCaller } from '../root';
import { CHECKOUT_RESULT_PER_IP } from '../services/payments/checkout-result';
import { cancelTestCheckout, completeTestCheckout } from '../services/payments/test-billing';
import { startBillingFixture } from '../testing/payments';
import type { Billing } from '../services/types';
import { createSeller, testServices } from '../testing';

const testDb = await createTestDatabase();
const { db } = testDb;
const stripeApi = await startBillingFixture(db);
const { fake, stripeBilling, testBilling } = stripeApi;
afterAll(async () => {
  await stripeApi.close();
  await testDb.drop();
});

let ipCounter = 0;
/** A fresh client address per test, so the per-address limit of one test does not spill into the next. */
const nextIp = () => `203.0.113.${++ipCounter}`;

async function seller(billing: Billing) {
  const { user } = await createSeller(db, { state: 'trial', trialDaysLeft: 3 });
  const services = testServices({ billing });
  const caller = createCaller(createContext({ db, services, user }));
  return { user, caller, services };
}

/** Somebody without a session (it lapsed during checkout, or they paid on another device). */
function visitor(billing: Billing, ip = nextIp(), services = testServices({ billing })) {
  return createCaller(createContext({ db, services, user: null, ip }));
}

const stripeSessionId = (url: string) => url.split('/').pop() ?? '';
const testSessionId = (url: string) => new URL(url).searchParams.get('session_id') ?? '';

describe('subscription.checkoutResult (no session needed)', () => {
  it("tells whoever holds a Stripe checkout's id that it was paid, and nothing personal", async () => {
    const { user, caller } = await seller(stripeBilling);
    const { url } = await caller.subscription.checkout({ package_id: 'annual_subscription' });
    const sessionId = stripeSessionId(url);
    const anonymous = visitor(stripeBilling);

    expect(await anonymous.subscription.checkoutResult({ session_id: sessionId })).toEqual({
      payment_status: 'unpaid',
      status: 'open',
    });
    fake.completeSession(sessionId); // paid on Stripe's page; the session lapsed meanwhile; no webhook yet
    const answer = await anonymous.subscription.checkoutResult({ session_id: sessionId });
    // Exactly the spec's two fields: no e-mail, no user id, no amounts.
    expect(answer).toStrictEqual({ payment_status: 'paid', status: 'complete' });
    expect(JSON.stringify(answer)).not.toContain(user.email);
    expect(JSON.stringify(answer)).not.toContain(user.id);

    // The public call fulfils too (idempotently, from Stripe's truth): the seller has Pro when they sign in.
    expect(await caller.subscription.status()).toMatchObject({
      has_subscription: true,
      subscription_active: true,
    });
    expect(
      await db.prisma.payment.findUnique({
        where: { providerSessionId: sessionId },
        select: { status: true },
      }),
    ).toEqual({ status: 'paid' });
    // Asking again changes nothing.
    expect(await anonymous.subscription.checkoutResult({ session_id: sessionId })).toEqual(answer);
    expect(await db.prisma.payment.count({ where: { userId: user.id } })).toBe(1);
  });

  it('reports an expired Stripe checkout as expired', async () => {
    const { caller } = await seller(stripeBilling);
    const { url } = await caller.subscription.checkout({ package_id: 'annual_subscription' });
    fake.expireSession(stripeSessionId(url));
    expect(
      await visitor(stripeBilling).subscription.checkoutResult({ session_id: stripeSessionId(url) }),
    ).toEqual({ payment_status: 'unpaid', status: 'expired' });
  });

  it('answers the built-in test checkout the same way: open, paid, or expired once cancelled', async () => {
    const a = await seller(testBilling);
    const paid = testSessionId(
      (await a.caller.subscription.checkout({ package_id: 'annual_subscription' })).url,
    );
    const anonymous = visitor(testBilling);
    expect(await anonymous.subscription.checkoutResult({ session_id: paid })).toEqual({
      payment_status: 'unpaid',
      status: 'open',
    });
    await completeTestCheckout(db, paid);
    expect(await anonymous.subscription.checkoutResult({ session_id: paid })).toStrictEqual({
      payment_status: 'paid',
      status: 'complete',
    });

    const b = await seller(testBilling);
    const cancelled = testSessionId(
      (await b.caller.subscription.checkout({ package_id: 'annual_subscription' })).url,
    );
    await cancelTestCheckout(db, cancelled);
    expect(await anonymous.subscription.checkoutResult({ session_id: cancelled })).toEqual({
      payment_status: 'unpaid',
      status: 'expired',
    });
  });

  it("answers a signed-in seller about another account's checkout too: the id is the capability", async () => {
    const ana = await seller(testBilling);
    const ben = await seller(testBilling);
    const sessionId = testSessionId(
      (await ana.caller.subscription.checkout({ package_id: 'annual_subscription' })).url,
    );
    await completeTestCheckout(db, sessionId);
    expect(await ben.caller.subscription.checkoutResult({ session_id: sessionId })).toEqual({
      payment_status: 'paid',
      status: 'complete',
    });
    // The signed-in status call stays the seller's own.
    await expect(ben.caller.subscription.paymentStatus({ session_id: sessionId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('answers an unknown id, or an id of the other checkout, as not found', async () => {
    const notFound = { code: 'NOT_FOUND', message: 'Payment session not found.' };
    const { caller } = await seller(testBilling);
    const testId = testSessionId(
      (await caller.subscription.checkout({ package_id: 'annual_subscription' })).url,
    );
    await expect(
      visitor(stripeBilling).subscription.checkoutResult({ session_id: 'cs_test_unknown' }),
    ).rejects.toMatchObject(notFound);
    await expect(
      visitor(stripeBilling).subscription.checkoutResult({ session_id: testId }),
    ).rejects.toMatchObject(notFound);
    await expect(
      visitor(testBilling).subscription.checkoutResult({ session_id: 'test_cs_unknown' }),
    ).rejects.toMatchObject(notFound);
  });

  it('limits the calls per client address, with a Retry-After', async () => {
    const services = testServices({ billing: testBilling });
    const ip = nextIp();
    const anonymous = visitor(testBilling, ip, services);
    for (let i = 0; i < CHECKOUT_RESULT_PER_IP.max; i++) {
      await expect(
        anonymous.subscription.checkoutResult({ session_id: 'test_cs_unknown' }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    await expect(
      anonymous.subscription.checkoutResult({ session_id: 'test_cs_unknown' }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    // Another address is not affected.
    await expect(
      visitor(testBilling, nextIp(), services).subscription.checkoutResult({ session_id: 'test_cs_unknown' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('still needs a session for the signed-in status call', async () => {
    await expect(
      visitor(testBilling).subscription.paymentStatus({ session_id: 'test_cs_unknown' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
