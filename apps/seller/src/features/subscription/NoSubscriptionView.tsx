import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock } from '@tabler/icons-react';
import { TRIAL_DAYS, type SubscriptionState } from '@margin/core';
import { MANAGE_TEXTS, PRO_PLAN, UPGRADE_LABEL } from './plan';

/** What Pro includes, as a checked list. */
export function PlanFeatures() {
  const { i18n } = useLingui();
  return (
    <List
      spacing={6}
      size="sm"
      icon={
        <ThemeIcon size={18} radius="xl" variant="light">
          <IconCheck size={12} stroke={3} />
        </ThemeIcon>
      }
    >
      {PRO_PLAN.features.map((line) => (
        <List.Item key={line.id}>{i18n._(line)}</List.Item>
      ))}
    </List>
  );
}

/** The Manage Subscription dialog without a subscription: the trial's days left, or its end, and the way in. */
export function NoSubscriptionView({
  subscription,
  onUpgrade,
}: {
  subscription: SubscriptionState;
  onUpgrade: () => void;
}) {
  const { t, i18n } = useLingui();
  const days = subscription.trial_days_remaining;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        {subscription.trial_active ? (
          <Stack gap="sm">
            <Group gap={8} wrap="nowrap">
              <IconClock size={20} color="var(--mantine-color-margin-8)" />
              <Text fw={700}>
                {plural(days, {
                  one: '# day remaining in your free trial',
                  other: '# days remaining in your free trial',
                })}
              </Text>
            </Group>
            <Progress
              value={(Math.min(days, TRIAL_DAYS) / TRIAL_DAYS) * 100}
              size="sm"
              radius="xl"
              aria-label={t`Trial days remaining`}
            />
            <Text size="sm" c="dimmed">
              <Trans>Subscribe now to keep every Pro tool when your trial ends.</Trans>
            </Text>
          </Stack>
        ) : (
          <Stack gap={6}>
            <Group gap={8} wrap="nowrap">
              <IconAlertTriangle size={20} color="var(--mantine-color-red-7)" />
              <Text fw={700}>{MANAGE_TEXTS.expired}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              <Trans>Upgrade to Pro to unlock the advanced tools again.</Trans>
            </Text>
          </Stack>
        )}
      </Paper>
      <div>
        <Text size="sm" fw={600} mb={8}>
          <Trans>Pro includes</Trans>
        </Text>
        <PlanFeatures />
      </div>
      <Button size="md" fullWidth onClick={onUpgrade}>
        {i18n._(UPGRADE_LABEL)}
      </Button>
    </Stack>
  );
}
