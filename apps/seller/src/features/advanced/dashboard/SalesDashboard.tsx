import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { localized } from '../../../i18n/localized';
import { IconBroadcast, IconFlask, IconPlus } from '@tabler/icons-react';
import { LIVE_DATA_TONE } from '../../marketplace/readable-ink';
import type { ReactNode } from 'react';
import { ProBadge } from '../ProBadge';
import { sidewaysScrollLabel } from '../scroll-label';
import {
  growthLine,
  monthLabel,
  monthsCompared,
  oneDecimalPercent,
  signedPercent,
  type GrowthLine,
} from '../sales-figures';
import { PerformanceChart } from './PerformanceChart';

export const SAMPLE_DATA_TEXTS = localized({
  badge: msg`Sample data`,
  title: msg`Sample data: not your shop`,
  text: msg`These figures are an example. Add your own sales and the dashboard shows yours instead.`,
  lockedText: msg`These figures are an example of what the dashboard shows for your own sales.`,
  /** The dashboard's figures are the connected shop's synced orders, not the seller's records. */
  liveOrders: msg`From your Etsy shop’s orders`,
});

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
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const { currency, totals, growth, monthly_data: months } = analytics;
  const monthTableLabel = t`Sales, profit and orders by month, in ${currency}`;
  const sample = analytics.source === 'demo_data';
  const money = (amount: number) => formatMajor(amount, currency, locale);
  const count = (value: number) => formatCount(value, locale);
  const compared =
    growth.to_month && growth.from_month ? monthsCompared(growth.to_month, growth.from_month, locale) : '';
  const monthlyGrowth = sample
    ? { value: signedPercent(DEMO_MONTHLY_GROWTH, 1, locale), hint: t`Sample figure` }
    : growth.sales === null
      ? { value: '—', hint: t`Needs two full months of sales` }
      : { value: signedPercent(growth.sales, 1, locale), hint: t`Sales, ${compared}` };
  const first = months[0]?.month ?? null;
  const last = months.at(-1)?.month ?? null;
  const period =
    first && last ? `${monthLabel(first, true, locale)} – ${monthLabel(last, true, locale)}` : '';
  // Each headline total with its change since the month before.
  const metrics = [
    { key: 'sales', label: t`Total Sales`, value: money(totals.total_sales) },
    { key: 'profit', label: t`Total Profit`, value: money(totals.total_profit) },
    { key: 'orders', label: t`Total Orders`, value: count(totals.total_orders) },
  ] as const;

  return (
    <Stack gap="lg" aria-busy={updating || undefined}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Group gap="xs">
            <Title order={2} fz="xl">
              <Trans>Sales dashboard</Trans>
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
                {SAMPLE_DATA_TEXTS.liveOrders}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            <Trans>
              {period} · amounts in {currency}
            </Trans>
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          {controls}
          <Button leftSection={<IconPlus size={16} />} onClick={onAddSales}>
            <Trans>Add Sales Data</Trans>
          </Button>
        </Group>
      </Group>

      {sample && (
        <Alert color="orange" variant="light" icon={<IconFlask size={18} />} title={SAMPLE_DATA_TEXTS.title}>
          {locked ? SAMPLE_DATA_TEXTS.lockedText : SAMPLE_DATA_TEXTS.text}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {metrics.map((metric) => (
          <MetricCard
            key={metric.key}
            label={metric.label}
            value={metric.value}
            growth={growthLine(growth, metric.key, sample, locale)}
            locked={locked}
            sample={sample}
          />
        ))}
      </SimpleGrid>

      <Card withBorder component="section" aria-labelledby="performance-overview">
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="lg" id="performance-overview">
            <Trans>Performance Overview</Trans>
          </Title>
          {locked && <ProBadge />}
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <PerformanceChart months={months} currency={currency} locale={locale} />
          {/* Wider than a phone in the longer languages: a keyboard reaches its sideways scroll. */}
          <Table.ScrollContainer
            minWidth={300}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={sidewaysScrollLabel(monthTableLabel)}
          >
            <Table striped highlightOnHover verticalSpacing={6} fz="sm">
              <Table.Caption>{monthTableLabel}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">
                    <Trans>Month</Trans>
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    <Trans>Sales</Trans>
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    <Trans>Profit</Trans>
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    <Trans>Orders</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map((row) => (
                  <Table.Tr key={row.month}>
                    <Table.Th scope="row" fw={500}>
                      {monthLabel(row.month, true, locale)}
                    </Table.Th>
                    <Table.Td ta="right">{money(row.sales)}</Table.Td>
                    <Table.Td ta="right" c={row.profit < 0 ? 'red.9' : undefined}>
                      {money(row.profit)}
                    </Table.Td>
                    <Table.Td ta="right">{count(row.orders)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </SimpleGrid>
      </Card>

      <Card withBorder component="section" aria-labelledby="key-metrics">
        <Title order={3} fz="lg" id="key-metrics" mb="sm">
          <Trans>Key metrics</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <KeyMetric
            label={t`Average order value`}
            value={money(totals.average_order_value)}
            hint={t`Total sales ÷ orders`}
          />
          <KeyMetric
            label={t`Profit margin`}
            value={oneDecimalPercent(totals.profit_margin, locale)}
            hint={t`Total profit ÷ total sales`}
          />
          <KeyMetric label={t`Monthly growth`} value={monthlyGrowth.value} hint={monthlyGrowth.hint} />
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
