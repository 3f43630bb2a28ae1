import { msg, plural, t } from '@lingui/core/macro';
import { Alert, Button, Card, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import {
  formatCount,
  MAX_SALES_IMPORT_BATCH,
  salesImportCounts,
  salesRecordSteps,
  type TSalesImportRecord,
} from '@margin/core';
import { useTRPC } from '@margin/ui';
import { IconArrowRight, IconCircleCheck, IconCircleX, IconDatabasePlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { localized } from '../../../i18n/localized';
import { i18n, useLocale } from '../../../i18n/runtime';
import { apiFailure } from '../../account/api-error';
import { openAdvancedMode } from '../advanced-address';
import { useRefreshSales } from '../use-sales-api';
import type { CsvToolSuccess } from './CsvToolScreen';
import classes from './CsvTools.module.css';

const ADD_TO_SALES_TEXTS = Object.assign(
  localized({
    title: msg`Your sales records`,
    intro: msg`Each order becomes one sales record (its revenue, and its fees, cost of goods, gift wrap and postage as costs), so your dashboard shows the shop’s real history. Adding the same file again adds nothing.`,
    button: msg`Add these orders to my sales records`,
    failed: msg`The orders could not be added to your sales records.`,
    unreachable: msg`The server could not be reached. Check your connection.`,
    stopped: msg`before it stopped; adding again adds only the rest.`,
    dashboard: msg`See them on the dashboard`,
  }),
  {
    added: (added: number, already: number) => {
      const count = formatCount(added, i18n.locale);
      const there = formatCount(already, i18n.locale);
      return plural(added, {
        one: `${count} order added to your sales records (${there} were already there)`,
        other: `${count} orders added to your sales records (${there} were already there)`,
      });
    },
  },
);

/** The records in calls of at most MAX_SALES_IMPORT_BATCH, in order. */
export function salesBatches(records: readonly TSalesImportRecord[]): TSalesImportRecord[][] {
  const batches: TSalesImportRecord[][] = [];
  for (let start = 0; start < records.length; start += MAX_SALES_IMPORT_BATCH) {
    batches.push(records.slice(start, start + MAX_SALES_IMPORT_BATCH));
  }
  return batches;
}

/** The browser's next turn: input and paint go first (scheduler.yield where there is one, else a timer). */
const nextTurn = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/** Runs core's steps to their end, pausing between them, so no step of a long job holds the page's thread. */
export async function withPauses<R>(
  steps: Generator<void, R, void>,
  pause: () => Promise<void> = nextTurn,
): Promise<R> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

type AddState =
  | { status: 'idle' }
  | { status: 'adding'; sent: number }
  | { status: 'done'; added: number; already: number }
  | { status: 'failed'; added: number; already: number; detail: string };

/**
 * Beyond the spec: the analysed orders as the seller's sales records, one per order, so the dashboard
 * shows the shop's real history. Each carries the order's key: importing the same file again adds nothing.
 */
export function AddToSalesRecords({ result }: { result: CsvToolSuccess<'orders'> }) {
  const trpc = useTRPC();
  const refreshSales = useRefreshSales();
  const importOrders = useMutation(trpc.sales.importOrders.mutationOptions());
  // The counts only, while the seller has not asked: the records themselves are built on the click.
  const counts = useMemo(() => salesImportCounts(result), [result]);
  const [state, setState] = useState<AddState>({ status: 'idle' });
  const total = counts.records;
  const locale = useLocale();
  const texts = ADD_TO_SALES_TEXTS;
  const orders = formatCount(total, locale);
  const skipped = formatCount(counts.skipped.length, locale);
  const sent = formatCount(state.status === 'adding' ? state.sent : 0, locale);

  const add = async () => {
    let added = 0;
    let already = 0;
    setState({ status: 'adding', sent: 0 });
    try {
      // A busy shop's records are a second's work: built a step at a time, the page answers meanwhile.
      const plan = await withPauses(salesRecordSteps(result));
      for (const batch of salesBatches(plan.records)) {
        const answer = await importOrders.mutateAsync({ records: batch });
        added += answer.added;
        already += answer.already_imported;
        setState({ status: 'adding', sent: added + already });
      }
      setState({ status: 'done', added, already });
    } catch (error) {
      const detail = apiFailure(error).detail ?? ADD_TO_SALES_TEXTS.unreachable;
      setState({ status: 'failed', added, already, detail });
    } finally {
      // The dashboard's figures and records list show what was added, also after a partial failure.
      if (added > 0) void refreshSales();
    }
  };

  return (
    <Card component="section" aria-labelledby="add-to-sales-title" padding="md">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconDatabasePlus
            size={22}
            aria-hidden="true"
            color="var(--mantine-color-margin-8)"
            style={{ flexShrink: 0 }}
          />
          <div>
            <Title order={3} fz="md" id="add-to-sales-title">
              {texts.title}
            </Title>
            <Text size="sm" c="dimmed">
              {texts.intro}
            </Text>
          </div>
        </Group>
        {counts.skipped.length > 0 && (
          <Text size="sm" c="dimmed" component="div">
            {plural(counts.skipped.length, {
              one: `${skipped} order cannot be added:`,
              other: `${skipped} orders cannot be added:`,
            })}
            <List size="sm" mt={4}>
              {counts.skipped.slice(0, 10).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Text>
        )}
        {state.status === 'adding' && (
          <Progress
            value={total ? (state.sent / total) * 100 : 0}
            aria-label={t`Adding orders: ${sent} of ${orders}`}
            animated
          />
        )}
        <div role="status">
          {state.status === 'done' && (
            <Alert color="margin" variant="light" icon={<IconCircleCheck size={18} />}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{texts.added(state.added, state.already)}</Text>
                <Button
                  size="xs"
                  variant="light"
                  rightSection={<IconArrowRight size={14} aria-hidden="true" />}
                  onClick={() => openAdvancedMode('dashboard')}
                >
                  {texts.dashboard}
                </Button>
              </Stack>
            </Alert>
          )}
        </div>
        {state.status === 'failed' && (
          <Alert color="red" variant="light" icon={<IconCircleX size={18} />} role="alert">
            {texts.failed} {state.detail}
            {state.added + state.already > 0 &&
              ` ${texts.added(state.added, state.already)} ${texts.stopped}`}
          </Alert>
        )}
        <Group>
          <Button
            radius="xl"
            classNames={{ root: classes.wrappingButton, label: classes.wrappingLabel }}
            leftSection={<IconDatabasePlus size={16} aria-hidden="true" />}
            onClick={() => void add()}
            loading={state.status === 'adding'}
            disabled={total === 0}
          >
            {texts.button}
          </Button>
          <Text size="sm" c="dimmed">
            {plural(total, { one: `${orders} order`, other: `${orders} orders` })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
