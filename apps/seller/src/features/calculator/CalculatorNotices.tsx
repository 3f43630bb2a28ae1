import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TCalculationMode } from '@margin/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { CalculationFailure } from './use-calculation';

/** Why the form gave no result: the fields to fix, or a target no price reaches. */
export function FailureAlert({ failure }: { failure: CalculationFailure }) {
  const { t } = useLingui();
  if (failure.kind === 'invalid') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t`Please check these fields`}
      >
        <List size="sm" spacing={2}>
          {failure.messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={t`No price for this target`}
    >
      <Text size="sm">{failure.message}</Text>
    </Alert>
  );
}

/** The results column before a result: what to do, or a skeleton while the result is on its way. */
export function EmptyResults({
  mode,
  busy,
  blocked,
}: {
  mode: TCalculationMode;
  busy: boolean;
  blocked: boolean;
}) {
  const { t } = useLingui();
  if (busy) {
    return (
      <Card aria-busy="true">
        <Stack gap="sm">
          <Skeleton height={22} width="50%" />
          <Skeleton height={64} />
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
        </Stack>
      </Card>
    );
  }
  return (
    <Card bg="var(--mantine-color-margin-0)">
      <Stack gap={6}>
        <Title order={2} fz="lg">
          {mode === 'forward' ? t`Profit Analysis` : t`Required Price Analysis`}
        </Title>
        <Text size="sm">
          {blocked
            ? t`No result for these inputs yet: the form says what it needs, and the result follows as soon as it has it.`
            : mode === 'forward'
              ? t`Enter your price and costs, then press Calculate Profit: every fee, tax and cost is counted, to the cent.`
              : t`Enter your costs and the profit or margin you want, then press Calculate Required Price.`}
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Calculations run on your device, so they work offline too.</Trans>
        </Text>
      </Stack>
    </Card>
  );
}
