import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { TAdminStats } from '@margin/core';
import { createTestDatabase } from '@margin/db/testing';
import {
  callerForAdminToken,
  createSeller,
  createTestAdmin,
  testServices,
  type SellerState,
} from '../testing';
import { adminStats } from '../services/admin/stats';

// Every figure of the admin stats against a database with sellers in each state, each figure worked out by hand
// below from the definitions next to ZAdminStatsSchema. Sellers at a test-account domain (example.com by default)
// and one marked as a test account are set up with the same activity and must not show anywhere.

const DAY_MS = 24 * 60 * 60 * 1000;
const testDb = await createTestDatabase();
const { db } = testDb;
afterAll(() => testDb.drop());

const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY_MS);
const ahead = (days: number) => new Date(now + days * DAY_MS);
let n = 0;

async function seller(
  state: SellerState,
  options: { domain?: string; trialDaysLeft?: number; createdDaysAgo?: number } = {},
) {
  const email = `${state}-${n++}@${options.domain ?? 'shop.io'}`;
  const { user } = await createSeller(db, { state, email, trialDaysLeft: options.trialDaysLeft });
  if (options.createdDaysAgo !== undefined) {
    await db.prisma.user.update({ where: { id: user.id }, data: { createdAt: ago(options.createdDaysAgo) } });
  }
  return user;
}

async function payment(
  userId: string,
  status: 'paid' | 'failed' | 'pending',
  daysAgo: number,
  amountMinor = 299,
) {
  await db.prisma.payment.create({
    data: {
      userId,
      provider: 'test',
      amountMinor,
      currency: 'USD',
      status,
      createdAt: ago(daysAgo),
      paidAt: status === 'paid' ? ago(daysAgo) : null,
    },
  });
}

async function subscriptionCreated(userId: string, daysAgo: number) {
  await db.prisma.subscription.update({ where: { userId }, data: { createdAt: ago(daysAgo) } });
}

async function attempt(
  email: string,
  success: boolean,
  reason: string | null,
  daysAgo = 1,
  scope: 'user' | 'admin' = 'user',
) {
  await db.prisma.loginAttempt.create({ data: { email, success, reason, scope, createdAt: ago(daysAgo) } });
}

let stats: TAdminStats;
let sellers: Record<string, { id: string; email: string }>;

