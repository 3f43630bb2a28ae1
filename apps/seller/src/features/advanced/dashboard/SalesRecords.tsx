import { msg, plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatCount, formatIsoDate, formatMajor, type TSalesRecord } from '@margin/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { deferredModals } from '@margin/ui';
import { localized } from '../../../i18n/localized';
import { useLocale } from '../../../i18n/runtime';
import { apiFailure } from '../../account/api-error';
import { DIALOG_PROPS } from '../../shell/dialog-props';
import { SaleForm, type SaleFormValues } from '../add-sales/SaleForm';
import { useSalesList, useSalesMutations } from '../use-sales-api';
import { RowAction } from './RowAction';
import classes from './SalesRecords.module.css';

export const RECORDS_TEXTS = localized({
  title: msg`Your sales records`,
  empty: msg`No sales added yet. Add your first sale and the dashboard shows your own figures.`,
  loadFailed: msg`Your sales records could not be loaded just now. Please try again in a moment.`,
  updated: msg`Sale updated.`,
  updateFailed: msg`Could not update this sale. Please try again.`,
  deleted: msg`Sale deleted.`,
  deleteFailed: msg`Could not delete this sale. Please try again.`,
  confirmTitle: msg`Delete this sale?`,
  date: msg`Date`,
  product: msg`Product`,
  price: msg`Price`,
  quantity: msg`Qty`,
  costs: msg`Costs`,
  profit: msg`Profit`,
});

/** How many records the list holds: '12 sales', or '20 of 45 sales' while more can be loaded. */
function recordsCount(shown: number, total: number, locale: string): string {
  const all = formatCount(total, locale);
  if (shown >= total) return plural(total, { one: `${all} sale`, other: `${all} sales` });
  const some = formatCount(shown, locale);
  return plural(total, { one: `${some} of ${all} sale`, other: `${some} of ${all} sales` });
}

const editLabel = (what: string) => t`Edit ${what}`;
const deleteLabel = (what: string) => t`Delete ${what}`;
const confirmText = (what: string, quantity: string, price: string) =>
  t`${what}: ${quantity} × ${price}. The dashboard stops counting it. This cannot be undone.`;

function withDetail(text: string, error: unknown): string {
  const { detail } = apiFailure(error);
  return detail ? `${text} ${detail}` : text;
}

/** Only what the seller changed is sent (a correction never resets another field). */
export function changedFields(record: TSalesRecord, values: SaleFormValues) {
  const next = {
    date: values.date,
    product_name: values.product_name.trim(),
    selling_price: Number(values.selling_price),
    total_costs: Number(values.total_costs),
    quantity: Number(values.quantity),
  };
  const changes: Partial<typeof next> = {};
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    if (next[key] !== record[key]) (changes as Record<string, unknown>)[key] = next[key];
  }
  return changes;
}

const label = (record: TSalesRecord, locale: string) =>
  `${record.product_name}, ${formatIsoDate(record.date, locale)}`;

/**
 * The seller's records, newest first, each correctable and deletable (a typo in a price must not
 * poison the analytics for ever), with 'Load more' for the next page.
 */
/** The columns of amounts, set to the right so their digits line up. */
const AMOUNT_COLUMNS = ['price', 'quantity', 'costs', 'profit'] as const;

