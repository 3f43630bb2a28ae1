// The API benchmark's doors (api.ts) by the instructions a calculation takes instead of the time: each server runs
// under valgrind's callgrind, which counts the instructions its process executes (every thread, in user space). A
// count does not drift with what else the machine is doing, as requests a second and CPU time do here by tens of
// percent (docs/benchmarks.md): the same build and load give the same count within about one percent, so a change of
// a few percent in what a request costs shows at once, where api.ts and api-ab.ts need many rounds to see it.
// What a count leaves out: the kernel's part (each request's read and writev, shown by api.ts's CPU lines), and how
// quickly the processor gets through the instructions (cache misses, branches), so it is not the goal's figure.
// Each server starts with the counting off and is warmed up (`--warmup` requests), so that V8 has compiled its hot
// code as it would under load. Then counting is switched on (callgrind_control) and each window of `--requests`
// requests is dumped and read. The first `--settle` windows are left out: counted, the server runs about 50 times
// slower, and for a few windows it still does more work a request (V8 and its collector adjust to the new pace).
// The figure is the median of the windows that follow (`--windows`); a window with a full garbage collection, which
// the product's larger heap has now and then, counts more, which the median leaves aside.
// Doors: bare, headers, rest, trpc (as in api.ts), or a build's dist folder (its REST door, as in api-ab.ts).
// Run: pnpm build && pnpm --filter @margin/bench api-instructions [doors...] [--requests 1000] [--windows 7]
//      [--settle 3] [--warmup 10000] [--keep <folder>]   (keeps callgrind's files, for callgrind_annotate)
// Needs valgrind (Debian's package); a server under it runs about 50 times slower, so a run takes a few minutes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BARE_PATH, INPUT, productHeaders, REST_PATH, startBare, startProductUnderLoad } from './api';
import { load } from './load';
import { median, thousands } from './stats';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    requests: { type: 'string', default: '1000' },
    windows: { type: 'string', default: '7' },
    settle: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '10000' },
    keep: { type: 'string' },
  },
});
const [requests, windows, settle, warmup] = [
  values.requests,
  values.windows,
  values.settle,
  values.warmup,
].map(Number) as [number, number, number, number];
const doors = positionals.length > 0 ? positionals : ['bare', 'headers', 'rest', 'trpc'];
const outDir = values.keep ? path.resolve(values.keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'margin-cg-'));
fs.mkdirSync(outDir, { recursive: true });
// callgrind_control reaches a valgrind through pipes named after this prefix and the environment's USER and HOST. The
// product server runs with HOST=127.0.0.1 and no USER (built-server.ts): this process, callgrind_control and the bare
// route's server (which inherits this environment) take the same.
const vgdbPrefix = path.join(outDir, 'vgdb');
process.env.HOST = '127.0.0.1';
delete process.env.USER;

/** valgrind and its options for one server: counting off until switched on, its dumps named after `label`. */
function underCallgrind(label: string): string[] {
  return [
    'valgrind',
    '--tool=callgrind',
    '--instr-atstart=no',
    `--vgdb-prefix=${vgdbPrefix}`,
    `--callgrind-out-file=${path.join(outDir, label)}.%p`,
    `--log-file=${path.join(outDir, label)}.valgrind.log`,
  ];
}

function callgrindControl(pid: number, ...args: string[]): void {
  execFileSync('callgrind_control', [`--vgdb-prefix=${vgdbPrefix}`, ...args, String(pid)], {
    stdio: 'ignore',
  });
}

/**
 * The instructions counted since the last dump: callgrind writes `<label>.<pid>.<n>`, its `totals:` line last. The
 * dump is made when the server next runs, a moment after callgrind_control returns: the file is waited for.
 */
