import { Card, Group, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { SharedViewFrame } from './SharedViewFrame';
import { SHARED_VIEW_TEXTS } from './texts';

function CardSkeleton({ rows }: { rows: number }) {
  return (
    <Card shadow="xs">
      <Group gap="sm" mb="md">
        <Skeleton height={34} width={34} radius="md" />
        <Skeleton height={18} width={110} />
      </Group>
      <Stack gap={14}>
        {Array.from({ length: rows }, (_, row) => (
          <Group key={row} justify="space-between">
            <Skeleton height={12} width="38%" />
            <Skeleton height={12} width="22%" />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** The page's shape while the share loads, so nothing jumps when it arrives. */
export function SharedViewSkeleton() {
  return (
    <SharedViewFrame>
      <Stack gap="md" aria-busy="true">
        <VisuallyHidden role="status">{SHARED_VIEW_TEXTS.loading}</VisuallyHidden>
        <Group justify="space-between" align="flex-end">
          <Stack gap={10} w={{ base: '100%', xs: 360 }}>
            <Skeleton height={30} width="70%" />
            <Skeleton height={14} />
          </Stack>
          <Skeleton height={42} w={{ base: '100%', xs: 190 }} radius="md" />
        </Group>
        <Skeleton height={140} radius="lg" />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <CardSkeleton rows={4} />
          <CardSkeleton rows={5} />
          <CardSkeleton rows={4} />
        </SimpleGrid>
      </Stack>
    </SharedViewFrame>
  );
}
