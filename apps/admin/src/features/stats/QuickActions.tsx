import { Badge, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { TAdminStats } from '@margin/core';
import type { ReactNode } from 'react';
import { formatDateTime, formatDay, formatUsd } from '../shared/format';

/** A list is a reminder, not a report: the first few, with how many there are in all. */
const SHOWN = 5;

interface Item {
  key: string;
  email: string;
  detail: ReactNode;
}

function QuickList({
  title,
  empty,
  items,
  onOpenUser,
}: {
  title: string;
  empty: string;
  items: Item[];
  onOpenUser: (email: string) => void;
}) {
  return (
    <Card padding="md">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="sm">
          {title}
        </Title>
        <Badge color="gray.7" variant="filled" aria-label={`${items.length} in all`}>
          {items.length}
        </Badge>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.slice(0, SHOWN).map((item) => (
            <li key={item.key}>
              <UnstyledButton
                onClick={() => onOpenUser(item.email)}
                td="underline"
                fz="sm"
                c="var(--mantine-primary-color-filled)"
                style={{ wordBreak: 'break-all' }}
              >
                {item.email}
              </UnstyledButton>
              <Text size="xs" c="dimmed">
                {item.detail}
              </Text>
            </li>
          ))}
          {items.length > SHOWN && (
            <Text component="li" size="xs" c="dimmed">
              and {items.length - SHOWN} more
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}

/** Spec §3 quick actions: who needs attention now. An e-mail opens the seller in Search. */
export function QuickActions({
  quick,
  onOpenUser,
}: {
  quick: TAdminStats['quick_actions'];
  onOpenUser: (email: string) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
      <QuickList
        title="Trials ending within 3 days"
        empty="No trial ends in the next 3 days."
        onOpenUser={onOpenUser}
        items={quick.expiring_trials.map((t) => ({
          key: t.email,
          email: t.email,
          detail: `Ends ${formatDateTime(t.trial_ends_at)}`,
        }))}
      />
      <QuickList
        title="Failed payments (7 days)"
        empty="No failed payments this week."
        onOpenUser={onOpenUser}
        items={quick.failed_payments.map((p) => ({
          key: `${p.user_id}-${p.created_at}`,
          email: p.email,
          detail: `${formatUsd(p.amount)} on ${formatDateTime(p.created_at)}`,
        }))}
      />
      <QuickList
        title="New sign-ups (7 days)"
        empty="No sign-ups this week."
        onOpenUser={onOpenUser}
        items={quick.new_signups.map((s) => ({
          key: s.email,
          email: s.email,
          detail: `${formatDay(s.created_at)}, ${s.trial_active ? 'trial running' : 'no trial running'}`,
        }))}
      />
    </SimpleGrid>
  );
}
