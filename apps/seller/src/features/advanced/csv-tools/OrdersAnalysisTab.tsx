import { Card, List, Stack, ThemeIcon, Title } from '@mantine/core';
import { formatCount, formatIsoDate, ORDER_FLAG_TEXT, type OrderFlag, type OrderItem } from '@margin/core';
import { IconBulb } from '@tabler/icons-react';
import { AddToSalesRecords } from './AddToSalesRecords';
import { FeeCheck } from './FeeCheck';
import { OrderRefunds } from './OrderRefunds';
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

const FLAG_TONES: Record<OrderFlag, Tone> = {
  LOSS_MAKING: 'red',
  BELOW_TARGET: 'yellow',
  OFFSITE_ADS: 'grape',
  COUPON_APPLIED: 'blue',
  FEE_DIFFERS: 'yellow',
  REFUNDED: 'blue',
};

export function OrderFlags({ flags }: { flags: readonly OrderFlag[] }) {
  if (flags.length === 0) return <Tag tone="green">On target</Tag>;
  return (
    <Stack gap={4} align="flex-start">
      {flags.map((flag) => (
        <Tag key={flag} tone={FLAG_TONES[flag]}>
          {ORDER_FLAG_TEXT[flag]}
        </Tag>
      ))}
    </Stack>
  );
}

const rowTone = (item: OrderItem): Tone | 'none' =>
  item.flags.includes('LOSS_MAKING') ? 'red' : item.flags.includes('BELOW_TARGET') ? 'yellow' : 'green';

function Recommendations({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="orders-recommendations" padding="md">
      <Title order={3} fz="lg" id="orders-recommendations" mb="sm">
        Recommendations
      </Title>
      <List
        spacing="xs"
        size="sm"
        icon={
          <ThemeIcon size={22} radius="xl" variant="light" aria-hidden="true">
            <IconBulb size={14} />
          </ThemeIcon>
        }
      >
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Card>
  );
}

function OrdersResults({
  result,
  targetMargin,
  defaultCost,
}: {
  result: CsvToolSuccess<'orders'>;
  targetMargin: string;
  defaultCost: number;
}) {
  const { items, orders, summary, file } = result;
  const currency = file.currency;
  const money = moneyIn(currency);

  const columns: Column<OrderItem>[] = [
    {
      key: 'item',
      header: 'Item',
      primary: true,
      cell: (i) => (
        <>
          <span className={classes.strong}>{i.item_title || 'Untitled item'}</span>
          <span className={classes.sub}>
            Order {i.order_id}
            {i.order_date ? ` · ${formatIsoDate(i.order_date)}` : ''}
            {i.variant ? ` · ${i.variant}` : ''}
            {i.sku ? ` · SKU ${i.sku}` : ''}
          </span>
        </>
      ),
    },
    { key: 'quantity', header: 'Qty', numeric: true, cell: (i) => formatCount(i.quantity) },
    {
      key: 'revenue',
      header: 'Revenue',
      numeric: true,
      cell: (i) => (
        <>
          <span className={classes.strong}>{money(i.gross_revenue)}</span>
          <Breakdown
            parts={[
              ['Items', i.item_revenue, money(i.item_revenue)],
              ['Discount', i.discount_amount, `−${money(i.discount_amount)}`],
              ['Shipping', i.shipping_revenue, money(i.shipping_revenue)],
              ['Gift wrap', i.gift_wrap, money(i.gift_wrap)],
            ]}
          />
        </>
      ),
    },
    feesColumn<OrderItem>(money),
    {
      key: 'cogs',
      header: 'Costs',
      numeric: true,
      cell: (i) => (
        <>
          {money(i.cogs + i.gift_wrap_cost + i.postage_cost)}
          <CostSourceNote source={i.cost_source} />
          <Breakdown
            parts={[
              ['Goods', i.gift_wrap_cost + i.postage_cost === 0 ? 0 : i.cogs, money(i.cogs)],
              ['Gift wrap', i.gift_wrap_cost, money(i.gift_wrap_cost)],
              ['Postage', i.postage_cost, money(i.postage_cost)],
            ]}
          />
        </>
      ),
    },
    {
      key: 'profit',
      header: 'Net profit',
      numeric: true,
      cell: (i) => <span className={classes.strong}>{money(i.net_profit)}</span>,
    },
    { key: 'margin', header: 'Margin', numeric: true, cell: (i) => `${i.margin_percent.toFixed(1)}%` },
    { key: 'flags', header: 'Flags', wide: true, cell: (i) => <OrderFlags flags={i.flags} /> },
  ];

  return (
    <Stack gap="lg">
      <SummaryFigures
        title="Summary"
        figures={[
          {
            label: 'Orders',
            value: formatCount(summary.orders),
            hint: `${formatCount(items.length)} item lines`,
          },
          {
            label: 'Gross revenue',
            value: money(summary.gross_revenue),
            hint: 'What buyers paid, before tax',
          },
          { label: 'Marketplace fees', value: money(summary.total_fees) },
          { label: 'Cost of goods', value: money(summary.total_cogs) },
          {
            label: 'Postage and gift wrap',
            value: money(summary.total_postage_cost + summary.total_gift_wrap_cost),
            hint: `Postage ${money(summary.total_postage_cost)}, gift wrap ${money(summary.total_gift_wrap_cost)}`,
          },
          {
            label: 'Net profit',
            value: money(summary.net_profit),
            tone: summary.net_profit < 0 ? 'red' : 'brand',
          },
          {
            label: 'Average margin',
            value: `${summary.avg_margin.toFixed(1)}%`,
            hint: 'Net profit ÷ revenue',
          },
          {
            label: 'Below break-even',
            value: formatCount(summary.below_break_even),
            hint: 'Item lines that lost money',
            tone: summary.below_break_even > 0 ? 'red' : undefined,
          },
          {
            label: 'Below target margin',
            value: formatCount(summary.below_target_margin),
            hint: `Item lines under ${targetMargin}; ${formatCount(summary.ok_margin)} at or above`,
            tone: summary.below_target_margin > 0 ? 'yellow' : undefined,
          },
          defaultCostFigure(summary.default_cost_rows, items.length, money(defaultCost), 'Item lines'),
          {
            label: 'Refunds',
            value: money(summary.refund_amount),
            hint: `${formatCount(summary.refunds)} line${summary.refunds === 1 ? '' : 's'}: no fees or costs`,
          },
        ]}
      />
      <Problems warnings={result.warnings} errors={result.errors} />
      <Recommendations lines={result.recommendations} />
      <FeeCheck orders={orders} currency={currency} />
      {items.length > 0 && (
        <ResultsSection
          title="Order items"
          actions={
            <ExportButton
              label="Export CSV"
              onClick={() => CSV_EXPORTS.orders(items, currency, result.refunds)}
            />
          }
        >
          <ResultsTable
            label="Analysed order items"
            rows={items}
            columns={columns}
            rowKey={(i) => `${i.row}-${i.order_id}`}
            rowTone={rowTone}
            noun={['item line', 'item lines']}
          />
        </ResultsSection>
      )}
      <OrderRefunds refunds={result.refunds} currency={currency} />
      {orders.length > 0 && <AddToSalesRecords result={result} />}
    </Stack>
  );
}

/** The orders analysis (advanced spec §2 "Orders Analysis screen"). */
export function OrdersAnalysisTab() {
  return (
    <CsvToolScreen
      kind="orders"
      renderResults={(result, options) => (
        <OrdersResults
          result={result}
          targetMargin={targetMarginText(options.targetMargin)}
          defaultCost={options.defaultCostPerItem ?? 0}
        />
      )}
    />
  );
}
