import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TCalculationMode } from '@margin/core';
import { useId } from 'react';
import { localized } from '../../i18n/localized';
import { CountrySelect, type CountrySelectProps } from './CountrySelect';
import type { CalculatorView } from './storage';
import type { CalculatorForm } from './form';

const MODE_LABELS: Record<TCalculationMode, string> = localized({
  forward: msg`Forward: Price → Profit`,
  reverse: msg`Reverse: Profit → Price`,
});

const NARROW_QUERY = '(max-width: 35.99em)';

export interface SetupCardProps extends CountrySelectProps {
  mode: TCalculationMode;
  onModeChange: (change: Pick<CalculatorForm, 'mode'>) => void;
  onChooseView: (view: CalculatorView) => void;
}

/** The calculator's setup: where the seller is based, the mode, and the Basic/Advanced display. */
export function SetupCard({ mode, onModeChange, onChooseView, ...country }: SetupCardProps) {
  const { t } = useLingui();
  const narrow = useMediaQuery(NARROW_QUERY);
  const modeLabelId = useId();
  return (
    <Card>
      <Stack gap="md">
        <CountrySelect {...country} />
        <div>
          <Text component="div" id={modeLabelId} size="sm" fw={500} mb={4}>
            <Trans>Mode</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby={modeLabelId}
            fullWidth
            orientation={narrow ? 'vertical' : 'horizontal'}
            value={mode}
            onChange={(next) => onModeChange({ mode: next })}
            data={(['forward', 'reverse'] as const).map((option) => ({
              value: option,
              label: MODE_LABELS[option],
            }))}
          />
        </div>
        <Group justify="space-between" gap="sm">
          <Text size="sm" fw={500}>
            <Trans>Display</Trans>
          </Text>
          <SegmentedControl
            aria-label={t`Display`}
            size="xs"
            value="basic"
            onChange={(next) => onChooseView(next)}
            data={[
              { value: 'basic', label: t`Basic` },
              { value: 'advanced', label: t`Advanced` },
            ]}
          />
        </Group>
      </Stack>
    </Card>
  );
}
