import { t } from '@lingui/core/macro';
import { Group, Stack, Text } from '@mantine/core';
import {
  HIGH_SHIPPING_RATIO,
  MARGIN_TIERS,
  type BulkPriceItem,
  type ListingFlag,
  type PriceAction,
} from '@margin/core';
import { IconInfoCircle } from '@tabler/icons-react';
import classes from './CsvTools.module.css';
import { CSV_EXPORTS } from './csv-exports';
import {
  Breakdown,
  CostSourceNote,
  ExportButton,
  feesColumn,
  Problems,
  ResultsSection,
  RowName,
  SummaryFigures,
  Tag,
  type Column,
  type Tone,
} from './CsvResultParts';
import { ResultsTable } from './ResultsTable';
import { defaultCostFigure } from './csv-tool-form';
import { useResultFormats } from './result-formats';
import { TargetedToolScreen, type TargetedResultsProps } from './TargetedToolScreen';
import { inStock, rowTitle, skuText } from './csv-tool-texts';
import { ACTION_TEXTS, LISTING_FLAG_TEXTS } from './flag-texts';

const marginOf = (margin: string) => t`${margin} margin`;

const FLAG_TONES: Record<ListingFlag, Tone> = {
  BELOW_BREAKEVEN: 'red',
  BELOW_TARGET: 'yellow',
  HIGH_SHIPPING_RATIO: 'blue',
};

/**
 * A listing with no flag meets the target: 'On target' when it is priced at the target price, 'Above target'
 * when it is priced above it (the updater keeps that price unless price cuts are allowed).
 */
export function ListingFlags({ item }: { item: BulkPriceItem }) {
  const { flags } = item;
  const above = item.target_price !== null && item.current_price > item.target_price;
  return (
    <span className={classes.tags}>
      {flags.length === 0 ? (
        <Tag tone="green">{above ? t`Above target` : t`On target`}</Tag>
      ) : (
        flags.map((flag) => (
          <Tag key={flag} tone={FLAG_TONES[flag]}>
            {LISTING_FLAG_TEXTS[flag]}
          </Tag>
        ))
      )}
    </span>
  );
}

const ACTION_TONES: Record<PriceAction, Tone> = { raise: 'yellow', keep: 'green', lower: 'blue' };

const rowTone = (item: BulkPriceItem): Tone | 'none' =>
  item.flags.includes('BELOW_BREAKEVEN') ? 'red' : item.flags.includes('BELOW_TARGET') ? 'yellow' : 'green';

