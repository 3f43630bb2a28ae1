import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { formatCount, REASONS } from '@margin/core';
import { Problems, SummaryFigures } from '../csv-tools/CsvResultParts';
import { CSV_EXPORTS } from '../csv-tools/csv-exports';
import { MonthChart } from './MonthChart';
import { moneyFor, type Answer } from './money';
import { Deposits, OtherMovements } from './OtherMovements';
import { ReconcileOrders } from './ReconcileOrders';
import { answerWarnings } from './reconcile-messages';
import { differingHint, ordersHint, REASON_TEXTS, RECONCILE_TEXTS, rowErrors } from './texts';

type Money = (amount: number) => string;

/** What each reason adds to the difference; the reasons that add nothing are left out. */
function ByReason({ byReason, money }: { byReason: Answer['summary']['by_reason']; money: Money }) {
  const shown = REASONS.filter((reason) => byReason[reason] !== 0);
  return (
    <Card component="section" aria-labelledby="reconcile-by-reason" padding="md">
      <Title order={3} fz="lg" id="reconcile-by-reason" mb="sm">
        {RECONCILE_TEXTS.byReason}
      </Title>
      {shown.length === 0 ? (
        <Text size="sm">{RECONCILE_TEXTS.noDifference}</Text>
      ) : (
        <Table aria-labelledby="reconcile-by-reason">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{RECONCILE_TEXTS.reason}</Table.Th>
              <Table.Th scope="col" ta="right">
                {RECONCILE_TEXTS.amount}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((reason) => (
              <Table.Tr key={reason}>
                <Table.Th scope="row" fw={500}>
                  {REASON_TEXTS[reason]}
                </Table.Th>
                <Table.Td ta="right">{money(byReason[reason])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/** The reconciliation: the period at a glance, by reason and by month, the orders, other movements, deposits. */
export function ReconcileResults({ answer, locale }: { answer: Answer; locale: string }) {
  const money = moneyFor(answer.currency, locale);
  const { summary } = answer;
  const exportCsv = () => void CSV_EXPORTS.reconciliation(answer);
  return (
    <Stack gap="lg">
      <SummaryFigures
        title={RECONCILE_TEXTS.summary}
        figures={[
          { label: RECONCILE_TEXTS.orders, value: formatCount(summary.orders) },
          {
            label: RECONCILE_TEXTS.exact,
            value: formatCount(summary.orders_exact),
            hint: ordersHint(summary.orders_exact),
            tone: 'green',
          },
          {
            label: RECONCILE_TEXTS.differing,
            value: formatCount(summary.orders_differing),
            hint: summary.orders_differing > 0 ? differingHint(summary.orders_differing) : undefined,
            tone: summary.orders_differing > 0 ? 'yellow' : undefined,
          },
          { label: RECONCILE_TEXTS.feesModelled, value: money(summary.modelled_fees) },
          { label: RECONCILE_TEXTS.feesCharged, value: money(summary.charged_fees) },
          {
            label: RECONCILE_TEXTS.difference,
            value: money(summary.difference),
            tone: summary.difference === 0 ? 'brand' : 'yellow',
          },
        ]}
      />
      <Problems
        warnings={answerWarnings(answer)}
        errors={answer.errors}
        titles={{ errors: rowErrors, warnings: RECONCILE_TEXTS.warnings }}
      />
      <ByReason byReason={summary.by_reason} money={money} />
      <MonthChart months={summary.by_month} money={money} locale={locale} />
      <ReconcileOrders orders={answer.orders} money={money} locale={locale} onExport={exportCsv} />
      <OtherMovements answer={answer} money={money} locale={locale} />
      <Deposits deposits={answer.deposits} money={money} locale={locale} />
    </Stack>
  );
}
