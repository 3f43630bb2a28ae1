/*
 * The admin API contract (advanced spec §3, §4, §5, §7, §8, §9; issue 13). tRPC router key `admin`
 * (packages/api/src/routers/admin.ts); every path below is also a REST shim under /api (apps/server/src/rest/routes/admin.ts).
 * Dates are ISO 8601 strings (UTC); money is USD in major units (2.99), rounded to the cent.
 *
 * procedure            kind      input                                 output                          REST
 * -------------------  --------  ------------------------------------  ------------------------------  -----------------------------------------------
 * login                mutation  ZAdminLoginInputSchema                ZAdminLoginResultSchema         POST   /api/admin/auth/login
 * mfaLogin             mutation  ZAdminMfaLoginInputSchema             ZAdminLoginResponseSchema       POST   /api/admin/auth/mfa
 * verify               query     -                                   ZAdminVerifyResultSchema        GET    /api/admin/auth/verify
 * logout               mutation  -                                   ZAdminMessageSchema             POST   /api/admin/auth/logout
 * changePassword       mutation  ZAdminChangePasswordInputSchema       ZAdminChangePasswordResultSchema POST  /api/admin/auth/change-password
 * mfaSetup             mutation  -                                   ZAdminMfaSetupResultSchema      POST   /api/admin/auth/mfa/setup
 * mfaEnable            mutation  ZAdminMfaEnableInputSchema            ZAdminMfaEnableResultSchema     POST   /api/admin/auth/mfa/enable
 * mfaDisable           mutation  ZAdminMfaDisableInputSchema           ZAdminMessageSchema             POST   /api/admin/auth/mfa/disable
 * stats                query     -                                   ZAdminStatsSchema               GET    /api/admin/stats
 * users                query     ZAdminListInputSchema                 ZAdminUsersResultSchema         GET    /api/admin/users?limit=100
 * user                 query     ZAdminUserInputSchema                 ZAdminUserDetailSchema          GET    /api/admin/user/{email}
 * toggleSubscription   mutation  ZAdminToggleSubscriptionInputSchema   ZAdminActionResultSchema        POST   /api/admin/user/{email}/toggle-subscription
 * extendTrial          mutation  ZAdminExtendTrialInputSchema          ZAdminExtendTrialResultSchema   POST   /api/admin/user/{email}/extend-trial
 * resendWelcome        mutation  ZAdminUserActionInputSchema           ZAdminActionResultSchema        POST   /api/admin/user/{email}/resend-welcome
 * forceLogout          mutation  ZAdminUserActionInputSchema           ZAdminForceLogoutResultSchema   POST   /api/admin/user/{email}/force-logout
 * deleteUser           mutation  ZAdminUserActionInputSchema           ZAdminActionResultSchema        DELETE /api/admin/user/{email}   (body: reason)
 * payments             query     ZAdminListInputSchema                 ZAdminPaymentsResultSchema      GET    /api/admin/payments?limit=100
 * activityLogs         query     ZAdminListInputSchema                 ZAdminActivityLogsResultSchema  GET    /api/admin/activity-logs?limit=100
 *
 * The 13 paths of spec §7 are login, verify, change-password, stats, users, user, toggle-subscription,
 * extend-trial, resend-welcome, force-logout, delete, payments, activity-logs; the others (second factor, logout)
 * are this issue's. Over REST the `email` comes from the path and the rest of the input from the JSON body.
 *
 * Authorisation (one admin procedure base, `Authorization: Bearer <access_token>`; a seller's token never works):
 * - login, mfaLogin: public.
 * - verify, logout, changePassword, mfaSetup, mfaEnable, mfaDisable: any live admin session, also one whose password
 *   has expired or that still has to set up the required second factor.
 * - everything else: only when the password has not expired (403 ADMIN_MESSAGES.passwordExpired) and, with
 *   ADMIN_REQUIRE_MFA=true, the second factor is on (403 ADMIN_MESSAGES.mfaSetupRequired). The app reads
 *   `password_expired` / `mfa_setup_required` from login and verify and shows that step first, so it never meets
 *   these 403s in normal use.
 * Errors answer `{ "detail": "<sentence>" }` over REST (tRPC: the error's message):
 * - 400 a sentence naming what is wrong with the input ('Password must contain at least 1 number').
 * - 401 no, unknown, expired or revoked admin session: ADMIN_MESSAGES.sessionExpired;
 *   login with a wrong username or password: ADMIN_MESSAGES.badCredentials; mfaLogin with a wrong code:
 *   ADMIN_MESSAGES.mfaCodeInvalid, with an expired step: ADMIN_MESSAGES.mfaChallengeExpired.
 * - 403 password expired / second factor required (above).
 * - 404 user not found: ADMIN_MESSAGES.userNotFound.
 * - 409 the action does not fit the state ('This user already has Pro access until ...'; turning the second factor
 *   off when the server requires it; setting it up when it is already on).
 * - 423 5 failed logins for a username within 15 minutes (known or not): ADMIN_MESSAGES.locked, with Retry-After.
 * - 502 the card processor did not confirm Cancel Subscription (or Delete User's cancellation there): nothing was
 *   changed; the mail server refused Resend welcome e-mail (the attempt is logged). The sentence says which.
 *
 * Login with the second factor on: `login` answers `{ mfa_required: true, mfa_token, expires_in }` (no session
 * yet); `mfaLogin({ mfa_token, code })` then answers the full login response. `code` is the authenticator's
 * 6 digits or one unused recovery code. Wrong codes count towards the same lockout as wrong passwords.
 */
