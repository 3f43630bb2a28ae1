import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Loader, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@margin/ui';
import { formatCount } from '@margin/core';
import { DIALOG_PROPS } from '../shell/dialog-props';

export interface UsageStatsDialogProps {
  opened: boolean;
  onClose: () => void;
}

function Stat({ label, value, hint }: { label: string; value: number; hint?: string }) {
  const { i18n } = useLingui();
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
        {label}
      </Text>
      <Text fz={28} fw={800} lh={1.2} mt={4}>
        {formatCount(value, i18n.locale)}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

const lastDays = (days: number) => plural(days, { one: 'Last # day', other: 'Last # days' });

/** The seller's calculation counts (calc.usage): all time, and by mode over the last 30 days. */
export function UsageStatsDialog({ opened, onClose }: UsageStatsDialogProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const usage = useQuery(trpc.calc.usage.queryOptions(undefined, { enabled: opened, staleTime: 0 }));
  const data = usage.data;
  return (
    <Modal {...DIALOG_PROPS} opened={opened} onClose={onClose} title={t`Usage Stats`}>
      {data ? (
        <Stack gap="md">
          <Stat label={t`Calculations, all time`} value={data.total} />
          <SimpleGrid cols={2} spacing="md">
            <Stat label={t`Price → Profit`} value={data.recent.forward} hint={lastDays(data.lastDays)} />
            <Stat label={t`Profit → Price`} value={data.recent.reverse} hint={lastDays(data.lastDays)} />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            <Trans>Counted when you calculate while signed in. Your inputs stay on your device.</Trans>
          </Text>
        </Stack>
      ) : usage.isError ? (
        <Text c="dimmed">
          <Trans>Your usage could not be loaded just now. Please try again in a moment.</Trans>
        </Text>
      ) : (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )}
    </Modal>
  );
}
