import { Badge, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@margin/ui';
import { lazy, Suspense } from 'react';
import { formatDateTime } from '../shared/format';
import { QueryState } from '../shared/QueryState';
import { TabHeader } from '../shared/TabHeader';
import { KpiGrid } from './KpiGrid';
import { QuickActions } from './QuickActions';

// The charts library is most of the app's weight: it loads while the figures above it are already shown.
const DailyCharts = lazy(() => import('./DailyCharts').then((m) => ({ default: m.DailyCharts })));

/** Spec §3: the business figures, computed from the live database on each call. */
export function StatsTab({ onOpenUser }: { onOpenUser: (email: string) => void }) {
  const trpc = useTRPC();
  const stats = useQuery(trpc.admin.stats.queryOptions());
  return (
    <div>
      <TabHeader
        title="Stats"
        description={
          stats.data ? `Live figures as of ${formatDateTime(stats.data.generated_at)}.` : 'Live figures.'
        }
        onRefresh={() => void stats.refetch()}
        refreshing={stats.isRefetching}
      />
      <QueryState query={stats} what="the stats">
        {(data) => (
          <Stack gap="lg">
            <KpiGrid stats={data} />
            <Suspense
              fallback={
                <Center h={300}>
                  <Loader aria-label="Loading the charts" />
                </Center>
              }
            >
              <DailyCharts daily={data.daily} />
            </Suspense>
            <QuickActions quick={data.quick_actions} onOpenUser={onOpenUser} />
            <Card padding="md">
              <Group justify="space-between" gap="xs">
                <Title order={3} fz="sm">
                  Etsy connections
                </Title>
                <Badge
                  color={data.etsy_connections.status === 'active' ? 'margin' : 'gray.7'}
                  variant="filled"
                >
                  {data.etsy_connections.status === 'active'
                    ? `${data.etsy_connections.connected} connected`
                    : 'Coming soon'}
                </Badge>
              </Group>
              <Text size="sm" mt={4}>
                {data.etsy_connections.message}
              </Text>
            </Card>
            <Text size="xs" c="dimmed">
              {data.note}
            </Text>
          </Stack>
        )}
      </QueryState>
    </div>
  );
}
