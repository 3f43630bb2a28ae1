import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { reportTitle, type TCalculationResult } from '@margin/core';
import { HeadlineCards } from './HeadlineCards';

export const PLACEHOLDER_TEXTS = {
  loading: 'Loading the breakdown...',
} as const;

/**
 * What shows of a result while the results panel's code is on its way (the first Calculate of a visit, before
 * the browser had a moment to fetch it): the title and the headline cards, drawn from the engine's result like
 * the panel's own, so the numbers come with the click; the breakdowns follow when the panel is here.
 */
export function ResultsPlaceholder({ result }: { result: TCalculationResult }) {
  return (
    <Stack component="section" aria-label={reportTitle(result)} aria-busy="true" gap="md">
      <Group justify="space-between" align="center" gap="sm" mih={36}>
        <Title order={2} fz={{ base: 22, sm: 24 }}>
          {reportTitle(result)}
        </Title>
        <Text size="xs" c="dimmed" role="status">
          {PLACEHOLDER_TEXTS.loading}
        </Text>
      </Group>
      <HeadlineCards result={result} />
      <Card aria-hidden>
        <Stack gap="sm">
          <Skeleton height={18} width="40%" />
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} width="70%" />
        </Stack>
      </Card>
    </Stack>
  );
}
