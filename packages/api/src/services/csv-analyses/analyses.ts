import { TRPCError } from '@trpc/server';
import {
  runCsvAnalysis,
  type AnalysisOptions,
  type CsvAnalysisKind,
  type CsvAnalysisResults,
  type CostProduct,
} from '@margin/core';
import { readUpload, type CsvUpload } from './upload';

/**
 * Where the CSV tools' analyses run. A 50,000-row file takes about a second of CPU: on the server that second
 * must not be spent on the event loop (every other request would wait), so the server runs them on a small pool
 * of worker threads (worker-pool.ts); tests and embedded uses may run them in-process.
 */
export interface CsvAnalyses {
  /**
   * Analyses `text`. Rejects with a 503 TRPCError ('busy', Retry-After in its hint) when the pool has no room for
   * it; the file is never stored or logged.
   */
  run<K extends CsvAnalysisKind>(
    kind: K,
    text: string,
    options: AnalysisOptions,
  ): Promise<CsvAnalysisResults[K]>;
  /**
   * Analyses an upload as it came: read (decoded, parsed, checked with the analysis' schema) where it is analysed,
   * with `products` as the second cost source. An input the schema refuses rejects with a 400 TRPCError whose
   * message is the sentence; the pool's refusals are `run`'s.
   */
  runUpload<K extends CsvAnalysisKind>(
    kind: K,
    upload: CsvUpload,
    products: readonly CostProduct[],
  ): Promise<CsvAnalysisResults[K]>;
  /** What is running and waiting right now (for tests and diagnostics). */
  load(): { running: number; queued: number };
  /** Stops the threads; waiting analyses are refused. */
  close(): Promise<void>;
}

/**
 * What may be logged of an analysis that threw: the error's kind and where it was thrown. Its message is left
 * out, because it could quote a cell of the file (nothing of an uploaded file is logged).
 */
export function describeWithheld(error: unknown): { error: string; stack: string } {
  const name = error instanceof Error ? error.name : typeof error;
  const frames =
    error instanceof Error ? (error.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l)) : [];
  return { error: name, stack: [`${name}: CSV analysis failed (message withheld)`, ...frames].join('\n') };
}

/** The error an analysis that threw becomes, for the server log (and a 500 for the caller). */
export function analysisFailure(described: { error: string; stack?: string }): Error {
  const failure = new Error(`CSV analysis failed: ${described.error} (message withheld)`);
  if (described.stack) failure.stack = described.stack;
  return failure;
}

/** An upload's input refused by its schema (or unreadable): a 400 with the sentence. */
export function uploadRefusal(detail: string): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message: detail });
}

/** On the calling thread: for tests, scripts and embedded uses where nothing else waits on the event loop. */
export function createInProcessAnalyses(): CsvAnalyses {
  let running = 0;
  const run: CsvAnalyses['run'] = async (kind, text, options) => {
    running += 1;
    try {
      return runCsvAnalysis(kind, text, options);
    } catch (error) {
      throw analysisFailure(describeWithheld(error));
    } finally {
      running -= 1;
    }
  };
  return {
    run,
    async runUpload(kind, upload, products) {
      const read = readUpload(kind, upload);
      if (!read.ok) throw uploadRefusal(read.detail);
      return run(kind, read.text, { ...read.options, products });
    },
    load: () => ({ running, queued: 0 }),
    close: async () => undefined,
  };
}
