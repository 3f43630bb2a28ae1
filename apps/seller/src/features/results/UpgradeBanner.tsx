import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { UPGRADE_LABEL } from '../subscription/plan';

export const UPGRADE_BANNER_TITLE = 'Support Margin for $2.99/year';

/** Shown under a result to a signed-in seller without a subscription (core spec §2.5). */
export function UpgradeBanner({ onUpgrade }: { onUpgrade: () => void }) {
  return (
    <Paper
      radius="lg"
      p="md"
      bg="var(--mantine-color-margin-0)"
      withBorder
      style={{ borderColor: 'var(--mantine-color-margin-2)' }}
    >
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 240px' }}>
          <IconHeart
            size={20}
            color="var(--mantine-color-margin-8)"
            aria-hidden="true"
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Stack gap={2}>
            <Text fw={700}>{UPGRADE_BANNER_TITLE}</Text>
            <Text size="sm" c="dimmed">
              Keep every tool: unlimited calculations, analytics, exports and sharing. Independent and
              ad-free.
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
