import { createInProcessAnalyses, createWorkerPoolAnalyses, type CsvAnalyses } from '@margin/api';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerEnv } from './env';

/**
 * The worker module beside this code: dist/analysis-worker.js in the built server (this module is then inside
 * dist/main.js), or the source-mode loader when the server runs from its TypeScript (tsx, vitest).
 */
export function analysisWorkerUrl(moduleUrl: string = import.meta.url): URL {
  const built = !/\.[cm]?ts$/.test(new URL(moduleUrl).pathname);
  return new URL(built ? './analysis-worker.js' : './analysis-worker-source.mjs', moduleUrl);
}

/** The CSV tools' analyses as configured: a pool of worker threads, or in-process with CSV_ANALYSIS_WORKERS=0. */
export function createAnalyses(env: ServerEnv, log: FastifyBaseLogger): CsvAnalyses {
  if (env.CSV_ANALYSIS_WORKERS === 0) return createInProcessAnalyses();
  return createWorkerPoolAnalyses({
    workerUrl: analysisWorkerUrl(),
    workers: env.CSV_ANALYSIS_WORKERS,
    maxQueued: env.CSV_ANALYSIS_MAX_QUEUED,
    nice: env.CSV_ANALYSIS_NICE,
    // Heap enough for the largest upload (50 MB of text) several times over; a file that needs more fails alone.
    maxMemoryMb: 2048,
    onThreadError: (err) => log.error({ err }, 'CSV analysis thread failed'),
  });
}
