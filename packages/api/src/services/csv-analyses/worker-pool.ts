import { Worker } from 'node:worker_threads';
import { ratesTable } from '@margin/core';
import { hintedError } from '../../http-hint';
import { BUSY_MESSAGE } from '../auth/hash-gate';
import type { CsvAnalysisKind, CsvAnalysisResults } from '@margin/core';
import { analysisFailure, uploadRefusal, type CsvAnalyses } from './analyses';
import type {
  AnalysisRequest,
  AnalysisSource,
  AnalysisThreadData,
  PoolMessage,
  WorkerMessage,
} from './protocol';

/**
 * The CSV analyses on a fixed, small pool of worker threads, so a big file's second of CPU never blocks the event
 * loop (every other request, the health checks, the calculator).
 *
 * - `workers` threads, started when first needed and kept; one analysis at a time each. A thread that dies (a
 *   crash, running out of memory) fails its analysis with a 500 and is replaced by the next one.
 * - Analyses beyond that wait in a first-come queue of at most `maxQueued`, for at most `maxWaitMs`; past either,
 *   the answer is 503 'busy' with Retry-After, as the password-hash gate answers. Nothing unbounded is held: each
 *   waiting file is up to 50 MB of text.
 * - An analysis running longer than `timeoutMs` (a pathological file) is stopped with its thread and answered
 *   422 with a sentence, so one file cannot hold a thread for ever.
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

interface Job {
  request: AnalysisRequest;
  /** The answer as far as it has come. */
  partial?: Record<string, unknown>;
  resolve: (result: CsvAnalysisResults[CsvAnalysisKind]) => void;
  reject: (error: unknown) => void;
  waitTimer?: ReturnType<typeof setTimeout>;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
  runTimer?: ReturnType<typeof setTimeout>;
}

export function createWorkerPoolAnalyses(options: WorkerPoolOptions): CsvAnalyses {
  const threads = Math.max(1, Math.floor(options.workers));
  const maxQueued = Math.max(0, Math.floor(options.maxQueued));
  const maxWaitMs = options.maxWaitMs ?? 20_000;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const retryAfterSeconds = options.retryAfterSeconds ?? 5;
  const slots: Slot[] = Array.from({ length: threads }, () => ({ worker: null, job: null }));
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const busy = () => hintedError('SERVICE_UNAVAILABLE', BUSY_MESSAGE, { status: 503, retryAfterSeconds });

  /** The slot's job, taken off it: the slot is free again. */
  function release(slot: Slot): Job | null {
    const job = slot.job;
    slot.job = null;
    if (slot.runTimer !== undefined) clearTimeout(slot.runTimer);
    slot.runTimer = undefined;
    // An idle thread does not keep the process alive; a busy one does, until its answer arrives.
    slot.worker?.unref();
    return job;
  }

  const post = (worker: Worker, message: PoolMessage) =>
    worker.postMessage(
      message,
      message.type === 'analyse' && 'upload' in message.source
        ? message.source.upload.blocks.map((block) => block.buffer as ArrayBuffer)
        : [],
    );

  function spawn(slot: Slot): Worker {
    const worker = new Worker(options.workerUrl, {
      workerData: { nice: options.nice ?? 0 } satisfies AnalysisThreadData,
      ...(options.maxMemoryMb ? { resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb } } : {}),
    });
    slot.worker = worker;
    worker.on('message', (message: WorkerMessage) => {
      const job = slot.job;
      if (slot.worker !== worker || !job || job.request.id !== message.id) return;
      if (message.type === 'failed' || message.type === 'refused') {
        release(slot);
        job.reject(message.type === 'failed' ? analysisFailure(message) : uploadRefusal(message.detail));
        dispatch();
        return;
      }
      if (message.type === 'head') job.partial = message.result as Record<string, unknown>;
      else (job.partial![message.field] as unknown[]).push(...message.rows);
      if (message.done) {
        release(slot);
        job.resolve(job.partial as CsvAnalysisResults[CsvAnalysisKind]);
        dispatch();
      } else {
        // The next slice once this turn of the event loop is over: other requests get their turn in between.
        setImmediate(() => {
          if (slot.job === job && slot.worker === worker) post(worker, { type: 'more', id: job.request.id });
        });
      }
    });
    worker.on('error', (error) => options.onThreadError?.(error));
    worker.on('exit', (code) => {
      // A thread stopped on purpose (timeout, close) was already taken off its slot.
      if (slot.worker !== worker) return;
      slot.worker = null;
      release(slot)?.reject(new Error(`CSV analysis thread stopped (exit code ${code})`));
      dispatch();
    });
    return worker;
  }

  function timeOut(slot: Slot) {
    const worker = slot.worker;
    slot.worker = null;
    const job = release(slot);
    void worker?.terminate();
    job?.reject(hintedError('UNPROCESSABLE_CONTENT', ANALYSIS_TIMEOUT_MESSAGE, { status: 422 }));
    dispatch();
  }

  function dispatch() {
    for (const slot of slots) {
      if (closed || queue.length === 0) return;
      if (slot.job) continue;
      const job = queue.shift()!;
      if (job.waitTimer !== undefined) clearTimeout(job.waitTimer);
      slot.job = job;
      const worker = slot.worker ?? spawn(slot);
      worker.ref();
      slot.runTimer = setTimeout(() => timeOut(slot), timeoutMs);
      try {
        post(worker, job.request);
      } catch (error) {
        // Options that cannot be copied to the thread (a bug of the caller): this analysis fails, the thread stays.
        release(slot);
        job.reject(error);
      }
    }
  }

  function enqueue<K extends CsvAnalysisKind>(kind: K, source: AnalysisSource) {
    const hasIdle = slots.some((slot) => slot.job === null);
    if (closed || (!hasIdle && queue.length >= maxQueued)) return Promise.reject(busy());
    return new Promise<CsvAnalysisResults[K]>((resolve, reject) => {
      const job: Job = {
        request: { type: 'analyse', id: nextId++, kind, source, rates: ratesTable() },
        resolve: resolve as Job['resolve'],
        reject,
      };
      if (!hasIdle) {
        job.waitTimer = setTimeout(() => {
          const index = queue.indexOf(job);
          if (index >= 0) queue.splice(index, 1);
          reject(busy());
        }, maxWaitMs);
      }
      queue.push(job);
      dispatch();
    });
  }

  return {
    run: (kind, text, options) => enqueue(kind, { text, options }),
    runUpload: (kind, upload, products) => enqueue(kind, { upload, products }),
    load: () => ({
      running: slots.filter((slot) => slot.job !== null).length,
      queued: queue.length,
    }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) {
        if (job.waitTimer !== undefined) clearTimeout(job.waitTimer);
        job.reject(busy());
      }
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker;
          slot.worker = null;
          release(slot)?.reject(busy());
          await worker?.terminate();
        }),
      );
    },
  };
}