beforeAll(async () => {
  // --- real sellers -------------------------------------------------------------------------------------
  const trialNew = await seller('trial', { trialDaysLeft: 6 }); // signed up now
  const trialEnding = await seller('trial', { trialDaysLeft: 2, createdDaysAgo: 5 }); // trial ends within 3 days
  const trialEnding2 = await seller('trial', { trialDaysLeft: 1, createdDaysAgo: 6 });
  // Pro since 60 days (paid for then), renewing.
  const proOld = await seller('pro', { createdDaysAgo: 70 });
  await subscriptionCreated(proOld.id, 60);
  await payment(proOld.id, 'paid', 60);
  // Pro bought 10 days ago: revenue this month, a conversion 10 days ago.
  const proRecent = await seller('pro', { createdDaysAgo: 15 });
  await subscriptionCreated(proRecent.id, 10);
  await payment(proRecent.id, 'paid', 10);
  // Pro bought today, after a failed attempt 2 days ago: revenue, this week, a conversion today.
  const proToday = await seller('pro', { createdDaysAgo: 3 });
  await payment(proToday.id, 'failed', 2);
  await payment(proToday.id, 'paid', 0);
  // A renewal today of a seller who first paid 400 days ago: revenue today but not a conversion.
  const renewed = await seller('pro', { createdDaysAgo: 400 });
  await subscriptionCreated(renewed.id, 400);
  await payment(renewed.id, 'paid', 400);
  await payment(renewed.id, 'paid', 0);
  // Pro granted by an admin: Pro access, no revenue, not in the MRR.
  const granted = await seller('trial', { trialDaysLeft: 4, createdDaysAgo: 2 });
  await db.prisma.subscription.create({
    data: { userId: granted.id, status: 'active', provider: 'admin', currentPeriodEnd: ahead(365) },
  });
  // Cancelled 5 days ago (Pro since 100 days): still Pro, churned this month.
  const cancelled = await seller('cancelled', { createdDaysAgo: 120 });
  await subscriptionCreated(cancelled.id, 100);
  await db.prisma.subscription.update({ where: { userId: cancelled.id }, data: { canceledAt: ago(5) } });
  await payment(cancelled.id, 'paid', 100);
  // Pro ended 10 days ago (period over, not renewed): churned, not Pro now.
  const ended = await seller('expired', { createdDaysAgo: 500 });
  await db.prisma.subscription.create({
    data: {
      userId: ended.id,
      status: 'canceled',
      provider: 'test',
      currentPeriodEnd: ago(10),
      cancelAtPeriodEnd: true,
      canceledAt: ago(40),
      createdAt: ago(400),
    },
  });
  // Cancelled long ago, period ended long ago: neither at the start nor churned.
  const longGone = await seller('expired', { createdDaysAgo: 900 });
  await db.prisma.subscription.create({
    data: {
      userId: longGone.id,
      status: 'canceled',
      provider: 'test',
      currentPeriodEnd: ago(200),
      canceledAt: ago(300),
      createdAt: ago(600),
    },
  });
  // Trial over, nothing bought; a failed payment 3 days ago and one 20 days ago, one pending.
  const expired = await seller('expired', { createdDaysAgo: 40 });
  await payment(expired.id, 'failed', 3);
  await payment(expired.id, 'failed', 20);
  await payment(expired.id, 'pending', 1);
  // A paid payment 31 days ago: outside every window.
  await payment(expired.id, 'paid', 31, 500);
  // Marketplace: one connected, one disconnected.
  await db.prisma.marketplaceConnection.create({ data: { userId: proOld.id, connectedAt: ago(3) } });
  await db.prisma.marketplaceConnection.create({
    data: { userId: proRecent.id, connectedAt: ago(9), disconnectedAt: ago(1) },
  });

  // --- test accounts: the same activity, never counted --------------------------------------------------
  for (const domain of ['example.com', 'example.org', 'example.net']) {
    const t = await seller('pro', { domain });
    await payment(t.id, 'paid', 0);
    await payment(t.id, 'failed', 1);
    const trial = await seller('trial', { domain, trialDaysLeft: 1 });
    await attempt(trial.email, false, 'bad_password');
    await attempt(trial.email, true, null);
  }
  const marked = await seller('pro', { domain: 'shop.io' });
  await db.prisma.user.update({ where: { id: marked.id }, data: { isTestAccount: true } });
  await payment(marked.id, 'paid', 0);
  await attempt(marked.email, false, 'bad_password');

  // --- sign-ins ------------------------------------------------------------------------------------------
  await attempt(trialNew.email, true, 'trial_started', 0);
  await attempt(proOld.email, true, null, 2);
  await attempt(proOld.email, true, null, 6);
  await attempt(proOld.email, false, 'bad_password', 1);
  await attempt(proOld.email, false, 'bad_password', 2);
  await attempt('someone@else.io', false, 'unknown_account', 3);
  await attempt(trialEnding.email, false, 'sign_in_link_sent', 1); // a mailed link, not an error
  await attempt(proOld.email, false, 'bad_password', 8); // before the week
  await attempt(proOld.email, true, null, 9);
  await attempt('ops', false, 'bad_password', 1, 'admin'); // an admin's, not a seller's

  sellers = { trialNew, trialEnding, trialEnding2, proOld, proRecent, proToday, granted, cancelled, expired };
  const admin = await createTestAdmin(db);
  stats = await (await callerForAdminToken(db, admin.token)).admin.stats();
});