import { z } from 'zod';
import { safeText } from '../text';
import {
  ADMIN_EXTEND_TRIAL_DEFAULT_DAYS,
  ADMIN_EXTEND_TRIAL_MAX_DAYS,
  ADMIN_LIST_LIMIT,
  ADMIN_MESSAGES,
  ADMIN_PASSWORD_MAX_LENGTH,
  ADMIN_PASSWORD_RULES,
  ADMIN_USERNAME_MAX_LENGTH,
  adminPasswordProblems,
  normalizeAdminPassword,
} from './policy';

// ---------------------------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------------------------

const isoDateTime = z.string();

/** Login: username trimmed (spec §5) and lowercased (usernames are stored lowercased); both fields required. */
export const ZAdminUsernameSchema = safeText({ error: ADMIN_MESSAGES.usernameRequired })
  .trim()
  .toLowerCase()
  .min(1, ADMIN_MESSAGES.usernameRequired)
  .max(ADMIN_USERNAME_MAX_LENGTH, ADMIN_MESSAGES.badCredentials);

/** A password being checked (login, current password): only normalised. */
export const ZAdminPasswordSchema = safeText({ error: ADMIN_MESSAGES.passwordRequired })
  .transform(normalizeAdminPassword)
  .pipe(
    z
      .string()
      .min(1, ADMIN_MESSAGES.passwordRequired)
      .max(ADMIN_PASSWORD_MAX_LENGTH, ADMIN_PASSWORD_RULES.tooLong),
  );

/**
 * A new admin password: the policy of spec §5 (all broken rules in one sentence each, first one reported).
 * The username rule and the last-3 rule are checked by the server, which knows both.
 */
