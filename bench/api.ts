// One calculation through the three doors a client has: the tRPC procedure the app calls, the REST shim
// (POST /api/calculate/enhanced) and, as the baseline, a bare Fastify route running the same core function
// (bare-calc-server.ts). Each is loaded by autocannon with 50 connections, no pipelining, for the same time, in
// short rounds that rotate the order; the figure is each door's requests a second as a fraction of the bare route's
// in the same round, the median over the rounds. Short rounds and a median because this machine's speed drifts by
// tens of percent within a minute: with 2 rounds of 5 s, one build measured REST/bare anywhere from 0.53 to 0.75.
// The product's server runs as built (node apps/server/dist/main.js) with its security headers, rate limit (lifted
// to 10^9 a minute for the run) and the request log at info, written to a file as in production.
// A fourth door, reported only: the bare route answering with the product server's own response headers (its
// security headers, rate limit and cache headers, copied from a REST answer), which the goal keeps: what they cost
// by themselves.
// Beside the rates it reads each server's CPU time (user + system, all its threads, from /proc) over each round and
// prints the CPU a request took: the server's own cost, which the load generator sharing the machine does not blur.
// It prints the kernel's part (system time) apart. Every door answers with the same calls (one read, one writev a
// request), yet they take longer for the product's doors: on loopback the answer's writev delivers it to the load
// generator and wakes it, within the call, and that wake-up is where a kernel profile puts the difference
// (docs/benchmarks.md). A figure for the machine and the benchmark, not for the product's code.
// Run: pnpm build && pnpm --filter @margin/bench api [seconds per round] [rounds]   (default 2 s, 6 rounds)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StartOptions } from '@margin/e2e/built-server';
import { FASTIFY_OWN_HEADERS } from '@margin/server';
import { cpuTime, type CpuTime } from './cpu-time';
import { load, startServerUnderLoad } from './load';
import { median } from './stats';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The calculator's worked example (core spec): $25 item, $5 cost, $4 shipping, US. */
const INPUT = { selling_price: 25, product_cost: 5, shipping_cost: 4, country: 'US', mode: 'forward' };

/** Where each server answers one calculation: the product's REST shim, and the bare route's server. */
const REST_PATH = '/api/calculate/enhanced';
const BARE_PATH = '/calculate';

/**
 * The built product server as the API benchmark loads it: its rate limit lifted for the run, its request line
 * written at `info`. `main`: another build's dist/main.js (api-ab.ts); the repo's own build by default.
 */
export function startProductUnderLoad(options: Omit<StartOptions, 'logFile'> = {}) {
  return startServerUnderLoad({ RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'info' }, options);
}

export const DOORS = ['bare', 'headers', 'rest', 'trpc'] as const;
export type Door = (typeof DOORS)[number];

/** What a door is sent: the worked example posted as JSON, or for tRPC a GET as the app sends it. */
export interface DoorRequest {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Whether the bare route's server answers `door` (bare and headers); the product's server answers the others. */
export const onBareServer = (door: Door) => door === 'bare' || door === 'headers';

/** The request for `door` on the server at `base`. */
export function doorRequest(door: Door, base: string): DoorRequest {
  const post = (route: string): DoorRequest => ({
    url: base + route,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(INPUT),
  });
  switch (door) {
    case 'bare':
      return post(BARE_PATH);
    case 'headers':
      return post('/calculate-with-headers');
    case 'rest':
      return post(REST_PATH);
    case 'trpc':
      // As the app sends it: a query by GET, its input in superjson's envelope.
      return {
        url: `${base}/trpc/calc.calculate?input=${encodeURIComponent(JSON.stringify({ json: INPUT }))}`,
        method: 'GET',
      };
  }
}

/** The doors measured against the bare route. */
type Measured = Exclude<Door, 'bare'>;
const MEASURED = DOORS.filter((door): door is Measured => door !== 'bare');

/** One value per door, from the doors' one list. */
function perDoor<D extends Door, T>(doors: readonly D[], value: (door: D) => T): Record<D, T> {
  return Object.fromEntries(doors.map((door) => [door, value(door)])) as Record<D, T>;
}

export interface ApiBenchResult {
  seconds: number;
  rounds: number;
  /** Requests a second and p99 latency (ms) per door, averaged over the rounds. */
  doors: Record<Door, { rps: number; p99: number; errors: number }>;
  /** headers / bare, rest / bare and trpc / bare: the median of the rounds' ratios. */
  ratios: Record<Measured, number>;
  /** Each round's ratios, in the order run. */
  roundRatios: Record<Measured, number[]>;
  /** The server's CPU time (µs) per answered request, median over the rounds; null where /proc is not there. */
  cpuPerRequest: Record<Door, number> | null;
  /** The part of it spent in the kernel (system time), median over the rounds; null where /proc is not there. */
  kernelPerRequest: Record<Door, number> | null;
}

/** The headers the product's REST answer carries beyond Fastify's own, from the product server at `base`. */
export async function productHeaders(base: string): Promise<Record<string, string>> {
  const rest = doorRequest('rest', base);
  const res = await fetch(rest.url, rest);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!FASTIFY_OWN_HEADERS.has(name)) headers[name] = value;
  });
  return headers;
}

/**
 * The bare route's server (bare-calc-server.ts), as a process of its own; `headers` for its second route; `runUnder`
 * a program it runs under, with its arguments (api-instructions.ts: valgrind).
 */
