import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
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

export const PROFILE_LABELS: Record<ProfileAction, MessageDescriptor> = {
  'account-settings': msg`Account Settings`,
  'subscription-status': msg`Subscription Status`,
  'usage-stats': msg`Usage Stats`,
  'logout-everywhere': msg`Sign out everywhere`,
  logout: msg`Logout`,
};

/**
 * 'Pro Account' while Pro is paid for, else 'Trial Account'. Having a password is not Pro: a trial seller sets one
 * before paying, and may never pay.
 */
export function accountLabel(
  subscription: Pick<SubscriptionState, 'has_subscription'> | undefined,
): MessageDescriptor {
  return subscription?.has_subscription ? msg`Pro Account` : msg`Trial Account`;
}

/**
 * The label beside the avatar in the header: none for a seller whose trial is over, since the badge beside it
 * already says 'Trial Expired' and 'Trial Account' next to it would read as a running trial.
 */
export function headerAccountLabel(
  subscription: Pick<SubscriptionState, 'has_subscription' | 'trial_active'> | undefined,
): MessageDescriptor | null {
  if (subscription && !subscription.has_subscription && !subscription.trial_active) return null;
  return accountLabel(subscription);
}

/** The avatar's letter: the first letter of the e-mail, upper-cased. */
export function avatarLetter(email: string): string {
  return email.trim().charAt(0).toUpperCase() || '?';
}
