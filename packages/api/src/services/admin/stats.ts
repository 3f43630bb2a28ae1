import {
  ADMIN_CHART_DAYS,
  ADMIN_EXPIRING_TRIAL_DAYS,
  ADMIN_LIST_LIMIT,
  ADMIN_MESSAGES,
  PRO_YEARLY_PRICE_MINOR,
  type TAdminStats,
  MARKETPLACE_REQUESTS_PER_DAY,
} from '@margin/core';
import { Prisma, type Database } from '@margin/db';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Minor units (cents) to dollars, rounded to the cent. */
const dollars = (minor: number) => Math.round(minor) / 100;

function utcMidnight(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The sellers the figures count: not marked as a test account and not at a test domain. E-mails are stored
 * lowercased (a CHECK constraint), so the domain comparison is exact.
 */
const realUser = (alias: string, domains: readonly string[]) =>
  Prisma.sql`NOT ${Prisma.raw(alias)}.is_test_account AND split_part(${Prisma.raw(alias)}.email, '@', 2) <> ALL(${[...domains]}::text[])`;

/**
 * The same for the payer of ledger entry `p`, as a lookup by primary key per entry: the payment windows select a
 * few thousand rows, and a lookup each is several times cheaper than joining (hashing) every seller. A deleted
 * payer counts unless they were a test account (the ledger keeps that, and nothing else about them).
 */
const realPayer = (domains: readonly string[]) =>
  Prisma.sql`(CASE WHEN p.user_id IS NULL THEN NOT p.test_account
    ELSE (SELECT ${realUser('u', domains)} FROM users u WHERE u.id = p.user_id) END)`;

interface SellerFigures {
  total_users: number;
  new_today: number;
  new_week: number;
  active_pro: number;
  paying_pro: number;
  active_trial: number;
  expiring_trials: number;
  churned: number;
  pro_at_start: number;
  connected: number;
  needs_reconnect: number;
}

interface PaymentFigures {
  revenue_30_minor: number;
  paid_week: number;
  failed_week: number;
  failed_30: number;
}

interface LoginFigures {
  ok_week: number;
  errors_week: number;
}

/** The marketplace connection as the operators see it: configured or not, and the app's requests today. */
export interface MarketplaceFigures {
  configured: boolean;
  /** Requests counted against the app's daily budget in its current 24-hour window. */
  requestsToday: number;
}

/** Spec §4's 'coming soon' until the app key is set; then what the connection is doing. */
function etsyConnections(figures: MarketplaceFigures, connected: number, needsReconnect: number) {
  if (!figures.configured) {
    return {
      status: 'coming_soon' as const,
      connected,
      needs_reconnect: needsReconnect,
      requests_today: 0,
      message: 'Etsy connections: coming soon (pending marketplace API approval).',
    };
  }
  const shops = connected === 1 ? '1 shop connected' : `${connected.toLocaleString('en-US')} shops connected`;
  const reconnect =
    needsReconnect > 0
      ? `, ${needsReconnect.toLocaleString('en-US')} waiting for their seller to reconnect`
      : '';
  return {
    status: 'active' as const,
    connected,
    needs_reconnect: needsReconnect,
    requests_today: figures.requestsToday,
    message: `${shops}${reconnect}; ${figures.requestsToday.toLocaleString('en-US')} of ${MARKETPLACE_REQUESTS_PER_DAY.toLocaleString('en-US')} marketplace requests used in the last 24 hours.`,
  };
}

/**
 * Every figure of the admin stats (spec §3) from the live database, with the definitions written next to the
 * schema (ZAdminStatsSchema in @margin/core). A handful of aggregate queries, one scan of each table at most;
 * bench/admin-stats.ts measures them with 100,000 sellers and 200,000 payments.
 */
export async function adminStats(
  db: Database,
  domains: readonly string[],
  now = new Date(),
  marketplace: MarketplaceFigures = { configured: false, requestsToday: 0 },
): Promise<TAdminStats> {
  const today = utcMidnight(now);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  const soon = new Date(now.getTime() + ADMIN_EXPIRING_TRIAL_DAYS * DAY_MS);
  const chartStart = new Date(today.getTime() - (ADMIN_CHART_DAYS - 1) * DAY_MS);
  const real = (alias: string) => realUser(alias, domains);
  const q = db.prisma;

  // Paid access now: active or cancelled-but-running, period not over (the seller's own has_subscription).
  const sellers = q.$queryRaw<SellerFigures[]>`
    SELECT
      count(*)::int AS total_users,
      count(*) FILTER (WHERE u.created_at >= ${today})::int AS new_today,
      count(*) FILTER (WHERE u.created_at >= ${weekAgo})::int AS new_week,
      count(*) FILTER (WHERE x.paid)::int AS active_pro,
      count(*) FILTER (WHERE x.paid AND s.provider <> 'admin')::int AS paying_pro,
      count(*) FILTER (WHERE NOT x.paid AND u.trial_ends_at > ${now})::int AS active_trial,
      count(*) FILTER (WHERE NOT x.paid AND u.trial_ends_at > ${now} AND u.trial_ends_at <= ${soon})::int AS expiring_trials,
      count(*) FILTER (WHERE s.current_period_end IS NOT NULL AND (
        (s.canceled_at > ${monthAgo} AND s.canceled_at <= ${now}) OR
        (s.current_period_end > ${monthAgo} AND s.current_period_end <= ${now})))::int AS churned,
      count(*) FILTER (WHERE s.created_at <= ${monthAgo} AND s.current_period_end > ${monthAgo})::int AS pro_at_start,
      count(*) FILTER (WHERE m.connected_at IS NOT NULL AND m.disconnected_at IS NULL AND m.status = 'connected')::int AS connected,
      count(*) FILTER (WHERE m.status = 'needs_reconnect')::int AS needs_reconnect
    FROM users u
    LEFT JOIN subscriptions s ON s.user_id = u.id
    LEFT JOIN marketplace_connections m ON m.user_id = u.id
    CROSS JOIN LATERAL (
      SELECT COALESCE(s.status IN ('active', 'canceled') AND s.current_period_end > ${now}, false) AS paid
    ) x
    WHERE ${real('u')}`;

  // Paid payments count when they were paid; a payment made long before it was paid is found by paid_at. The
  // payment figures read the ledger, which keeps the payments of deleted sellers.
  const payments = q.$queryRaw<PaymentFigures[]>`
    SELECT
      COALESCE(sum(p.amount_minor) FILTER (
        WHERE p.status = 'paid' AND p.currency = 'USD' AND COALESCE(p.paid_at, p.created_at) > ${monthAgo}), 0)::int AS revenue_30_minor,
      count(*) FILTER (WHERE p.status = 'paid' AND COALESCE(p.paid_at, p.created_at) > ${weekAgo})::int AS paid_week,
      count(*) FILTER (WHERE p.status = 'failed' AND p.created_at > ${weekAgo})::int AS failed_week,
      count(*) FILTER (WHERE p.status = 'failed' AND p.created_at > ${monthAgo})::int AS failed_30
    FROM payment_ledger p
    WHERE (p.created_at > ${monthAgo} OR p.paid_at > ${monthAgo}) AND ${realPayer(domains)}`;

  // Sellers' sign-ins; a failure is a wrong password or an unknown e-mail (a mailed sign-in link is not one).
  const logins = q.$queryRaw<LoginFigures[]>`
    SELECT
      count(*) FILTER (WHERE a.success)::int AS ok_week,
      count(*) FILTER (WHERE NOT a.success AND a.reason IN ('bad_password', 'unknown_account'))::int AS errors_week
    FROM login_attempts a
    WHERE a.scope = 'user' AND a.created_at > ${weekAgo}
      AND split_part(a.email, '@', 2) <> ALL(${[...domains]}::text[])
      AND NOT EXISTS (SELECT 1 FROM users t WHERE t.email = a.email AND t.is_test_account)`;

  const signupsByDay = q.$queryRaw<{ day: Date; n: number }[]>`
    SELECT (u.created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n
    FROM users u
    WHERE u.created_at >= ${chartStart} AND ${real('u')}
    GROUP BY 1`;

  const paidByDay = q.$queryRaw<{ day: Date; revenue_minor: number; conversions: number }[]>`
    SELECT (COALESCE(p.paid_at, p.created_at) AT TIME ZONE 'UTC')::date AS day,
      COALESCE(sum(p.amount_minor) FILTER (WHERE p.currency = 'USD'), 0)::int AS revenue_minor,
      count(*) FILTER (WHERE p.first_paid)::int AS conversions
    FROM payment_ledger p
    WHERE p.status = 'paid' AND (p.created_at >= ${chartStart} OR p.paid_at >= ${chartStart})
      AND COALESCE(p.paid_at, p.created_at) >= ${chartStart} AND ${realPayer(domains)}
    GROUP BY 1`;

  const expiring = q.$queryRaw<{ email: string; trial_ends_at: Date }[]>`
    SELECT u.email, u.trial_ends_at
    FROM users u
    LEFT JOIN subscriptions s ON s.user_id = u.id
    WHERE u.trial_ends_at > ${now} AND u.trial_ends_at <= ${soon} AND ${real('u')}
      AND NOT COALESCE(s.status IN ('active', 'canceled') AND s.current_period_end > ${now}, false)
    ORDER BY u.trial_ends_at ASC, u.id
    LIMIT ${ADMIN_LIST_LIMIT}`;

  const failed = q.$queryRaw<{ amount_minor: number; user_id: string; email: string; created_at: Date }[]>`
    SELECT p.amount_minor, p.user_id, u.email, p.created_at
    FROM payment_ledger p
    JOIN users u ON u.id = p.user_id
    WHERE p.status = 'failed' AND p.created_at > ${weekAgo} AND ${real('u')}
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ${ADMIN_LIST_LIMIT}`;

  const signups = q.$queryRaw<{ email: string; trial_ends_at: Date | null; created_at: Date }[]>`
    SELECT u.email, u.trial_ends_at, u.created_at
    FROM users u
    WHERE u.created_at > ${weekAgo} AND ${real('u')}
    ORDER BY u.created_at DESC, u.id DESC
    LIMIT ${ADMIN_LIST_LIMIT}`;

  const [[s], [p], [l], signupRows, paidRows, expiringRows, failedRows, signupList] = await Promise.all([
    sellers,
    payments,
    logins,
    signupsByDay,
    paidByDay,
    expiring,
    failed,
    signups,
  ]);
  if (!s || !p || !l) throw new Error('aggregate queries answered no row');

  const signupsOn = new Map(signupRows.map((r) => [isoDay(r.day), r.n]));
  const paidOn = new Map(paidRows.map((r) => [isoDay(r.day), r]));
  const daily = Array.from({ length: ADMIN_CHART_DAYS }, (_, i) => {
    const date = isoDay(new Date(chartStart.getTime() + i * DAY_MS));
    const paid = paidOn.get(date);
    return {
      date,
      signups: signupsOn.get(date) ?? 0,
      pro_conversions: paid?.conversions ?? 0,
      revenue: dollars(paid?.revenue_minor ?? 0),
    };
  });

  // A share of nothing is no figure: with no Pro subscription at the start there is no rate, and the note says why.
  const churnRate = s.pro_at_start === 0 ? null : Math.round((s.churned / s.pro_at_start) * 1000) / 10;
  const domainList = domains.length > 0 ? domains.join(', ') : 'none configured';
  return {
    kpis: {
      mrr: dollars((s.paying_pro * PRO_YEARLY_PRICE_MINOR) / 12),
      total_users: s.total_users,
      new_signups_today: s.new_today,
      active_pro_users: s.active_pro,
      active_trial_users: s.active_trial,
      revenue_this_month: dollars(p.revenue_30_minor),
      churn_rate: churnRate,
      churn_rate_note: churnRate === null ? ADMIN_MESSAGES.churnWithoutBase : null,
      failed_payments_week: p.failed_week,
      login_errors_week: l.errors_week,
    },
    users: { new_this_week: s.new_week, expiring_trials: s.expiring_trials },
    payments: { this_week: p.paid_week, failed: p.failed_30 },
    activity: { churned_this_month: s.churned, successful_logins_week: l.ok_week },
    quick_actions: {
      expiring_trials: expiringRows.map((r) => ({
        email: r.email,
        trial_ends_at: r.trial_ends_at.toISOString(),
      })),
      failed_payments: failedRows.map((r) => ({
        amount: dollars(r.amount_minor),
        user_id: r.user_id,
        email: r.email,
        created_at: r.created_at.toISOString(),
      })),
      new_signups: signupList.map((r) => ({
        email: r.email,
        trial_active: r.trial_ends_at !== null && r.trial_ends_at > now,
        created_at: r.created_at.toISOString(),
      })),
    },
    etsy_connections: etsyConnections(marketplace, s.connected, s.needs_reconnect),
    note: `Test accounts (e-mail at ${domainList}) are left out of every figure. Revenue and churn cover the last 30 days, failed payments and login errors the last 7; money in USD.`,
    daily,
    test_account_domains: [...domains],
    generated_at: now.toISOString(),
  };
}
