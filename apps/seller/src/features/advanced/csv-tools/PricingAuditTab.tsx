import { Badge, SegmentedControl, Stack, Tabs } from '@mantine/core';
import {
  formatCount,
  HEALTH_THRESHOLDS,
  MARGIN_TIERS,
  type HealthStatus,
  type PricingAuditListing,
} from '@margin/core';
import {
  IconAlertOctagon,
  IconAlertTriangle,
  IconCircleCheck,
  IconFileTypeCsv,
  IconPlugConnected,
} from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { ConnectShopCard } from '../../marketplace/ConnectShopCard';
import { MARKETPLACE_TEXTS } from '../../marketplace/marketplace-texts';
import {
  useMarketplaceConnection,
  type MarketplaceConnection,
} from '../../marketplace/use-marketplace-connection';
import classes from './CsvTools.module.css';
import { CSV_EXPORTS } from './csv-exports';
import {
  CostSourceNote,
  ExportButton,
  moneyIn,
  Problems,
  ResultsSection,
  SummaryFigures,
  Tag,
  type Column,
  type Tone,
} from './CsvResultParts';
import { ResultsTable } from './ResultsTable';
import { CsvToolScreen, ToolHeading, type CsvToolSuccess } from './CsvToolScreen';
import { CSV_TOOL_TEXTS } from './csv-tool-texts';

/** Health in words, colour and icon (advanced spec §4, §9: red under 15%, yellow under 25%, green). */
export const HEALTH: Record<HealthStatus, { label: string; tone: Tone; icon: ReactNode }> = {
  critical: { label: 'Critical', tone: 'red', icon: <IconAlertOctagon size={13} aria-hidden="true" /> },
  warning: { label: 'Warning', tone: 'yellow', icon: <IconAlertTriangle size={13} aria-hidden="true" /> },
  healthy: { label: 'Healthy', tone: 'green', icon: <IconCircleCheck size={13} aria-hidden="true" /> },
};

const SEVERITY: Record<HealthStatus, number> = { critical: 0, warning: 1, healthy: 2 };

/** Critical first, then warning, then healthy; the lowest margin first within each. */
export function sortByHealth(listings: readonly PricingAuditListing[]): PricingAuditListing[] {
  return [...listings].sort(
    (a, b) =>
      SEVERITY[a.health_status] - SEVERITY[b.health_status] ||
      a.current_margin_percent - b.current_margin_percent ||
      a.row - b.row,
  );
}

export function HealthTag({ health }: { health: HealthStatus }) {
  const { label, tone, icon } = HEALTH[health];
  return (
    <Tag tone={tone} icon={icon}>
      {label}
    </Tag>
  );
}

const percent = (value: number) => `${value.toFixed(1)}%`;

type SortOrder = 'file' | 'health';

