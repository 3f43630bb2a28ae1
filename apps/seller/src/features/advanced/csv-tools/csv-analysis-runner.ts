import type { CsvAnalysisResults } from '@margin/core';
import { i18n } from '../../../i18n/runtime';
import type {
  CsvAnalysisRequest,
  CsvLanguage,
  CsvJobKind,
  CsvReadProgress,
  CsvWorkerAnswer,
  CsvWorkerMessage,
} from './csv-analysis';

/** The analysis threw: a bug, not the seller's file (bad input is a result that says why). */
export class CsvAnalysisCrashed extends Error {
  constructor() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for developers: the screen says it in its own words
    super('The CSV analysis stopped unexpectedly');
  }
}

/** The seller cancelled the run. */
export class CsvAnalysisCancelled extends Error {
  constructor() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for developers: the screen says it in its own words
    super('The CSV analysis was cancelled');
  }
}

/** The language on screen, sent with each request: the worker writes the analysis' sentences in it. */
const currentLanguage = (): CsvLanguage => ({ locale: i18n.locale, messages: i18n.messages });

/** The part of a Worker the runner uses (a real one in the browser, a fake in tests). */
export interface AnalysisWorker {
  onmessage: ((event: MessageEvent<CsvWorkerAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: CsvWorkerMessage): void;
  terminate(): void;
}

/** The browser's worker; null where there is none (happy-dom, a very old browser) or it may not start. */
export function startAnalysisWorker(): AnalysisWorker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./csv-analysis.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

export interface AnalyseHooks {
  /** How far the file has been read (records, bytes), a few times a second. */
  onProgress?: (progress: CsvReadProgress) => void;
  /** Aborting stops the work (the worker is ended) and rejects with CsvAnalysisCancelled. */
  signal?: AbortSignal;
}

/** In the page: the same function the worker calls, from its own chunk (the tabs do not carry the parser). */
async function analyseInThread<K extends CsvJobKind>(
  request: CsvAnalysisRequest<K>,
  hooks: AnalyseHooks,
): Promise<CsvAnalysisResults[K]> {
  const { runCsvAnalysis } = await import('./csv-analysis');
  let result: CsvAnalysisResults[K];
  try {
    result = await runCsvAnalysis(request, hooks.onProgress);
  } catch {
    throw new CsvAnalysisCrashed();
  }
  if (hooks.signal?.aborted) throw new CsvAnalysisCancelled();
  return result;
}

interface Pending {
  request: CsvAnalysisRequest;
  hooks: AnalyseHooks;
  /** The answer as far as its parts have come. */
  partial?: Record<string, unknown>;
  resolve: (result: CsvAnalysisResults[CsvJobKind]) => void;
  reject: (error: unknown) => void;
}

export interface CsvAnalysisRunner {
  analyse<K extends CsvJobKind>(
    request: CsvAnalysisRequest<K>,
    hooks?: AnalyseHooks,
  ): Promise<CsvAnalysisResults[K]>;
  /** Stops the worker (the next analysis starts a new one). */
  dispose(): void;
}

/**
 * Runs the CSV tools' analyses on the device: in a Web Worker (one, started on first use and kept for the next
 * file), or in the page where no worker can run. A worker that fails to load (its script missing offline, a
 * policy refusing it) hands what it was given to the page and is not tried again. A cancelled run ends the
 * worker, the only way to stop a synchronous analysis; any other run it had starts again on a new one.
 */
export function createCsvAnalysisRunner(
  startWorker: () => AnalysisWorker | null = startAnalysisWorker,
): CsvAnalysisRunner {
  let worker: AnalysisWorker | null = null;
  let workerUnusable = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const inThread = (job: Pending) =>
    void analyseInThread(job.request, job.hooks).then(job.resolve, job.reject);

  const fallBack = () => {
    workerUnusable = true;
    worker?.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    for (const job of waiting) inThread(job);
  };

  const answered = (answer: CsvWorkerAnswer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    if (answer.type === 'progress') {
      job.hooks.onProgress?.(answer.progress);
      return;
    }
    if (answer.type === 'failed') {
      pending.delete(answer.id);
      job.reject(new CsvAnalysisCrashed());
      return;
    }
    if (answer.type === 'head') job.partial = answer.result as Record<string, unknown>;
    else (job.partial?.[answer.field] as unknown[] | undefined)?.push(...answer.rows);
    if (!answer.done) return;
    pending.delete(answer.id);
    job.resolve(job.partial as CsvAnalysisResults[CsvJobKind]);
  };

  const ready = (): AnalysisWorker | null => {
    if (worker || workerUnusable) return worker;
    worker = startWorker();
    if (!worker) {
      workerUnusable = true;
      return null;
    }
    worker.onmessage = (event) => answered(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      fallBack();
    };
    return worker;
  };

  const cancel = (id: number) => {
    const job = pending.get(id);
    if (!job) return;
    pending.delete(id);
    worker?.terminate();
    worker = null;
    job.reject(new CsvAnalysisCancelled());
    const others = [...pending.entries()];
    const next = others.length > 0 ? ready() : null;
    for (const [otherId, other] of others) {
      other.partial = undefined;
      if (next) next.postMessage({ id: otherId, request: other.request, language: currentLanguage() });
    }
  };

  return {
    analyse<K extends CsvJobKind>(
      request: CsvAnalysisRequest<K>,
      hooks: AnalyseHooks = {},
    ): Promise<CsvAnalysisResults[K]> {
      if (hooks.signal?.aborted) return Promise.reject(new CsvAnalysisCancelled());
      const current = ready();
      if (!current) return analyseInThread(request, hooks);
      return new Promise<CsvAnalysisResults[K]>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, {
          request,
          hooks,
          resolve: resolve as (result: CsvAnalysisResults[CsvJobKind]) => void,
          reject,
        });
        hooks.signal?.addEventListener('abort', () => cancel(id), { once: true });
        current.postMessage({ id, request, language: currentLanguage() });
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      for (const job of pending.values()) job.reject(new CsvAnalysisCrashed());
      pending.clear();
    },
  };
}

let shared: CsvAnalysisRunner | null = null;

/** The app's one runner: the three tools and the statement reconciliation share its worker. */
export function analyseOnDevice<K extends CsvJobKind>(
  request: CsvAnalysisRequest<K>,
  hooks?: AnalyseHooks,
): Promise<CsvAnalysisResults[K]> {
  shared ??= createCsvAnalysisRunner();
  return shared.analyse(request, hooks);
}