function BulkResults({ result, targetMargin, defaultCost }: TargetedResultsProps<'listings'>) {
  const { items, summary, file } = result;
  const currency = file.currency;
  const { locale, money, percent, count, rate } = useResultFormats(currency);
  const anyHighShipping = items.some((item) => item.flags.includes('HIGH_SHIPPING_RATIO'));
  const ratio = rate(Math.round(HIGH_SHIPPING_RATIO * 100));
  const market = rate(MARGIN_TIERS.market);
  const premium = rate(MARGIN_TIERS.premium);
  const raised = count(summary.raised);
  const kept = count(summary.kept);
  const lowered = count(summary.lowered);

  const columns: Column<BulkPriceItem>[] = [
    {
      key: 'listing',
      header: t`Listing`,
      primary: true,
      cell: (i) => (
        <RowName
          name={i.title || t`Untitled listing`}
          details={[rowTitle(i.row), i.sku && skuText(i.sku), inStock(count(i.quantity))]}
        >
          <ListingFlags item={i} />
        </RowName>
      ),
    },
    {
      key: 'current',
      header: t`Price`,
      numeric: true,
      cell: (i) => (
        <>
          <span className={classes.strong}>{money(i.current_price)}</span>
          <span className={classes.sub}>{marginOf(percent(i.current_margin_percent))}</span>
        </>
      ),
    },
    {
      key: 'new',
      header: t`New price`,
      numeric: true,
      cell: (i) => (
        <>
          <span className={classes.strong}>{money(i.new_price)}</span>
          <span className={classes.sub}>
            <Tag tone={ACTION_TONES[i.price_action]}>{ACTION_TEXTS[i.price_action]}</Tag>
          </span>
        </>
      ),
    },
    // Fees and profit beside the prices, where a laptop's screen shows them; the price tiers follow.
    feesColumn<BulkPriceItem>(money),
    {
      key: 'profit',
      header: t`Profit`,
      numeric: true,
      cell: (i) => <span className={classes.strong}>{money(i.net_profit)}</span>,
    },
    {
      key: 'costs',
      header: t`Costs`,
      numeric: true,
      cell: (i) => (
        <>
          {money(i.total_costs)}
          <CostSourceNote source={i.cost_source} />
          <Breakdown
            parts={[
              [t`Materials`, i.material_cost, money(i.material_cost)],
              [t`Packaging`, i.packaging_cost, money(i.packaging_cost)],
              [t`Supplies shipping`, i.shipping_to_you, money(i.shipping_to_you)],
            ]}
          />
        </>
      ),
    },
    { key: 'break-even', header: t`Break-even`, numeric: true, cell: (i) => money(i.break_even_price) },
    {
      key: 'market',
      header: t`Market (${market})`,
      numeric: true,
      cell: (i) => money(i.market_price),
    },
    {
      key: 'target',
      header: t`Target (${targetMargin})`,
      numeric: true,
      cell: (i) => money(i.target_price),
    },
    {
      key: 'premium',
      header: t`Premium (${premium})`,
      numeric: true,
      cell: (i) => money(i.premium_price),
    },
  ];

  return (
    <Stack gap="lg">
      <SummaryFigures
        title={t`Summary`}
        figures={[
          {
            label: t`Below break-even`,
            value: count(summary.below_break_even),
            hint: t`Each sale loses money`,
            tone: summary.below_break_even > 0 ? 'red' : undefined,
          },
          {
            label: t`Below target margin`,
            value: count(summary.below_target_margin),
            hint: t`Under your ${targetMargin} target`,
            tone: summary.below_target_margin > 0 ? 'yellow' : undefined,
          },
          {
            label: t`At or above target`,
            value: count(summary.ok_margin),
            tone: summary.ok_margin > 0 ? 'green' : undefined,
          },
          {
            label: t`New prices`,
            value: t`${raised} up`,
            hint: t`${kept} kept, ${lowered} lowered`,
            tone: summary.raised > 0 ? 'yellow' : undefined,
          },
          { label: t`Average margin`, value: percent(summary.avg_margin), hint: t`At today’s prices` },
          defaultCostFigure(summary.default_cost_rows, items.length, money(defaultCost), 'listings', locale),
          {
            label: t`Potential gain`,
            value: money(summary.total_potential_gain),
            hint: t`If the stock below target sold at the target price`,
            tone: 'brand',
          },
        ]}
      />
      <Problems warnings={result.warnings} errors={result.errors} />
      {items.length > 0 && (
        <ResultsSection
          title={t`New prices`}
          actions={
            <>
              <ExportButton label={t`Export CSV`} onClick={() => CSV_EXPORTS.bulkPrices(items, currency)} />
              <ExportButton
                label={t`Export in listings file columns`}
                onClick={() => CSV_EXPORTS.listingEditor(items, currency)}
              />
            </>
          }
        >
          <Stack gap="sm">
            <Group gap={6} wrap="nowrap" align="flex-start" data-testid="high-shipping-note">
              <IconInfoCircle size={16} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
              <Text size="sm" c="dimmed">
                <Text span inherit fw={600} c="var(--mantine-color-text)">
                  {t`High shipping ratio (${ratio}):`}
                </Text>{' '}
                {t`Shipping (what the buyer pays plus what you pay to receive supplies) is more than ${ratio} of the item's price.`}
                {anyHighShipping ? '' : ` ${t`None of these listings has it.`}`}
              </Text>
            </Group>
            <ResultsTable
              label={t`New prices by listing`}
              rows={items}
              columns={columns}
              rowKey={(i) => String(i.row)}
              rowTone={rowTone}
              noun={[t`listing`, t`listings`]}
            />
          </Stack>
        </ResultsSection>
      )}
    </Stack>
  );
}

/** The bulk price updater (advanced spec §2 "Bulk Price Updater screen"). */
export function BulkPriceUpdaterTab() {
  return <TargetedToolScreen kind="listings" Results={BulkResults} />;
}
