import { Card, SimpleGrid, Text } from '@mantine/core';
import { formatMajor, type TCalculationResult } from '@margin/core';
import { breakEvenValue, headlineOf, NO_BREAK_EVEN, targetText, valueText } from '@margin/core';
import classes from './ResultsPanel.module.css';

export const HEADLINE_TEXTS = {
  breakEven: 'Break-even Price',
  breakEvenHint: 'Minimum price to cover costs',
  noBreakEvenHint: 'Fees and costs grow with the price here, so no selling price covers them.',
} as const;

/** 'Your Profit' or 'Required Selling Price', large, with the margin; and the break-even price beside it. */
export function HeadlineCards({ result }: { result: TCalculationResult }) {
  const headline = headlineOf(result);
  const currency = result.currency;
  const money = (amount: number) => formatMajor(amount, currency);
  const loss = result.profitAnalysis.netProfit < 0;
  const breakEven = breakEvenValue(result);
  const target = targetText(result);
  const items = result.quantity > 1 ? ` × ${result.quantity}` : '';

  return (
    <SimpleGrid type="container" cols={{ base: 1, '420px': 2 }} spacing="md">
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
          {valueText(headline.value, currency)}
        </Text>
        <Text size="sm" mt={8}>
          Profit margin{' '}
          <Text span fw={700} className={classes.amount}>
            {valueText(headline.margin, currency)}
          </Text>
        </Text>
        <Text size="xs" c="dimmed" mt={2}>
          {result.mode === 'reverse'
            ? `${target ? `${target[0]!.toUpperCase()}${target.slice(1)}: ` : ''}profit ${money(result.profitAnalysis.netProfit)}`
            : `Selling at ${money(result.sellingPrice)}${items}`}
        </Text>
      </Card>
      <Card role="group" aria-label={HEADLINE_TEXTS.breakEven}>
        <Text size="sm" fw={600} c="dimmed">
          {HEADLINE_TEXTS.breakEven}
        </Text>
        {breakEven.kind === 'money' ? (
          <Text fz={28} fw={700} mt={4} className={classes.amount}>
            {valueText(breakEven, currency)}
          </Text>
        ) : (
          <Text fz="lg" fw={700} mt={4}>
            {NO_BREAK_EVEN}
          </Text>
        )}
        <Text size="sm" c="dimmed" mt={8}>
          {HEADLINE_TEXTS.breakEvenHint}
        </Text>
        {breakEven.kind === 'text' && (
          <Text size="xs" c="dimmed" mt={2}>
            {HEADLINE_TEXTS.noBreakEvenHint}
          </Text>
        )}
      </Card>
    </SimpleGrid>
  );
}
