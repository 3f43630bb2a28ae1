// The seller and the plan the Manage Subscription dialog's tests open it for.
import type { SubscriptionState } from '@margin/core';
import type { CurrentUser } from '../account/session-store';

export const proUser: CurrentUser = {
  user_id: 'u1',
  email: 'maker@example.com',
  remembered: true,
  account_type: 'full',
  has_password: true,
};

/** A Pro plan that renews on 4 October 2026. */
export const activePro: SubscriptionState = {
  has_subscription: true,
  subscription_active: true,
  subscription_expires_at: '2026-10-04T12:00:00.000Z',
  trial_active: false,
  trial_days_remaining: 0,
};
