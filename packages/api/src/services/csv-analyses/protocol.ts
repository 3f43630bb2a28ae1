import type { MessagePort } from 'node:worker_threads';
import type { AnalysisOptions, CostProduct, RatesTable } from '@margin/core';
import type { CsvAnalysisKind, CsvAnalysisResults } from '@margin/core';
import type { CsvUpload } from './upload';

/**
 * What an analysis reads: a text with its options, or an upload as it came, which the thread reads itself
 * (upload.ts). An upload's blocks are transferred with the task, not copied.
 */
export type AnalysisSource =
  | { text: string; options: AnalysisOptions }
  | { upload: Pick<CsvUpload, 'format' | 'blocks' | 'fields'>; products: readonly CostProduct[] };

/**
 * One analysis as the pool hands it to a thread (worker.ts). It carries the exchange rates in force on the main
 * thread, so a thread converts the dollar fees as the server does, and the port its long row lists come back on.
 */
export interface AnalysisTask {
  kind: CsvAnalysisKind;
  source: AnalysisSource;
  rates: RatesTable;
  port: MessagePort;
}

/**
 * A thread's answer to a task. A large result would cost the main thread one long copy (50,000 order items take
 * ~170 ms to copy in one piece), so its long row lists are left empty in `result` and come in slices on the task's
 * port before it, each sent only after the pool asked for it with `SLICE_REQUEST` (so slices cannot pile up and be
 * copied in one go); `slices` says how many. An upload whose input cannot be read or is refused by its schema is
 * `refused`, with the sentence for the caller; an analysis that threw is `failed`.
 */
export type AnalysisAnswer =
  | { type: 'result'; result: CsvAnalysisResults[CsvAnalysisKind]; slices: number }
  | { type: 'failed'; error: string; stack: string }
  | { type: 'refused'; detail: string };

/** One slice of one of the result's long row lists. */
export interface RowSlice {
  field: string;
  rows: unknown[];
}

/** What the pool posts on a task's port when it is ready for the next slice. */
export const SLICE_REQUEST = 'more';

/** Rows per slice: about 5-10 ms to copy on the main thread. */
export const ROWS_PER_PART = 2_000;
