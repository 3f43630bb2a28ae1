/**
 * One CSV analysis as the worker runs it, and as the app runs it in-thread where there is no Worker (tests, an
 * old browser): the same core functions the server's REST paths call, so the figures agree to the cent. This
 * module pulls in the CSV reader (papaparse) and the analyses: only the worker and the fallback's own chunk
 * import it, never the tabs.
 */
import {
  runCsvAnalysis as runInThisThread,
  type AnalysisOptions,
  type CsvAnalysisKind,
  type CsvAnalysisResults,
} from '@margin/core';

/** The three tools: the pricing audit ('audit'), the bulk price updater ('listings'), the orders analysis. */
export type CsvToolKind = CsvAnalysisKind;
export type CsvToolResults = CsvAnalysisResults;

export interface CsvAnalysisRequest<K extends CsvToolKind = CsvToolKind> {
  tool: K;
  /** The file's text as it was read or pasted. */
  text: string;
  options: AnalysisOptions;
}

/** What goes to the worker: a request and the id its answer carries back. */
export interface CsvWorkerMessage {
  id: number;
  request: CsvAnalysisRequest;
}

/** What comes back: the analysis' result, or that it threw (a bug: the analyses never throw on bad input). */
export type CsvWorkerAnswer =
  { id: number; ok: true; result: CsvToolResults[CsvToolKind] } | { id: number; ok: false };

export function runCsvAnalysis<K extends CsvToolKind>(request: CsvAnalysisRequest<K>): CsvToolResults[K] {
  return runInThisThread(request.tool, request.text, request.options);
}

/** The worker's whole job, kept apart from the worker's globals so it is tested like any function. */
export function answerCsvMessage({ id, request }: CsvWorkerMessage): CsvWorkerAnswer {
  try {
    return { id, ok: true, result: runCsvAnalysis(request) };
  } catch {
    return { id, ok: false };
  }
}
