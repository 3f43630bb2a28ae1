import type { RestRoute } from '../rest-route';

/** Trial, subscription and payment paths of the core spec (§7). The signed-in seller is the session's. */
export const subscriptionRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/user/subscription',
    procedure: 'subscription.status',
    summary:
      "The caller's trial and subscription: has_subscription, subscription_active, subscription_expires_at, " +
      'trial_active, trial_days_remaining (user_id, when sent, must be the caller)',
    input: (req) => ({ user_id: req.query.user_id }),
    tags: ['subscription'],
  },
  {
    method: 'POST',
    path: '/payment/checkout',
    procedure: 'subscription.checkout',
    summary:
      'Start the yearly Pro checkout (package_id annual_subscription); answers the hosted checkout url. ' +
      'Needs a password on the account; an open checkout of the last 23 hours is handed out again',
    tags: ['subscription'],
  },
  {
    method: 'GET',
    path: '/payment/status/:session_id',
    procedure: 'subscription.checkoutResult',
    summary:
      "Status of a checkout: payment_status ('paid' once paid) and status ('expired'), nothing else. No " +
      'session needed: the checkout session id is the capability (a seller whose session lapsed during ' +
      'checkout, or who paid on another device). Limited per client address',
    input: (req) => ({ session_id: req.params.session_id }),
    tags: ['subscription'],
  },
  {
    method: 'POST',
    path: '/subscription/cancel',
    procedure: 'subscription.cancel',
    summary:
      'Stop renewal at the end of the paid period; answers ok and access_until (ISO). Cancelling again ' +
      'answers the same and sends no second e-mail',
    tags: ['subscription'],
  },
  {
    method: 'POST',
    path: '/subscription/resume',
    procedure: 'subscription.resume',
    summary:
      'Undo a cancellation before the paid period ends, so the subscription renews again; answers ok and ' +
      'renews_on (ISO). Refused when there is nothing to resume or the period has ended',
    tags: ['subscription'],
  },
];
