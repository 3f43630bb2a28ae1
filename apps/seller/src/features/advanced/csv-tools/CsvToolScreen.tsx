import { Alert, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AnalysisOptions } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { apiFailure } from '../../account/api-error';
import { IconCircleX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocale } from '../../../i18n/runtime';
import { useSelectedCountry } from '../../calculator/use-countries';
import { connectionTime, MARKETPLACE_TEXTS } from '../../marketplace/marketplace-texts';
import { useMarketplaceConnection } from '../../marketplace/use-marketplace-connection';
import { useShopCsv } from '../../marketplace/use-shop-csv';
import type { CsvReadProgress, CsvToolKind, CsvToolResults } from './csv-analysis';
import { analyseOnDevice, CsvAnalysisCancelled } from './csv-analysis-runner';
import { CsvProgress } from './CsvProgress';
import { costProducts } from './cost-products';
import { FileLine, fileLine } from './FileLine';
import { CsvToolForm } from './CsvToolForm';
import { RunOutput, useDeviceRun } from './device-run';
import {
  checkCsvToolForm,
  initialCsvToolValues,
  type CsvSource,
  type CsvToolFormValues,
} from './csv-tool-form';
import { CSV_TOOL_TEXTS, TOOL_TEXTS } from './csv-tool-texts';

export type CsvToolSuccess<K extends CsvToolKind> = Extract<CsvToolResults[K], { ok: true }>;

/** The shop a run's rows came from ('From my shop'), for the line above its results. */
interface LiveSource {
  shop: string;
  fetchedAt: string;
}

type RunState<K extends CsvToolKind> =
  | { status: 'idle' }
  | { status: 'running'; progress: CsvReadProgress | null }
  | { status: 'done'; result: CsvToolResults[K]; options: AnalysisOptions; live: LiveSource | null }
  | { status: 'crashed' }
  /** The shop's data could not be fetched: the server's detail. */
  | { status: 'unfetched'; reason: string };

/** Tells a failed fetch of the shop's data from a failed analysis. */
class ShopFetchFailed extends Error {}

export interface CsvToolScreenProps<K extends CsvToolKind> {
  kind: K;
  /** The tool's results: summary, table, exports. */
  renderResults: (result: CsvToolSuccess<K>, options: AnalysisOptions) => ReactNode;
  /** Above the form (the audit's CSV / Connect marketplace tabs sit around it instead). */
  heading?: boolean;
  /**
   * Where the rows come from when the screen decides it (the audit's CSV and Connect marketplace tabs);
   * otherwise a connected seller chooses 'From a file' or 'From my shop'.
   */
  source?: CsvSource;
}

/**
 * One CSV tool (advanced spec §2): the form, the analysis on the device, and the results or what went wrong.
 * The seller's saved products ride along as a cost source; nothing of the file is sent anywhere.
 */
export function CsvToolScreen<K extends CsvToolKind>({
  kind,
  renderResults,
  heading = true,
  source,
}: CsvToolScreenProps<K>) {
  const locale = useLocale();
  const texts = TOOL_TEXTS[kind];
  const trpc = useTRPC();
  const connection = useMarketplaceConnection();
  const shopCsv = useShopCsv(kind);
  const shopName = connection.status?.shop_name ?? null;
  const products = useQuery(trpc.products.list.queryOptions(undefined, { staleTime: 30_000 }));
  const [sellerCountry] = useSelectedCountry();
  const form = useForm<CsvToolFormValues>({
    initialValues: { ...initialCsvToolValues(kind, sellerCountry), source: source ?? 'file' },
    validate: (values) => {
      const checked = checkCsvToolForm(kind, withSource(values));
      return checked.ok ? {} : checked.errors;
    },
  });
  const [state, setState] = useState<RunState<K>>({ status: 'idle' });
  const device = useDeviceRun();

  // The shop is a source only while it is connected (a disconnect elsewhere turns the choice back to the file).
  const shopAvailable = connection.connected;
  function withSource(values: CsvToolFormValues): CsvToolFormValues {
    const chosen = source ?? values.source;
    return { ...values, source: chosen === 'shop' && shopAvailable ? 'shop' : 'file' };
  }
  const fromShop = withSource(form.values).source === 'shop';

  /** The file to analyse: the seller's, or the shop's live data written as the marketplace's export. */
  const rowsFor = async (
    values: CsvToolFormValues,
    file: Blob | null,
  ): Promise<{ file: Blob; live: LiveSource | null }> => {
    if (values.source !== 'shop' && file) return { file, live: null };
    try {
      const shop = await shopCsv();
      return {
        file: new Blob([shop.text], { type: 'text/csv' }),
        live: { shop: shopName ?? '', fetchedAt: shop.fetchedAt },
      };
    } catch (error) {
      throw new ShopFetchFailed(apiFailure(error).detail ?? MARKETPLACE_TEXTS.unreachable);
    }
  };

  const run = (submitted: CsvToolFormValues) => {
    const values = withSource(submitted);
    const checked = checkCsvToolForm(kind, values);
    if (!checked.ok) return;
    const current = device.start();
    const options = { ...checked.options, products: costProducts(products.data) };
    setState({ status: 'running', progress: null });
    const onProgress = (progress: CsvReadProgress) => {
      if (current.isLatest()) setState({ status: 'running', progress });
    };
    rowsFor(values, checked.file)
      .then(async ({ file, live }) => ({
        live,
        result: await analyseOnDevice({ tool: kind, file, options }, { onProgress, signal: current.signal }),
      }))
      .then(
        ({ result, live }) => {
          if (!current.isLatest()) return;
          device.focusResultsNext();
          setState({ status: 'done', result, options, live });
        },
        (error: unknown) => {
          if (!current.isLatest()) return;
          setState(
            error instanceof CsvAnalysisCancelled
              ? { status: 'idle' }
              : error instanceof ShopFetchFailed
                ? { status: 'unfetched', reason: error.message }
                : { status: 'crashed' },
          );
        },
      );
  };

  let body: ReactNode = null;
  let announcement = '';
  if (state.status === 'running') {
    announcement = CSV_TOOL_TEXTS.analysing;
    body = <CsvProgress progress={state.progress} onCancel={device.cancel} />;
  } else if (state.status === 'crashed') {
    body = (
      <Alert color="red" variant="light" icon={<IconCircleX size={18} />} role="alert">
        {texts.crashed}
      </Alert>
    );
  } else if (state.status === 'unfetched') {
    body = (
      <Alert color="red" variant="light" icon={<IconCircleX size={18} />} title={texts.failed} role="alert">
        {state.reason}
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
    const live =
      state.live && MARKETPLACE_TEXTS.liveData(state.live.shop, connectionTime(state.live.fetchedAt));
    const line = fileLine(result.file, locale);
    announcement = live ? `${live}. ${line}` : line;
    body = (
      <Stack gap="lg">
        {live && (
          <Text size="sm" fw={500} data-testid="csv-live-line">
            {live}
          </Text>
        )}
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
        sourceChoice={source === undefined && shopAvailable}
        fromShop={fromShop}
        shopName={shopName}
      />
      <RunOutput results={device.results} label={CSV_TOOL_TEXTS.results} announcement={announcement}>
        {body}
      </RunOutput>
    </Stack>
  );
}

export function ToolHeading({ kind }: { kind: CsvToolKind }) {
  useLocale();
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