export async function startBare(
  headers: Record<string, string> = {},
  runUnder: string[] = [],
): Promise<{ url: string; pid: number; stop: () => void }> {
  const command = [...runUnder, process.execPath, '--import', 'tsx', path.join(here, 'bare-calc-server.ts')];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: here,
    env: { ...process.env, BARE_HEADERS: JSON.stringify(headers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening (\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

export async function benchApi(seconds = 2, rounds = 6): Promise<ApiBenchResult> {
  const server = await startProductUnderLoad();
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    const copied = await productHeaders(server.url);
    bare = await startBare(copied);
    const bareUrl = bare.url;
    const targets = perDoor(DOORS, (door) => doorRequest(door, onBareServer(door) ? bareUrl : server.url));
    const pids: Record<Door, number> = {
      bare: bare.pid,
      headers: bare.pid,
      rest: server.pid,
      trpc: server.pid,
    };
    const sums = perDoor(DOORS, () => ({ rps: 0, p99: 0, errors: 0 }));
    const roundRatios = perDoor(MEASURED, (): number[] => []);
    const cpuRounds = perDoor(DOORS, (): CpuTime[] => []);

    // Every door answers 200 before it is measured.
    for (const [door, target] of Object.entries(targets)) {
      const res = await fetch(target.url, target);
      if (res.status !== 200) throw new Error(`${door} answered ${res.status}: ${await res.text()}`);
      if (door === 'headers' && Object.keys(copied).some((name) => !res.headers.has(name)))
        throw new Error("the bare route's answer lacks some of the product's headers");
    }
    // A warm-up of each, then the rounds. Each round loads every door once, starting one door later than the round
    // before, so that no door is always measured first or last; the figure is the median of the rounds' ratios.
    for (const target of Object.values(targets)) await load({ ...target, connections: 50, duration: 1 });
    for (let round = 0; round < rounds; round++) {
      const rps: Partial<Record<Door, number>> = {};
      const first = round % DOORS.length;
      for (const door of [...DOORS.slice(first), ...DOORS.slice(0, first)]) {
        const cpuBefore = cpuTime(pids[door]);
        const result = await load({ ...targets[door], connections: 50, pipelining: 1, duration: seconds });
        const cpuAfter = cpuTime(pids[door]);
        if (cpuBefore !== null && cpuAfter !== null) {
          const requests = result.requests.total;
          cpuRounds[door].push({
            total: (cpuAfter.total - cpuBefore.total) / requests,
            kernel: (cpuAfter.kernel - cpuBefore.kernel) / requests,
          });
        }
        rps[door] = result.requests.average;
        sums[door].rps += result.requests.average / rounds;
        sums[door].p99 += result.latency.p99 / rounds;
        sums[door].errors += result.errors + result.non2xx;
      }
      for (const door of MEASURED) roundRatios[door].push(rps[door]! / rps.bare!);
    }
    const measuredCpu = cpuRounds.bare.length === rounds;
    const cpuMedian = (part: keyof CpuTime) =>
      measuredCpu ? perDoor(DOORS, (door) => median(cpuRounds[door].map((cpu) => cpu[part]))) : null;
    return {
      seconds,
      rounds,
      doors: sums,
      ratios: perDoor(MEASURED, (door) => median(roundRatios[door])),
      roundRatios,
      cpuPerRequest: cpuMedian('total'),
      kernelPerRequest: cpuMedian('kernel'),
    };
  } finally {
    bare?.stop();
    await server.stop();
  }
}

export function describeApi(result: ApiBenchResult): string[] {
  const line = (door: Door, label: string) => {
    const d = result.doors[door];
    const ratio =
      door === 'bare'
        ? ''
        : `  ${result.ratios[door].toFixed(2)} of bare (rounds ${Math.min(...result.roundRatios[door]).toFixed(2)} to ${Math.max(...result.roundRatios[door]).toFixed(2)})`;
    return `  ${label.padEnd(36)} ${Math.round(d.rps).toLocaleString('en-US').padStart(7)} req/s  p99 ${d.p99.toFixed(0).padStart(3)} ms${ratio}${d.errors ? `  (${d.errors} errors)` : ''}`;
  };
  return [
    `API, one calculation, 50 connections, ${result.seconds} s x ${result.rounds} rounds (mean req/s; ratio: median of the rounds):`,
    line('bare', 'bare Fastify route'),
    line('headers', "the same with the product's headers"),
    line('rest', 'REST POST /api/calculate/enhanced'),
    line('trpc', 'tRPC calc.calculate'),
    ...(result.cpuPerRequest ? [describeCpu(result.cpuPerRequest)] : []),
    ...(result.kernelPerRequest ? [describeKernel(result.kernelPerRequest)] : []),
  ];
}

/** A door's figure in whole microseconds, for the CPU lines. */
const microsOf = (values: Record<Door, number>) => (door: Door) => `${values[door].toFixed(0)} us`;

function describeCpu(cpu: Record<Door, number>): string {
  const us = microsOf(cpu);
  return `  server CPU per request (median of the rounds): bare ${us('bare')}, with headers ${us('headers')} (bare/with headers ${(cpu.bare / cpu.headers).toFixed(2)}), REST ${us('rest')} (bare/REST ${(cpu.bare / cpu.rest).toFixed(2)}), tRPC ${us('trpc')} (bare/tRPC ${(cpu.bare / cpu.trpc).toFixed(2)})`;
}

function describeKernel(kernel: Record<Door, number>): string {
  const us = microsOf(kernel);
  return `  of which in the kernel (one read and one writev a request at every door): bare ${us('bare')}, with headers ${us('headers')}, REST ${us('rest')}, tRPC ${us('trpc')}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [seconds, rounds] = process.argv.slice(2).map(Number);
  for (const line of describeApi(await benchApi(seconds || 2, rounds || 6))) console.log(line);
}