export function SalesRecords() {
  const locale = useLocale();
  const list = useSalesList(true);
  const { update, remove } = useSalesMutations();
  const [editing, setEditing] = useState<TSalesRecord | null>(null);
  const records = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  const confirmDelete = (record: TSalesRecord) =>
    deferredModals.openConfirmModal({
      ...DIALOG_PROPS,
      title: RECORDS_TEXTS.confirmTitle,
      children: (
        <Text size="sm">
          {confirmText(
            label(record, locale),
            formatCount(record.quantity, locale),
            formatMajor(record.selling_price, record.currency, locale),
          )}
        </Text>
      ),
      labels: { confirm: t`Delete sale`, cancel: t`Keep it` },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { id: record.id },
          {
            onSuccess: () => notifications.show({ color: 'margin', message: RECORDS_TEXTS.deleted }),
            onError: (error) =>
              notifications.show({ color: 'red', message: withDetail(RECORDS_TEXTS.deleteFailed, error) }),
          },
        ),
    });

  return (
    <Card withBorder component="section" aria-labelledby="sales-records">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg" id="sales-records">
          {RECORDS_TEXTS.title}
        </Title>
        {total > 0 && (
          <Text size="sm" c="dimmed">
            {recordsCount(records.length, total, locale)}
          </Text>
        )}
      </Group>
      {list.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label={t`Loading your sales records`} />
        </Center>
      ) : list.isError ? (
        <Alert color="red" variant="light">
          {RECORDS_TEXTS.loadFailed}
        </Alert>
      ) : records.length === 0 ? (
        <Text size="sm" c="dimmed">
          {RECORDS_TEXTS.empty}
        </Text>
      ) : (
        <Stack gap="sm">
          <div className={classes.records}>
            <Table className={classes.table} verticalSpacing={6} fz="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{RECORDS_TEXTS.date}</Table.Th>
                  <Table.Th scope="col">{RECORDS_TEXTS.product}</Table.Th>
                  {AMOUNT_COLUMNS.map((column) => (
                    <Table.Th key={column} scope="col" ta="right">
                      {RECORDS_TEXTS[column]}
                    </Table.Th>
                  ))}
                  <Table.Th scope="col" ta="right">
                    <VisuallyHidden>
                      <Trans>Actions</Trans>
                    </VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.map((record) => (
                  <Table.Tr key={record.id}>
                    <Table.Td
                      className={classes.date}
                      data-label={RECORDS_TEXTS.date}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {formatIsoDate(record.date, locale)}
                    </Table.Td>
                    <Table.Th scope="row" fw={500} style={{ wordBreak: 'break-word' }}>
                      {record.product_name}
                    </Table.Th>
                    <Table.Td className={classes.amount} data-label={RECORDS_TEXTS.price}>
                      {formatMajor(record.selling_price, record.currency, locale)}
                    </Table.Td>
                    <Table.Td className={classes.amount} data-label={RECORDS_TEXTS.quantity}>
                      {formatCount(record.quantity, locale)}
                    </Table.Td>
                    <Table.Td className={classes.amount} data-label={RECORDS_TEXTS.costs}>
                      {formatMajor(record.total_costs, record.currency, locale)}
                    </Table.Td>
                    <Table.Td
                      className={classes.amount}
                      fw={600}
                      c={record.profit < 0 ? 'red.9' : undefined}
                      data-label={RECORDS_TEXTS.profit}
                    >
                      {formatMajor(record.profit, record.currency, locale)}
                    </Table.Td>
                    <Table.Td className={classes.actions}>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <RowAction
                          color="gray"
                          icon={<IconPencil size={16} />}
                          label={editLabel(label(record, locale))}
                          onClick={() => setEditing(record)}
                        >
                          <Trans>Edit</Trans>
                        </RowAction>
                        <RowAction
                          color="red"
                          icon={<IconTrash size={16} />}
                          label={deleteLabel(label(record, locale))}
                          onClick={() => confirmDelete(record)}
                        >
                          <Trans>Delete</Trans>
                        </RowAction>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {list.hasNextPage && (
            <Group justify="center">
              <Button
                variant="default"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                <Trans>Load more</Trans>
              </Button>
            </Group>
          )}
        </Stack>
      )}

      <Modal
        {...DIALOG_PROPS}
        size="lg"
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t`Edit sale`}
      >
        {editing && (
          <SaleForm
            key={editing.id}
            currency={editing.currency}
            initialValues={{
              date: editing.date,
              product_name: editing.product_name,
              selling_price: editing.selling_price,
              total_costs: editing.total_costs,
              quantity: editing.quantity,
            }}
            submitLabel={t`Save changes`}
            busy={update.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(_input, values) => {
              const changes = changedFields(editing, values);
              if (Object.keys(changes).length === 0) return setEditing(null);
              update.mutate(
                { id: editing.id, ...changes },
                {
                  onSuccess: () => {
                    setEditing(null);
                    notifications.show({ color: 'margin', message: RECORDS_TEXTS.updated });
                  },
                  onError: (error) =>
                    notifications.show({
                      color: 'red',
                      message: withDetail(RECORDS_TEXTS.updateFailed, error),
                    }),
                },
              );
            }}
          />
        )}
      </Modal>
    </Card>
  );
}
