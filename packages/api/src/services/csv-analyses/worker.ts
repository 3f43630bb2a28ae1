/**
 * The task of the CSV analyses' worker threads (worker-pool.ts, run by piscina): answers one analysis, its long row
 * lists in slices (protocol.ts). It imports nothing but the pure analyses, so a thread costs little memory and
 * starts quickly.
 */
import { once } from 'node:events';
import { installRates, runCsvAnalysis } from '@margin/core';
import { describeWithheld } from './analyses';
import {
  ROWS_PER_PART,
  type AnalysisAnswer,
  type AnalysisSource,
  type AnalysisTask,
  type RowSlice,
} from './protocol';
import { readUpload } from './upload';

/** The text and options to analyse; an upload is read here (decoded, parsed, checked), off the event loop. */
function argumentsOf(kind: AnalysisTask['kind'], source: AnalysisSource) {
  if ('text' in source) return { ok: true as const, ...source };
  const read = readUpload(kind, source.upload);
  return read.ok ? { ...read, options: { ...read.options, products: source.products } } : read;
}

export default async function analyse({ kind, source, rates, port }: AnalysisTask): Promise<AnalysisAnswer> {
  installRates(rates);
  let result;
  try {
    const args = argumentsOf(kind, source);
    if (!args.ok) return { type: 'refused', detail: args.detail };
    result = runCsvAnalysis(kind, args.text, args.options);
  } catch (error) {
    // A bug in an analysis: the pool answers 500 and the server logs it; the thread stays up for the next file.
    return { type: 'failed', ...describeWithheld(error) };
  }
  const head: Record<string, unknown> = { ...result };
  const slices: RowSlice[] = [];
  for (const [field, value] of Object.entries(result)) {
    if (!Array.isArray(value) || value.length <= ROWS_PER_PART) continue;
    head[field] = [];
    for (let start = 0; start < value.length; start += ROWS_PER_PART) {
      slices.push({ field, rows: value.slice(start, start + ROWS_PER_PART) });
    }
  }
  // The thread stays this task's until the last slice is asked for, so the pool's timeout covers them all.
  for (const slice of slices) {
    await once(port, 'message');
    port.postMessage(slice);
  }
  return { type: 'result', result: head as typeof result, slices: slices.length };
}
