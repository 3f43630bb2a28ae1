import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@margin/core';
import { createContext } from '../context';
import { createCaller } from '../root';
import { completeTestCheckout } from '../services/payments/test-billing';
import { refusalSentence, testServices } from '../testing';
import { adminActionsFixture } from '../testing/admin-actions';

// The admin portal's subscription actions (Activate Pro, Cancel Pro, Reset to Trial, Cancel Subscription), each
// with its effect on the seller, its answer, and its line in the activity log (written in the same transaction).

const DAY_MS = 24 * 60 * 60 * 1000;
const fixture = await adminActionsFixture();
const { db, fake, stripeBilling, testBilling, seller, adminWith, lastLog, sellerStatus } = fixture;
afterAll(() => fixture.close());

describe('Activate Pro', () => {
  it('grants paid access for a year from now, free, marked as granted; logged with the admin and the reason', async () => {
    const { caller, admin } = await adminWith();
    const s = await seller('expired');
    const answer = await caller.admin.toggleSubscription({
      email: s.user.email,
      status: 'active',
      reason: 'Goodwill',
    });
    expect(answer.message).toMatch(
      new RegExp(`^Pro activated for ${s.user.email} until .+\\. No charge was made\\.$`),
    );
    expect(answer.user).toMatchObject({
      subscription_status: 'active',
      pro_granted_by_admin: true,
      card_subscription: false,
    });
    const end = new Date(answer.user!.subscription_end_date!).getTime();
    expect(Math.abs(end - (Date.now() + 365 * DAY_MS))).toBeLessThan(60_000);
    expect(await sellerStatus(s.token)).toMatchObject({ has_subscription: true });
    expect(await db.prisma.payment.count({ where: { userId: s.user.id } })).toBe(0);
    expect(await lastLog(s.user.email)).toMatchObject({
      action: 'activate_pro',
      adminUsername: admin.username,
      reason: 'Goodwill',
    });
  });

  it('refuses a seller who already has Pro (409), and an unknown e-mail (404 User not found)', async () => {
    const { caller } = await adminWith();
    const s = await seller('pro');
    expect(
      await refusalSentence(caller.admin.toggleSubscription({ email: s.user.email, status: 'active' })),
    ).toMatch(/^This user already has Pro access until /);
    await expect(
      caller.admin.toggleSubscription({ email: 'nobody@shop.io', status: 'active' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: ADMIN_MESSAGES.userNotFound,
    });
    expect(await lastLog(s.user.email)).toBeNull();
  });
});

describe('Cancel Pro', () => {
  it('ends paid access now and puts the seller back on the trial they had', async () => {
    const { caller } = await adminWith();
    const s = await seller('trial', { trialDaysLeft: 4 });
    await caller.admin.toggleSubscription({ email: s.user.email, status: 'active' });
    const answer = await caller.admin.toggleSubscription({
      email: s.user.email,
      status: 'trial',
      reason: 'Test grant',
    });
    expect(answer.message).toMatch(/^Pro cancelled for .+: their trial runs until /);
    expect(answer.user).toMatchObject({
      subscription_status: 'trial',
      trial_active: true,
      trial_days_remaining: 4,
    });
    expect(await sellerStatus(s.token)).toMatchObject({ has_subscription: false, trial_active: true });
    expect(await lastLog(s.user.email)).toMatchObject({ action: 'cancel_pro', reason: 'Test grant' });
  });

  it('a seller whose trial ran out is left with the free features (inactive)', async () => {
    const { caller } = await adminWith();
    const s = await seller('expired'); // trial long over
    await caller.admin.toggleSubscription({ email: s.user.email, status: 'active' }); // Pro granted by an admin
    const answer = await caller.admin.toggleSubscription({ email: s.user.email, status: 'trial' });
    expect(answer.user).toMatchObject({ subscription_status: 'inactive', trial_active: false });
    expect(answer.message).toMatch(/their trial has ended/);
  });

  it('refuses a seller without Pro, and one whose Stripe subscription renews (Cancel Subscription is the way)', async () => {
    const { caller } = await adminWith(stripeBilling);
    const trial = await seller('trial');
    expect(
      await refusalSentence(caller.admin.toggleSubscription({ email: trial.user.email, status: 'trial' })),
    ).toBe('This user does not have Pro access.');
    const stripeSeller = await seller('pro');
    await db.prisma.subscription.update({
      where: { userId: stripeSeller.user.id },
      data: { provider: 'stripe' },
    });
    expect(
      await refusalSentence(
        caller.admin.toggleSubscription({ email: stripeSeller.user.email, status: 'trial' }),
      ),
    ).toMatch(/pays through Stripe\. Use Cancel Subscription/);
    expect(await sellerStatus(stripeSeller.token)).toMatchObject({ has_subscription: true });
  });

  it('refuses a seller who paid through the test checkout as it refuses a card subscription', async () => {
    const { caller } = await adminWith(testBilling);
    const buyer = await seller('trial', { trialDaysLeft: 2 });
    const { sessionId } = await testBilling.createCheckout({
      userId: buyer.user.id,
      email: buyer.user.email,
      successUrl: 'http://localhost:3000/payment/success',
      cancelUrl: 'http://localhost:3000/',
    });
    expect(await completeTestCheckout(db, sessionId)).toMatchObject({ ok: true });
    expect(await sellerStatus(buyer.token)).toMatchObject({ has_subscription: true });
    for (const fresh_trial of [false, true]) {
      expect(
        await refusalSentence(
          caller.admin.toggleSubscription({ email: buyer.user.email, status: 'trial', fresh_trial }),
        ),
      ).toBe(
        'This user pays through the test checkout. Use Cancel Subscription to stop the renewal; Pro then ends with the paid period.',
      );
    }
    expect(await sellerStatus(buyer.token)).toMatchObject({ has_subscription: true });
    expect(await lastLog(buyer.user.email)).toBeNull();
  });
});

describe('Reset to Trial', () => {
  it('gives a fresh 7-day trial from now, ending Pro', async () => {
    const { caller } = await adminWith();
    const s = await seller('expired');
    await caller.admin.toggleSubscription({ email: s.user.email, status: 'active' }); // Pro granted by an admin
    const answer = await caller.admin.toggleSubscription({
      email: s.user.email,
      status: 'trial',
      fresh_trial: true,
    });
    expect(answer.message).toMatch(/is on a fresh 7-day trial until /);
    expect(answer.user).toMatchObject({ subscription_status: 'trial', trial_days_remaining: 7 });
    expect(await sellerStatus(s.token)).toMatchObject({
      has_subscription: false,
      trial_active: true,
      trial_days_remaining: 7,
    });
    expect(await lastLog(s.user.email)).toMatchObject({ action: 'reset_trial' });
    const expired = await seller('expired');
    expect(
      (
        await caller.admin.toggleSubscription({
          email: expired.user.email,
          status: 'trial',
          fresh_trial: true,
        })
      ).user,
    ).toMatchObject({ trial_active: true, trial_days_remaining: 7 });
  });
});

describe('Cancel Subscription', () => {
  it('stops renewal of a test-checkout subscription; access continues to the period end; the seller is told', async () => {
    const { caller, services } = await adminWith(testBilling);
    const s = await seller('pro');
    const before = await sellerStatus(s.token);
    const answer = await caller.admin.toggleSubscription({
      email: s.user.email,
      status: 'canceled',
      reason: 'Asked by mail',
    });
    expect(answer.user).toMatchObject({
      subscription_status: 'canceled',
      subscription_end_date: before.subscription_expires_at,
    });
    expect(await sellerStatus(s.token)).toMatchObject({ has_subscription: true, subscription_active: false });
    expect(services.mailbox.map((m) => [m.kind, m.to])).toEqual([['subscription_cancelled', s.user.email]]);
    expect(await lastLog(s.user.email)).toMatchObject({
      action: 'cancel_subscription',
      reason: 'Asked by mail',
    });
    expect(
      await refusalSentence(caller.admin.toggleSubscription({ email: s.user.email, status: 'canceled' })),
    ).toBe('This user has no renewing subscription to cancel.');
  });

  it('cancels at Stripe too when the seller pays through Stripe', async () => {
    const services = testServices({ billing: stripeBilling });
    const s = await seller('trial');
    const sellerCaller = createCaller(createContext({ db, services, user: s.user }));
    const { url } = await sellerCaller.subscription.checkout({ package_id: 'annual_subscription' });
    const sessionId = url.split('/').pop()!;
    fake.completeSession(sessionId);
    await sellerCaller.subscription.paymentStatus({ session_id: sessionId });
    const subscriptionId = fake.subscriptionIdOf(sessionId);
    expect(fake.subscription(subscriptionId).cancel_at_period_end).toBe(false);

    const { caller } = await adminWith(stripeBilling);
    const detail = await caller.admin.user({ email: s.user.email });
    expect(detail.user).toMatchObject({ subscription_status: 'active', card_subscription: true });
    expect(detail.payments).toMatchObject([
      { payment_status: 'paid', amount: 2.99, user_email: s.user.email },
    ]);
    const answer = await caller.admin.toggleSubscription({ email: s.user.email, status: 'canceled' });
    expect(answer.user).toMatchObject({ subscription_status: 'canceled' });
    expect(fake.subscription(subscriptionId).cancel_at_period_end).toBe(true);
    expect((await lastLog(s.user.email))?.details).toMatchObject({
      text: expect.stringMatching(/also at Stripe/),
    });
  });

  it('refuses to cancel or delete a Stripe subscription on a server without Stripe (it would keep charging)', async () => {
    const { caller } = await adminWith(testBilling);
    const s = await seller('pro');
    await db.prisma.subscription.update({ where: { userId: s.user.id }, data: { provider: 'stripe' } });
    for (const call of [
      caller.admin.toggleSubscription({ email: s.user.email, status: 'canceled' }),
      caller.admin.deleteUser({ email: s.user.email }),
    ]) {
      expect(await refusalSentence(call)).toMatch(/renews at Stripe, which is not configured on this server/);
    }
    expect(await db.prisma.user.count({ where: { id: s.user.id } })).toBe(1);
    expect(await lastLog(s.user.email)).toBeNull();
  });

  it('an admin grant just stops at its end', async () => {
    const { caller } = await adminWith();
    const s = await seller('expired');
    await caller.admin.toggleSubscription({ email: s.user.email, status: 'active' });
    const answer = await caller.admin.toggleSubscription({ email: s.user.email, status: 'canceled' });
    expect(answer.user).toMatchObject({ subscription_status: 'canceled', pro_granted_by_admin: true });
  });
});
