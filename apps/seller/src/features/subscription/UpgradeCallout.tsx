import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, ThemeIcon, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { UPGRADE_LABEL } from './plan';

export interface UpgradeCalloutProps {
  /** Theme colour of the box and its icon: 'margin' for an invitation, 'yellow' for a warning. */
  color: string;
  icon: ReactNode;
  title: string;
  text: string;
  onUpgrade: () => void;
  /** Names the box as a region for screen readers, when it stands for a state of the account. */
  regionLabel?: string;
  mb?: MantineSpacing;
}

/** A boxed message with the 'Upgrade - $2.99/year' button: the result panel's banner and the expired notice. */
export function UpgradeCallout({
  color,
  icon,
  title,
  text,
  onUpgrade,
  regionLabel,
  mb,
}: UpgradeCalloutProps) {
  const { i18n } = useLingui();
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      mb={mb}
      bg={`var(--mantine-color-${color}-0)`}
      style={{ borderColor: `var(--mantine-color-${color}-3)` }}
      {...(regionLabel ? { role: 'region', 'aria-label': regionLabel } : {})}
    >
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap" style={{ flex: '1 1 240px' }}>
          <ThemeIcon color={color} variant="light" size={40} radius="xl">
            {icon}
          </ThemeIcon>
          <Stack gap={0}>
            <Text fw={700}>{title}</Text>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Stack>
        </Group>
        <Button onClick={onUpgrade} radius="xl" w={{ base: '100%', xs: 'auto' }}>
          {i18n._(UPGRADE_LABEL)}
        </Button>
      </Group>
    </Paper>
  );
}
