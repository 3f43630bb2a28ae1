import { t } from '@lingui/core/macro';
import { Badge, SegmentedControl, Stack, Tabs } from '@mantine/core';
import { HEALTH_THRESHOLDS, MARGIN_TIERS, type PricingAuditListing } from '@margin/core';
import { IconFileTypeCsv, IconPlugConnected } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useLocale } from '../../../i18n/runtime';
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
  Problems,
  ResultsSection,
  RowName,
  SummaryFigures,
  type Column,
} from './CsvResultParts';
import { HEALTH, HEALTH_LABELS, HealthTag, sortByHealth } from './audit-health';
import { ResultsTable } from './ResultsTable';
import { useResultFormats } from './result-formats';
import { CsvToolScreen, ToolHeading, type CsvToolSuccess } from './CsvToolScreen';
import { CSV_TOOL_TEXTS, inStock, listingId, rowTitle, tierPrice } from './csv-tool-texts';

type SortOrder = 'file' | 'health';

function AuditResults({ result }: { result: CsvToolSuccess<'audit'> }) {
  const { listings, summary, file } = result;
  const currency = file.currency;
  const { money, percent, count, rate } = useResultFormats(currency);
  const critical = rate(HEALTH_THRESHOLDS.critical);
  const warning = rate(HEALTH_THRESHOLDS.warning);
  const [order, setOrder] = useState<SortOrder>('file');
  const rows = useMemo(() => (order === 'health' ? sortByHealth(listings) : listings), [order, listings]);

  const columns: Column<PricingAuditListing>[] = [
    {
      key: 'listing',
      header: t`Listing`,
      primary: true,
      cell: (l) => (
        <RowName
          name={l.listing_title || t`Untitled listing`}
          details={[
            rowTitle(l.row),
            !l.listing_id.startsWith('row-') && listingId(l.listing_id),
            inStock(count(l.quantity)),
          ]}
        >
          <span className={classes.advice}>{l.recommendations.join(' ')}</span>
        </RowName>
      ),
    },
    {
      key: 'health',
      header: t`Margin`,
      sort: order === 'health' ? 'ascending' : undefined,
      cell: (l) => (
        <Stack gap={4} align="flex-start">
          <span className={classes.strong}>{percent(l.current_margin_percent)}</span>
          <HealthTag health={l.health_status} />
        </Stack>
      ),
    },
    { key: 'price', header: t`Price`, numeric: true, cell: (l) => money(l.current_price) },
    {
      key: 'cost',
      header: t`Cost`,
      numeric: true,
      cell: (l) => (
        <>
          {money(l.base_cost)}
          <CostSourceNote source={l.cost_source} />
        </>
      ),
    },
    { key: 'fees', header: t`Fees`, numeric: true, cell: (l) => money(l.total_fees) },
    {
      key: 'profit',
      header: t`Profit`,
      numeric: true,
      cell: (l) => <span className={classes.strong}>{money(l.current_profit_per_sale)}</span>,
    },
    {
      key: 'break-even',
      header: t`Break-even`,
      numeric: true,
      cell: (l) => money(l.break_even_price),
    },
    {
      key: 'p25',
      header: tierPrice(rate(MARGIN_TIERS.market)),
      numeric: true,
      cell: (l) => money(l.target_margin_25_price),
    },
    {
      key: 'p40',
      header: tierPrice(rate(MARGIN_TIERS.target)),
      numeric: true,
      cell: (l) => money(l.target_margin_40_price),
    },
    {
      key: 'p50',
      header: tierPrice(rate(MARGIN_TIERS.premium)),
      numeric: true,
      cell: (l) => money(l.target_margin_50_price),
    },
  ];

  return (
    <Stack gap="lg">
      <SummaryFigures
        title={t`Summary`}
        figures={[
          { label: t`Audited listings`, value: count(summary.audited_listings) },
          {
            label: t`Average margin`,
            value: percent(summary.average_margin),
            hint: t`After fees and costs`,
          },
          {
            label: HEALTH_LABELS.critical,
            value: count(summary.critical_count),
            hint: t`Margin under ${critical}`,
            tone: summary.critical_count > 0 ? 'red' : undefined,
          },
          {
            label: HEALTH_LABELS.warning,
            value: count(summary.warning_count),
            hint: t`Margin ${critical} to under ${warning}`,
            tone: summary.warning_count > 0 ? 'yellow' : undefined,
          },
          {
            label: HEALTH_LABELS.healthy,
            value: count(summary.healthy_count),
            hint: t`Margin ${warning} or more`,
            tone: summary.healthy_count > 0 ? 'green' : undefined,
          },
          {
            label: t`Total potential profit`,
            value: money(summary.total_potential_profit),
            hint: t`If the stock on hand sells at today’s prices`,
            tone: 'brand',
          },
        ]}
      />
      <Problems warnings={result.warnings} errors={result.errors} />
      {listings.length > 0 && (
        <ResultsSection
          title={t`Listings`}
          actions={
            <>
              <SegmentedControl
                aria-label={t`Sort listings`}
                size="xs"
                radius="xl"
                value={order}
                onChange={setOrder}
                data={[
                  { value: 'file', label: t`File order` },
                  { value: 'health', label: t`Health: critical first` },
                ]}
              />
              <ExportButton label={t`Export CSV`} onClick={() => CSV_EXPORTS.audit(listings, currency)} />
            </>
          }
        >
          <ResultsTable
            label={t`Audited listings`}
            rows={rows}
            columns={columns}
            rowKey={(l) => `${l.row}-${l.listing_id}`}
            rowTone={(l) => HEALTH[l.health_status].tone}
            noun={[t`listing`, t`listings`]}
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
  useLocale();
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
        <Tabs.List aria-label={CSV_TOOL_TEXTS.sourceTabs}>
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
