import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@margin/core';
import { createTestDatabase } from '@margin/db/testing';
import { createContext } from '../context';
import { createCaller } from '../root';
import { resolveSession } from '../services/auth/sessions';
import { startBillingFixture } from '../testing/payments';
import type { Billing, Services } from '../services/types';
import {
  callerForAdminToken,
  callerForToken,
  createSeller,
  createTestAdmin,
  refusalSentence,
  testServices,
  type SellerState,
} from '../testing';

// The eight user actions of the admin portal, each with its effect on the seller, its answer, and its line in
// the activity log (written in the same transaction as the change).

const DAY_MS = 24 * 60 * 60 * 1000;
const testDb = await createTestDatabase();
const { db } = testDb;
const billingFixture = await startBillingFixture(db);
const { fake, stripeBilling, testBilling } = billingFixture;
afterAll(async () => {
  await billingFixture.close();
  await testDb.drop();
});

let n = 0;
async function seller(state: SellerState, options: { trialDaysLeft?: number } = {}) {
  return createSeller(db, { state, email: `${state}-${n++}@shop.io`, ...options });
}

async function adminWith(billing: Billing = testBilling, overrides: Partial<Services> = {}) {
  const services = testServices({ billing, ...overrides });
  const admin = await createTestAdmin(db, { services });
  return { admin, caller: await callerForAdminToken(db, admin.token, services), services };
}

async function lastLog(email: string) {
  return db.prisma.adminActivityLog.findFirst({
    where: { targetEmail: email },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { action: true, adminUsername: true, reason: true, details: true, createdAt: true },
  });
}

async function sellerStatus(token: string) {
  return (await callerForToken(db, token)).subscription.status();
}

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
    const s = await seller('pro'); // paid through the built-in test checkout, trial long over
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
});

