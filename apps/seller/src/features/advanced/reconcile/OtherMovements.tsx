import { List, Stack, Table, Text } from '@mantine/core';
import { SummaryFigures } from '../csv-tools/CsvResultParts';
import { dateText, type Answer } from './money';
import { LINE_TEXTS, REASON_TEXTS, RECONCILE_TEXTS } from './texts';

type Money = (amount: number) => string;

/** Ads, labels, refunds and the fees of no order in the statement: money out that is not an order's fees. */
export function OtherMovements({ answer, money, locale }: { answer: Answer; money: Money; locale: string }) {
  const { summary, other } = answer;
  return (
    <Stack gap="sm">
      <SummaryFigures
        title={RECONCILE_TEXTS.otherTitle}
        figures={[
          { label: RECONCILE_TEXTS.etsyAds, value: money(summary.etsy_ads) },
          { label: RECONCILE_TEXTS.shippingLabels, value: money(summary.shipping_labels) },
          { label: RECONCILE_TEXTS.refunds, value: money(summary.refunds) },
          { label: RECONCILE_TEXTS.otherFees, value: money(summary.other_fees) },
        ]}
      />
      {other.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={RECONCILE_TEXTS.otherTable} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{RECONCILE_TEXTS.date}</Table.Th>
                <Table.Th scope="col">{RECONCILE_TEXTS.what}</Table.Th>
                <Table.Th scope="col">{RECONCILE_TEXTS.amount}</Table.Th>
                <Table.Th scope="col">{RECONCILE_TEXTS.reason}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {other.map((row) => (
                <Table.Tr key={row.row}>
                  <Table.Td>{dateText(row.date, locale)}</Table.Td>
                  <Table.Td>
                    {LINE_TEXTS[row.kind]}
                    <Text size="xs" c="dimmed">
                      {row.title}
                    </Text>
                  </Table.Td>
                  <Table.Td>{money(row.amount)}</Table.Td>
                  <Table.Td>{row.reason ? REASON_TEXTS[row.reason] : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** The payouts of the statement and the balance they are paid from. */
export function Deposits({
  deposits,
  money,
  locale,
}: {
  deposits: Answer['deposits'];
  money: Money;
  locale: string;
}) {
  return (
    <Stack gap="sm">
      <SummaryFigures
        title={RECONCILE_TEXTS.deposits}
        figures={[
          { label: RECONCILE_TEXTS.depositsTotal, value: money(deposits.total) },
          { label: RECONCILE_TEXTS.moneyIn, value: money(deposits.money_in) },
          { label: RECONCILE_TEXTS.moneyOut, value: money(deposits.money_out) },
          { label: RECONCILE_TEXTS.balanceChange, value: money(deposits.balance_change) },
        ]}
      />
      {deposits.payouts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {RECONCILE_TEXTS.noDeposits}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {deposits.payouts.map((payout, at) => (
            <List.Item key={`${payout.date}-${at}`}>
              {dateText(payout.date, locale)}: {money(payout.amount)}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
