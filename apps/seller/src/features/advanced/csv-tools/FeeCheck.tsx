import { plural, t } from '@lingui/core/macro';
import { Alert, Stack, Text } from '@mantine/core';
import {
  FEE_DIFFERENCE_TOLERANCE,
  formatCount,
  formatIsoDate,
  minorDigits,
  type OrderTotals,
} from '@margin/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useLocale } from '../../../i18n/runtime';
import classes from './CsvTools.module.css';
import { moneyIn, ResultsSection, type Column } from './CsvResultParts';
import { ResultsTable } from './ResultsTable';
import { orderTitle } from '../file-texts';

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
  const locale = useLocale();
  const charged = orders.filter((order) => order.charged_processing_fee !== null);
  if (charged.length === 0) return null;
  const differing = feeDifferences(charged, currency);
  const money = moneyIn(currency, locale);
  const all = formatCount(charged.length, locale);
  const differ = formatCount(differing.length, locale);
  if (differing.length === 0) {
    return (
      <Alert
        color="margin"
        variant="light"
        icon={<IconCircleCheck size={18} />}
        title={t`Processing fees check out`}
      >
        {plural(charged.length, {
          one: 'The card processing fee charged on the order matches the fee schedule, to the cent.',
          other: `The card processing fees charged on all ${all} orders match the fee schedule, to the cent.`,
        })}
      </Alert>
    );
  }
  const columns: Column<OrderTotals>[] = [
    {
      key: 'order',
      header: t`Order`,
      primary: true,
      cell: (o) => (
        <>
          <span className={classes.strong}>{orderTitle(o.order_id)}</span>
          {o.order_date && <span className={classes.sub}>{formatIsoDate(o.order_date, locale)}</span>}
        </>
      ),
    },
    { key: 'charged', header: t`Charged`, numeric: true, cell: (o) => money(o.charged_processing_fee) },
    { key: 'schedule', header: t`Fee schedule`, numeric: true, cell: (o) => money(o.processing_fee) },
    {
      key: 'difference',
      header: t`Difference`,
      numeric: true,
      cell: (o) => {
        const difference = o.processing_fee_difference ?? 0;
        return (
          <>
            <span className={classes.strong}>
              {difference > 0 ? '+' : ''}
              {money(difference)}
            </span>
            <span className={classes.sub}>{difference > 0 ? t`Charged more` : t`Charged less`}</span>
          </>
        );
      },
    },
  ];
  return (
    <ResultsSection title={t`Processing fees charged vs the fee schedule`}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {plural(charged.length, {
            one: `${differ} of ${all} order was charged a card processing fee that differs from the fee schedule by more than a cent.`,
            other: `${differ} of ${all} orders were charged a card processing fee that differs from the fee schedule by more than a cent.`,
          })}
        </Text>
        <ResultsTable
          label={t`Orders whose processing fee differs`}
          rows={differing}
          columns={columns}
          rowKey={(o) => o.order_id}
          rowTone={() => 'yellow'}
          noun={[t`order`, t`orders`]}
        />
      </Stack>
    </ResultsSection>
  );
}
