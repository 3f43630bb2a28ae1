import { Alert, Card, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AnalysisOptions } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { IconCircleX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSelectedCountry } from '../../calculator/use-countries';
import type { CsvToolKind, CsvToolResults } from './csv-analysis';
import { analyseOnDevice } from './csv-analysis-runner';
import { costProducts } from './cost-products';
import { FileLine, fileLine } from './CsvResultParts';
import { CsvToolForm } from './CsvToolForm';
import { checkCsvToolForm, initialCsvToolValues, type CsvToolFormValues } from './csv-tool-form';
import { CSV_TOOL_TEXTS, TOOL_TEXTS } from './csv-tool-texts';

export type CsvToolSuccess<K extends CsvToolKind> = Extract<CsvToolResults[K], { ok: true }>;

type RunState<K extends CsvToolKind> =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; result: CsvToolResults[K]; options: AnalysisOptions }
  | { status: 'crashed' };

export interface CsvToolScreenProps<K extends CsvToolKind> {
  kind: K;
  /** The tool's results: summary, table, exports. */
  renderResults: (result: CsvToolSuccess<K>, options: AnalysisOptions) => ReactNode;
  /** Above the form (the audit's CSV / Connect marketplace tabs sit around it instead). */
  heading?: boolean;
}

/**
 * One CSV tool (advanced spec §2): the form, the analysis on the device, and the results or what went wrong.
 * The seller's saved products ride along as a cost source; nothing of the file is sent anywhere.
 */
export function CsvToolScreen<K extends CsvToolKind>({
  kind,
  renderResults,
  heading = true,
}: CsvToolScreenProps<K>) {
  const texts = TOOL_TEXTS[kind];
  const trpc = useTRPC();
  const products = useQuery(trpc.products.list.queryOptions(undefined, { staleTime: 30_000 }));
  const [sellerCountry] = useSelectedCountry();
  const form = useForm<CsvToolFormValues>({
    initialValues: initialCsvToolValues(kind, sellerCountry),
    validate: (values) => {
      const checked = checkCsvToolForm(kind, values);
      return checked.ok ? {} : checked.errors;
    },
  });
  const [state, setState] = useState<RunState<K>>({ status: 'idle' });
  const latestRun = useRef(0);
  const results = useRef<HTMLDivElement>(null);
  // After a run, focus moves to the results (on a phone they are below the fold, and a screen reader goes there).
  const focusResults = useRef(false);

  useEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    results.current?.focus({ preventScroll: true });
    results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  });

  const run = (values: CsvToolFormValues) => {
    const checked = checkCsvToolForm(kind, values);
    if (!checked.ok) return;
    const id = ++latestRun.current;
    const options = { ...checked.options, products: costProducts(products.data) };
    setState({ status: 'running' });
    analyseOnDevice({ tool: kind, text: checked.text, options }).then(
      (result) => {
        if (id !== latestRun.current) return;
        focusResults.current = true;
        setState({ status: 'done', result, options });
      },
      () => {
        if (id === latestRun.current) setState({ status: 'crashed' });
      },
    );
  };

  let body: ReactNode = null;
  let announcement = '';
  if (state.status === 'running') {
    announcement = CSV_TOOL_TEXTS.analysing;
    body = (
      <Card padding="xl">
        <Group gap="sm" justify="center">
          <Loader size="sm" />
          <Text c="dimmed">{CSV_TOOL_TEXTS.analysing}</Text>
        </Group>
      </Card>
    );
  } else if (state.status === 'crashed') {
    body = (
      <Alert color="red" variant="light" icon={<IconCircleX size={18} />} role="alert">
        {texts.crashed}
      </Alert>
    );
  } else if (state.status === 'done' && !state.result.ok) {
    body = (
      <Alert color="red" variant="light" icon={<IconCircleX size={18} />} title={texts.failed} role="alert">
        {state.result.reason}
      </Alert>
    );
  } else if (state.status === 'done' && state.result.ok) {
    const result = state.result as CsvToolSuccess<K>;
    announcement = fileLine(result.file);
    body = (
      <Stack gap="lg">
        <FileLine file={result.file} />
        {renderResults(result, state.options)}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {heading && <ToolHeading kind={kind} />}
      <CsvToolForm
        kind={kind}
        form={form}
        savedProducts={products.data?.length ?? 0}
        running={state.status === 'running'}
        onSubmit={run}
      />
      <div
        ref={results}
        tabIndex={-1}
        role={body ? 'region' : undefined}
        aria-label={body ? 'Results' : undefined}
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

export function ToolHeading({ kind }: { kind: CsvToolKind }) {
  const texts = TOOL_TEXTS[kind];
  return (
    <div>
      <Title order={2}>{texts.title}</Title>
      <Text c="dimmed" size="sm" maw={720} mt={4}>
        {texts.intro}
      </Text>
    </div>
  );
}
