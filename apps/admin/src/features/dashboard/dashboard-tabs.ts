/** The five tabs of spec §2, in its order and words; the value is the address's #fragment, so a reload stays. */
export const DASHBOARD_TABS = [
  { value: 'stats', label: 'Stats' },
  { value: 'users', label: 'Users' },
  { value: 'payments', label: 'Payments' },
  { value: 'activity', label: 'Activity Logs' },
  { value: 'search', label: 'Search' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

export function tabFromHash(hash: string): DashboardTab {
  const value = hash.replace(/^#/, '');
  return DASHBOARD_TABS.find((t) => t.value === value)?.value ?? 'stats';
}
