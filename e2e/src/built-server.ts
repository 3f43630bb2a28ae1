import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  /** The server process's id (the benchmarks read its CPU time). */
  pid: number;
  dataDir: string;
  /** Milliseconds from spawn to the first 200 from /readyz. */
  readyAfterMs: number;
  output: () => string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface StartOptions {
  /**
   * Write the server's output straight to this file instead of a pipe this process reads. The benchmarks use it:
   * their load generator runs in this process, and reading a busy server's request log here (a line per request)
   * would take the generator's CPU and time, and slow only the doors that log.
   */
  logFile?: string;
  /** Another build of the server's entry point (a benchmark comparing two builds); apps/server/dist/main.js if absent. */
  main?: string;
}

/**
 * Starts the built server exactly as `pnpm serve` does (node apps/server/dist/main.js), on a free port,
 * with an embedded database in a fresh data folder, and waits until it is ready.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const main = options.main ?? path.join(repoRoot, 'apps/server/dist/main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: run the build first (pnpm build)`);
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'margin-e2e-'));
  const logFd = options.logFile === undefined ? undefined : fs.openSync(options.logFile, 'w');
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Links and payment return URLs must come back to the origin the browser uses (its storage is per origin).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'],
  });
  // The child holds its own copy of the descriptor.
  if (logFd !== undefined) fs.closeSync(logFd);
  let piped = '';
  child.stdout?.on('data', (d: Buffer) => (piped += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (piped += d.toString()));
  const output = () => (options.logFile === undefined ? piped : fs.readFileSync(options.logFile, 'utf8'));

  const url = `http://127.0.0.1:${port}`;
  // A fresh embedded database on a busy two-core machine has taken a minute to be ready.
  const readyTimeoutMs = 180_000;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline)
      throw new Error(`server not ready after ${readyTimeoutMs / 1000} s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyAfterMs = Math.round(performance.now() - started);

  return {
    url,
    pid: child.pid!,
    dataDir,
    readyAfterMs,
    output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