export const ZAdminNewPasswordSchema = safeText({ error: ADMIN_PASSWORD_RULES.required })
  .superRefine((value, ctx) => {
    for (const problem of adminPasswordProblems(value)) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeAdminPassword);

/** The seller an action is about: the e-mail as typed in the search or taken from a row, trimmed and lowercased. */
export const ZAdminUserEmailSchema = safeText({ error: 'Please enter an email address' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter an email address')
  .max(254, ADMIN_MESSAGES.userNotFound);

/** Why the admin did it; kept in the activity log. Optional (the spec sends it for some actions only). */
export const ZAdminReasonSchema = safeText()
  .trim()
  .max(500, 'Reason must be at most 500 characters')
  .optional();

/** The authenticator's 6 digits, or a recovery code (spaces and dashes are ignored). */
export const ZAdminMfaCodeSchema = safeText({ error: ADMIN_MESSAGES.mfaCodeRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.mfaCodeRequired)
  .max(64, ADMIN_MESSAGES.mfaCodeInvalid);

export const ZAdminMessageSchema = z.object({ message: z.string() });
export type TAdminMessage = z.infer<typeof ZAdminMessageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Login, session, password, second factor
// ---------------------------------------------------------------------------------------------------------------

export const ZAdminLoginInputSchema = z.object({
  username: ZAdminUsernameSchema,
  password: ZAdminPasswordSchema,
});
export type TAdminLoginInput = z.input<typeof ZAdminLoginInputSchema>;

/** Admin info (spec §3). */
export const ZAdminInfoSchema = z.object({
  username: z.string(),
  mfa_enabled: z.boolean(),
});
export type TAdminInfo = z.infer<typeof ZAdminInfoSchema>;

/** Password expiry figures (spec §7 login and verify answers; `password_expired` and the date are this issue's). */
const passwordExpiryFields = {
  password_expires_soon: z.boolean(),
  /** Whole days left, rounded up; 0 once expired. */
  days_until_password_expires: z.number().int(),
  /** True: only verify, logout, changePassword and the second-factor calls work until the password is changed. */
  password_expired: z.boolean(),
  password_expires_at: isoDateTime,
};

/** Second-factor state of the session's admin. */
const mfaFields = {
  mfa_enabled: z.boolean(),
  /** ADMIN_REQUIRE_MFA=true on this server. */
  mfa_required: z.boolean(),
  /** Required but not set up yet: only the set-up (and verify, logout, changePassword) work until it is. */
  mfa_setup_required: z.boolean(),
};

/** The admin login response (spec §3) plus this issue's fields. */
export const ZAdminLoginResponseSchema = z.object({
  mfa_required: z.literal(false),
  access_token: z.string(),
  admin_info: ZAdminInfoSchema,
  /** Seconds until the session ends (absolute: ADMIN_SESSION_HOURS after login). */
  expires_in: z.number().int(),
  ...passwordExpiryFields,
  mfa_setup_required: z.boolean(),
});
export type TAdminLoginResponse = z.infer<typeof ZAdminLoginResponseSchema>;

/** The password was right and the second factor is on: send its code to mfaLogin within `expires_in` seconds. */
export const ZAdminMfaChallengeSchema = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
  expires_in: z.number().int(),
});
export type TAdminMfaChallenge = z.infer<typeof ZAdminMfaChallengeSchema>;

export const ZAdminLoginResultSchema = z.discriminatedUnion('mfa_required', [
  ZAdminLoginResponseSchema,
  ZAdminMfaChallengeSchema,
]);
export type TAdminLoginResult = z.infer<typeof ZAdminLoginResultSchema>;

export const ZAdminMfaLoginInputSchema = z.object({
  mfa_token: safeText({ error: ADMIN_MESSAGES.mfaChallengeExpired }).min(
    1,
    ADMIN_MESSAGES.mfaChallengeExpired,
  ),
  code: ZAdminMfaCodeSchema,
});
export type TAdminMfaLoginInput = z.input<typeof ZAdminMfaLoginInputSchema>;

/** GET /api/admin/auth/verify (spec §7 answers the two expiry fields; the rest is this issue's). */
export const ZAdminVerifyResultSchema = z.object({
  admin_info: ZAdminInfoSchema,
  /** Seconds until this session ends. */
  expires_in: z.number().int(),
  ...passwordExpiryFields,
  ...mfaFields,
});
export type TAdminVerifyResult = z.infer<typeof ZAdminVerifyResultSchema>;

/**
 * POST /api/admin/auth/change-password (spec §7: current_password, new_password). `confirm_password` is optional;
 * when sent it must equal new_password ('New passwords do not match'). The new password must meet the policy,
 * must not contain the username and must not be one of the last 3. Other sessions of the admin end.
 */
export const ZAdminChangePasswordInputSchema = z
  .object({
    current_password: ZAdminPasswordSchema,
    new_password: ZAdminNewPasswordSchema,
    confirm_password: safeText().transform(normalizeAdminPassword).optional(),
  })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.new_password, {
    message: ADMIN_PASSWORD_RULES.mismatch,
    path: ['confirm_password'],
  });
export type TAdminChangePasswordInput = z.input<typeof ZAdminChangePasswordInputSchema>;

/** message: ADMIN_MESSAGES.passwordChanged ('Password changed successfully! It will expire in 90 days.'). */
export const ZAdminChangePasswordResultSchema = z.object({
  message: z.string(),
  ...passwordExpiryFields,
});
export type TAdminChangePasswordResult = z.infer<typeof ZAdminChangePasswordResultSchema>;

/**
 * Starts (or restarts) the second factor's set-up: a new secret, shown as a QR code (PNG data URL for an <img>)
 * and as text for typing in. Nothing changes for logins until mfaEnable confirms a code from it.
 */
export const ZAdminMfaSetupResultSchema = z.object({
  /** Base32, for typing into an authenticator app by hand. */
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code_data_url: z.string(),
  issuer: z.string(),
  account: z.string(),
});
export type TAdminMfaSetupResult = z.infer<typeof ZAdminMfaSetupResultSchema>;

export const ZAdminMfaEnableInputSchema = z.object({ code: ZAdminMfaCodeSchema });
export type TAdminMfaEnableInput = z.input<typeof ZAdminMfaEnableInputSchema>;

/** The recovery codes are shown once (only their hashes are kept); each works once instead of a 6-digit code. */
export const ZAdminMfaEnableResultSchema = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
export type TAdminMfaEnableResult = z.infer<typeof ZAdminMfaEnableResultSchema>;

/** Turning it off needs the password and a current code (or a recovery code); refused when the server requires it. */
export const ZAdminMfaDisableInputSchema = z.object({
  current_password: ZAdminPasswordSchema,
  code: ZAdminMfaCodeSchema,
});
export type TAdminMfaDisableInput = z.input<typeof ZAdminMfaDisableInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Stats (spec §3), from the live database. Test accounts (e-mail at a TEST_ACCOUNT_DOMAINS domain, or marked as
// one) are left out of every figure. "Paid access" = a subscription that is active or cancelled-but-running whose
// current period has not ended (the seller's own has_subscription). Windows are rolling, ending now; "today" is the
// UTC calendar day.
// ---------------------------------------------------------------------------------------------------------------

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
   * start of those 30 days, in percent, 1 decimal (0 when there were none at the start).
   */
  churn_rate: z.number(),
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

// ---------------------------------------------------------------------------------------------------------------
// Users, payments, activity logs
// ---------------------------------------------------------------------------------------------------------------

/** ?limit=1..100 (default 100). */
export const ZAdminListInputSchema = z
  .object({
    limit: z
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(ADMIN_LIST_LIMIT, `Limit must be at most ${ADMIN_LIST_LIMIT}`)
      .default(ADMIN_LIST_LIMIT),
  })
  .default({ limit: ADMIN_LIST_LIMIT });
export type TAdminListInput = z.input<typeof ZAdminListInputSchema>;

/**
 * Subscription status values (spec §4), as the admin sees a seller now: active = paid access and renewing;
 * canceled = paid access, not renewing (runs until subscription_end_date); trial = trial running, no paid access;
 * inactive = neither.
 */
export const ZAdminSubscriptionStatusSchema = z.enum(['active', 'trial', 'canceled', 'inactive']);
export type TAdminSubscriptionStatus = z.infer<typeof ZAdminSubscriptionStatusSchema>;

export const ZAdminPaymentStatusSchema = z.enum(['paid', 'pending', 'failed']);

/** User (spec §3) plus this issue's fields. */
export const ZAdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  subscription_status: ZAdminSubscriptionStatusSchema,
  trial_active: z.boolean(),
  trial_days_remaining: z.number().int(),
  trial_ends_at: isoDateTime.nullable(),
  /** Running trial that ends within 3 days: highlighted in the table. */
  trial_ends_soon: z.boolean(),
  last_login: isoDateTime.nullable(),
  /** The latest payment's amount (USD) and status; null without payments. */
  payment_amount: z.number().nullable(),
  payment_status: ZAdminPaymentStatusSchema.nullable(),
  created_at: isoDateTime,
  has_password: z.boolean(),
  /** End of the paid period (access until then), or null without paid access. */
  subscription_end_date: isoDateTime.nullable(),
  /** Pro granted by an admin (Activate Pro), not bought. */
  pro_granted_by_admin: z.boolean(),
  /** Paid through the card processor with a subscription there (Cancel Subscription also cancels it there). */
  card_subscription: z.boolean(),
  is_test_account: z.boolean(),
});
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;

