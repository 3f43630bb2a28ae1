import { Trans } from '@lingui/react/macro';
import { Card, Text } from '@mantine/core';
import { moneyValue, valueText, type TCalculationResult } from '@margin/core';
import { useLocale } from '../../i18n/runtime';
import {
  HEADLINE_TEXTS,
  localHeadline,
  reverseNote,
  reverseQuantityNote,
  sellingNote,
} from './headline-texts';
import classes from './ResultsPanel.module.css';

/** 'Your Profit' or 'Required Selling Price', large, with the margin; and the break-even price beside it. */
export function HeadlineCards({ result }: { result: TCalculationResult }) {
  const locale = useLocale();
  const headline = localHeadline(result);
  const currency = result.currency;
  const loss = result.profitAnalysis.netProfit < 0;
  // Straight from the result rather than core's report lines, which load with the rest of the results panel.
  const breakEven = result.insights.breakEvenPrice;
  const perItem = reverseQuantityNote(result);

  return (
    // A CSS grid of the module's own rather than SimpleGrid: these cards answer the Calculate click, and
    // SimpleGrid's container-query variables are computed on every render.
    <div className={classes.headlineGrid}>
      <div>
        <Card
          className={classes.headlineCard}
          data-loss={loss || undefined}
          role="group"
          aria-label={headline.label}
        >
          <Text size="sm" fw={600} c="dimmed">
            {headline.label}
          </Text>
          <Text className={classes.headline} c={loss ? 'red.8' : 'margin.9'} mt={4}>
            {valueText(headline.value, currency, locale)}
            {perItem && (
              <Text span fz="md" fw={600}>
                {` ${HEADLINE_TEXTS.perItem}`}
              </Text>
            )}
          </Text>
          {perItem && (
            <Text size="sm" fw={600} mt={2}>
              {perItem}
            </Text>
          )}
          <Text size="sm" mt={8}>
            <Trans>
              Profit margin{' '}
              <Text span fw={700} className={classes.amount}>
                {valueText(headline.margin, currency, locale)}
              </Text>
            </Trans>
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            {result.mode === 'reverse' ? reverseNote(result) : sellingNote(result)}
          </Text>
        </Card>
        <Card role="group" aria-label={HEADLINE_TEXTS.breakEven}>
          <Text size="sm" fw={600} c="dimmed">
            {HEADLINE_TEXTS.breakEven}
          </Text>
          {breakEven !== null ? (
            <Text fz={28} fw={700} mt={4} className={classes.amount}>
              {valueText(moneyValue(breakEven), currency, locale)}
            </Text>
          ) : (
            <Text fz="lg" fw={700} mt={4}>
              {HEADLINE_TEXTS.noBreakEven}
            </Text>
          )}
          <Text size="sm" c="dimmed" mt={8}>
            {HEADLINE_TEXTS.breakEvenHint}
          </Text>
          {breakEven === null && (
            <Text size="xs" c="dimmed" mt={2}>
              {HEADLINE_TEXTS.noBreakEvenHint}
            </Text>
          )}
        </Card>
      </div>
    </div>
  );
}
