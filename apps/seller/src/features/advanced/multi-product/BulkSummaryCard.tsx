import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { formatCount, formatMajor } from '@margin/core';
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
  const revenue = summary.revenue.length
    ? summary.revenue.map(({ amount, currency }) => formatMajor(amount, currency)).join(' + ')
    : formatMajor(0, 'USD');
  return (
    <Card component="section" aria-labelledby="bulk-summary-title">
      <Title order={3} fz="lg" id="bulk-summary-title" mb="sm">
        Bulk Summary
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" verticalSpacing="md">
        <Figure label="Total products" value={formatCount(summary.totalProducts)} hint="Rows in the table" />
        <Figure
          label="Average margin"
          value={`${summary.averageMargin.toFixed(1)}%`}
          hint="The margins you asked for"
        />
        <Figure
          label="Margin after fees"
          value={summary.marginAfterFees === null ? '—' : `${summary.marginAfterFees.toFixed(1)}%`}
          hint="Profit ÷ revenue at your prices"
        />
        <Figure label="Total potential revenue" value={revenue} hint="One sale of each product" />
      </SimpleGrid>
    </Card>
  );
}
