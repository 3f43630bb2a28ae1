import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { UPGRADE_LABEL } from './plan';

/** Shown to a signed-in seller whose trial is over without a subscription (core spec §4, §6). */
export function ExpiredBanner({ onUpgrade }: { onUpgrade: () => void }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      mb="lg"
      bg="var(--mantine-color-yellow-0)"
      style={{ borderColor: 'var(--mantine-color-yellow-3)' }}
      role="region"
      aria-label="Trial expired"
    >
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap" style={{ flex: '1 1 320px' }}>
          <ThemeIcon color="yellow" variant="light" size={40} radius="xl">
            <IconLock size={20} />
          </ThemeIcon>
          <Stack gap={0}>
            <Text fw={700}>Your trial has expired</Text>
            <Text size="sm" c="dimmed">
              The basic calculator stays free. Upgrade to Pro to unlock the advanced tools again.
            </Text>
          </Stack>
        </Group>
        <Button onClick={onUpgrade} radius="xl" w={{ base: '100%', xs: 'auto' }}>
          {UPGRADE_LABEL}
        </Button>
      </Group>
    </Paper>
  );
}
