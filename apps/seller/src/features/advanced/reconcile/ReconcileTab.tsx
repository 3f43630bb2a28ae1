import { Alert, Stack, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatCount, type StatementResult } from '@margin/core';
import { IconCircleX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocale } from '../../../i18n/runtime';
import { useSelectedCountry } from '../../calculator/use-countries';
import type { CsvReadProgress } from '../csv-tools/csv-analysis';
import { analyseOnDevice, CsvAnalysisCancelled } from '../csv-tools/csv-analysis-runner';
import { CsvProgress } from '../csv-tools/CsvProgress';
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
  const latestRun = useRef(0);
  const running = useRef<AbortController | null>(null);
  const results = useRef<HTMLDivElement>(null);
  const focusResults = useRef(false);

  // Leaving the tab stops a run nobody will see.
  useEffect(() => () => running.current?.abort(), []);
  // After a run, focus moves to the results (below the fold on a phone; a screen reader goes there too).
  useEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    results.current?.focus({ preventScroll: true });
    results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  });

  const run = (values: ReconcileFormValues) => {
    if (!values.statement) return;
    const id = ++latestRun.current;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running', progress: null });
    analyseOnDevice(statementJob({ ...values, statement: values.statement }), {
      signal: controller.signal,
      onProgress: (progress) => {
        if (id === latestRun.current) setState({ status: 'running', progress });
      },
    }).then(
      (result) => {
        if (id !== latestRun.current) return;
        focusResults.current = true;
        setState({ status: 'done', result });
      },
      (error: unknown) => {
        if (id !== latestRun.current) return;
        setState(error instanceof CsvAnalysisCancelled ? { status: 'idle' } : { status: 'crashed' });
      },
    );
  };

  let body: ReactNode = null;
  let announcement = '';
  if (state.status === 'running') {
    announcement = RECONCILE_TEXTS.analysing;
    body = (
      <CsvProgress
        progress={state.progress}
        onCancel={() => running.current?.abort()}
        texts={progressTexts()}
      />
    );
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
      <div
        ref={results}
        tabIndex={-1}
        role={body ? 'region' : undefined}
        aria-label={body ? RECONCILE_TEXTS.results : undefined}
        style={{ outline: 'none' }}
      >
        {body}
      </div>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
