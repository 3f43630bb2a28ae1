import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCount, PRO_YEARLY_PRICE_MINOR, type TAdminStats } from '@margin/core';
import { formatUsd, countOf } from '../shared/format';

interface Kpi {
  label: string;
  value: string;
  /** The figure's definition or its companion figure, so two people reading it agree. */
  hint: string;
}

const price = formatUsd(PRO_YEARLY_PRICE_MINOR / 100);

function kpis({ kpis: k, users, payments, activity }: TAdminStats): Kpi[] {
  return [
    { label: 'MRR', value: formatUsd(k.mrr), hint: `Paying Pro subscriptions × ${price} / 12` },
    {
      label: 'Total users',
      value: formatCount(k.total_users),
      hint: `${formatCount(users.new_this_week)} new in 7 days`,
    },
    { label: 'New sign-ups today', value: formatCount(k.new_signups_today), hint: 'Since 00:00 UTC' },
    { label: 'Active Pro users', value: formatCount(k.active_pro_users), hint: 'Paid access now' },
    {
      label: 'Active trial users',
      value: formatCount(k.active_trial_users),
      hint: `${formatCount(users.expiring_trials)} ending within 3 days`,
    },
    {
      label: 'Revenue (30 days)',
      value: formatUsd(k.revenue_this_month),
      hint: `${countOf(payments.this_week, 'paid payment')} in 7 days`,
    },
    {
      label: 'Churn rate (30 days)',
      value: k.churn_rate === null ? 'n/a' : `${k.churn_rate.toFixed(1)}%`,
      hint: `${countOf(activity.churned_this_month, 'Pro subscription')} ended${k.churn_rate_note ? `. ${k.churn_rate_note}` : ''}`,
    },
    {
      label: 'Failed payments (7 days)',
      value: formatCount(k.failed_payments_week),
      hint: `${formatCount(payments.failed)} in 30 days`,
    },
    {
      label: 'Login errors (7 days)',
      value: formatCount(k.login_errors_week),
      hint: `${countOf(activity.successful_logins_week, 'successful sign-in')}`,
    },
  ];
}

/** The key figures of spec §3 as a definition list: each label names its figure for screen readers too. */
export function KpiGrid({ stats }: { stats: TAdminStats }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" m={0}>
      {kpis(stats).map(({ label, value, hint }) => (
        <Paper key={label} withBorder radius="md" p="md">
          <Text component="dt" size="xs" fw={600} c="dimmed" tt="uppercase">
            {label}
          </Text>
          <Text component="dd" m={0} fz={26} fw={700} lh={1.3}>
            {value}
          </Text>
          <Text component="dd" m={0} size="xs" c="dimmed">
            {hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
