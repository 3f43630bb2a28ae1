/**
 * One CSV analysis as the worker runs it, and as the app runs it in-thread where there is no Worker (tests, an
 * old browser): the same core functions the server's REST paths call, so the figures agree to the cent. The
 * file is read as a stream, piece by piece, so a 100 MB export never has to be one string. This module pulls in
 * the CSV reader (papaparse) and the analyses: only the worker and the fallback's own chunk import it.
 */
import {
  csvTableReaderFor,
  runCsvAnalysis as runInThisThread,
  type AnalysisOptions,
  type CsvAnalysisKind,
  type CsvAnalysisResults,
} from '@margin/core';
import type { Messages } from '@lingui/core';
import { i18n } from '../../../i18n/runtime';
import { csvWords } from './csv-messages';

/**
 * The three tools that read one export, streamed: the pricing audit ('audit'), the bulk price updater ('listings'),
 * the orders analysis. The statement reconciliation ('statement') reads its files whole.
 */
export type CsvToolKind = Exclude<CsvAnalysisKind, 'statement'>;
export type CsvToolResults = Pick<CsvAnalysisResults, CsvToolKind>;
/** Every job the worker runs: the three tools and the statement reconciliation. */
export type CsvJobKind = CsvAnalysisKind;

export interface CsvAnalysisRequest<K extends CsvJobKind = CsvJobKind> {
  tool: K;
  /** The dropped or chosen file, or pasted text as a Blob: both are read the same way, as a stream. */
  file: Blob;
  /** The statement's orders export of the same period, read beside it (the statement job only). */
  ordersFile?: Blob | null;
  options: AnalysisOptions;
}

/** How far the reading has come: records read (the header included) and bytes of the file read. */
export interface CsvReadProgress {
  rows: number;
  bytes: number;
  totalBytes: number;
}

/** The page's language and its catalogue, for the worker to write the analysis' sentences in. */
export interface CsvLanguage {
  locale: string;
  messages: Messages;
}

/** What goes to the worker: a request, the id its answer carries back, and the language on screen. */
export interface CsvWorkerMessage {
  id: number;
  request: CsvAnalysisRequest;
  language?: CsvLanguage;
}

/**
 * What comes back. A long result comes in parts, so that no one copy onto the page's thread takes long: `head`
 * is the result with its long row lists empty, each `rows` a slice of one of them, the last with `done`. A
 * `failed` analysis threw (a bug: the analyses never throw on bad input).
 */
export type CsvWorkerAnswer =
  | { id: number; type: 'progress'; progress: CsvReadProgress }
  | { id: number; type: 'head'; result: CsvAnalysisResults[CsvJobKind]; done: boolean }
  | { id: number; type: 'rows'; field: string; rows: unknown[]; done: boolean }
  | { id: number; type: 'failed' };

/** Rows per part of an answer: a few milliseconds to copy on the page's thread. */
export const ROWS_PER_PART = 2_000;
/** How often the worker says how far it has read. */
const PROGRESS_EVERY_MS = 100;

/** The text of a Blob, piece by piece as its stream delivers it (utf-8, split characters joined). */
async function* textPieces(file: Blob): AsyncGenerator<{ text: string; bytes: number }> {
  const decoder = new TextDecoder();
  if (typeof file.stream !== 'function') {
    // A Blob without streams (an old browser, a test's DOM): one piece.
    const text = await file.text();
    yield { text, bytes: file.size };
    return;
  }
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    yield { text: decoder.decode(value, { stream: true }), bytes: value.byteLength };
  }
  yield { text: decoder.decode(), bytes: 0 };
}