describe('admin.stats', () => {
  it('counts seller accounts without the test accounts', () => {
    // trialNew, trialEnding, trialEnding2, proOld, proRecent, proToday, renewed, granted, cancelled, ended,
    // longGone, expired
    expect(stats.kpis.total_users).toBe(12);
    expect(stats.test_account_domains).toEqual(['example.com', 'example.org', 'example.net']);
    expect(stats.note).toMatch(/example\.com, example\.org, example\.net/);
  });

  it('new sign-ups today (UTC day) and this week', () => {
    // trialNew now; proToday 3 days ago; granted 2 days ago; trialEnding 5; trialEnding2 6.
    expect(stats.kpis.new_signups_today).toBe(1);
    expect(stats.users.new_this_week).toBe(5);
    expect(stats.quick_actions.new_signups.map((s) => s.email)).toEqual(
      [sellers.trialNew, sellers.granted, sellers.proToday, sellers.trialEnding, sellers.trialEnding2].map(
        (s) => s!.email,
      ),
    );
    expect(stats.quick_actions.new_signups[0]).toMatchObject({ trial_active: true });
  });

  it('Pro users have paid access now (admin grants included), trial users a running trial without it', () => {
    // proOld, proRecent, proToday, renewed, granted, cancelled (until its period ends)
    expect(stats.kpis.active_pro_users).toBe(6);
    // trialNew, trialEnding, trialEnding2 (granted has a trial too, but is Pro)
    expect(stats.kpis.active_trial_users).toBe(3);
  });

  it('MRR = paying Pro subscriptions x 2.99 / 12 (the admin grant brings nothing)', () => {
    expect(stats.kpis.mrr).toBe(Math.round((5 * 299) / 12) / 100);
  });

  it('revenue of the last 30 days counts paid payments by when they were paid', () => {
    // proRecent 2.99 (10 days), proToday 2.99, renewed 2.99 (today); not the 5.00 of 31 days ago.
    expect(stats.kpis.revenue_this_month).toBe(8.97);
    // paid in the last 7 days: proToday, renewed
    expect(stats.payments.this_week).toBe(2);
  });

  it('failed payments: 7 days for the KPI and the quick actions, 30 days for the payments group', () => {
    expect(stats.kpis.failed_payments_week).toBe(2);
    expect(stats.payments.failed).toBe(3);
    expect(stats.quick_actions.failed_payments.map((p) => [p.email, p.amount])).toEqual([
      [sellers.proToday!.email, 2.99],
      [sellers.expired!.email, 2.99],
    ]);
  });

  it('churn = Pro ended or cancelled in 30 days / Pro at the start of those 30 days, in percent to 1 decimal', () => {
    // churned: cancelled (cancelled 5 days ago), ended (period over 10 days ago)
    expect(stats.activity.churned_this_month).toBe(2);
    // at the start: proOld (since 60 days), renewed (400), cancelled (100), ended (400, ran until 10 days ago)
    expect(stats.kpis.churn_rate).toBe(50);
  });

  it('trials ending within 3 days, soonest first, without Pro users', () => {
    expect(stats.users.expiring_trials).toBe(2);
    expect(stats.quick_actions.expiring_trials.map((t) => t.email)).toEqual([
      sellers.trialEnding2!.email,
      sellers.trialEnding!.email,
    ]);
  });

  it('sign-ins of the last 7 days: successes, and wrong passwords or unknown e-mails as errors', () => {
    expect(stats.activity.successful_logins_week).toBe(3);
    expect(stats.kpis.login_errors_week).toBe(3);
  });

  it('marketplace connections: coming soon, with the shops connected now', () => {
    expect(stats.etsy_connections).toMatchObject({
      status: 'coming_soon',
      connected: 1,
      needs_reconnect: 0,
      requests_today: 0,
    });
  });

  it('marketplace connections once the app key is set: shops, reconnects waiting, requests of the day', async () => {
    const waiting = await seller('pro');
    await db.prisma.marketplaceConnection.create({
      data: { userId: waiting.id, connectedAt: ago(2), status: 'needs_reconnect' },
    });
    try {
      const live = await adminStats(db, ['example.com', 'example.org', 'example.net'], new Date(now), {
        configured: true,
        requestsToday: 1234,
      });
      expect(live.etsy_connections).toEqual({
        status: 'active',
        connected: 1,
        needs_reconnect: 1,
        requests_today: 1234,
        message:
          '1 shop connected, 1 waiting for their seller to reconnect; 1,234 of 10,000 marketplace requests used in the last 24 hours.',
      });
    } finally {
      await db.prisma.user.delete({ where: { id: waiting.id } });
    }
  });

  it('charts 30 UTC days of sign-ups, Pro conversions and revenue', () => {
    expect(stats.daily).toHaveLength(30);
    const day = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10);
    expect(stats.daily.at(-1)?.date).toBe(day(0));
    expect(stats.daily[0]?.date).toBe(day(29));
    const on = (daysAgo: number) => stats.daily.find((d) => d.date === day(daysAgo));
    expect(on(0)).toMatchObject({ pro_conversions: 1, revenue: 5.98 });
    expect(on(10)).toMatchObject({ pro_conversions: 1, revenue: 2.99 });
    expect(stats.daily.reduce((sum, d) => sum + d.signups, 0)).toBe(6); // + proRecent, 15 days ago
    expect(stats.daily.reduce((sum, d) => sum + d.pro_conversions, 0)).toBe(2);
  });

  it('a test-account domain setting of none counts example.com sellers too', async () => {
    const services = testServices();
    services.config.testAccountDomains = [];
    const admin = await createTestAdmin(db, { services });
    const all = await (await callerForAdminToken(db, admin.token, services)).admin.stats();
    // 3 domains x (a Pro and a trial seller); the one marked as a test account stays out.
    expect(all.kpis.total_users).toBe(stats.kpis.total_users + 6);
    expect(all.test_account_domains).toEqual([]);
  });
});
