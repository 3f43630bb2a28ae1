import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { createCaller } from '../root';
import { resolveSession } from '../services/auth/sessions';
import { createSeller, refusalSentence, testServices } from '../testing';
import { adminActionsFixture } from '../testing/admin-actions';

// The admin portal's other seller actions (Extend trial, Resend welcome e-mail, Force Logout, Delete User) and its
// lists, each with its effect, its answer, and its line in the activity log (written in the same transaction).

const DAY_MS = 24 * 60 * 60 * 1000;
const fixture = await adminActionsFixture();
const { db, fake, stripeBilling, testBilling, seller, adminWith, lastLog, sellerStatus } = fixture;
afterAll(() => fixture.close());
let n = 0;

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
      'Days must be a positive whole number.',
    );
    expect(await refusalSentence(caller.admin.extendTrial({ email: s.user.email, days: 1.5 }))).toBe(
      'Days must be a positive whole number.',
    );
    expect(await refusalSentence(caller.admin.extendTrial({ email: s.user.email, days: -3 }))).toBe(
      'Days must be a positive whole number.',
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
