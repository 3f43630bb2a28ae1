// The calculator while the server takes big uploads: the p99 of POST /api/calculate/enhanced at a steady rate (open
// loop, open-loop.ts), idle against during four concurrent 10 MB uploads to POST /api/import/orders (a generated
// sold order items export, bench/sold-order-items.ts), the uploads kept running for the whole window. The goal keeps
// the busy p99 within twice the idle one. Rounds alternate which window comes first; the figure is the median of
// the rounds' p99s. The uploads are sent from a thread of their own, so the load generator's event loop only sends
// calculations and times them.
// The server runs as built (node apps/server/dist/main.js), its request log at info written to a file (load.ts).
// Run: pnpm build && pnpm --filter @margin/bench csv-concurrent-uploads [requests a second] [seconds] [rounds] [lines]
//      (default 100 a second, 10 s per window, 3 rounds, 36,000 lines = 10 MB; BENCH_SERVER_MAIN=/other/build/
//      apps/server/dist/main.js measures another build; BENCH_UPLOAD_AS=csv sends the file itself as text/csv)
import { Worker } from 'node:worker_threads';
import { doorRequest } from './api';
import { load, startServerUnderLoad } from './load';
import { connectionPool, openLoop } from './open-loop';
import { soldOrderItemsCsv } from './sold-order-items';
import { median } from './stats';

const UPLOADS = 4;
const GOAL = 2;

interface UploadClient {
  /** Stops sending new uploads, waits for those under way; answers how many were answered 200, and the others. */
  stop(): Promise<{ ok: number; failed: string[] }>;
}

/** `UPLOADS` loops, each posting the file again as soon as its last answer has been read to the end. */
function startUploads(url: string, token: string, csv: string, as: 'json' | 'csv'): UploadClient {
  const client = new Worker(
    `const { parentPort, workerData: w } = require('node:worker_threads');
    const body = w.as === 'csv' ? w.csv : JSON.stringify({ csv_content: w.csv, country_code: 'US', default_cost_per_item: 6 });
    const url = w.as === 'csv' ? w.url + '?country_code=US&default_cost_per_item=6' : w.url;
    const type = w.as === 'csv' ? 'text/csv; charset=utf-8' : 'application/json';
    let stopping = false;
    let ok = 0;
    const failed = [];
    parentPort.once('message', () => (stopping = true));
    const loop = async () => {
      while (!stopping) {
        const res = await fetch(url, { method: 'POST', headers: { 'content-type': type, authorization: 'Bearer ' + w.token }, body });
        const reader = res.body.getReader();
        while (!(await reader.read()).done);
        if (res.status === 200) ok++;
        else failed.push(res.status);
      }
    };
    Promise.all(Array.from({ length: w.uploads }, loop)).then(() => parentPort.postMessage({ ok, failed }));`,
    { eval: true, workerData: { url, token, csv, uploads: UPLOADS, as } },
  );
  const finished = new Promise<{ ok: number; failed: number[] }>((resolve, reject) => {
    client.once('message', resolve);
    client.once('error', reject);
  });
  return {
    async stop() {
      client.postMessage('stop');
      const result = await finished;
      await client.terminate();
      return { ok: result.ok, failed: result.failed.map(String) };
    },
  };
}

export interface ConcurrentUploadsResult {
  rate: number;
  seconds: number;
  rounds: number;
  megabytes: number;
  /** p99 (ms) of the calculation per round, idle and during the uploads. */
  idle: number[];
  busy: number[];
  uploadsAnswered: number;
  /** Uploads answered 503 'busy' (the analysis queue full, or waited on for too long). */
  uploadsBusy: number;
  faults: string[];
}

export async function benchConcurrentUploads(
  rate = 100,
  seconds = 10,
  rounds = 3,
  lines = 36_000,
): Promise<ConcurrentUploadsResult> {
  const as = process.env.BENCH_UPLOAD_AS === 'csv' ? 'csv' : 'json';
  const csv = soldOrderItemsCsv(lines);
  const main = process.env.BENCH_SERVER_MAIN;
  const server = await startServerUnderLoad(
    { RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'info' },
    main ? { main } : {},
  );
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-concurrent-uploads@example.com' }),
    });
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const uploadUrl = `${server.url}/api/import/orders`;
    // The analysis thread started, and the JIT warmed on the calculation, before anything is timed.
    const small = await fetch(uploadUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ csv_content: csv.slice(0, csv.indexOf('\n', 2000)), country_code: 'US' }),
    });
    if (small.status !== 200) throw new Error(`upload answered ${small.status}: ${await small.text()}`);
    const calc = doorRequest('rest', server.url);
    await load({
      url: calc.url,
      method: 'POST',
      body: calc.body,
      headers: { 'content-type': 'application/json' },
      connections: 10,
      duration: 2,
    });

    const pool = await connectionPool(server.url, 20);
    const result: ConcurrentUploadsResult = {
      rate,
      seconds,
      rounds,
      megabytes: Buffer.byteLength(csv) / 1_000_000,
      idle: [],
      busy: [],
      uploadsAnswered: 0,
      uploadsBusy: 0,
      faults: [],
    };
    const window = async (during: 'idle' | 'busy') => {
      const uploads = during === 'busy' ? startUploads(uploadUrl, token, csv, as) : null;
      const amount = rate * seconds;
      const timed = await openLoop({ ...calc, rate, amount, pool });
      if (timed.errors > 0) result.faults.push(`${during}: ${timed.errors} of ${amount} calculations failed`);
      if (timed.sentRate < rate * 0.98)
        result.faults.push(`${during}: sent at ${Math.round(timed.sentRate)} a second, not ${rate}`);
      result[during].push(timed.p99);
      if (uploads) {
        const { ok, failed } = await uploads.stop();
        result.uploadsAnswered += ok;
        // 503 'busy' is the pool's answer to a queue too long to wait out: the server's design, not a fault.
        result.uploadsBusy += failed.filter((status) => status === '503').length;
        const others = failed.filter((status) => status !== '503');
        if (others.length > 0) result.faults.push(`uploads answered ${others.join(', ')}`);
      }
    };
    for (let round = 0; round < rounds; round++) {
      for (const during of round % 2 === 0 ? (['idle', 'busy'] as const) : (['busy', 'idle'] as const))
        await window(during);
    }
    pool.destroy();
    return result;
  } finally {
    await server.stop();
  }
}

export function describeConcurrentUploads(r: ConcurrentUploadsResult): string[] {
  const idle = median(r.idle);
  const busy = median(r.busy);
  const ms = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');
  return [
    `POST /api/calculate/enhanced at ${r.rate} req/s, open loop, ${r.seconds} s windows x ${r.rounds} rounds, ` +
      `idle and during ${UPLOADS} concurrent ${r.megabytes.toFixed(1)} MB uploads (median of the rounds):`,
    `  p99 idle ${idle.toFixed(1)} ms (rounds ${ms(r.idle)})`,
    `  p99 during the uploads ${busy.toFixed(1)} ms (rounds ${ms(r.busy)}); ${r.uploadsAnswered} uploads answered, ${r.uploadsBusy} 503 busy`,
    `  ratio ${(busy / idle).toFixed(2)}x (goal <= ${GOAL}x): ${busy <= GOAL * idle ? 'met' : 'NOT met'}`,
    ...r.faults.map((fault) => `  NOT VALID: ${fault}`),
  ];
}

const [rate, seconds, rounds, lines] = process.argv.slice(2).map(Number);
for (const line of describeConcurrentUploads(
  await benchConcurrentUploads(rate || 100, seconds || 10, rounds || 3, lines || 36_000),
))
  console.log(line);
