import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { DEMO_MONTHLY_GROWTH, formatCount, formatMajor, type TSalesAnalytics } from '@margin/core';
import { IconBroadcast, IconFlask, IconPlus } from '@tabler/icons-react';
import { LIVE_DATA_TONE } from '../../marketplace/readable-ink';
import type { ReactNode } from 'react';
import { ProBadge } from '../ProBadge';
import { growthLine, monthLabel, signedPercent, type GrowthLine } from '../sales-figures';
import { PerformanceChart } from './PerformanceChart';

export const SAMPLE_DATA_TEXTS = {
  badge: 'Sample data',
  title: 'Sample data: not your shop',
  text: 'These figures are an example. Add your own sales and the dashboard shows yours instead.',
  lockedText: 'These figures are an example of what the dashboard shows for your own sales.',
} as const;

const TONE_COLORS: Record<GrowthLine['tone'], string> = { up: 'teal.9', down: 'red.9', none: 'dimmed' };

function MetricCard({
  label,
  value,
  growth,
  locked,
  sample,
}: {
  label: string;
  value: string;
  growth: GrowthLine;
  locked: boolean;
  sample: boolean;
}) {
  return (
    <Card
      component="section"
      aria-label={label}
      withBorder
      style={sample ? { borderStyle: 'dashed' } : undefined}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        {locked && <ProBadge />}
      </Group>
      <Text fz={{ base: 26, sm: 30 }} fw={800} lh={1.25} mt={4}>
        {value}
      </Text>
      <Group gap={6} mt={4}>
        <Text size="sm" fw={700} c={TONE_COLORS[growth.tone]}>
          {growth.value}
        </Text>
        <Text size="xs" c="dimmed">
          {growth.detail}
        </Text>
      </Group>
    </Card>
  );
}

function KeyMetric({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Paper radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
        {label}
      </Text>
      <Text fz={22} fw={800} lh={1.3}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

export interface SalesDashboardProps {
  analytics: TSalesAnalytics;
  /** An expired seller or a visitor: the sample figures with Pro badges, and no data of their own. */
  locked?: boolean;
  onAddSales: () => void;
  /** Period and currency choices, beside the title. */
  controls?: ReactNode;
  /** True while a newer answer is on its way (the figures shown are the last ones). */
  updating?: boolean;
}

/** The dashboard's figures are the connected shop's synced orders, not the seller's records. */
export const LIVE_ORDERS_BADGE = 'From your Etsy shop’s orders';

/**
 * The dashboard tab (advanced spec §2): the seller's totals with the real month-over-month change,
 * 'Performance Overview' as a chart and a table, and the key metrics. Sample figures say so, loudly.
 */
export function SalesDashboard({
  analytics,
  locked = false,
  onAddSales,
  controls,
  updating,
}: SalesDashboardProps) {
  const { currency, totals, growth, monthly_data: months } = analytics;
  const sample = analytics.source === 'demo_data';
  const money = (amount: number) => formatMajor(amount, currency);
  const monthlyGrowth = sample
    ? { value: `+${DEMO_MONTHLY_GROWTH}%`, hint: 'Sample figure' }
    : growth.sales === null
      ? { value: '—', hint: 'Needs two full months of sales' }
      : {
          value: signedPercent(growth.sales),
          hint: `Sales, ${monthLabel(growth.to_month)} vs ${monthLabel(growth.from_month)}`,
        };
  const first = months[0]?.month ?? null;
  const last = months.at(-1)?.month ?? null;
  const period = first && last ? `${monthLabel(first, true)} – ${monthLabel(last, true)}` : '';

  return (
    <Stack gap="lg" aria-busy={updating || undefined}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Group gap="xs">
            <Title order={2} fz="xl">
              Sales dashboard
            </Title>
            {sample && (
              <Badge color="orange" variant="light" leftSection={<IconFlask size={12} />}>
                {SAMPLE_DATA_TEXTS.badge}
              </Badge>
            )}
            {analytics.source === 'marketplace_orders' && (
              <Badge
                color={LIVE_DATA_TONE.color}
                c={LIVE_DATA_TONE.text}
                variant="light"
                leftSection={<IconBroadcast size={12} />}
              >
                {LIVE_ORDERS_BADGE}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {period} · amounts in {currency}
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          {controls}
          <Button leftSection={<IconPlus size={16} />} onClick={onAddSales}>
            Add Sales Data
          </Button>
        </Group>
      </Group>

      {sample && (
        <Alert color="orange" variant="light" icon={<IconFlask size={18} />} title={SAMPLE_DATA_TEXTS.title}>
          {locked ? SAMPLE_DATA_TEXTS.lockedText : SAMPLE_DATA_TEXTS.text}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <MetricCard
          label="Total Sales"
          value={money(totals.total_sales)}
          growth={growthLine(growth, 'sales', sample)}
          locked={locked}
          sample={sample}
        />
        <MetricCard
          label="Total Profit"
          value={money(totals.total_profit)}
          growth={growthLine(growth, 'profit', sample)}
          locked={locked}
          sample={sample}
        />
        <MetricCard
          label="Total Orders"
          value={formatCount(totals.total_orders)}
          growth={growthLine(growth, 'orders', sample)}
          locked={locked}
          sample={sample}
        />
      </SimpleGrid>

      <Card withBorder component="section" aria-labelledby="performance-overview">
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="lg" id="performance-overview">
            Performance Overview
          </Title>
          {locked && <ProBadge />}
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <PerformanceChart months={months} currency={currency} />
          <Table.ScrollContainer minWidth={300}>
            <Table striped highlightOnHover verticalSpacing={6} fz="sm">
              <Table.Caption>Sales, profit and orders by month, in {currency}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Month</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Sales
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Profit
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Orders
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map((row) => (
                  <Table.Tr key={row.month}>
                    <Table.Th scope="row" fw={500}>
                      {monthLabel(row.month, true)}
                    </Table.Th>
                    <Table.Td ta="right">{money(row.sales)}</Table.Td>
                    <Table.Td ta="right" c={row.profit < 0 ? 'red.9' : undefined}>
                      {money(row.profit)}
                    </Table.Td>
                    <Table.Td ta="right">{formatCount(row.orders)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </SimpleGrid>
      </Card>

      <Card withBorder component="section" aria-labelledby="key-metrics">
        <Title order={3} fz="lg" id="key-metrics" mb="sm">
          Key metrics
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <KeyMetric
            label="Average order value"
            value={money(totals.average_order_value)}
            hint="Total sales ÷ orders"
          />
          <KeyMetric
            label="Profit margin"
            value={`${totals.profit_margin.toFixed(1)}%`}
            hint="Total profit ÷ total sales"
          />
          <KeyMetric label="Monthly growth" value={monthlyGrowth.value} hint={monthlyGrowth.hint} />
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
