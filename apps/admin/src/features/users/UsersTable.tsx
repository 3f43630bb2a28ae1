import { Badge, Group, Text } from '@mantine/core';
import type { TAdminUser } from '@margin/core';
import { formatDateTime, formatDay, formatUsd } from '../shared/format';
import { RecordList, type Column } from '../shared/RecordList';
import { PaymentStatusBadge, SubscriptionBadge } from '../shared/StatusBadges';
import { UserActions } from './UserActions';

function TrialEnd({ user }: { user: TAdminUser }) {
  if (!user.trial_ends_at) return <>—</>;
  return (
    <Group gap={6} wrap="nowrap">
      <span>{formatDay(user.trial_ends_at)}</span>
      {user.trial_ends_soon && (
        <Badge color="orange" variant="light" size="sm">
          {user.trial_days_remaining <= 1 ? 'Ends within a day' : `Ends in ${user.trial_days_remaining} days`}
        </Badge>
      )}
    </Group>
  );
}

const COLUMNS: Column<TAdminUser>[] = [
  { header: 'Email', cell: (u) => u.email },
  {
    header: 'Status',
    cell: (u) => (
      <Group gap={4} wrap="nowrap">
        <SubscriptionBadge status={u.subscription_status} />
        {u.pro_granted_by_admin && (
          <Text span size="xs" c="dimmed">
            granted
          </Text>
        )}
      </Group>
    ),
  },
  { header: 'Trial ends', cell: (u) => <TrialEnd user={u} />, nowrap: true },
  { header: 'Pro until', cell: (u) => formatDay(u.subscription_end_date), nowrap: true },
  {
    header: 'Last payment',
    cell: (u) =>
      u.payment_status && u.payment_amount !== null ? (
        <Group gap={6} wrap="nowrap">
          <span>{formatUsd(u.payment_amount)}</span>
          <PaymentStatusBadge status={u.payment_status} />
        </Group>
      ) : (
        '—'
      ),
  },
  { header: 'Last login', cell: (u) => formatDateTime(u.last_login), nowrap: true },
  { header: 'Joined', cell: (u) => formatDay(u.created_at), nowrap: true },
];

/** Spec §2: trial end dates within 3 days are highlighted (the row's tint, and said in words in the cell). */
export function UsersTable({ users }: { users: TAdminUser[] }) {
  return (
    <RecordList
      caption="Users"
      rows={users}
      rowKey={(u) => u.id}
      columns={COLUMNS}
      highlight={(u) => u.trial_ends_soon}
      actions={(u) => <UserActions user={u} />}
      minTableWidth={980}
    />
  );
}
