import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Table, Title, VisuallyHidden } from '@mantine/core';
import type { Answer } from './money';
import { monthName } from './money';
import { RECONCILE_TEXTS } from './texts';

/**
 * The period month by month: fees modelled beside fees charged. The chart is a picture of the table under it,
 * which carries the same figures for screen readers, so the chart is hidden from them and takes no focus.
 */
export function MonthChart({
  months,
  money,
  locale,
}: {
  months: Answer['summary']['by_month'];
  money: (amount: number) => string;
  locale: string;
}) {
  if (months.length === 0) return null;
  const data = months.map((row) => ({ ...row, label: monthName(row.month, locale) }));
  return (
    <Card component="section" aria-labelledby="reconcile-by-month" padding="md">
      <Title order={3} fz="lg" id="reconcile-by-month" mb="sm">
        {RECONCILE_TEXTS.byMonth}
      </Title>
      <div aria-hidden="true">
        <BarChart
          h={220}
          data={data}
          dataKey="label"
          series={[
            { name: 'modelled', label: RECONCILE_TEXTS.modelled, color: 'margin.6' },
            { name: 'charged', label: RECONCILE_TEXTS.charged, color: 'orange.5' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 36 }}
          tickLine="y"
          gridAxis="y"
          valueFormatter={money}
          yAxisProps={{ width: 72 }}
          barChartProps={{ accessibilityLayer: false }}
          maxBarWidth={36}
        />
      </div>
      <VisuallyHidden>
        <Table aria-label={RECONCILE_TEXTS.byMonth}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{RECONCILE_TEXTS.month}</Table.Th>
              <Table.Th scope="col">{RECONCILE_TEXTS.modelled}</Table.Th>
              <Table.Th scope="col">{RECONCILE_TEXTS.charged}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((row) => (
              <Table.Tr key={row.month}>
                <Table.Th scope="row">{row.label}</Table.Th>
                <Table.Td>{money(row.modelled)}</Table.Td>
                <Table.Td>{money(row.charged)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Card>
  );
}
