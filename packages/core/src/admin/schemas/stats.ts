// ---------------------------------------------------------------------------------------------------------------
// Stats (spec §3), from the live database. Test accounts (e-mail at a TEST_ACCOUNT_DOMAINS domain, or marked as
// one) are left out of every figure. "Paid access" = a subscription that is active or cancelled-but-running whose
// current period has not ended (the seller's own has_subscription). Windows are rolling, ending now; "today" is the
// UTC calendar day.
// ---------------------------------------------------------------------------------------------------------------
import { z } from 'zod';
import { isoDateTime } from './iso-date';

export const ZAdminStatsKpisSchema = z.object({
  /** Sellers with paid access now who paid for it (admin grants excluded) x 2.99 / 12, USD. */
  mrr: z.number(),
  /** Seller accounts. */
  total_users: z.number().int(),
  /** Accounts created since 00:00 UTC today. */
  new_signups_today: z.number().int(),
  /** Sellers with paid access now (admin grants included). */
  active_pro_users: z.number().int(),
  /** Sellers whose trial is running and who do not have paid access. */
  active_trial_users: z.number().int(),
  /** Paid payments (by payment time) of the last 30 days, USD. */
  revenue_this_month: z.number(),
  /**
   * Pro subscriptions that ended or were cancelled in the last 30 days / Pro subscriptions with paid access at the
   * start of those 30 days, in percent, 1 decimal; null ('n/a') when there were none at the start.
   */
  churn_rate: z.number().nullable(),
  /** Why there is no churn rate (ADMIN_MESSAGES.churnWithoutBase), or null when there is one. */
  churn_rate_note: z.string().nullable(),
  /** Failed payments of the last 7 days. */
  failed_payments_week: z.number().int(),
  /** Failed seller sign-ins (wrong password, or no account with that e-mail) of the last 7 days. */
  login_errors_week: z.number().int(),
});

export const ZAdminStatsSchema = z.object({
  kpis: ZAdminStatsKpisSchema,
  users: z.object({
    /** Accounts created in the last 7 days. */
    new_this_week: z.number().int(),
    /** Running trials (without paid access) that end within the next 3 days. */
    expiring_trials: z.number().int(),
  }),
  payments: z.object({
    /** Paid payments of the last 7 days (count). */
    this_week: z.number().int(),
    /** Failed payments of the last 30 days (count). */
    failed: z.number().int(),
  }),
  activity: z.object({
    /** The churn rate's numerator: Pro subscriptions that ended or were cancelled in the last 30 days. */
    churned_this_month: z.number().int(),
    /** Successful seller sign-ins of the last 7 days (password sign-ins and new trials, as login_attempts records them). */
    successful_logins_week: z.number().int(),
  }),
  quick_actions: z.object({
    /** Soonest first, at most 100. */
    expiring_trials: z.array(z.object({ email: z.string(), trial_ends_at: isoDateTime })),
    /** Failed payments of the last 7 days, newest first, at most 100. amount in USD. */
    failed_payments: z.array(
      z.object({ amount: z.number(), user_id: z.string(), email: z.string(), created_at: isoDateTime }),
    ),
    /** Sign-ups of the last 7 days, newest first, at most 100. */
    new_signups: z.array(z.object({ email: z.string(), trial_active: z.boolean(), created_at: isoDateTime })),
  }),
  /** Marketplace connections: 'coming_soon' until the marketplace approves the API (spec §4 integration status). */
  etsy_connections: z.object({
    message: z.string(),
    status: z.enum(['coming_soon', 'active']),
    connected: z.number().int(),
    /** Connections the marketplace stopped accepting (a refused refresh): their sellers must reconnect. */
    needs_reconnect: z.number().int(),
    /** Marketplace requests counted against the app's daily budget (10,000) in its current window. */
    requests_today: z.number().int(),
  }),
  /** One sentence on what the figures leave out (test accounts and their domains). */
  note: z.string(),
  /**
   * The chart: one point per UTC day, the last 30 days, oldest first, today last. signups = accounts created that
   * day; pro_conversions = sellers whose first paid payment was that day; revenue = paid payments that day, USD.
   */
  daily: z.array(
    z.object({
      date: z.string(),
      signups: z.number().int(),
      pro_conversions: z.number().int(),
      revenue: z.number(),
    }),
  ),
  test_account_domains: z.array(z.string()),
  generated_at: isoDateTime,
});
export type TAdminStats = z.infer<typeof ZAdminStatsSchema>;
