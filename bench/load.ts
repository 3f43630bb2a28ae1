import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer, type RunningServer, type StartOptions } from '@margin/e2e/built-server';

/** One autocannon run, as a promise. */
export function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error: unknown, result) =>
      error ? reject(error instanceof Error ? error : new Error('autocannon failed')) : resolve(result),
    );
  });
}

/**
 * The built server for a load benchmark: its request log goes to a file (deleted on stop), as a deployment's goes
 * to a file or a log collector, not into this process, where autocannon runs. Read here, the log took the load
 * generator's CPU on the doors that log only (the product's routes, not /healthz or the bare route), and made them
 * look slower than they are.
 */
export async function startServerUnderLoad(
  env: Record<string, string>,
  options: Omit<StartOptions, 'logFile'> = {},
): Promise<RunningServer> {
  const logFile = path.join(os.tmpdir(), `margin-bench-${process.pid}-${Date.now()}-${Math.random()}.log`);
  const server = await startBuiltServer(env, { ...options, logFile });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(logFile, { force: true });
    },
  };
}
