import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { formatMajor, formatPercent, optimalPrice, type TCalculationRequest } from '@margin/core';
import { deferredComponent } from '@margin/ui';
import { useId } from 'react';
import { FIELD_LABELS, type CalculatorForm } from './form';
import { useLocale } from '../../i18n/runtime';
import { NumberField } from './NumberField';
import type { FieldErrors } from './request';

export interface PriceFieldsProps {
  form: CalculatorForm;
  onChange: (patch: Partial<CalculatorForm>) => void;
  currency: string;
  errors: FieldErrors;
  /** The form's request when it is valid, for the margin formula's estimate. */
  request: TCalculationRequest | null;
}

// The slider is drawn only when a margin is the reverse mode's target: its code comes then, or when the browser is
// idle after the first paint.
const marginSlider = deferredComponent(() => import('./MarginSlider').then((m) => m.MarginSlider));
/**
 * Where the slider will be, kept while its code is on its way so that nothing below moves when it comes: the same
 * box as the slider's root (a 16 px track, its margins making room for the marks).
 */
export const SLIDER_BOX = { mt: 'xs', mb: 'lg', h: 16 } as const;

/** Forward: the selling price. Reverse: the target, a profit amount or a margin (the engine takes one). */
export function PriceFields({ form, onChange, currency, errors, request }: PriceFieldsProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const targetLabelId = useId();
  const sliderReady = marginSlider.useReady(form.mode === 'reverse' && form.targetKind === 'margin');

  if (form.mode === 'forward') {
    return (
      <NumberField
        kind="money"
        currency={currency}
        label={FIELD_LABELS.selling_price}
        description={t`Price of one item, before any discount`}
        value={form.selling_price}
        onChange={(selling_price) => onChange({ selling_price })}
        error={errors.selling_price}
      />
    );
  }

  const estimate = form.targetKind === 'margin' && request ? optimalPrice(request, form.target_margin) : null;
  const estimatedPrice = estimate !== null ? formatMajor(estimate, currency, locale) : '';

  return (
    <Stack gap="sm">
      <div>
        <Text component="div" id={targetLabelId} size="sm" fw={500} mb={4}>
          <Trans>Target</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby={targetLabelId}
          fullWidth
          value={form.targetKind}
          onChange={(value) => onChange({ targetKind: value })}
          data={[
            { value: 'profit', label: t`Profit amount` },
            { value: 'margin', label: t`Profit margin` },
          ]}
        />
      </div>
      {form.targetKind === 'profit' ? (
        <NumberField
          kind="money"
          currency={currency}
          label={FIELD_LABELS.target_profit}
          description={t`The profit you want on the order, after fees and costs`}
          value={form.target_profit}
          onChange={(target_profit) => onChange({ target_profit })}
          error={errors.target_profit}
        />
      ) : (
        <Input.Wrapper
          label={
            <Group justify="space-between" gap="xs" component="span" wrap="nowrap">
              <span>{FIELD_LABELS.target_margin}</span>
              <Text span fw={700} c="margin.9">
                {formatPercent(form.target_margin, locale)}
              </Text>
            </Group>
          }
          labelProps={{ style: { width: '100%' } }}
          description={t`Share of what the buyer pays (before VAT) that you keep as profit`}
          error={errors.target_margin}
        >
          {sliderReady ? (
            <marginSlider.Component
              value={form.target_margin}
              onChange={(target_margin) => onChange({ target_margin })}
            />
          ) : (
            <Box {...SLIDER_BOX} />
          )}
          <div aria-live="polite" aria-atomic="true">
            {estimate !== null && (
              <Text size="xs" c="dimmed" mt="md">
                <Trans>
                  Formula estimate: about {estimatedPrice} per item. Calculate for the exact price, to the
                  cent.
                </Trans>
              </Text>
            )}
          </div>
        </Input.Wrapper>
      )}
    </Stack>
  );
}
