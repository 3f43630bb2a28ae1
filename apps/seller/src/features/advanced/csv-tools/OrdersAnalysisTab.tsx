import { Alert, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  FEE_DIFFERENCE_TOLERANCE,
  formatCount,
  formatIsoDate,
  minorDigits,
  ORDER_FLAG_TEXT,
  type OrderFlag,
  type OrderItem,
  type OrderTotals,
} from '@margin/core';
import { IconBulb, IconCircleCheck } from '@tabler/icons-react';
import { AddToSalesRecords } from './AddToSalesRecords';
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
  ResultsTable,
  SummaryFigures,
  Tag,
  type Column,
  type Tone,
} from './CsvResultParts';
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

/** Orders whose charged card processing fee differs from the engine's by more than the tolerance. */
export function feeDifferences(orders: readonly OrderTotals[], currency: string): OrderTotals[] {
  const scale = 10 ** minorDigits(currency);
  return orders.filter(
    (order) =>
      order.processing_fee_difference !== null &&
      Math.abs(Math.round(order.processing_fee_difference * scale)) > FEE_DIFFERENCE_TOLERANCE,
  );
}

/**
 * Where the file shows the card processing fee charged (the sold orders export), the engine's figure beside it:
 * each order where they differ, and by how much (issue 12).
 */
function FeeCheck({ orders, currency }: { orders: readonly OrderTotals[]; currency: string }) {
  const charged = orders.filter((order) => order.charged_processing_fee !== null);
  if (charged.length === 0) return null;
  const differing = feeDifferences(charged, currency);
  const money = moneyIn(currency);
  if (differing.length === 0) {
    return (
      <Alert
        color="margin"
        variant="light"
        icon={<IconCircleCheck size={18} />}
        title="Processing fees check out"
      >
        The card processing fees charged on all {formatCount(charged.length)} order
        {charged.length === 1 ? '' : 's'} match the fee schedule, to the cent.
      </Alert>
    );
  }
  const columns: Column<OrderTotals>[] = [
    {
      key: 'order',
      header: 'Order',
      primary: true,
      cell: (o) => (
        <>
          <span className={classes.strong}>Order {o.order_id}</span>
          {o.order_date && <span className={classes.sub}>{formatIsoDate(o.order_date)}</span>}
        </>
      ),
    },
    { key: 'charged', header: 'Charged', numeric: true, cell: (o) => money(o.charged_processing_fee) },
    { key: 'schedule', header: 'Fee schedule', numeric: true, cell: (o) => money(o.processing_fee) },
    {
      key: 'difference',
      header: 'Difference',
      numeric: true,
      cell: (o) => {
        const difference = o.processing_fee_difference ?? 0;
        return (
          <>
            <span className={classes.strong}>
              {difference > 0 ? '+' : ''}
              {money(difference)}
            </span>
            <span className={classes.sub}>{difference > 0 ? 'Charged more' : 'Charged less'}</span>
          </>
        );
      },
    },
  ];
  return (
    <ResultsSection title="Processing fees charged vs the fee schedule">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {formatCount(differing.length)} of {formatCount(charged.length)} orders were charged a card
          processing fee that differs from the fee schedule by more than a cent.
        </Text>
        <ResultsTable
          label="Orders whose processing fee differs"
          rows={differing}
          columns={columns}
          rowKey={(o) => o.order_id}
          rowTone={() => 'yellow'}
          noun={['order', 'orders']}
        />
      </Stack>
    </ResultsSection>
  );
}

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
      header: 'Cost of goods',
      numeric: true,
      cell: (i) => (
        <>
          {money(i.cogs)}
          <CostSourceNote source={i.cost_source} />
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
