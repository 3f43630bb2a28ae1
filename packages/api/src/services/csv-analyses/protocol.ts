import type { AnalysisOptions, CostProduct, RatesTable } from '@margin/core';
import type { CsvAnalysisKind, CsvAnalysisResults } from '@margin/core';
import type { CsvUpload } from './upload';

/** What a thread is started with. */
export interface AnalysisThreadData {
  /** Its nice value (worker-pool.ts). */
  nice: number;
}

/**
 * What an analysis reads: a text with its options, or an upload as it came, which the thread reads itself
 * (upload.ts). An upload's blocks are transferred with the message, not copied.
 */
export type AnalysisSource =
  | { text: string; options: AnalysisOptions }
  | { upload: Pick<CsvUpload, 'format' | 'blocks' | 'fields'>; products: readonly CostProduct[] };

/**
 * What the pool posts to a worker thread: one analysis, or the go-ahead for the next part of an answer. An analysis
 * carries the exchange rates in force on the main thread, so a thread converts the dollar fees as the server does.
 */
export type PoolMessage =
  | {
      type: 'analyse';
      id: number;
      kind: CsvAnalysisKind;
      source: AnalysisSource;
      rates: RatesTable;
    }
  | { type: 'more'; id: number };

export type AnalysisRequest = Extract<PoolMessage, { type: 'analyse' }>;

/**
 * What a worker posts back. A large answer comes in parts, so that no single copy back to the main thread takes
 * long (50,000 order items cost ~170 ms to copy in one piece): `head` is the result with its long row lists
 * empty, each `rows` message a slice of one of them, sent only after the pool asked for `more` (so slices cannot
 * pile up and be copied in one go), and `end` completes it. A small answer is one `head` with `done: true`.
 * An upload whose input cannot be read or is refused by its schema is `refused`, with the sentence for the caller.
 */
export type WorkerMessage =
  | { type: 'head'; id: number; result: CsvAnalysisResults[CsvAnalysisKind]; done: boolean }
  | { type: 'rows'; id: number; field: string; rows: unknown[]; done: boolean }
  | { type: 'failed'; id: number; error: string; stack: string }
  | { type: 'refused'; id: number; detail: string };

/** Rows per part: about 5-10 ms to copy on the main thread. */
export const ROWS_PER_PART = 2_000;
