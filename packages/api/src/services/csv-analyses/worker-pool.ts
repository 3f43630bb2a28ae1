import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { ratesTable } from '@margin/core';
import { hintedError } from '../../http-hint';
import { BUSY_MESSAGE } from '../auth/hash-gate';
import type { CsvAnalysisKind, CsvAnalysisResults } from '@margin/core';
import { analysisFailure, uploadRefusal, type CsvAnalyses } from './analyses';
import {
  SLICE_REQUEST,
  type AnalysisAnswer,
  type AnalysisSource,
  type AnalysisTask,
  type RowSlice,
} from './protocol';

/**
 * The CSV analyses on a fixed, small pool of worker threads (piscina), so a big file's second of CPU never blocks
 * the event loop (every other request, the health checks, the calculator).
 *
 * - `workers` threads, started when first needed and kept; one analysis at a time each. A thread that dies (a crash,
 *   running out of memory) fails its analysis with a 500 and piscina starts another.
 * - Analyses beyond that wait in a first-come queue of at most `maxQueued`, for at most `maxWaitMs`; past either,
 *   the answer is 503 'busy' with Retry-After, as the password-hash gate answers. Nothing unbounded is held: each
 *   waiting file is up to 50 MB of text. The pool counts them itself: piscina's `maxQueue` does not count the
 *   tasks that carry an AbortSignal, and every task here carries one.
 * - An analysis running longer than `timeoutMs` (a pathological file) is aborted, which stops its thread, and
 *   answered 422 with a sentence, so one file cannot hold a thread for ever.
 *
 * Results come back by structured clone, a long one in slices of rows, each copied in its own turn of the event
 * loop (protocol.ts). The file's text goes to the thread and is dropped with the answer: nothing of it is stored
 * or logged. An upload's bytes are transferred to the thread (not copied) when its analysis starts, and read there.
 */
export interface WorkerPoolOptions {
  /** The worker module: the server's bundle of `./worker.ts` (or a source-mode loader of it). */
  workerUrl: URL;
  /** Threads; 1-2 leave the other cores to the event loop and the database. */
  workers: number;
  /** Analyses that may wait for a thread. 0: only as many as there are threads at once. */
  maxQueued: number;
  /** Longest wait for a thread before the 503; default 20 s. */
  maxWaitMs?: number;
  /** Longest analysis before it is stopped; default 60 s (a 50,000-row file takes about one). */
  timeoutMs?: number;
  /** Retry-After of the 503; default 5 s. */
  retryAfterSeconds?: number;
  /** Heap limit of each thread, so one huge file fails alone instead of taking the server down. */
  maxMemoryMb?: number;
  /**
   * Each thread's nice value on Linux (where a nice value is a thread's own): above 0 the scheduler gives the event
   * loop most of a core the two contend for; an idle core still runs the analysis at full speed. Default 0.
   */
  nice?: number;
  /** Told about a thread that failed (for the server log). */
  onThreadError?: (error: unknown) => void;
}

export const ANALYSIS_TIMEOUT_MESSAGE =
  'This file took too long to analyse. Please split it into smaller files and try again.';

