import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@margin/db/testing';
import { fulfil, recordPendingCheckout, type PaymentTruth, type SubscriptionTruth } from './fulfilment';
import { parseStripeForm } from '../../testing/payments';
import { createSeller } from '../../testing';

const testDb = await createTestDatabase();
const { db } = testDb;
afterAll(() => testDb.drop());

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** A seller in a trial, who has not paid yet. */
async function newUser(): Promise<string> {
  return (await createSeller(db, { state: 'trial' })).user.id;
}

function activeTruth(userId: string, subscriptionId: string, overrides: Partial<SubscriptionTruth> = {}) {
  return {
    userId,
    provider: 'stripe',
    providerCustomerId: `cus_${userId}`,
    providerSubscriptionId: subscriptionId,
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + YEAR_MS),
    cancelAtPeriodEnd: false,
    canceledAt: null,
    ...overrides,
  } satisfies SubscriptionTruth;
}

function paid(
  userId: string,
  ids: Pick<PaymentTruth, 'providerSessionId' | 'providerInvoiceId'>,
): PaymentTruth {
  return {
    userId,
    provider: 'stripe',
    ...ids,
    amountMinor: 299,
    currency: 'USD',
    status: 'paid',
    paidAt: new Date('2030-01-01T00:00:00Z'),
  };
}

const paymentsOf = (userId: string) =>
  db.prisma.payment.findMany({
    where: { userId },
    orderBy: { createdAt: 'asc' },
    select: {
      status: true,
      providerSessionId: true,
      providerInvoiceId: true,
      failureReason: true,
      paidAt: true,
    },
  });

describe('recordPayment (through fulfil)', () => {
  it('puts the first invoice on the checkout row, whichever report comes first, and reports the payment once', async () => {
    const userId = await newUser();
    await recordPendingCheckout(db, {
      userId,
      provider: 'stripe',
      providerSessionId: `cs_${userId}`,
      amountMinor: 299,
      currency: 'USD',
    });
    const truth = { userId, subscription: activeTruth(userId, `sub_${userId}`) };
    const first = await fulfil(db, {
      ...truth,
      payments: [paid(userId, { providerSessionId: `cs_${userId}`, providerInvoiceId: `in_${userId}` })],
    });
    expect(first.newlyPaid).toEqual({ paymentId: expect.any(String) as string });
    const again = await fulfil(db, {
      ...truth,
      payments: [paid(userId, { providerInvoiceId: `in_${userId}` })],
    });
    expect(again.newlyPaid).toBeNull();
    expect(await paymentsOf(userId)).toEqual([
      {
        status: 'paid',
        providerSessionId: `cs_${userId}`,
        providerInvoiceId: `in_${userId}`,
        failureReason: null,
        paidAt: new Date('2030-01-01T00:00:00Z'),
      },
    ]);
  });

  it('lets a retry pay a failed invoice, and never un-pays a paid one', async () => {
    const userId = await newUser();
    const failed: PaymentTruth = {
      ...paid(userId, { providerInvoiceId: `in_${userId}` }),
      status: 'failed',
      failureReason: 'Your card was declined.',
    };
    await fulfil(db, { userId, payments: [failed] });
    expect(await paymentsOf(userId)).toMatchObject([
      { status: 'failed', failureReason: 'Your card was declined.' },
    ]);
    const retried = await fulfil(db, {
      userId,
      payments: [paid(userId, { providerInvoiceId: `in_${userId}` })],
    });
    expect(retried.newlyPaid).not.toBeNull();
    await fulfil(db, { userId, payments: [failed] }); // a late delivery of the failure
    expect(await paymentsOf(userId)).toMatchObject([{ status: 'paid', failureReason: null }]);
  });
});

describe('syncSubscription (through fulfil)', () => {
  it('does not let a late report about an ended subscription replace a paid one', async () => {
    const userId = await newUser();
    await fulfil(db, { userId, subscription: activeTruth(userId, `sub_new_${userId}`) });
    const late = await fulfil(db, {
      userId,
      subscription: activeTruth(userId, `sub_old_${userId}`, {
        status: 'canceled',
        currentPeriodEnd: new Date(),
      }),
    });
    expect(late.ignoredSubscriptionId).toBeNull(); // an ended subscription is no double charge
    const row = await db.prisma.subscription.findUnique({
      where: { userId },
      select: { providerSubscriptionId: true, status: true },
    });
    expect(row).toEqual({ providerSubscriptionId: `sub_new_${userId}`, status: 'active' });
  });

  it('flags a second paid subscription for a refund instead of replacing the first', async () => {
    const userId = await newUser();
    await fulfil(db, { userId, subscription: activeTruth(userId, `sub_a_${userId}`) });
    // Both grant access: the stored one stays (no switching back and forth), the caller is told about the other.
    const result = await fulfil(db, { userId, subscription: activeTruth(userId, `sub_b_${userId}`) });
    expect(result.ignoredSubscriptionId).toBe(`sub_b_${userId}`);
    const row = await db.prisma.subscription.findUnique({
      where: { userId },
      select: { providerSubscriptionId: true },
    });
    expect(row).toEqual({ providerSubscriptionId: `sub_a_${userId}` });
  });

  it('replaces an ended subscription with a new one', async () => {
    const userId = await newUser();
    await fulfil(db, {
      userId,
      subscription: activeTruth(userId, `sub_a_${userId}`, {
        status: 'canceled',
        currentPeriodEnd: new Date(),
      }),
    });
    await fulfil(db, { userId, subscription: activeTruth(userId, `sub_b_${userId}`) });
    const row = await db.prisma.subscription.findUnique({
      where: { userId },
      select: { providerSubscriptionId: true },
    });
    expect(row).toEqual({ providerSubscriptionId: `sub_b_${userId}` });
  });
});

describe('fake Stripe form parsing', () => {
  it("decodes the SDK's bracket syntax into nested objects and arrays", () => {
    expect(
      parseStripeForm(
        'mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=1&metadata[user_id]=u%201' +
          '&expand[0]=a.b&expand[1]=c&__proto__[x]=1',
      ),
    ).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_1', quantity: '1' }],
      metadata: { user_id: 'u 1' },
      expand: ['a.b', 'c'],
    });
  });
});
