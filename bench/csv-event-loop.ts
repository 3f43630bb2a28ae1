// The server's event loop while it analyses an uploaded CSV file: never blocked for more than 100 ms, so
// other sellers' calculations keep being answered.
// A trial seller posts a 35,000-line sold order items export (bench/sold-order-items.ts, 9.7 MB: the path takes
// bodies up to 10 MB) to POST /api/import/orders
// a few times, while a 1 ms event-loop delay monitor runs; then the same against a server that analyses in its own
// thread (CSV_ANALYSIS_WORKERS=0), the baseline: there one gap is the whole analysis. Both servers in this process
// on 127.0.0.1, the embedded database (or DATABASE_URL).
// Run: pnpm --filter @margin/bench csv-event-loop [lines] [uploads]   (default 35,000 lines, 3 uploads)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { createDb } from '@margin/db';
import { buildServer, loadEnv } from '@margin/server';
import { soldOrderItemsCsv } from './sold-order-items';
import { median } from './stats';

interface LoopFigures {
  workers: string;
  uploadMs: number[];
  loopMaxMs: number;
  loopP99Ms: number;
}

/**
 * The uploads, sent from a thread of their own: the monitor then sees only the server's event loop, not the
 * client's work of writing a 10 MB body and reading a 30 MB answer (which it drains without decoding).
 */
function uploadsFromAnotherThread(
  url: string,
  token: string,
  csv: string,
  uploads: number,
): Promise<number[]> {
  const client = new Worker(
    `const { parentPort, workerData: w } = require('node:worker_threads');
    (async () => {
      const body = JSON.stringify({ csv_content: w.csv, country_code: 'US', default_cost_per_item: 6 });
      const times = [];
      for (let i = 0; i < w.uploads; i++) {
        const started = performance.now();
        const res = await fetch(w.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer ' + w.token },
          body,
        });
        if (res.status !== 200) throw new Error('upload answered ' + res.status + ': ' + (await res.text()));
        const reader = res.body.getReader();
        while (!(await reader.read()).done);
        times.push(performance.now() - started);
      }
      parentPort.postMessage(times);
    })();`,
    { eval: true, workerData: { url, token, csv, uploads } },
  );
  return new Promise((resolve, reject) => {
    client.once('message', resolve);
    client.once('error', reject);
  });
}

async function measure(workers: string, csv: string, uploads: number): Promise<LoopFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-bench-csv-loop-'));
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000',
    CSV_ANALYSIS_WORKERS: workers,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const db = await createDb({ databaseUrl: env.DATABASE_URL, dataDir });
  const app = await buildServer({ env, db });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const post = async (url: string, body: unknown, token?: string) => {
      const res = await fetch(base + url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { token: string };
    };
    const { token } = await post('/api/auth/login', { email: 'bench-csv@example.com' });
    const small = csv.slice(0, csv.indexOf('\n', 2000));
    await post('/api/import/orders', { csv_content: small, country_code: 'US' }, token); // the thread is up

    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const uploadMs = await uploadsFromAnotherThread(`${base}/api/import/orders`, token, csv, uploads);
    loop.disable();
    return { workers, uploadMs, loopMaxMs: loop.max / 1e6, loopP99Ms: loop.percentile(99) / 1e6 };
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const lines = Number(process.argv[2] ?? 35_000);
const uploads = Number(process.argv[3] ?? 3);
const csv = soldOrderItemsCsv(lines);
console.log(
  `POST /api/import/orders with a ${lines.toLocaleString('en-US')}-line sold order items export ` +
    `(${(csv.length / 1e6).toFixed(1)} MB), ${uploads} uploads, ${os.cpus().length} CPUs:`,
);
const pooled = await measure('1', csv, uploads);
const inThread = await measure('0', csv, uploads);
for (const r of [pooled, inThread]) {
  const where = r.workers === '0' ? 'in the server thread (baseline)' : 'on a worker thread';
  console.log(
    `  ${where}: upload median ${median(r.uploadMs).toFixed(0)} ms; event loop max ${r.loopMaxMs.toFixed(0)} ms, p99 ${r.loopP99Ms.toFixed(1)} ms`,
  );
}
console.log(
  `  longest event-loop pause with workers / in-thread: ${(pooled.loopMaxMs / inThread.loopMaxMs).toFixed(3)}`,
);
