import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TAdminActionResult, TAdminUserDetail } from '@margin/core';
import type { ReactNode } from 'react';
import { PaymentsTable } from '../payments/PaymentsTable';
import { formatDateTime, formatDay } from '../shared/format';
import { EmptyState } from '../shared/QueryState';
import { SubscriptionBadge } from '../shared/StatusBadges';
import { UserActions } from '../users/UserActions';
import type { UserActionId } from '../users/user-actions';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}

export interface UserDetailProps {
  detail: TAdminUserDetail;
  onActionDone?: (actionId: UserActionId, result: TAdminActionResult) => void;
}

/** The user detail response (spec §3): the seller, their payments and whether a shop is connected. */
export function UserDetail({ detail, onActionDone }: UserDetailProps) {
  const { user, payments, etsy_active } = detail;
  return (
    <Card>
      <Stack gap="lg">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="md" style={{ wordBreak: 'break-word' }}>
            {user.email}
          </Title>
          <SubscriptionBadge status={user.subscription_status} />
        </Group>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 4 }} spacing="md" verticalSpacing="sm" m={0}>
          <Field label="Trial ends">
            {formatDay(user.trial_ends_at)}
            {user.trial_active && ` (${user.trial_days_remaining} days left)`}
          </Field>
          <Field label="Pro until">{formatDay(user.subscription_end_date)}</Field>
          <Field label="Pro granted by an admin">{yesNo(user.pro_granted_by_admin)}</Field>
          <Field label="Card subscription">{yesNo(user.card_subscription)}</Field>
          <Field label="Last login">{formatDateTime(user.last_login)}</Field>
          <Field label="Joined">{formatDateTime(user.created_at)}</Field>
          <Field label="Has a password">{yesNo(user.has_password)}</Field>
          <Field label="Etsy shop connected">{yesNo(etsy_active)}</Field>
          {user.is_test_account && <Field label="Test account">Yes (left out of the figures)</Field>}
        </SimpleGrid>
        <div>
          <Title order={4} fz="sm" mb="xs">
            Actions
          </Title>
          <UserActions user={user} layout="buttons" onDone={onActionDone} />
        </div>
        <div>
          <Title order={4} fz="sm" mb="xs">
            Payments
          </Title>
          {payments.length === 0 ? (
            <EmptyState>No payments.</EmptyState>
          ) : (
            <PaymentsTable payments={payments} caption={`Payments of ${user.email}`} withUser={false} />
          )}
        </div>
      </Stack>
    </Card>
  );
}
