import { Group, Stack, Text } from '@mantine/core';
import {
  formatCount,
  HIGH_SHIPPING_RATIO,
  HIGH_SHIPPING_RATIO_TEXT,
  LISTING_FLAG_TEXT,
  MARGIN_TIERS,
  PRICE_ACTION_TEXT,
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
  moneyIn,
  Problems,
  ResultsSection,
  SummaryFigures,
  Tag,
  type Column,
  type Tone,
} from './CsvResultParts';
import { ResultsTable } from './ResultsTable';
import { CsvToolScreen, type CsvToolSuccess } from './CsvToolScreen';
import { defaultCostFigure, targetMarginText } from './csv-tool-form';

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
        <Tag tone="green">{above ? 'Above target' : 'On target'}</Tag>
      ) : (
        flags.map((flag) => (
          <Tag key={flag} tone={FLAG_TONES[flag]}>
            {LISTING_FLAG_TEXT[flag]}
          </Tag>
        ))
      )}
    </span>
  );
}

const ACTION_TONES: Record<PriceAction, Tone> = { raise: 'yellow', keep: 'green', lower: 'blue' };

const rowTone = (item: BulkPriceItem): Tone | 'none' =>
  item.flags.includes('BELOW_BREAKEVEN') ? 'red' : item.flags.includes('BELOW_TARGET') ? 'yellow' : 'green';

function BulkResults({
  result,
  targetMargin,
  defaultCost,
}: {
  result: CsvToolSuccess<'listings'>;
  targetMargin: string;
  defaultCost: number;
}) {
  const { items, summary, file } = result;
  const currency = file.currency;
  const money = moneyIn(currency);
  const anyHighShipping = items.some((item) => item.flags.includes('HIGH_SHIPPING_RATIO'));

  const columns: Column<BulkPriceItem>[] = [
    {
      key: 'listing',
      header: 'Listing',
      primary: true,
      cell: (i) => (
        <>
          <span className={classes.strong}>{i.title || 'Untitled listing'}</span>
          <span className={classes.sub}>
            Row {i.row}
            {i.sku ? ` · SKU ${i.sku}` : ''} · {formatCount(i.quantity)} in stock
          </span>
          <ListingFlags item={i} />
        </>
      ),
    },
    {
      key: 'current',
      header: 'Price',
      numeric: true,
      cell: (i) => (
        <>
          <span className={classes.strong}>{money(i.current_price)}</span>
          <span className={classes.sub}>{i.current_margin_percent.toFixed(1)}% margin</span>
        </>
      ),
    },
    {
      key: 'new',
      header: 'New price',
      numeric: true,
      cell: (i) => (
        <>
          <span className={classes.strong}>{money(i.new_price)}</span>
          <span className={classes.sub}>
            <Tag tone={ACTION_TONES[i.price_action]}>{PRICE_ACTION_TEXT[i.price_action]}</Tag>
          </span>
        </>
      ),
    },
    // Fees and profit beside the prices, where a laptop's screen shows them; the price tiers follow.
    feesColumn<BulkPriceItem>(money),
    {
      key: 'profit',
      header: 'Profit',
      numeric: true,
      cell: (i) => <span className={classes.strong}>{money(i.net_profit)}</span>,
    },
    {
      key: 'costs',
      header: 'Costs',
      numeric: true,
      cell: (i) => (
        <>
          {money(i.total_costs)}
          <CostSourceNote source={i.cost_source} />
          <Breakdown
            parts={[
              ['Materials', i.material_cost, money(i.material_cost)],
              ['Packaging', i.packaging_cost, money(i.packaging_cost)],
              ['Supplies shipping', i.shipping_to_you, money(i.shipping_to_you)],
            ]}
          />
        </>
      ),
    },
    { key: 'break-even', header: 'Break-even', numeric: true, cell: (i) => money(i.break_even_price) },
    {
      key: 'market',
      header: `Market (${MARGIN_TIERS.market}%)`,
      numeric: true,
      cell: (i) => money(i.market_price),
    },
    {
      key: 'target',
      header: `Target (${targetMargin})`,
      numeric: true,
      cell: (i) => money(i.target_price),
    },
    {
      key: 'premium',
      header: `Premium (${MARGIN_TIERS.premium}%)`,
      numeric: true,
      cell: (i) => money(i.premium_price),
    },
  ];

  return (
    <Stack gap="lg">
      <SummaryFigures
        title="Summary"
        figures={[
          {
            label: 'Below break-even',
            value: formatCount(summary.below_break_even),
            hint: 'Each sale loses money',
            tone: summary.below_break_even > 0 ? 'red' : undefined,
          },
          {
            label: 'Below target margin',
            value: formatCount(summary.below_target_margin),
            hint: `Under your ${targetMargin} target`,
            tone: summary.below_target_margin > 0 ? 'yellow' : undefined,
          },
          {
            label: 'At or above target',
            value: formatCount(summary.ok_margin),
            tone: summary.ok_margin > 0 ? 'green' : undefined,
          },
          {
            label: 'New prices',
            value: `${formatCount(summary.raised)} up`,
            hint: `${formatCount(summary.kept)} kept, ${formatCount(summary.lowered)} lowered`,
            tone: summary.raised > 0 ? 'yellow' : undefined,
          },
          { label: 'Average margin', value: `${summary.avg_margin.toFixed(1)}%`, hint: 'At today’s prices' },
          defaultCostFigure(summary.default_cost_rows, items.length, money(defaultCost), 'Listings'),
          {
            label: 'Potential gain',
            value: money(summary.total_potential_gain),
            hint: 'If the stock below target sold at the target price',
            tone: 'brand',
          },
        ]}
      />
      <Problems warnings={result.warnings} errors={result.errors} />
      {items.length > 0 && (
        <ResultsSection
          title="New prices"
          actions={
            <>
              <ExportButton label="Export CSV" onClick={() => CSV_EXPORTS.bulkPrices(items, currency)} />
              <ExportButton
                label="Export in listings file columns"
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
                  High shipping ratio ({Math.round(HIGH_SHIPPING_RATIO * 100)}%):
                </Text>{' '}
                {HIGH_SHIPPING_RATIO_TEXT}
                {anyHighShipping ? '' : ' None of these listings has it.'}
              </Text>
            </Group>
            <ResultsTable
              label="New prices by listing"
              rows={items}
              columns={columns}
              rowKey={(i) => String(i.row)}
              rowTone={rowTone}
              noun={['listing', 'listings']}
            />
          </Stack>
        </ResultsSection>
      )}
    </Stack>
  );
}

/** The bulk price updater (advanced spec §2 "Bulk Price Updater screen"). */
export function BulkPriceUpdaterTab() {
  return (
    <CsvToolScreen
      kind="listings"
      renderResults={(result, options) => (
        <BulkResults
          result={result}
          targetMargin={targetMarginText(options.targetMargin)}
          defaultCost={options.defaultCostPerItem ?? 0}
        />
      )}
    />
  );
}