function AuditResults({ result }: { result: CsvToolSuccess<'audit'> }) {
  const { listings, summary, file } = result;
  const currency = file.currency;
  const money = moneyIn(currency);
  const [order, setOrder] = useState<SortOrder>('file');
  const rows = useMemo(() => (order === 'health' ? sortByHealth(listings) : listings), [order, listings]);

  const columns: Column<PricingAuditListing>[] = [
    {
      key: 'listing',
      header: 'Listing',
      primary: true,
      cell: (l) => (
        <>
          <span className={classes.strong}>{l.listing_title || 'Untitled listing'}</span>
          <span className={classes.sub}>
            Row {l.row}
            {l.listing_id.startsWith('row-') ? '' : ` · ID ${l.listing_id}`} · {formatCount(l.quantity)} in
            stock
          </span>
          <span className={classes.advice}>{l.recommendations.join(' ')}</span>
        </>
      ),
    },
    {
      key: 'health',
      header: 'Margin',
      sort: order === 'health' ? 'ascending' : undefined,
      cell: (l) => (
        <Stack gap={4} align="flex-start">
          <span className={classes.strong}>{percent(l.current_margin_percent)}</span>
          <HealthTag health={l.health_status} />
        </Stack>
      ),
    },
    { key: 'price', header: 'Price', numeric: true, cell: (l) => money(l.current_price) },
    {
      key: 'cost',
      header: 'Cost',
      numeric: true,
      cell: (l) => (
        <>
          {money(l.base_cost)}
          <CostSourceNote source={l.cost_source} />
        </>
      ),
    },
    { key: 'fees', header: 'Fees', numeric: true, cell: (l) => money(l.total_fees) },
    {
      key: 'profit',
      header: 'Profit',
      numeric: true,
      cell: (l) => <span className={classes.strong}>{money(l.current_profit_per_sale)}</span>,
    },
    {
      key: 'break-even',
      header: 'Break-even',
      numeric: true,
      cell: (l) => money(l.break_even_price),
    },
    {
      key: 'p25',
      header: `${MARGIN_TIERS.market}% price`,
      numeric: true,
      cell: (l) => money(l.target_margin_25_price),
    },
    {
      key: 'p40',
      header: `${MARGIN_TIERS.target}% price`,
      numeric: true,
      cell: (l) => money(l.target_margin_40_price),
    },
    {
      key: 'p50',
      header: `${MARGIN_TIERS.premium}% price`,
      numeric: true,
      cell: (l) => money(l.target_margin_50_price),
    },
  ];

  return (
    <Stack gap="lg">
      <SummaryFigures
        title="Summary"
        figures={[
          { label: 'Audited listings', value: formatCount(summary.audited_listings) },
          {
            label: 'Average margin',
            value: percent(summary.average_margin),
            hint: 'After fees and costs',
          },
          {
            label: 'Critical',
            value: formatCount(summary.critical_count),
            hint: `Margin under ${HEALTH_THRESHOLDS.critical}%`,
            tone: summary.critical_count > 0 ? 'red' : undefined,
          },
          {
            label: 'Warning',
            value: formatCount(summary.warning_count),
            hint: `Margin ${HEALTH_THRESHOLDS.critical}% to under ${HEALTH_THRESHOLDS.warning}%`,
            tone: summary.warning_count > 0 ? 'yellow' : undefined,
          },
          {
            label: 'Healthy',
            value: formatCount(summary.healthy_count),
            hint: `Margin ${HEALTH_THRESHOLDS.warning}% or more`,
            tone: summary.healthy_count > 0 ? 'green' : undefined,
          },
          {
            label: 'Total potential profit',
            value: money(summary.total_potential_profit),
            hint: 'If the stock on hand sells at today’s prices',
            tone: 'brand',
          },
        ]}
      />
      <Problems warnings={result.warnings} errors={result.errors} />
      {listings.length > 0 && (
        <ResultsSection
          title="Listings"
          actions={
            <>
              <SegmentedControl
                aria-label="Sort listings"
                size="xs"
                radius="xl"
                value={order}
                onChange={setOrder}
                data={[
                  { value: 'file', label: 'File order' },
                  { value: 'health', label: 'Health: critical first' },
                ]}
              />
              <ExportButton label="Export CSV" onClick={() => CSV_EXPORTS.audit(listings, currency)} />
            </>
          }
        >
          <ResultsTable
            label="Audited listings"
            rows={rows}
            columns={columns}
            rowKey={(l) => `${l.row}-${l.listing_id}`}
            rowTone={(l) => HEALTH[l.health_status].tone}
            noun={['listing', 'listings']}
          />
        </ResultsSection>
      )}
    </Stack>
  );
}

/** The 'Connect marketplace' tab before the shop is connected: what it is for, and the way to connect. */
function ConnectPanel({ connection }: { connection: MarketplaceConnection }) {
  const texts = MARKETPLACE_TEXTS;
  return (
    <ConnectShopCard
      connection={connection}
      texts={{
        connectTitle: texts.connectTitle,
        connectText: texts.connectText,
        connect: texts.connect,
        reconnectTitle: texts.reconnectTitle,
        reconnectText: texts.needsReconnect,
        reconnect: texts.reconnect,
      }}
    />
  );
}

/**
 * The pricing audit (advanced spec §2 "Pricing audit screen"): two tabs, 'CSV' and 'Connect marketplace'. The
 * second stays disabled and marked 'Pending Approval' until the marketplace app key is configured; then it
 * offers to connect the shop, and once connected audits the shop's live listings.
 */
export function PricingAuditTab() {
  const connection = useMarketplaceConnection();
  const results = (result: CsvToolSuccess<'audit'>) => <AuditResults result={result} />;
  return (
    <Stack gap="lg">
      <ToolHeading kind="audit" />
      <Tabs
        defaultValue="csv"
        variant="outline"
        radius="md"
        keepMounted={false}
        styles={{ tab: { paddingInline: 12 } }}
      >
        <Tabs.List aria-label="Pricing audit source">
          <Tabs.Tab value="csv" leftSection={<IconFileTypeCsv size={16} aria-hidden="true" />}>
            {CSV_TOOL_TEXTS.csvTab}
          </Tabs.Tab>
          <Tabs.Tab
            value="connect"
            disabled={!connection.configured}
            leftSection={<IconPlugConnected size={16} aria-hidden="true" />}
            rightSection={
              connection.configured ? undefined : (
                <Badge size="xs" variant="light" color="gray" c="#495057" tt="none">
                  {CSV_TOOL_TEXTS.pendingApproval}
                </Badge>
              )
            }
          >
            {CSV_TOOL_TEXTS.connectTab}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="csv" pt="md">
          <CsvToolScreen kind="audit" heading={false} source="file" renderResults={results} />
        </Tabs.Panel>
        <Tabs.Panel value="connect" pt="md">
          {connection.connected ? (
            <CsvToolScreen kind="audit" heading={false} source="shop" renderResults={results} />
          ) : (
            <ConnectPanel connection={connection} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
