import { Alert, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatCount } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { apiFailure } from '../../account/api-error';
import { IconCircleX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocale } from '../../../i18n/runtime';
import { useSelectedCountry } from '../../calculator/use-countries';
import { useMarketplaceConnection } from '../../marketplace/use-marketplace-connection';
import type { CsvReadProgress } from '../csv-tools/csv-analysis';
import { analyseOnDevice, CsvAnalysisCancelled } from '../csv-tools/csv-analysis-runner';
import { CsvProgress } from '../csv-tools/CsvProgress';
import { RunOutput, useDeviceRun } from '../csv-tools/device-run';
import { monthName, type Answer } from './money';
import { ReconcileForm, ReconcileHeading } from './ReconcileForm';
import { ReconcileResults } from './ReconcileResults';
import {
  initialReconcileValues,
  shopMonthInput,
  shopMonths,
  statementJob,
  validateReconcileForm,
  type ReconcileFormValues,
} from './reconcile-form';
import { ShopConnectCard, ShopMonthForm, SourceChoice } from './ShopMonth';
import { rowsRead } from '../file-texts';
import { fromShopLine, RECONCILE_TEXTS } from './texts';

type RunState =
  | { status: 'idle' }
  | { status: 'running'; progress: CsvReadProgress | null }
  | { status: 'fetching' }
  /** `month` is the shop's month the answer is of; null for a dropped statement. */
  | { status: 'done'; answer: Answer; month: string | null }
  | { status: 'failed'; title: string; reason: string };

const progressTexts = () => ({
  analysing: RECONCILE_TEXTS.analysing,
  reading: RECONCILE_TEXTS.reading,
  readingLabel: RECONCILE_TEXTS.readingLabel,
  cancel: RECONCILE_TEXTS.cancel,
  rowsRead,
});

/**
 * The statement reconciliation (advanced mode): the marketplace's monthly statement, and its orders export if
 * the seller has it, reconciled on the device in the CSV tools' worker with core's engine, the one the REST
 * path runs, so both give the same answer to the cent. Nothing of the files leaves the phone. A connected seller
 * may instead have the server reconcile a month of the shop from its payment account (`etsy.reconcile`): the
 * same engine and the same answer's shape, so the same results show it.
 */
export function ReconcileTab() {
  const locale = useLocale();
  const trpc = useTRPC();
  const [sellerCountry] = useSelectedCountry();
  const [months] = useState(() => shopMonths(new Date()));
  const form = useForm<ReconcileFormValues>({
    initialValues: initialReconcileValues(sellerCountry, months[1]!),
    validate: validateReconcileForm,
  });
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const device = useDeviceRun();
  const connection = useMarketplaceConnection();
  const reconcileShop = useMutation(trpc.etsy.reconcile.mutationOptions());
  // The shop is offered once a connection can be made; without the app key there is nothing to offer.
  const shopOffered = connection.configured;
  const source = shopOffered ? form.values.source : 'file';
  const busy = state.status === 'running' || state.status === 'fetching';

  const done = (answer: Answer, month: string | null) => {
    device.focusResultsNext();
    setState({ status: 'done', answer, month });
  };

  const runFile = (values: ReconcileFormValues) => {
    if (!values.statement) return;
    const current = device.start();
    setState({ status: 'running', progress: null });
    analyseOnDevice(statementJob({ ...values, statement: values.statement }), {
      signal: current.signal,
      onProgress: (progress) => {
        if (current.isLatest()) setState({ status: 'running', progress });
      },
    }).then(
      (result) => {
        if (!current.isLatest()) return;
        if (result.ok) done(result, null);
        else setState({ status: 'failed', title: RECONCILE_TEXTS.failed, reason: result.reason });
      },
      (error: unknown) => {
        if (!current.isLatest()) return;
        setState(
          error instanceof CsvAnalysisCancelled
            ? { status: 'idle' }
            : { status: 'failed', title: RECONCILE_TEXTS.failed, reason: RECONCILE_TEXTS.crashed },
        );
      },
    );
  };

  const runShop = (values: ReconcileFormValues) => {
    const current = device.start();
    setState({ status: 'fetching' });
    reconcileShop.mutateAsync(shopMonthInput(values)).then(
      (answer) => {
        if (current.isLatest()) done(answer, answer.month);
      },
      (error: unknown) => {
        if (!current.isLatest()) return;
        // The server's sentence: the request budget's refusal, a marketplace outage, a lapsed connection.
        const reason = apiFailure(error).detail ?? RECONCILE_TEXTS.shopUnreachable;
        setState({ status: 'failed', title: RECONCILE_TEXTS.shopFailed, reason });
      },
    );
  };

  let body: ReactNode = null;
  let announcement = '';
  if (state.status === 'running') {
    announcement = RECONCILE_TEXTS.analysing;
    body = <CsvProgress progress={state.progress} onCancel={device.cancel} texts={progressTexts()} />;
  } else if (state.status === 'fetching') {
    announcement = RECONCILE_TEXTS.shopReading;
    body = (
      <Card padding="xl">
        <Group gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text fw={600}>{RECONCILE_TEXTS.shopReading}</Text>
        </Group>
      </Card>
    );
  } else if (state.status === 'failed') {
    body = (
      <Alert color="red" variant="light" icon={<IconCircleX size={18} />} title={state.title} role="alert">
        {state.reason}
      </Alert>
    );
  } else if (state.status === 'done') {
    const { summary } = state.answer;
    const origin = state.month === null ? null : fromShopLine(monthName(state.month, locale));
    announcement = `${origin ? `${origin}. ` : ''}${RECONCILE_TEXTS.orders}: ${formatCount(summary.orders)}, ${RECONCILE_TEXTS.differing}: ${formatCount(summary.orders_differing)}`;
    body = (
      <Stack gap="lg">
        {origin && (
          <Text size="sm" fw={500} data-testid="reconcile-origin">
            {origin}
          </Text>
        )}
        <ReconcileResults answer={state.answer} locale={locale} />
      </Stack>
    );
  }

  let input: ReactNode;
  if (source === 'file') {
    input = <ReconcileForm form={form} running={busy} onSubmit={runFile} />;
  } else if (connection.connected) {
    input = <ShopMonthForm form={form} months={months} locale={locale} running={busy} onSubmit={runShop} />;
  } else {
    input = <ShopConnectCard connection={connection} />;
  }

  return (
    <Stack gap="lg">
      <ReconcileHeading />
      {shopOffered && <SourceChoice form={form} disabled={busy} />}
      {input}
      <RunOutput results={device.results} label={RECONCILE_TEXTS.results} announcement={announcement}>
        {body}
      </RunOutput>
    </Stack>
  );
}
