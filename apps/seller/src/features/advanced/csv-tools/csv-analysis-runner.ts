import type {
  CsvAnalysisRequest,
  CsvToolKind,
  CsvToolResults,
  CsvWorkerAnswer,
  CsvWorkerMessage,
} from './csv-analysis';

/** The analysis threw: a bug, not the seller's file (bad input is a result that says why). */
export class CsvAnalysisCrashed extends Error {
  constructor() {
    super('The CSV analysis stopped unexpectedly');
  }
}

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

/** In the page: the same function the worker calls, from its own chunk (the tabs do not carry the parser). */
async function analyseInThread<K extends CsvToolKind>(
  request: CsvAnalysisRequest<K>,
): Promise<CsvToolResults[K]> {
  const { runCsvAnalysis } = await import('./csv-analysis');
  try {
    return runCsvAnalysis(request);
  } catch {
    throw new CsvAnalysisCrashed();
  }
}

interface Pending {
  request: CsvAnalysisRequest;
  resolve: (result: CsvToolResults[CsvToolKind]) => void;
  reject: (error: unknown) => void;
}

export interface CsvAnalysisRunner {
  analyse<K extends CsvToolKind>(request: CsvAnalysisRequest<K>): Promise<CsvToolResults[K]>;
  /** Stops the worker (the next analysis starts a new one). */
  dispose(): void;
}

/**
 * Runs the CSV tools' analyses on the device: in a Web Worker (one, started on first use and kept for the next
 * file), or in the page where no worker can run. A worker that fails to load (its script missing offline, a
 * policy refusing it) hands what it was given to the page and is not tried again.
 */
export function createCsvAnalysisRunner(
  startWorker: () => AnalysisWorker | null = startAnalysisWorker,
): CsvAnalysisRunner {
  let worker: AnalysisWorker | null = null;
  let workerUnusable = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const fallBack = () => {
    workerUnusable = true;
    worker?.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    for (const job of waiting) analyseInThread(job.request).then(job.resolve, job.reject);
  };

  const ready = (): AnalysisWorker | null => {
    if (worker || workerUnusable) return worker;
    worker = startWorker();
    if (!worker) {
      workerUnusable = true;
      return null;
    }
    worker.onmessage = (event) => {
      const answer = event.data;
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      if (answer.ok) job.resolve(answer.result);
      else job.reject(new CsvAnalysisCrashed());
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fallBack();
    };
    return worker;
  };

  return {
    analyse<K extends CsvToolKind>(request: CsvAnalysisRequest<K>): Promise<CsvToolResults[K]> {
      const current = ready();
      if (!current) return analyseInThread(request);
      return new Promise<CsvToolResults[K]>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, {
          request,
          resolve: resolve as (result: CsvToolResults[CsvToolKind]) => void,
          reject,
        });
        current.postMessage({ id, request });
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

/** The app's one runner: the three tools share its worker. */
export function analyseOnDevice<K extends CsvToolKind>(
  request: CsvAnalysisRequest<K>,
): Promise<CsvToolResults[K]> {
  shared ??= createCsvAnalysisRunner();
  return shared.analyse(request);
}
