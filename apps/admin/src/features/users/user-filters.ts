import type { TAdminSubscriptionStatus, TAdminUser } from '@margin/core';

/** 'ending' is the spec's highlight (a trial ending within 3 days) as a filter of its own. */
export type UserStatusFilter = 'all' | TAdminSubscriptionStatus | 'ending';

export const STATUS_FILTERS: { value: UserStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Pro' },
  { value: 'canceled', label: 'Canceled' },
  { value: 'trial', label: 'Trial' },
  { value: 'ending', label: 'Trial ends soon' },
  { value: 'inactive', label: 'Inactive' },
];

export interface UserFilters {
  email: string;
  status: UserStatusFilter;
}

/** The API answers the 100 newest sellers; narrowing them down happens here, as the operator types. */
export function filterUsers(users: TAdminUser[], { email, status }: UserFilters): TAdminUser[] {
  const needle = email.trim().toLowerCase();
  return users.filter(
    (u) =>
      (!needle || u.email.includes(needle)) &&
      (status === 'all' || (status === 'ending' ? u.trial_ends_soon : u.subscription_status === status)),
  );
}