/** Reads the file as a stream into the tool's table, telling `onProgress` how far it has come, then analyses it. */
export async function runCsvAnalysis<K extends CsvJobKind>(
  request: CsvAnalysisRequest<K>,
  onProgress: (progress: CsvReadProgress) => void = () => undefined,
): Promise<CsvAnalysisResults[K]> {
  if (request.tool === 'statement') {
    return (await runStatement(
      request as CsvAnalysisRequest<'statement'>,
      onProgress,
    )) as CsvAnalysisResults[K];
  }
  const reader = csvTableReaderFor(request.tool);
  const totalBytes = request.file.size;
  let bytes = 0;
  let told = Date.now();
  for await (const piece of textPieces(request.file)) {
    reader.push(piece.text);
    bytes += piece.bytes;
    if (Date.now() - told >= PROGRESS_EVERY_MS) {
      told = Date.now();
      onProgress({ rows: reader.rowsRead, bytes, totalBytes });
    }
  }
  const table = reader.end();
  onProgress({ rows: reader.rowsRead, bytes: totalBytes, totalBytes });
  return runInThisThread(request.tool, table, request.options, csvWords());
}

/** Line breaks in a piece of text: the rows a statement's progress counts (a month is a few thousand). */
const lineBreaks = (text: string) => text.split('\n').length - 1;

/**
 * The statement and its orders export, read whole (core's statement reader needs the file's every row to tell its
 * language and currency), then reconciled with the seller's settings; progress counts both files' lines.
 */
async function runStatement(
  request: CsvAnalysisRequest<'statement'>,
  onProgress: (progress: CsvReadProgress) => void,
): Promise<CsvAnalysisResults['statement']> {
  const totalBytes = request.file.size + (request.ordersFile?.size ?? 0);
  let bytes = 0;
  let rows = 0;
  let told = Date.now();
  const read = async (file: Blob): Promise<string> => {
    let text = '';
    for await (const piece of textPieces(file)) {
      text += piece.text;
      bytes += piece.bytes;
      rows += lineBreaks(piece.text);
      if (Date.now() - told >= PROGRESS_EVERY_MS) {
        told = Date.now();
        onProgress({ rows, bytes, totalBytes });
      }
    }
    return text;
  };
  const statement = await read(request.file);
  const orders = request.ordersFile ? await read(request.ordersFile) : null;
  onProgress({ rows, bytes: totalBytes, totalBytes });
  return runInThisThread(
    'statement',
    statement,
    { ...request.options, statement: { ...request.options.statement, ordersCsv: orders } },
    csvWords(),
  );
}

/** The answer in parts: the head, then each long list of rows in slices (see CsvWorkerAnswer). */
export function answerParts(id: number, result: CsvAnalysisResults[CsvJobKind]): CsvWorkerAnswer[] {
  const long = Object.entries(result).filter(
    (entry): entry is [string, unknown[]] => Array.isArray(entry[1]) && entry[1].length > ROWS_PER_PART,
  );
  if (long.length === 0) return [{ id, type: 'head', result, done: true }];
  const head = { ...result, ...Object.fromEntries(long.map(([field]) => [field, []])) };
  const parts: CsvWorkerAnswer[] = [{ id, type: 'head', result: head, done: false }];
  for (const [field, rows] of long) {
    for (let at = 0; at < rows.length; at += ROWS_PER_PART) {
      parts.push({ id, type: 'rows', field, rows: rows.slice(at, at + ROWS_PER_PART), done: false });
    }
  }
  (parts[parts.length - 1] as { done: boolean }).done = true;
  return parts;
}

/** The worker's whole job, kept apart from the worker's globals so it is tested like any function. */
export async function answerCsvMessage(
  { id, request, language }: CsvWorkerMessage,
  post: (answer: CsvWorkerAnswer) => void,
): Promise<void> {
  // The worker has no language of its own: it writes in the page's, from the catalogue the page sent.
  if (language) {
    i18n.load(language.locale, language.messages);
    if (language.locale !== i18n.locale) i18n.activate(language.locale);
  }
  let result: CsvAnalysisResults[CsvJobKind];
  try {
    result = await runCsvAnalysis(request, (progress) => post({ id, type: 'progress', progress }));
  } catch {
    post({ id, type: 'failed' });
    return;
  }
  for (const part of answerParts(id, result)) post(part);
}
