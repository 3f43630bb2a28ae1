/**
 * The worker thread of the CSV analyses' pool (worker-pool.ts): takes one analysis at a time from the pool and
 * answers it, a long answer in parts (protocol.ts). Loading this module in a worker thread starts serving; it
 * imports nothing but the pure analyses, so a thread costs little memory and starts quickly.
 */
import { setPriority } from 'node:os';
import { isMainThread, parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { installRates, runCsvAnalysis } from '@margin/core';
import { describeWithheld } from './analyses';
import {
  ROWS_PER_PART,
  type AnalysisSource,
  type AnalysisThreadData,
  type PoolMessage,
  type WorkerMessage,
} from './protocol';
import { readUpload } from './upload';

/** The answer's parts still to send: one slice of a row list each. */
type Part = { field: string; rows: unknown[] };

/** The text and options to analyse; an upload is read here (decoded, parsed, checked), off the event loop. */
function argumentsOf(kind: Parameters<typeof readUpload>[0], source: AnalysisSource) {
  if ('text' in source) return { ok: true as const, ...source };
  const read = readUpload(kind, source.upload);
  return read.ok ? { ...read, options: { ...read.options, products: source.products } } : read;
}

function serve(port: MessagePort) {
  let pending: { id: number; parts: Part[] } | null = null;
  const post = (message: WorkerMessage) => port.postMessage(message);

  port.on('message', (message: PoolMessage) => {
    if (message.type === 'more') {
      if (!pending || pending.id !== message.id) return;
      const part = pending.parts.shift()!;
      const done = pending.parts.length === 0;
      if (done) pending = null;
      post({ type: 'rows', id: message.id, field: part.field, rows: part.rows, done });
      return;
    }
    pending = null;
    installRates(message.rates);
    let result;
    try {
      const args = argumentsOf(message.kind, message.source);
      if (!args.ok) {
        post({ type: 'refused', id: message.id, detail: args.detail });
        return;
      }
      result = runCsvAnalysis(message.kind, args.text, args.options);
    } catch (error) {
      // A bug in an analysis: the pool answers 500 and the server logs it; the thread stays up for the next file.
      post({ type: 'failed', id: message.id, ...describeWithheld(error) });
      return;
    }
    const head: Record<string, unknown> = { ...result };
    const parts: Part[] = [];
    for (const [field, value] of Object.entries(result)) {
      if (!Array.isArray(value) || value.length <= ROWS_PER_PART) continue;
      head[field] = [];
      for (let start = 0; start < value.length; start += ROWS_PER_PART) {
        parts.push({ field, rows: value.slice(start, start + ROWS_PER_PART) });
      }
    }
    if (parts.length > 0) pending = { id: message.id, parts };
    post({ type: 'head', id: message.id, result: head as typeof result, done: parts.length === 0 });
  });
}

/**
 * Lowers this thread's priority as the pool asks: on Linux a nice value is a thread's own (elsewhere it would be the
 * whole process's, the event loop's too, so it is left alone there).
 */
function runBehindTheEventLoop(nice: number) {
  if (process.platform !== 'linux' || nice <= 0) return;
  try {
    setPriority(0, nice);
  } catch {
    // A sandbox that refuses it: the analyses run as they did, at the process's priority.
  }
}

if (!isMainThread && parentPort) {
  runBehindTheEventLoop((workerData as AnalysisThreadData | undefined)?.nice ?? 0);
  serve(parentPort);
}