/** An analysis the pool has taken: running on a thread, or waiting for one. */
interface Job {
  abort: AbortController;
  started: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

/** The slices of a task's long row lists, each asked for once the one before is copied and a turn has passed. */
function receiveSlices(port: MessagePort) {
  const slices: RowSlice[] = [];
  let wanted = Infinity;
  let complete = () => {};
  const all = new Promise<void>((resolve) => (complete = resolve));
  port.on('message', (slice: RowSlice) => {
    slices.push(slice);
    if (slices.length >= wanted) complete();
    // The next slice once this turn of the event loop is over: other requests get their turn in between.
    else setImmediate(() => port.postMessage(SLICE_REQUEST));
  });
  port.postMessage(SLICE_REQUEST);
  return async (count: number): Promise<RowSlice[]> => {
    wanted = count;
    if (slices.length < count) await all;
    return slices;
  };
}

export function createWorkerPoolAnalyses(options: WorkerPoolOptions): CsvAnalyses {
  const threads = Math.max(1, Math.floor(options.workers));
  const maxQueued = Math.max(0, Math.floor(options.maxQueued));
  const maxWaitMs = options.maxWaitMs ?? 20_000;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const retryAfterSeconds = options.retryAfterSeconds ?? 5;
  let pool: Piscina<AnalysisTask, AnalysisAnswer> | null = null;
  /** The threads, started with the first analysis (a server that never gets an upload starts none). */
  function started() {
    if (pool) return pool;
    pool = new Piscina<AnalysisTask, AnalysisAnswer>({
      filename: options.workerUrl.href,
      minThreads: threads,
      maxThreads: threads,
      maxQueue: maxQueued,
      // Elsewhere a nice value would be the whole process's, the event loop's too.
      niceIncrement: process.platform === 'linux' ? (options.nice ?? 0) : 0,
      ...(options.maxMemoryMb ? { resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb } } : {}),
    });
    // A thread that fails between analyses; one that fails during an analysis fails that analysis instead.
    pool.on('error', (error) => options.onThreadError?.(error));
    return pool;
  }
  /** In the order taken, which is the order piscina runs them in: the first `threads` are running. */
  const jobs: Job[] = [];
  let closed = false;

  const busy = () => hintedError('SERVICE_UNAVAILABLE', BUSY_MESSAGE, { status: 503, retryAfterSeconds });

  /** Starts the run time of the jobs that have a thread now. */
  function promote() {
    for (const job of jobs.slice(0, threads)) {
      if (job.started) continue;
      job.started = true;
      clearTimeout(job.timer);
      const timedOut = hintedError('UNPROCESSABLE_CONTENT', ANALYSIS_TIMEOUT_MESSAGE, { status: 422 });
      job.timer = setTimeout(() => job.abort.abort(timedOut), timeoutMs);
    }
  }

  function settle(job: Job) {
    clearTimeout(job.timer);
    const index = jobs.indexOf(job);
    if (index >= 0) jobs.splice(index, 1);
    promote();
  }

  async function enqueue<K extends CsvAnalysisKind>(kind: K, source: AnalysisSource) {
    if (closed || jobs.length >= threads + maxQueued) throw busy();
    const job: Job = { abort: new AbortController(), started: false };
    jobs.push(job);
    if (jobs.length > threads) job.timer = setTimeout(() => job.abort.abort(busy()), maxWaitMs);
    promote();
    const { port1, port2 } = new MessageChannel();
    const slicesOf = receiveSlices(port1);
    const blocks = 'upload' in source ? source.upload.blocks.map((block) => block.buffer as ArrayBuffer) : [];
    try {
      let answer: AnalysisAnswer;
      try {
        const task = { kind, source, rates: ratesTable(), port: port2 };
        answer = await started().run(task, { transferList: [port2, ...blocks], signal: job.abort.signal });
      } catch (error) {
        if (closed) throw busy();
        if (job.abort.signal.aborted) throw job.abort.signal.reason;
        throw threadFailure(error);
      } finally {
        settle(job);
      }
      if (answer.type === 'failed') throw analysisFailure(answer);
      if (answer.type === 'refused') throw uploadRefusal(answer.detail);
      const result = answer.result as Record<string, unknown>;
      for (const { field, rows } of await slicesOf(answer.slices)) (result[field] as unknown[]).push(...rows);
      return result as CsvAnalysisResults[K];
    } finally {
      port1.close();
    }
  }

  /** A thread that exited or threw during an analysis: a 500 for the caller, the thread's error for the log. */
  function threadFailure(error: unknown): Error {
    const exit = /exited with code:? (-?\d+)/.exec(error instanceof Error ? error.message : '');
    if (exit) return new Error(`CSV analysis thread stopped (exit code ${exit[1]})`);
    options.onThreadError?.(error);
    return new Error('CSV analysis thread stopped', { cause: error });
  }

  return {
    run: (kind, text, options) => enqueue(kind, { text, options }),
    runUpload: (kind, upload, products) => enqueue(kind, { upload, products }),
    load: () => ({
      running: Math.min(jobs.length, threads),
      queued: Math.max(0, jobs.length - threads),
    }),
    async close() {
      closed = true;
      await pool?.destroy();
    },
  };
}
