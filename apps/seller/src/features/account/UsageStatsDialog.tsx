import { Center, Loader, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@margin/ui';
import { DIALOG_PROPS } from '../shell/dialog-props';

export interface UsageStatsDialogProps {
  opened: boolean;
  onClose: () => void;
}

function Stat({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
        {label}
      </Text>
      <Text fz={28} fw={800} lh={1.2} mt={4}>
        {new Intl.NumberFormat('en-US').format(value)}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** The seller's calculation counts (calc.usage): all time, and by mode over the last 30 days. */
export function UsageStatsDialog({ opened, onClose }: UsageStatsDialogProps) {
  const trpc = useTRPC();
  const usage = useQuery(trpc.calc.usage.queryOptions(undefined, { enabled: opened, staleTime: 0 }));
  const data = usage.data;
  return (
    <Modal {...DIALOG_PROPS} opened={opened} onClose={onClose} title="Usage Stats">
      {data ? (
        <Stack gap="md">
          <Stat label="Calculations, all time" value={data.total} />
          <SimpleGrid cols={2} spacing="md">
            <Stat label="Price → Profit" value={data.recent.forward} hint={`Last ${data.lastDays} days`} />
            <Stat label="Profit → Price" value={data.recent.reverse} hint={`Last ${data.lastDays} days`} />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Counted when you calculate while signed in. Your inputs stay on your device.
          </Text>
        </Stack>
      ) : usage.isError ? (
        <Text c="dimmed">Your usage could not be loaded just now. Please try again in a moment.</Text>
      ) : (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )}
    </Modal>
  );
}
