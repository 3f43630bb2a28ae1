import { Card, SimpleGrid, Text } from '@mantine/core';
import { formatCount, formatMajor, formatPercent, withArticle, type TCalculationResult } from '@margin/core';
import { breakEvenValue, headlineOf, NO_BREAK_EVEN, valueText } from '@margin/core';
import classes from './ResultsPanel.module.css';

export const HEADLINE_TEXTS = {
  breakEven: 'Break-even Price',
  breakEvenHint: 'Minimum price to cover costs',
  noBreakEvenHint: 'Fees and costs grow with the price here, so no selling price covers them.',
} as const;

/**
 * Under a required price, what it answers, naming the profit once: "Lowest price for a $10.00 profit", or,
 * when the smallest whole-cent price makes a little more, "Lowest price for at least a $10.00 profit: you keep
 * $10.01".
 */
export function reverseNote(result: TCalculationResult): string {
  const money = (amount: number) => formatMajor(amount, result.currency);
  const profit = result.profitAnalysis.netProfit;
  const target = result.target;
  if (target?.kind === 'profit') {
    return money(profit) === money(target.value)
      ? `Lowest price for ${withArticle(money(target.value))} profit`
      : `Lowest price for at least ${withArticle(money(target.value))} profit: you keep ${money(profit)}`;
  }
  if (target?.kind === 'margin')
    return `Lowest price for ${withArticle(formatPercent(target.value))} margin: you keep ${money(profit)}`;
  return `You keep ${money(profit)}`;
}

/**
 * Under a required price for several items: the price is each item's, and what the buyer pays for the order
 * (the items and any shipping charged) beside it, as the forward mode's "Selling at ... × 2" says. Null for one
 * item.
 */
export function reverseQuantityNote(result: TCalculationResult): string | null {
  if (result.mode !== 'reverse' || result.quantity <= 1) return null;
  const money = (amount: number) => formatMajor(amount, result.currency);
  return `Per item × ${formatCount(result.quantity)}: order gross ${money(result.revenueBreakdown.grossRevenue)}`;
}

/** 'Your Profit' or 'Required Selling Price', large, with the margin; and the break-even price beside it. */
export function HeadlineCards({ result }: { result: TCalculationResult }) {
  const headline = headlineOf(result);
  const currency = result.currency;
  const money = (amount: number) => formatMajor(amount, currency);
  const loss = result.profitAnalysis.netProfit < 0;
  const breakEven = breakEvenValue(result);
  const items = result.quantity > 1 ? ` × ${formatCount(result.quantity)}` : '';
  const perItem = reverseQuantityNote(result);

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
          {perItem && (
            <Text span fz="md" fw={600}>
              {' per item'}
            </Text>
          )}
        </Text>
        {perItem && (
          <Text size="sm" fw={600} mt={2}>
            {perItem}
          </Text>
        )}
        <Text size="sm" mt={8}>
          Profit margin{' '}
          <Text span fw={700} className={classes.amount}>
            {valueText(headline.margin, currency)}
          </Text>
        </Text>
        <Text size="xs" c="dimmed" mt={2}>
          {result.mode === 'reverse'
            ? reverseNote(result)
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
