import { Trans, useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { formatCount, formatMajor } from '@margin/core';
import { oneDecimalPercent } from '../sales-figures';
import classes from './MultiProduct.module.css';
import type { BulkSummary } from './row-pricing';

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <div className={classes.summaryValue}>{value}</div>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </div>
  );
}

/** Bulk Summary (spec §2): total products, average margin to 1 decimal, total potential revenue. */
export function BulkSummaryCard({ summary }: { summary: BulkSummary }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const revenue = summary.revenue.length
    ? summary.revenue.map(({ amount, currency }) => formatMajor(amount, currency, locale)).join(' + ')
    : formatMajor(0, 'USD', locale);
  return (
    <Card component="section" aria-labelledby="bulk-summary-title">
      <Title order={3} fz="lg" id="bulk-summary-title" mb="sm">
        <Trans>Bulk Summary</Trans>
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" verticalSpacing="md">
        <Figure
          label={t`Total products`}
          value={formatCount(summary.totalProducts, locale)}
          hint={t`Rows in the table`}
        />
        <Figure
          label={t`Average margin`}
          value={oneDecimalPercent(summary.averageMargin, locale)}
          hint={t`The margins you asked for`}
        />
        <Figure
          label={t`Margin after fees`}
          value={summary.marginAfterFees === null ? '—' : oneDecimalPercent(summary.marginAfterFees, locale)}
          hint={t`Profit ÷ revenue at your prices`}
        />
        <Figure label={t`Total potential revenue`} value={revenue} hint={t`One sale of each product`} />
      </SimpleGrid>
    </Card>
  );
}
