import type { RestRequest, RestRoute } from '../rest-route';

// The operators' portal (advanced spec §7 "Admin calls"): bearer token from POST /admin/auth/login,
// every other path behind the admin session (401 without or after it, 403 until an expired password is changed or
// a required second factor is set up). The contract, field by field: packages/core/src/admin/schemas.ts.

const listInput = (req: RestRequest) =>
  req.query.limit !== undefined ? { limit: Number(req.query.limit) } : undefined;

/** The seller named in the path, with the JSON body's other fields (a path e-mail wins over one in the body). */
const userAction = (req: RestRequest) => ({
  ...(typeof req.body === 'object' && req.body !== null ? req.body : {}),
  email: req.params.email,
});

const tags = ['admin'];

export const adminRoutes: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/admin/auth/login',
    procedure: 'admin.login',
    summary:
      'Admin login: username, password. Answers access_token, admin_info, expires_in (seconds), password_expires_soon, days_until_password_expires, password_expired; or, with the second factor on, { mfa_required: true, mfa_token } for POST /admin/auth/mfa. 401 wrong name or password; 423 after 5 failures in 15 minutes.',
    tags,
  },
  {
    method: 'POST',
    path: '/admin/auth/mfa',
    procedure: 'admin.mfaLogin',
    summary:
      'Second login step: mfa_token and code (6 digits or a recovery code). Answers the login response.',
    tags,
  },
  {
    method: 'GET',
    path: '/admin/auth/verify',
    procedure: 'admin.verify',
    summary:
      'Whether the admin session is live (401 if not): password_expires_soon, days_until_password_expires, password_expired, expires_in, second-factor state.',
    tags,
  },
  {
    method: 'POST',
    path: '/admin/auth/logout',
    procedure: 'admin.logout',
    summary: 'Ends this admin session.',
    tags,
  },
  {
    method: 'POST',
    path: '/admin/auth/change-password',
    procedure: 'admin.changePassword',
    summary:
      'current_password, new_password (12+ characters, upper, lower, number, special, not one of the last 3), optional confirm_password. Other sessions of the admin end.',
    tags,
  },
  {
    method: 'POST',
    path: '/admin/auth/mfa/setup',
    procedure: 'admin.mfaSetup',
    summary: 'Starts setting up the second factor (TOTP): secret, otpauth_url and a QR code (PNG data URL).',
    tags,
  },
  {
    method: 'POST',
    path: '/admin/auth/mfa/enable',
    procedure: 'admin.mfaEnable',
    summary:
      'code from the authenticator: turns the second factor on and answers the one-time recovery codes.',
    tags,
  },
  {
    method: 'POST',
    path: '/admin/auth/mfa/disable',
    procedure: 'admin.mfaDisable',
    summary: 'current_password and code: turns the second factor off (409 when the server requires it).',
    tags,
  },
  {
    method: 'GET',
    path: '/admin/stats',
    procedure: 'admin.stats',
    summary:
      'Live business figures (kpis, users, payments, activity, quick_actions, etsy_connections, note) and a 30-day daily chart; test accounts left out.',
    tags,
  },
  {
    method: 'GET',
    path: '/admin/users',
    procedure: 'admin.users',
    summary: '?limit=1-100 (100): sellers newest first, test accounts left out.',
    input: listInput,
    tags,
  },
  {
    method: 'GET',
    path: '/admin/user/:email',
    procedure: 'admin.user',
    summary: 'One seller by e-mail: user, payments, etsy_active. 404 User not found.',
    input: (req) => ({ email: req.params.email }),
    tags,
  },
  {
    method: 'POST',
    path: '/admin/user/:email/toggle-subscription',
    procedure: 'admin.toggleSubscription',
    summary:
      "status: 'active' (Activate Pro: a year free), 'trial' (Cancel Pro; with fresh_trial: true, Reset to Trial), 'canceled' (Cancel Subscription: no renewal, at the card processor too); optional reason.",
    input: userAction,
    tags,
  },
  {
    method: 'POST',
    path: '/admin/user/:email/extend-trial',
    procedure: 'admin.extendTrial',
    summary:
      'days (whole, 1-365, default 7), optional reason: counted from the later of now and the trial end. Answers new_trial_end.',
    input: userAction,
    tags,
  },
  {
    method: 'POST',
    path: '/admin/user/:email/resend-welcome',
    procedure: 'admin.resendWelcome',
    summary: 'Sends the welcome e-mail again; optional reason. 502 when the mail server refuses it.',
    input: userAction,
    tags,
  },
  {
    method: 'POST',
    path: '/admin/user/:email/force-logout',
    procedure: 'admin.forceLogout',
    summary: 'Ends every session of the seller (their next call answers 401); optional reason.',
    input: userAction,
    tags,
  },
  {
    method: 'DELETE',
    path: '/admin/user/:email',
    procedure: 'admin.deleteUser',
    summary:
      'Deletes the seller and all their data permanently (payments, shares, products, sales, sessions, tokens); optional reason in the body. The activity log keeps the e-mail.',
    input: userAction,
    tags,
  },
  {
    method: 'GET',
    path: '/admin/payments',
    procedure: 'admin.payments',
    summary: '?limit=1-100 (100): payments newest first.',
    input: listInput,
    tags,
  },
  {
    method: 'GET',
    path: '/admin/activity-logs',
    procedure: 'admin.activityLogs',
    summary: '?limit=1-100 (100): what admins did, newest first (logs).',
    input: listInput,
    tags,
  },
];
