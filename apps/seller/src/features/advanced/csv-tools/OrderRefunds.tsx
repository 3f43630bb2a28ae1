import { Stack, Text } from '@mantine/core';
import { formatCount, formatIsoDate, type OrderRefund } from '@margin/core';
import classes from './CsvTools.module.css';
import { moneyIn, ResultsSection, Tag, type Column } from './CsvResultParts';
import { ResultsTable } from './ResultsTable';

/** What the screen says of refunds: they are no sale, and the marketplace's fee credits are on the statement. */
export const REFUNDS_NOTE =
  'Refunds and adjustments are charged no fees or costs and are not counted as orders or items: each lowers its order’s revenue and profit. The marketplace credits part of its fees on a refund; those fee credits appear on your statement, not in this file.';

/**
 * Each line of the file with a negative amount (a refund or an adjustment), on its own, with the order it
 * belongs to and whether that order's sale is in the file (only then is its revenue lowered here).
 */
export function OrderRefunds({ refunds, currency }: { refunds: readonly OrderRefund[]; currency: string }) {
  if (refunds.length === 0) return null;
  const money = moneyIn(currency);
  const columns: Column<OrderRefund>[] = [
    {
      key: 'line',
      header: 'Line',
      primary: true,
      cell: (r) => (
        <>
          <span className={classes.strong}>{r.item_title || 'Refund'}</span>
          <span className={classes.sub}>
            Row {r.row} · Order {r.order_id}
            {r.date ? ` · ${formatIsoDate(r.date)}` : ''}
            {r.sku ? ` · SKU ${r.sku}` : ''}
          </span>
        </>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      numeric: true,
      cell: (r) => <span className={classes.strong}>{money(r.amount)}</span>,
    },
    {
      key: 'order',
      header: 'Its order',
      wide: true,
      cell: (r) =>
        r.order_in_file ? (
          <Tag tone="blue">Sale in this file: its revenue is lowered</Tag>
        ) : (
          <Tag tone="yellow">Sale not in this file</Tag>
        ),
    },
  ];
  return (
    <ResultsSection title="Refunds and adjustments">
      <Stack gap="sm">
        <Text size="sm" data-testid="refunds-note">
          {formatCount(refunds.length)} line{refunds.length === 1 ? '' : 's'} with a negative amount.{' '}
          {REFUNDS_NOTE}
        </Text>
        <ResultsTable
          label="Refund and adjustment lines"
          rows={refunds}
          columns={columns}
          rowKey={(r) => String(r.row)}
          rowTone={() => 'none'}
          noun={['line', 'lines']}
        />
      </Stack>
    </ResultsSection>
  );
}
