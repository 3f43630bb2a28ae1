import { Trans } from '@lingui/react/macro';
import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TCalculationResult } from '@margin/core';
import { useLocale } from '../../i18n/runtime';
import { localReportTitle } from './headline-texts';
import { HeadlineCards } from './HeadlineCards';
import classes from './ResultsPanel.module.css';

/**
 * What shows of a result while the results panel's code is on its way (the first Calculate of a visit, before
 * the browser had a moment to fetch it): the title and the headline cards, drawn from the engine's result like
 * the panel's own, so the numbers come with the click; the breakdowns follow when the panel is here.
 */
export function ResultsPlaceholder({ result }: { result: TCalculationResult }) {
  useLocale();
  const title = localReportTitle(result);
  return (
    <Stack component="section" aria-label={title} aria-busy="true" gap="md">
      <Group justify="space-between" align="center" gap="sm" mih={36}>
        <Title order={2} className={classes.title}>
          {title}
        </Title>
        <Text size="xs" c="dimmed" role="status">
          <Trans>Loading the breakdown...</Trans>
        </Text>
      </Group>
      <HeadlineCards result={result} />
      <BreakdownSkeleton />
    </Stack>
  );
}

/** Where the breakdowns will be, while they are drawn or their code is on its way. */
export function BreakdownSkeleton() {
  return (
    <Card aria-hidden>
      <Stack gap="sm">
        <Skeleton height={18} width="40%" />
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
      </Stack>
    </Card>
  );
}
