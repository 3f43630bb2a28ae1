import { msg, plural, t } from '@lingui/core/macro';
import { Stack, Text } from '@mantine/core';
import { formatCount, formatIsoDate, type OrderRefund } from '@margin/core';
import { localized } from '../../../i18n/localized';
import { useLocale } from '../../../i18n/runtime';
import classes from './CsvTools.module.css';
import { moneyIn, ResultsSection, RowName, Tag, type Column } from './CsvResultParts';
import { ResultsTable } from './ResultsTable';
import { orderTitle } from '../file-texts';
import { rowTitle, skuText } from './csv-tool-texts';

/** What the screen says of refunds: they are no sale, and the marketplace's fee credits are on the statement. */
const REFUNDS_TEXTS = localized({
  note: msg`Refunds and adjustments are charged no fees or costs and are not counted as orders or items: each lowers its order’s revenue and profit. The marketplace credits part of its fees on a refund; those fee credits appear on your statement, not in this file.`,
});

/**
 * Each line of the file with a negative amount (a refund or an adjustment), on its own, with the order it
 * belongs to and whether that order's sale is in the file (only then is its revenue lowered here).
 */
export function OrderRefunds({ refunds, currency }: { refunds: readonly OrderRefund[]; currency: string }) {
  const locale = useLocale();
  if (refunds.length === 0) return null;
  const money = moneyIn(currency, locale);
  const lines = formatCount(refunds.length, locale);
  const columns: Column<OrderRefund>[] = [
    {
      key: 'line',
      header: t`Line`,
      primary: true,
      cell: (r) => (
        <RowName
          name={r.item_title || t`Refund`}
          details={[
            rowTitle(r.row),
            orderTitle(r.order_id),
            r.date && formatIsoDate(r.date, locale),
            r.sku && skuText(r.sku),
          ]}
        />
      ),
    },
    {
      key: 'amount',
      header: t`Amount`,
      numeric: true,
      cell: (r) => <span className={classes.strong}>{money(r.amount)}</span>,
    },
    {
      key: 'order',
      header: t`Its order`,
      wide: true,
      cell: (r) =>
        r.order_in_file ? (
          <Tag tone="blue">{t`Sale in this file: its revenue is lowered`}</Tag>
        ) : (
          <Tag tone="yellow">{t`Sale not in this file`}</Tag>
        ),
    },
  ];
  return (
    <ResultsSection title={t`Refunds and adjustments`}>
      <Stack gap="sm">
        <Text size="sm" data-testid="refunds-note">
          {plural(refunds.length, {
            one: `${lines} line with a negative amount.`,
            other: `${lines} lines with a negative amount.`,
          })}{' '}
          {REFUNDS_TEXTS.note}
        </Text>
        <ResultsTable
          label={t`Refund and adjustment lines`}
          rows={refunds}
          columns={columns}
          rowKey={(r) => String(r.row)}
          rowTone={() => 'none'}
          noun={[t`line`, t`lines`]}
        />
      </Stack>
    </ResultsSection>
  );
}
