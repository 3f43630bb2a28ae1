import { Modal, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import classes from '../csv-tools/CsvTools.module.css';
import { ExportButton, ResultsSection, Tag, type Column } from '../csv-tools/CsvResultParts';
import { ResultsTable } from '../csv-tools/ResultsTable';
import type { AnswerLine, AnswerOrder } from './money';
import { monthName } from './money';
import { orderTitle } from '../file-texts';
import { LINE_TEXTS, linesOf, REASON_TEXTS, RECONCILE_TEXTS } from './texts';

/** The orders that differ first, each group in the statement's order. */
export function differingFirst(orders: readonly AnswerOrder[]): AnswerOrder[] {
  return [...orders.filter((order) => !order.exact), ...orders.filter((order) => order.exact)];
}

function Status({ difference, reason }: { difference: number; reason: string | null }) {
  return difference === 0 ? (
    <Tag tone="green">{RECONCILE_TEXTS.matches}</Tag>
  ) : (
    <Tag tone="yellow">{reason ?? RECONCILE_TEXTS.difference}</Tag>
  );
}

/** The reasons of an order's differing lines, in words, once each. */
const orderReasons = (order: AnswerOrder) =>
  [...new Set(order.lines.flatMap((line) => (line.reason ? [REASON_TEXTS[line.reason]] : [])))].join(' · ') ||
  null;

function OrderLines({ order, money }: { order: AnswerOrder; money: (amount: number) => string }) {
  const columns: Column<AnswerLine & { at: number }>[] = [
    {
      key: 'line',
      header: RECONCILE_TEXTS.line,
      primary: true,
      cell: (line) => (
        <>
          <span className={classes.strong}>{LINE_TEXTS[line.kind]}</span>
          {!line.modelled_from_files && <span className={classes.sub}>{RECONCILE_TEXTS.takenAsCharged}</span>}
        </>
      ),
    },
    {
      key: 'modelled',
      header: RECONCILE_TEXTS.modelled,
      numeric: true,
      cell: (line) => money(line.modelled),
    },
    { key: 'charged', header: RECONCILE_TEXTS.charged, numeric: true, cell: (line) => money(line.charged) },
    {
      key: 'difference',
      header: RECONCILE_TEXTS.difference,
      numeric: true,
      cell: (line) => <span className={classes.strong}>{money(line.difference)}</span>,
    },
    {
      key: 'reason',
      header: RECONCILE_TEXTS.reason,
      wide: true,
      cell: (line) => (
        <Status difference={line.difference} reason={line.reason ? REASON_TEXTS[line.reason] : null} />
      ),
    },
  ];
  return (
    <ResultsTable
      label={linesOf(order.order_id)}
      rows={order.lines.map((line, at) => ({ ...line, at }))}
      columns={columns}
      rowKey={(line) => String(line.at)}
      rowTone={(line) => (line.difference === 0 ? 'none' : 'yellow')}
      noun={[RECONCILE_TEXTS.line, RECONCILE_TEXTS.lines]}
    />
  );
}

/** Every order of the statement, those that differ first; a tap on an order opens its fee lines. */
export function ReconcileOrders({
  orders,
  money,
  locale,
  onExport,
}: {
  orders: readonly AnswerOrder[];
  money: (amount: number) => string;
  locale: string;
  onExport: () => void;
}) {
  const [open, setOpen] = useState<AnswerOrder | null>(null);
  if (orders.length === 0) return null;
  const columns: Column<AnswerOrder>[] = [
    {
      key: 'order',
      header: RECONCILE_TEXTS.order,
      primary: true,
      cell: (order) => (
        <>
          <UnstyledButton className={classes.strong} td="underline" onClick={() => setOpen(order)}>
            {orderTitle(order.order_id)}
          </UnstyledButton>
          <span className={classes.sub}>{monthName(order.month, locale)}</span>
        </>
      ),
    },
    { key: 'modelled', header: RECONCILE_TEXTS.modelled, numeric: true, cell: (o) => money(o.modelled_fees) },
    { key: 'charged', header: RECONCILE_TEXTS.charged, numeric: true, cell: (o) => money(o.charged_fees) },
    {
      key: 'difference',
      header: RECONCILE_TEXTS.difference,
      numeric: true,
      cell: (o) => <span className={classes.strong}>{money(o.difference)}</span>,
    },
    {
      key: 'reason',
      header: RECONCILE_TEXTS.reason,
      wide: true,
      cell: (o) => <Status difference={o.exact ? 0 : 1} reason={orderReasons(o)} />,
    },
  ];
  return (
    <ResultsSection
      title={RECONCILE_TEXTS.orders}
      actions={<ExportButton label={RECONCILE_TEXTS.exportCsv} onClick={onExport} />}
    >
      <ResultsTable
        label={RECONCILE_TEXTS.ordersTable}
        rows={differingFirst(orders)}
        columns={columns}
        rowKey={(order) => order.order_id}
        rowTone={(order) => (order.exact ? 'green' : 'yellow')}
        noun={[RECONCILE_TEXTS.order, RECONCILE_TEXTS.orders]}
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? linesOf(open.order_id) : ''}
        // The results table is laid out from 960 px (narrower, it turns into cards): the dialog leaves it that room.
        size="62rem"
        closeButtonProps={{ 'aria-label': RECONCILE_TEXTS.close }}
      >
        {open && <OrderLines order={open} money={money} />}
      </Modal>
    </ResultsSection>
  );
}
