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
import {
  DOORS,
  doorRequest,
  onBareServer,
  productHeaders,
  startBare,
  startProductUnderLoad,
  type Door,
} from './api';
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
const doors: readonly string[] = positionals.length > 0 ? positionals : DOORS;
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

/** How many dumps each server's callgrind has written: its files are `<label>.<pid>.<n>`. */
const dumps = new Map<number, number>();

/**
 * The instructions counted since the last dump, its `totals:` line (written last). The dump is made when the server
 * next runs, a moment after callgrind_control returns: the file is waited for.
 */
async function dumpTotal(label: string, pid: number): Promise<number> {
  const dump = (dumps.get(pid) ?? 0) + 1;
  dumps.set(pid, dump);
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

const READY_TIMEOUT_MS = 10 * 60_000;

/** The product server under callgrind (label `product`, or `build-<n>` for another build). */
const product = (label: string, main?: string) =>
  startProductUnderLoad({ main, runUnder: underCallgrind(label), readyTimeoutMs: READY_TIMEOUT_MS });

const isApiDoor = (door: string): door is Door => (DOORS as readonly string[]).includes(door);
const needs = (wanted: (door: Door) => boolean) => doors.some((door) => isApiDoor(door) && wanted(door));

const servers: Server[] = [];
try {
  // The product's own build for its doors, and for the headers the bare route copies from its answer.
  const mine = needs((door) => door !== 'bare') ? await product('product') : undefined;
  if (mine) servers.push(mine);
  const copied = mine ? await productHeaders(mine.url) : {};
  const bare = needs(onBareServer) ? await startBare(copied, underCallgrind('bare')) : undefined;
  if (bare) servers.push(bare);

  /** Where a door answers, and the server and label its counts come from. */
  const targets = await Promise.all(
    doors.map(async (door, index) => {
      if (isApiDoor(door)) {
        const [label, server] = onBareServer(door) ? ['bare', bare!] : ['product', mine!];
        return { door, label, server, request: doorRequest(door, server.url) };
      }
      const label = `build-${index}`;
      const other = await product(label, path.resolve(door, 'main.js'));
      servers.push(other);
      return { door, label, server: other, request: doorRequest('rest', other.url) };
    }),
  );

  console.log(
    `One calculation, instructions a request (callgrind: the server's process, every thread, user space), ${warmup} requests of warm-up, ${settle} windows left out, 10 connections:`,
  );
  // One entry a target, in order: a build named twice is two processes, and each keeps its own count.
  const perRequest: { door: string; count: number }[] = [];
  for (const { door, label, server, request } of targets) {
    const hit = async (amount: number) => {
      const result = await load({ ...request, amount, connections: 10 });
      if (result.errors + result.non2xx > 0) throw new Error(`${door} answered with errors`);
    };
    await hit(warmup);
    callgrindControl(server.pid, '--instr=on');
    // What ran between switching counting on and now (none of this door's load), then the windows.
    await dumpTotal(label, server.pid);
    const counts: number[] = [];
    for (let window = 0; window < settle + windows; window++) {
      await hit(requests);
      const total = await dumpTotal(label, server.pid);
      if (window >= settle) counts.push(total / requests);
    }
    callgrindControl(server.pid, '--instr=off');
    const count = median(counts);
    perRequest.push({ door, count });
    console.log(
      `  ${door.padEnd(36)} ${thousands(count).padStart(9)} instructions a request (median of ${windows} windows of ${requests}, ${thousands(Math.min(...counts))} to ${thousands(Math.max(...counts))})`,
    );
  }
  const bareCount = perRequest.find((entry) => entry.door === 'bare');
  if (bareCount) {
    const ratios = perRequest
      .filter((entry) => entry !== bareCount)
      .map((entry) => `bare/${entry.door} ${(bareCount.count / entry.count).toFixed(2)}`);
    console.log(`  by instructions: ${ratios.join(', ')}`);
  }
  if (values.keep) console.log(`  callgrind's files: ${outDir}`);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  if (!values.keep) fs.rmSync(outDir, { recursive: true, force: true });
}