async function dumpTotal(label: string, pid: number, dump: number): Promise<number> {
  callgrindControl(pid, '--dump');
  const file = path.join(outDir, `${label}.${pid}.${dump}`);
  for (let waited = 0; waited < 60_000; waited += 100) {
    const totals = fs.existsSync(file) ? /^totals: (\d+)/m.exec(fs.readFileSync(file, 'utf8')) : null;
    if (totals) return Number(totals[1]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`callgrind wrote no totals to ${file}`);
}

interface Server {
  url: string;
  pid: number;
  stop: () => unknown;
}

const BODY = JSON.stringify(INPUT);
const JSON_HEADERS = { 'content-type': 'application/json' };
const READY_TIMEOUT_MS = 10 * 60_000;

/** The product server under callgrind (label `product`, or `build-<n>` for another build). */
const product = (label: string, main?: string) =>
  startProductUnderLoad({ main, runUnder: underCallgrind(label), readyTimeoutMs: READY_TIMEOUT_MS });

const servers: Server[] = [];
try {
  const mine = doors.some((door) => door !== 'bare') ? await product('product') : undefined;
  if (mine) servers.push(mine);
  const copied = mine
    ? productHeaders(await fetch(mine.url + REST_PATH, { method: 'POST', headers: JSON_HEADERS, body: BODY }))
    : {};
  const bare = await startBare(copied, underCallgrind('bare'));
  servers.push(bare);

  /** Where a door answers, and the process and label its counts come from. */
  const targets = await Promise.all(
    doors.map(async (door, index) => {
      const post = { method: 'POST' as const, headers: JSON_HEADERS, body: BODY };
      if (door === 'bare') return { door, label: 'bare', server: bare, ...post, url: bare.url + BARE_PATH };
      if (door === 'headers')
        return { door, label: 'bare', server: bare, ...post, url: `${bare.url}/calculate-with-headers` };
      if (door === 'rest')
        return { door, label: 'product', server: mine!, ...post, url: mine!.url + REST_PATH };
      if (door === 'trpc') {
        const input = encodeURIComponent(JSON.stringify({ json: INPUT }));
        return {
          door,
          label: 'product',
          server: mine!,
          method: 'GET' as const,
          url: `${mine!.url}/trpc/calc.calculate?input=${input}`,
        };
      }
      const label = `build-${index}`;
      const other = await product(label, path.resolve(door, 'main.js'));
      servers.push(other);
      return { door, label, server: other, ...post, url: other.url + REST_PATH };
    }),
  );

  console.log(
    `One calculation, instructions a request (callgrind: the server's process, every thread, user space), ${warmup} requests of warm-up, ${settle} windows left out, 10 connections:`,
  );
  const dumps = new Map<string, number>();
  const perRequest: Record<string, number> = {};
  for (const target of targets) {
    const { door, label, server, ...request } = target;
    const hit = async (amount: number) => {
      const result = await load({ ...request, amount, connections: 10 });
      if (result.errors + result.non2xx > 0) throw new Error(`${door} answered with errors`);
    };
    await hit(warmup);
    callgrindControl(server.pid, '--instr=on');
    const counts: number[] = [];
    // The first dump holds what ran between switching counting on and now (none of this door's load): left out too.
    for (let window = -settle - 1; window < windows; window++) {
      if (window > -settle - 1) await hit(requests);
      const dump = (dumps.get(label) ?? 0) + 1;
      dumps.set(label, dump);
      const total = await dumpTotal(label, server.pid, dump);
      if (window >= 0) counts.push(total / requests);
    }
    callgrindControl(server.pid, '--instr=off');
    perRequest[door] = median(counts);
    console.log(
      `  ${door.padEnd(36)} ${thousands(perRequest[door]).padStart(9)} instructions a request (median of ${windows} windows of ${requests}, ${thousands(Math.min(...counts))} to ${thousands(Math.max(...counts))})`,
    );
  }
  if (perRequest.bare !== undefined) {
    const ratios = doors
      .filter((door) => door !== 'bare')
      .map((door) => `bare/${door} ${(perRequest.bare! / perRequest[door]!).toFixed(2)}`);
    console.log(`  by instructions: ${ratios.join(', ')}`);
  }
  if (values.keep) console.log(`  callgrind's files: ${outDir}`);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  if (!values.keep) fs.rmSync(outDir, { recursive: true, force: true });
}