export const ZAdminUsersResultSchema = z.object({ users: z.array(ZAdminUserSchema) });
export type TAdminUsersResult = z.infer<typeof ZAdminUsersResultSchema>;

/** Payment (spec §3). amount in major units of `currency`. */
export const ZAdminPaymentSchema = z.object({
  id: z.string(),
  user_email: z.string(),
  amount: z.number(),
  currency: z.string(),
  payment_status: ZAdminPaymentStatusSchema,
  created_at: isoDateTime,
  paid_at: isoDateTime.nullable(),
  stripe_session_id: z.string().nullable(),
  provider: z.enum(['stripe', 'test']),
});
export type TAdminPayment = z.infer<typeof ZAdminPaymentSchema>;

export const ZAdminPaymentsResultSchema = z.object({ payments: z.array(ZAdminPaymentSchema) });
export type TAdminPaymentsResult = z.infer<typeof ZAdminPaymentsResultSchema>;

/** GET /api/admin/user/{email}: the user detail response (spec §3). payments newest first, at most 100. */
export const ZAdminUserInputSchema = z.object({ email: ZAdminUserEmailSchema });
export type TAdminUserInput = z.input<typeof ZAdminUserInputSchema>;

export const ZAdminUserDetailSchema = z.object({
  user: ZAdminUserSchema,
  payments: z.array(ZAdminPaymentSchema),
  /** A marketplace shop is connected. */
  etsy_active: z.boolean(),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetailSchema>;

/** What admins do, as the activity log names it. */
export const ADMIN_ACTIONS = [
  'admin_created',
  'login',
  'login_failed',
  'logout',
  'change_password',
  'mfa_setup_started',
  'mfa_enabled',
  'mfa_disabled',
  'activate_pro',
  'cancel_pro',
  'reset_trial',
  'cancel_subscription',
  'extend_trial',
  'resend_welcome',
  'force_logout',
  'delete_user',
] as const;
export const ZAdminActionSchema = z.enum(ADMIN_ACTIONS);
export type TAdminAction = z.infer<typeof ZAdminActionSchema>;

/** Activity log (spec §3) plus the target and reason. `details` is one readable sentence. */
export const ZAdminActivityLogSchema = z.object({
  id: z.string(),
  admin_username: z.string(),
  action: ZAdminActionSchema,
  details: z.string(),
  target_email: z.string().nullable(),
  reason: z.string().nullable(),
  timestamp: isoDateTime,
});
export type TAdminActivityLog = z.infer<typeof ZAdminActivityLogSchema>;

export const ZAdminActivityLogsResultSchema = z.object({ logs: z.array(ZAdminActivityLogSchema) });
export type TAdminActivityLogsResult = z.infer<typeof ZAdminActivityLogsResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// User actions (spec §2, §4, §5, §6). Each one writes the activity log in the same transaction as its change.
// ---------------------------------------------------------------------------------------------------------------

/** resend-welcome, force-logout, delete (spec §7 payload: reason). */
export const ZAdminUserActionInputSchema = z.object({
  email: ZAdminUserEmailSchema,
  reason: ZAdminReasonSchema,
});
export type TAdminUserActionInput = z.input<typeof ZAdminUserActionInputSchema>;

/**
 * toggle-subscription (spec §7 payload: status). The four buttons:
 * - Activate Pro:          { status: 'active' }   paid access for 365 days from now, no charge, marked as granted by an admin.
 *                                                 409 when the seller already has paid access.
 * - Cancel Pro:            { status: 'trial' }    paid access ends now; back to the trial they had (running or not).
 *                                                 A renewing card subscription is also stopped at the processor.
 * - Reset to Trial:        { status: 'trial', fresh_trial: true }   as Cancel Pro, then a fresh 7-day trial from now.
 * - Cancel Subscription:   { status: 'canceled' } renewal stops at the period's end (at the card processor too);
 *                                                 access continues until then. 409 without a renewing subscription.
 */
export const ZAdminToggleSubscriptionInputSchema = z.object({
  email: ZAdminUserEmailSchema,
  status: z.enum(['active', 'trial', 'canceled'], {
    error: "Status must be 'active', 'trial' or 'canceled'",
  }),
  fresh_trial: z.boolean().default(false),
  reason: ZAdminReasonSchema,
});
export type TAdminToggleSubscriptionInput = z.input<typeof ZAdminToggleSubscriptionInputSchema>;

/** Every action answers the spec's success sentence and the seller as they are now (none for delete). */
export const ZAdminActionResultSchema = z.object({
  message: z.string(),
  user: ZAdminUserSchema.nullable(),
});
export type TAdminActionResult = z.infer<typeof ZAdminActionResultSchema>;

/** extend-trial (spec §7 payload: days): whole days >= 1 (default 7), counted from the later of now and the trial's end. */
export const ZAdminExtendTrialInputSchema = z.object({
  email: ZAdminUserEmailSchema,
  days: z
    .number({ error: 'Days must be a number' })
    .int('Days must be a whole number')
    .min(1, 'Days must be at least 1')
    .max(ADMIN_EXTEND_TRIAL_MAX_DAYS, `Days must be at most ${ADMIN_EXTEND_TRIAL_MAX_DAYS}`)
    .default(ADMIN_EXTEND_TRIAL_DEFAULT_DAYS),
  reason: ZAdminReasonSchema,
});
export type TAdminExtendTrialInput = z.input<typeof ZAdminExtendTrialInputSchema>;

export const ZAdminExtendTrialResultSchema = ZAdminActionResultSchema.extend({ new_trial_end: isoDateTime });
export type TAdminExtendTrialResult = z.infer<typeof ZAdminExtendTrialResultSchema>;

/** force-logout: every session of the seller ends (their next call answers 401). */
export const ZAdminForceLogoutResultSchema = ZAdminActionResultSchema.extend({
  sessions_ended: z.number().int(),
});
export type TAdminForceLogoutResult = z.infer<typeof ZAdminForceLogoutResultSchema>;
