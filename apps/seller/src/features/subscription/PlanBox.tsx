import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { planPrice, PRO_NAME, PRO_PLAN } from './plan';

/** The plan as the payment modal sells it: the yearly price, its monthly share, and what it includes. */
export function PlanBox() {
  const { t, i18n } = useLingui();
  const monthly = planPrice('monthly', i18n.locale);
  const lines = [...PRO_PLAN.features.map((line) => i18n._(line)), t`Cancel anytime`, t`No commitments`];
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      bg="var(--mantine-color-margin-0)"
      style={{ borderColor: 'var(--mantine-color-margin-3)' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{PRO_NAME}</Text>
          <Badge variant="filled">
            <Trans>Annual</Trans>
          </Badge>
        </Group>
        <div>
          <Group gap={6} align="baseline">
            <Text fz={36} fw={800} lh={1} lts={-1}>
              {planPrice('yearly', i18n.locale)}
            </Text>
            <Text c="dimmed">
              <Trans>per year</Trans>
            </Text>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>Only {monthly} per month</Trans>
          </Text>
        </div>
        <List
          spacing={6}
          size="sm"
          icon={
            <ThemeIcon size={18} radius="xl">
              <IconCheck size={12} stroke={3} />
            </ThemeIcon>
          }
        >
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
