import type { SubscriptionState } from '@margin/core';
import type { StoredSession } from '../features/account/session-store';

/** Tests only: a remembered trial seller as the session store keeps it. */
export const stored: StoredSession = {
  user_id: 'u1',
  email: 'maker@example.com',
  token: 'tok-1',
  remembered: true,
  account_type: 'trial',
  has_password: false,
};

/** Tests only: the subscription status of a seller `days` into the last days of the trial. */
export function trialStatus(days = 5): SubscriptionState {
  return {
    has_subscription: false,
    subscription_active: false,
    subscription_expires_at: null,
    trial_active: true,
    trial_days_remaining: days,
  };
}

export const inTrial: SubscriptionState = trialStatus(5);

/** Tests only: a seller whose trial is over, with no subscription (core spec §6: 'expired'). */
export const trialOver: SubscriptionState = { ...trialStatus(0), trial_active: false };
