import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Card, SimpleGrid, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type TAdminStats } from '@margin/core';
import { countOf, formatUsd } from '../shared/format';

type Daily = TAdminStats['daily'];

/** '2026-11-25' -> 'Nov 25' (the chart's days are UTC calendar days, never shifted by a time zone). */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

function totals(daily: Daily) {
  return daily.reduce(
    (sum, d) => ({
      signups: sum.signups + d.signups,
      conversions: sum.conversions + d.pro_conversions,
      revenue: sum.revenue + d.revenue,
    }),
    { signups: 0, conversions: 0, revenue: 0 },
  );
}

/**
 * Sign-ups, Pro conversions and revenue per day for the last 30 days. The charts are pictures of the table
 * that screen readers get instead, so they are hidden from them and take no keyboard focus.
 */
export function DailyCharts({ daily }: { daily: Daily }) {
  const data = daily.map((d) => ({ ...d, day: dayLabel(d.date) }));
  const sum = totals(daily);
  return (
    <Card>
      <Title order={3} fz="md">
        Last 30 days
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {countOf(sum.signups, 'sign-up')}, {countOf(sum.conversions, 'Pro conversion')},{' '}
        {formatUsd(sum.revenue)} revenue.
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" aria-hidden="true">
        <div>
          <Text size="sm" fw={600} mb={4}>
            Sign-ups and Pro conversions per day
          </Text>
          <BarChart
            h={220}
            data={data}
            dataKey="day"
            series={[
              { name: 'signups', label: 'Sign-ups', color: 'margin.6' },
              { name: 'pro_conversions', label: 'Pro conversions', color: 'orange.6' },
            ]}
            withLegend
            legendProps={{ verticalAlign: 'bottom', height: 32 }}
            tickLine="y"
            gridAxis="y"
            yAxisProps={{ allowDecimals: false, width: 32 }}
            barChartProps={{ accessibilityLayer: false }}
            maxBarWidth={14}
          />
        </div>
        <div>
          <Text size="sm" fw={600} mb={4}>
            Revenue per day
          </Text>
          <AreaChart
            h={220}
            data={data}
            dataKey="day"
            series={[{ name: 'revenue', label: 'Revenue', color: 'margin.7' }]}
            curveType="monotone"
            tickLine="y"
            gridAxis="y"
            valueFormatter={formatUsd}
            yAxisProps={{ width: 56 }}
            areaChartProps={{ accessibilityLayer: false }}
            withDots={false}
          />
        </div>
      </SimpleGrid>
      <VisuallyHidden>
        <Table>
          <Table.Caption>Sign-ups, Pro conversions and revenue per day, last 30 days</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th>Sign-ups</Table.Th>
              <Table.Th>Pro conversions</Table.Th>
              <Table.Th>Revenue</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((d) => (
              <Table.Tr key={d.date}>
                <Table.Td>{d.day}</Table.Td>
                <Table.Td>{d.signups}</Table.Td>
                <Table.Td>{d.pro_conversions}</Table.Td>
                <Table.Td>{formatUsd(d.revenue)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Card>
  );
}