describe('Reset to Trial', () => {
  it('gives a fresh 7-day trial from now, ending Pro', async () => {
    const { caller } = await adminWith();
    const s = await seller('pro');
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

describe('Extend trial', () => {
  it('adds whole days to the later of now and the trial end, and answers new_trial_end', async () => {
    const { caller } = await adminWith();
    const running = await seller('trial', { trialDaysLeft: 2 });
    const row = await db.prisma.user.findUniqueOrThrow({ where: { id: running.user.id } });
    const answer = await caller.admin.extendTrial({
      email: running.user.email,
      days: 5,
      reason: 'Onboarding call',
    });
    expect(new Date(answer.new_trial_end).getTime()).toBe(row.trialEndsAt!.getTime() + 5 * DAY_MS);
    expect(answer.user).toMatchObject({ trial_days_remaining: 7 });
    expect(answer.message).toMatch(/extended by 5 days: it now ends /);
    expect(await lastLog(running.user.email)).toMatchObject({
      action: 'extend_trial',
      reason: 'Onboarding call',
    });

    const expired = await seller('expired');
    const fromNow = await caller.admin.extendTrial({ email: expired.user.email });
    expect(Math.abs(new Date(fromNow.new_trial_end).getTime() - (Date.now() + 7 * DAY_MS))).toBeLessThan(
      60_000,
    );
    expect(await sellerStatus(expired.token)).toMatchObject({ trial_active: true, trial_days_remaining: 7 });
  });

  it('takes positive whole days only', async () => {
    const { caller } = await adminWith();
    const s = await seller('trial');
    expect(await refusalSentence(caller.admin.extendTrial({ email: s.user.email, days: 0 }))).toBe(
      'Days must be at least 1.',
    );
    expect(await refusalSentence(caller.admin.extendTrial({ email: s.user.email, days: 1.5 }))).toBe(
      'Days must be a whole number.',
    );
    expect(await refusalSentence(caller.admin.extendTrial({ email: s.user.email, days: -3 }))).toBe(
      'Days must be at least 1.',
    );
  });
});

describe('Resend welcome e-mail', () => {
  it('sends the welcome mail again and logs it', async () => {
    const { caller, services } = await adminWith();
    const s = await seller('trial');
    expect((await caller.admin.resendWelcome({ email: s.user.email, reason: 'Lost it' })).message).toBe(
      `Welcome e-mail sent to ${s.user.email}.`,
    );
    expect(services.mailbox.map((m) => [m.kind, m.to])).toEqual([['welcome', s.user.email]]);
    expect(await lastLog(s.user.email)).toMatchObject({ action: 'resend_welcome', reason: 'Lost it' });
  });

  it('answers 502 when the mail server refuses it, and logs the attempt', async () => {
    const { caller } = await adminWith(testBilling, {
      mail: { description: 'down', deliver: () => Promise.reject(new Error('connection refused')) },
    });
    const s = await seller('trial');
    const error = await caller.admin.resendWelcome({ email: s.user.email }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'The mail server did not accept the e-mail. Please try again later.',
    });
    expect((error as { cause?: { status?: number } }).cause?.status).toBe(502);
    expect((await lastLog(s.user.email))?.details).toMatchObject({ delivered: false });
  });
});

describe('Force Logout', () => {
  it('ends every session of the seller: their next call answers 401', async () => {
    const { caller } = await adminWith();
    const s = await seller('pro');
    const second = await createSeller(db, { state: 'trial', email: `second-${n++}@shop.io` });
    expect(await sellerStatus(s.token)).toMatchObject({ has_subscription: true });
    const answer = await caller.admin.forceLogout({ email: s.user.email, reason: 'Shared account' });
    expect(answer).toMatchObject({
      sessions_ended: 1,
      message: `${s.user.email} was signed out of 1 session.`,
    });
    expect(await resolveSession(db, s.token)).toBeNull();
    expect(await resolveSession(db, second.token)).not.toBeNull();
    expect(await lastLog(s.user.email)).toMatchObject({ action: 'force_logout', reason: 'Shared account' });
  });
});

describe('Delete User', () => {
  it('removes the seller and everything of theirs permanently; the log keeps the e-mail and who did it', async () => {
    const { caller, admin } = await adminWith();
    const s = await seller('pro');
    const userId = s.user.id;
    await db.prisma.payment.create({
      data: {
        userId,
        provider: 'test',
        amountMinor: 299,
        currency: 'USD',
        status: 'paid',
        paidAt: new Date(),
      },
    });
    await db.prisma.share.create({ data: { id: `share-${n++}`, snapshot: {}, userId } });
    await db.prisma.product.create({ data: { userId, name: 'Mug', sellingPriceMinor: 1500 } });
    await db.prisma.salesRecord.create({
      data: {
        userId,
        date: new Date('2026-01-05'),
        productName: 'Mug',
        sellingPriceMinor: 1500,
        totalCostsMinor: 500,
      },
    });
    await db.prisma.passwordResetToken.create({
      data: { userId, tokenHash: `h-${n++}`, expiresAt: new Date() },
    });
    await db.prisma.loginAttempt.create({ data: { email: s.user.email, success: true } });
    await db.prisma.calculationEvent.create({ data: { userId, mode: 'forward' } });

    const answer = await caller.admin.deleteUser({ email: s.user.email, reason: 'GDPR request' });
    expect(answer).toEqual({
      message: `${s.user.email} and all their data were deleted permanently.`,
      user: null,
    });
    const where = { where: { userId } };
    expect(await db.prisma.user.count({ where: { id: userId } })).toBe(0);
    for (const count of [
      db.prisma.payment.count(where),
      db.prisma.subscription.count(where),
      db.prisma.share.count(where),
      db.prisma.product.count(where),
      db.prisma.salesRecord.count(where),
      db.prisma.session.count(where),
      db.prisma.passwordResetToken.count(where),
      db.prisma.loginAttempt.count({ where: { email: s.user.email } }),
    ]) {
      expect(await count).toBe(0);
    }
    // Anonymous usage statistics stay, without the link.
    expect(
      await db.prisma.calculationEvent.count({ where: { mode: 'forward', userId: null } }),
    ).toBeGreaterThan(0);
    expect(await resolveSession(db, s.token)).toBeNull();
    expect(await lastLog(s.user.email)).toMatchObject({
      action: 'delete_user',
      adminUsername: admin.username,
      reason: 'GDPR request',
    });
    await expect(caller.admin.user({ email: s.user.email })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const { payments } = await caller.admin.payments();
    expect(payments.some((p) => p.user_email === s.user.email)).toBe(false);
  });

  it('cancels a renewing Stripe subscription before deleting, so the seller is never charged again', async () => {
    const services = testServices({ billing: stripeBilling });
    const s = await seller('trial');
    const sellerCaller = createCaller(createContext({ db, services, user: s.user }));
    const { url } = await sellerCaller.subscription.checkout({ package_id: 'annual_subscription' });
    const sessionId = url.split('/').pop()!;
    fake.completeSession(sessionId);
    await sellerCaller.subscription.paymentStatus({ session_id: sessionId });
    const { caller } = await adminWith(stripeBilling);
    await caller.admin.deleteUser({ email: s.user.email });
    expect(fake.subscription(fake.subscriptionIdOf(sessionId)).cancel_at_period_end).toBe(true);
    expect(await db.prisma.user.count({ where: { id: s.user.id } })).toBe(0);
  });
});

describe('lists and search', () => {
  it('users: newest first, at most the limit, test accounts left out, trials ending within 3 days marked', async () => {
    const { caller } = await adminWith();
    const ending = await seller('trial', { trialDaysLeft: 2 });
    const testAccount = await createSeller(db, { state: 'trial', email: `t-${n++}@example.com` });
    const { users } = await caller.admin.users();
    expect(users.length).toBeLessThanOrEqual(100);
    expect(users[0]).toMatchObject({
      email: ending.user.email,
      trial_ends_soon: true,
      subscription_status: 'trial',
    });
    expect(users.some((u) => u.email === testAccount.user.email)).toBe(false);
    const created = users.map((u) => u.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await caller.admin.users({ limit: 2 })).users).toHaveLength(2);
    expect(await refusalSentence(caller.admin.users({ limit: 101 }))).toBe('Limit must be at most 100.');
    // The search finds a test account all the same.
    expect(await caller.admin.user({ email: ` ${testAccount.user.email.toUpperCase()} ` })).toMatchObject({
      user: { is_test_account: true },
      payments: [],
      etsy_active: false,
    });
  });

  it("search: 404 'User not found' for an unknown e-mail", async () => {
    const { caller } = await adminWith();
    await expect(caller.admin.user({ email: 'nobody@nowhere.io' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'User not found',
    });
  });

  it('payments and activity logs: newest first, at most 100', async () => {
    const { caller, admin } = await adminWith();
    const s = await seller('expired');
    await caller.admin.extendTrial({ email: s.user.email, days: 3 });
    const { logs } = await caller.admin.activityLogs();
    expect(logs[0]).toMatchObject({
      admin_username: admin.username,
      action: 'extend_trial',
      target_email: s.user.email,
    });
    const stamps = logs.map((l) => l.timestamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    await db.prisma.payment.create({
      data: { userId: s.user.id, provider: 'test', amountMinor: 299, currency: 'USD', status: 'failed' },
    });
    const { payments } = await caller.admin.payments({ limit: 100 });
    expect(payments[0]).toMatchObject({ user_email: s.user.email, payment_status: 'failed', amount: 2.99 });
  });
});
