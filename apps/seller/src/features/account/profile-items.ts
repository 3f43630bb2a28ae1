import type { CurrentUser } from './session-store';

/** The profile menu of core spec §2.2, shared by the header menu and the mobile drawer. */
export const PROFILE_ACTIONS = ['account-settings', 'subscription-status', 'usage-stats', 'logout'] as const;
export type ProfileAction = (typeof PROFILE_ACTIONS)[number];

export const PROFILE_LABELS: Record<ProfileAction, string> = {
  'account-settings': 'Account Settings',
  'subscription-status': 'Subscription Status',
  'usage-stats': 'Usage Stats',
  logout: 'Logout',
};

/** 'Pro Account' for an account that signs in with a password, else 'Trial Account'. */
export function accountLabel(user: Pick<CurrentUser, 'account_type'>): string {
  return user.account_type === 'full' ? 'Pro Account' : 'Trial Account';
}

/** The avatar's letter: the first letter of the e-mail, upper-cased. */
export function avatarLetter(email: string): string {
  return email.trim().charAt(0).toUpperCase() || '?';
}
