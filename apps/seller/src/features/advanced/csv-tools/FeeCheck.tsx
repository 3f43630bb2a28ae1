import { Alert, Stack, Text } from '@mantine/core';
import {
  FEE_DIFFERENCE_TOLERANCE,
  formatCount,
  formatIsoDate,
  minorDigits,
  type OrderTotals,
} from '@margin/core';
import { IconCircleCheck } from '@tabler/icons-react';
import classes from './CsvTools.module.css';
import { moneyIn, ResultsSection, type Column } from './CsvResultParts';
import { ResultsTable } from './ResultsTable';

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
 * each order where they differ, and by how much, so the seller can check what the marketplace charged.
 */
export function FeeCheck({ orders, currency }: { orders: readonly OrderTotals[]; currency: string }) {
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
