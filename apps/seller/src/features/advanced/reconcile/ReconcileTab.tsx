import { Alert, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatCount, type StatementResult } from '@margin/core';
import { IconCircleX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useLocale } from '../../../i18n/runtime';
import { useSelectedCountry } from '../../calculator/use-countries';
import type { CsvReadProgress } from '../csv-tools/csv-analysis';
import { analyseOnDevice, CsvAnalysisCancelled } from '../csv-tools/csv-analysis-runner';
import { CsvProgress } from '../csv-tools/CsvProgress';
import { RunOutput, useDeviceRun } from '../csv-tools/device-run';
import { ReconcileForm, ReconcileHeading } from './ReconcileForm';
import { ReconcileResults } from './ReconcileResults';
import {
  initialReconcileValues,
  statementJob,
  validateReconcileForm,
  type ReconcileFormValues,
} from './reconcile-form';
import { RECONCILE_TEXTS, rowsRead } from './texts';

type RunState =
  | { status: 'idle' }
  | { status: 'running'; progress: CsvReadProgress | null }
  | { status: 'done'; result: StatementResult }
  | { status: 'crashed' };

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
 * path runs, so both give the same answer to the cent. Nothing of the files leaves the phone.
 */
export function ReconcileTab() {
  const locale = useLocale();
  const [sellerCountry] = useSelectedCountry();
  const form = useForm<ReconcileFormValues>({
    initialValues: initialReconcileValues(sellerCountry),
    validate: validateReconcileForm,
  });
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const device = useDeviceRun();

  const run = (values: ReconcileFormValues) => {
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
        device.focusResultsNext();
        setState({ status: 'done', result });
      },
      (error: unknown) => {
        if (!current.isLatest()) return;
        setState(error instanceof CsvAnalysisCancelled ? { status: 'idle' } : { status: 'crashed' });
      },
    );
  };

  let body: ReactNode = null;
  let announcement = '';
  if (state.status === 'running') {
    announcement = RECONCILE_TEXTS.analysing;
    body = <CsvProgress progress={state.progress} onCancel={device.cancel} texts={progressTexts()} />;
  } else if (state.status === 'crashed' || (state.status === 'done' && !state.result.ok)) {
    const reason =
      state.status === 'done' && !state.result.ok ? state.result.reason : RECONCILE_TEXTS.crashed;
    body = (
      <Alert
        color="red"
        variant="light"
        icon={<IconCircleX size={18} />}
        title={RECONCILE_TEXTS.failed}
        role="alert"
      >
        {reason}
      </Alert>
    );
  } else if (state.status === 'done' && state.result.ok) {
    const { summary } = state.result;
    announcement = `${RECONCILE_TEXTS.orders}: ${formatCount(summary.orders)}, ${RECONCILE_TEXTS.differing}: ${formatCount(summary.orders_differing)}`;
    body = <ReconcileResults answer={state.result} locale={locale} />;
  }

  return (
    <Stack gap="lg">
      <ReconcileHeading />
      <ReconcileForm form={form} running={state.status === 'running'} onSubmit={run} />
      <RunOutput results={device.results} label={RECONCILE_TEXTS.results} announcement={announcement}>
        {body}
      </RunOutput>
    </Stack>
  );
}
