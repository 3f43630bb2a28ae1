import type { RestRoute } from '../rest-route';

/** Sign-in, sessions and passwords (core spec §7, reset page of the second spec). */
export const authRoutes: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/check-user',
    procedure: 'auth.checkUser',
    summary: 'Whether an e-mail belongs to an account with a password (switches the dialog to Pro sign-in)',
    tags: ['auth'],
  },
  {
    method: 'POST',
    path: '/auth/login',
    procedure: 'auth.login',
    summary:
      'Sign in: e-mail only starts a 7-day trial (or e-mails a one-time link to a returning trial account on a new device); with a password, the Pro sign-in. Answers the bearer token.',
    tags: ['auth'],
  },
  {
    method: 'POST',
    path: '/auth/sign-in-link',
    procedure: 'auth.redeemSignInLink',
    summary: 'Open a session from a one-time sign-in link',
    tags: ['auth'],
  },
  {
    method: 'POST',
    path: '/auth/logout',
    procedure: 'auth.logout',
    summary: "Revoke this device's session",
    tags: ['auth'],
  },
  {
    method: 'POST',
    path: '/auth/logout-everywhere',
    procedure: 'auth.logoutEverywhere',
    summary:
      "Sign out everywhere: revoke every session of the account but this device's; answers how many ended",
    tags: ['auth'],
  },
  {
    method: 'GET',
    path: '/auth/verify/:user_id',
    procedure: 'auth.verify',
    summary: "The signed-in seller's account; another user's id answers 403",
    input: (req) => ({ user_id: req.params.user_id }),
    tags: ['auth'],
  },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    procedure: 'auth.forgotPassword',
    summary: 'E-mail a password reset link (the same answer whether or not the account exists)',
    tags: ['auth'],
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    procedure: 'auth.resetPassword',
    summary: 'Set a new password from a reset link; signs out every device',
    tags: ['auth'],
  },
  {
    method: 'POST',
    path: '/auth/upgrade-trial',
    procedure: 'auth.upgradeTrial',
    summary: 'The trial account sets its password before subscribing',
    tags: ['auth'],
  },
  {
    method: 'GET',
    path: '/auth/earlier-data',
    procedure: 'auth.earlierData',
    summary:
      'What was made in the account before its address was first proven (products, sales records, shares, a connected shop), while the owner has not decided about it. Needs a session that proved the address (403 otherwise).',
    tags: ['auth'],
  },
  {
    method: 'POST',
    path: '/auth/earlier-data',
    procedure: 'auth.settleEarlierData',
    summary:
      "The owner's decision about that data: { keep: true } keeps it, { keep: false } deletes it. Answers what was deleted.",
    tags: ['auth'],
  },
  {
    method: 'PUT',
    path: '/auth/locale',
    procedure: 'auth.setLocale',
    summary:
      "The signed-in seller's language (en, de, fr, it, es or nl), kept on the account: the e-mails are written in it and the app adopts it on a device with no choice of its own",
    tags: ['auth'],
  },
];
