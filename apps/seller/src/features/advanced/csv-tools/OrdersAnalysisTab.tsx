import { plural, t } from '@lingui/core/macro';
import { Card, List, Stack, ThemeIcon, Title } from '@mantine/core';
import { formatIsoDate, type OrderFlag, type OrderItem } from '@margin/core';
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
import { orderTitle } from '../file-texts';
import { skuText } from './csv-tool-texts';
import { ORDER_FLAG_TEXTS } from './flag-texts';

const FLAG_TONES: Record<OrderFlag, Tone> = {
  LOSS_MAKING: 'red',
  BELOW_TARGET: 'yellow',
  OFFSITE_ADS: 'grape',
  COUPON_APPLIED: 'blue',
  FEE_DIFFERS: 'yellow',
  REFUNDED: 'blue',
};

export function OrderFlags({ flags }: { flags: readonly OrderFlag[] }) {
  if (flags.length === 0) return <Tag tone="green">{t`On target`}</Tag>;
  return (
    <Stack gap={4} align="flex-start">
      {flags.map((flag) => (
        <Tag key={flag} tone={FLAG_TONES[flag]}>
          {ORDER_FLAG_TEXTS[flag]}
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
        {t`Recommendations`}
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

function OrdersResults({ result, targetMargin, defaultCost }: TargetedResultsProps<'orders'>) {
  const { items, orders, summary, file } = result;
  const currency = file.currency;
  const { locale, money, percent, count } = useResultFormats(currency);
  const postage = money(summary.total_postage_cost);
  const giftWrap = money(summary.total_gift_wrap_cost);
  const atOrAbove = count(summary.ok_margin);

  const columns: Column<OrderItem>[] = [
    {
      key: 'item',
      header: t`Item`,
      primary: true,
      cell: (i) => (
        <RowName
          name={i.item_title || t`Untitled item`}
          details={[
            orderTitle(i.order_id),
            i.order_date && formatIsoDate(i.order_date, locale),
            i.variant,
            i.sku && skuText(i.sku),
          ]}
        />
      ),
    },
    { key: 'quantity', header: t`Qty`, numeric: true, cell: (i) => count(i.quantity) },
    {
      key: 'revenue',
      header: t`Revenue`,
      numeric: true,
      cell: (i) => (
        <>
          <span className={classes.strong}>{money(i.gross_revenue)}</span>
          <Breakdown
            parts={[
              [t`Items`, i.item_revenue, money(i.item_revenue)],
              [t`Discount`, i.discount_amount, `−${money(i.discount_amount)}`],
              [t`Shipping`, i.shipping_revenue, money(i.shipping_revenue)],
              [t`Gift wrap`, i.gift_wrap, money(i.gift_wrap)],
            ]}
          />
        </>
      ),
    },
    feesColumn<OrderItem>(money),
    {
      key: 'cogs',
      header: t`Costs`,
      numeric: true,
      cell: (i) => (
        <>
          {money(i.cogs + i.gift_wrap_cost + i.postage_cost)}
          <CostSourceNote source={i.cost_source} />
          <Breakdown
            parts={[
              [t`Goods`, i.gift_wrap_cost + i.postage_cost === 0 ? 0 : i.cogs, money(i.cogs)],
              [t`Gift wrap`, i.gift_wrap_cost, money(i.gift_wrap_cost)],
              [t`Postage`, i.postage_cost, money(i.postage_cost)],
            ]}
          />
        </>
      ),
    },
    {
      key: 'profit',
      header: t`Net profit`,
      numeric: true,
      cell: (i) => <span className={classes.strong}>{money(i.net_profit)}</span>,
    },
    { key: 'margin', header: t`Margin`, numeric: true, cell: (i) => percent(i.margin_percent) },
    { key: 'flags', header: t`Flags`, wide: true, cell: (i) => <OrderFlags flags={i.flags} /> },
  ];

  return (
    <Stack gap="lg">
      <SummaryFigures
        title={t`Summary`}
        figures={[
          {
            label: t`Orders`,
            value: count(summary.orders),
            hint: plural(items.length, { one: '# item line', other: '# item lines' }),
          },
          {
            label: t`Gross revenue`,
            value: money(summary.gross_revenue),
            hint: t`What buyers paid, before tax`,
          },
          { label: t`Marketplace fees`, value: money(summary.total_fees) },
          { label: t`Cost of goods`, value: money(summary.total_cogs) },
          {
            label: t`Postage and gift wrap`,
            value: money(summary.total_postage_cost + summary.total_gift_wrap_cost),
            hint: t`Postage ${postage}, gift wrap ${giftWrap}`,
          },
          {
            label: t`Net profit`,
            value: money(summary.net_profit),
            tone: summary.net_profit < 0 ? 'red' : 'brand',
          },
          {
            label: t`Average margin`,
            value: percent(summary.avg_margin),
            hint: t`Net profit ÷ revenue`,
          },
          {
            label: t`Below break-even`,
            value: count(summary.below_break_even),
            hint: t`Item lines that lost money`,
            tone: summary.below_break_even > 0 ? 'red' : undefined,
          },
          {
            label: t`Below target margin`,
            value: count(summary.below_target_margin),
            hint: t`Item lines under ${targetMargin}; ${atOrAbove} at or above`,
            tone: summary.below_target_margin > 0 ? 'yellow' : undefined,
          },
          defaultCostFigure(summary.default_cost_rows, items.length, money(defaultCost), 'items', locale),
          {
            label: t`Refunds`,
            value: money(summary.refund_amount),
            hint: plural(summary.refunds, {
              one: '# line: no fees or costs',
              other: '# lines: no fees or costs',
            }),
          },
        ]}
      />
      <Problems warnings={result.warnings} errors={result.errors} />
      <Recommendations lines={result.recommendations} />
      <FeeCheck orders={orders} currency={currency} />
      {items.length > 0 && (
        <ResultsSection
          title={t`Order items`}
          actions={
            <ExportButton
              label={t`Export CSV`}
              onClick={() => CSV_EXPORTS.orders(items, currency, result.refunds)}
            />
          }
        >
          <ResultsTable
            label={t`Analysed order items`}
            rows={items}
            columns={columns}
            rowKey={(i) => `${i.row}-${i.order_id}`}
            rowTone={rowTone}
            noun={[t`item line`, t`item lines`]}
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
  return <TargetedToolScreen kind="orders" Results={OrdersResults} />;
}
