import type { SubscriptionState } from '@margin/core';

/** The profile menu of core spec §2.2, shared by the header menu and the mobile drawer. */
export const PROFILE_ACTIONS = [
  'account-settings',
  'subscription-status',
  'usage-stats',
  'logout-everywhere',
  'logout',
] as const;
export type ProfileAction = (typeof PROFILE_ACTIONS)[number];

export const PROFILE_LABELS: Record<ProfileAction, string> = {
  'account-settings': 'Account Settings',
  'subscription-status': 'Subscription Status',
  'usage-stats': 'Usage Stats',
  'logout-everywhere': 'Sign out everywhere',
  logout: 'Logout',
};

/**
 * 'Pro Account' while Pro is paid for, else 'Trial Account'. Having a password is not Pro: a trial seller sets one
 * before paying, and may never pay.
 */
export function accountLabel(subscription: Pick<SubscriptionState, 'has_subscription'> | undefined): string {
  return subscription?.has_subscription ? 'Pro Account' : 'Trial Account';
}

/**
 * The label beside the avatar in the header: none for a seller whose trial is over, since the badge beside it
 * already says 'Trial Expired' and 'Trial Account' next to it would read as a running trial.
 */
export function headerAccountLabel(
  subscription: Pick<SubscriptionState, 'has_subscription' | 'trial_active'> | undefined,
): string | null {
  if (subscription && !subscription.has_subscription && !subscription.trial_active) return null;
  return accountLabel(subscription);
}

/** The avatar's letter: the first letter of the e-mail, upper-cased. */
export function avatarLetter(email: string): string {
  return email.trim().charAt(0).toUpperCase() || '?';
}
