// One calculation under a realistic load: 200 requests a second, open loop (open-loop.ts: each request sent when it
// is due, its latency counted from then), through the two doors a client has: the tRPC procedure the app calls
// (GET /trpc/calc.calculate, as the app sends it) and the REST shim (POST /api/calculate/enhanced), against
// GET /healthz at the same rate on the same server (what any request waits for on this machine). The figure a seller
// feels is the calculation's p99 at that rate; the goal keeps it within twice /healthz's, since on a shared machine
// both move with the neighbours' load.
// Capacity (each door as fast as it answers, closed loop, autocannon) is printed for reference only.
// The server runs as built (node apps/server/dist/main.js) with its security headers, its rate limit (lifted for
// the run: the load comes from one address) and the request log at info, written to a file as in production.
// Run: pnpm build && pnpm --filter @margin/bench api [requests a second] [seconds per round] [rounds]
//      (default 200 a second, 10 s, 3 rounds; BENCH_SERVER_MAIN=/other/build/dist/main.js measures another build)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, startServerUnderLoad } from './load';
import { connectionPool, openLoop, type OpenLoopOptions } from './open-loop';

/** The calculator's worked example (core spec): $25 item, $5 cost, $4 shipping, US. */
const INPUT = { selling_price: 25, product_cost: 5, shipping_cost: 4, country: 'US', mode: 'forward' };

export const DOORS = ['trpc', 'rest', 'health'] as const;
export type Door = (typeof DOORS)[number];

/** What each door is sent on the server at `base`. */
export function doorRequest(door: Door, base: string): Pick<OpenLoopOptions, 'url' | 'method' | 'body'> {
  switch (door) {
    case 'trpc':
      // As the app sends it: a query by GET, its input in superjson's envelope.
      return {
        url: `${base}/trpc/calc.calculate?input=${encodeURIComponent(JSON.stringify({ json: INPUT }))}`,
      };
    case 'rest':
      return { url: `${base}/api/calculate/enhanced`, method: 'POST', body: JSON.stringify(INPUT) };
    case 'health':
      return { url: `${base}/healthz` };
  }
}

interface Latency {
  p50: number;
  p99: number;
}

export interface ApiBenchResult {
  rate: number;
  seconds: number;
  rounds: number;
  /** p50 and p99 (ms) at `rate` per door, the median over the rounds; capacity in requests a second. */
  doors: Record<Door, Latency & { capacity: number }>;
  /** Failed requests, or a load sent below the rate: either makes the run invalid. */
  faults: string[];
}

const CONNECTIONS = 50;

export async function benchApi(rate = 200, seconds = 10, rounds = 3): Promise<ApiBenchResult> {
  const main = process.env.BENCH_SERVER_MAIN;
  const server = await startServerUnderLoad(
    { RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'info' },
    main ? { main } : {},
  );
  try {
    const targets = Object.fromEntries(DOORS.map((door) => [door, doorRequest(door, server.url)])) as Record<
      Door,
      ReturnType<typeof doorRequest>
    >;
    for (const [door, target] of Object.entries(targets)) {
      const res = await fetch(target.url, {
        method: target.method ?? 'GET',
        headers: target.body ? { 'content-type': 'application/json' } : {},
        body: target.body,
      });
      if (res.status !== 200) throw new Error(`${door} answered ${res.status}: ${await res.text()}`);
    }
    // A closed-loop warm-up of each door: the first few thousand requests into a fresh process are the JIT's.
    const capacity = {} as Record<Door, number>;
    const closedLoop = async (door: Door, duration: number) => {
      const { url, method, body } = targets[door];
      const request = body ? { method, body, headers: { 'content-type': 'application/json' } } : {};
      const result = await load({ url, ...request, connections: CONNECTIONS, duration });
      return result.requests.average;
    };
    for (const door of DOORS) await closedLoop(door, 2);

    const pool = await connectionPool(server.url, CONNECTIONS);
    const faults: string[] = [];
    const perRound = Object.fromEntries(DOORS.map((door) => [door, [] as Latency[]])) as Record<
      Door,
      Latency[]
    >;
    for (let round = 0; round < rounds; round++) {
      const first = round % DOORS.length;
      for (const door of [...DOORS.slice(first), ...DOORS.slice(0, first)]) {
        const amount = rate * seconds;
        const result = await openLoop({ ...targets[door], rate, amount, pool });
        if (result.errors > 0) faults.push(`${door}: ${result.errors} of ${amount} requests failed`);
        if (result.sentRate < rate * 0.98)
          faults.push(`${door}: sent at ${Math.round(result.sentRate)} a second, not ${rate}`);
        perRound[door].push({ p50: result.p50, p99: result.p99 });
      }
    }
    pool.destroy();
    // Capacity last, so that its overload is not in the latencies.
    for (const door of DOORS) capacity[door] = await closedLoop(door, 3);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const doors = Object.fromEntries(
      DOORS.map((door) => [
        door,
        {
          p50: median(perRound[door].map((r) => r.p50)),
          p99: median(perRound[door].map((r) => r.p99)),
          capacity: capacity[door],
        },
      ]),
    ) as ApiBenchResult['doors'];
    return { rate, seconds, rounds, doors, faults };
  } finally {
    await server.stop();
  }
}

export function describeApi(r: ApiBenchResult): string[] {
  const line = (door: Door, label: string) => {
    const d = r.doors[door];
    return `  ${label.padEnd(34)} p50 ${d.p50.toFixed(1).padStart(5)} ms  p99 ${d.p99.toFixed(1).padStart(5)} ms  capacity ${Math.round(d.capacity).toLocaleString('en-US').padStart(6)} req/s`;
  };
  return [
    `API, one calculation at ${r.rate} requests a second, open loop, ${r.seconds} s x ${r.rounds} rounds (median of the rounds):`,
    line('trpc', 'tRPC calc.calculate (the app)'),
    line('rest', 'REST POST /api/calculate/enhanced'),
    line('health', 'GET /healthz (baseline)'),
    ...r.faults.map((fault) => `  NOT VALID: ${fault}`),
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [rate, seconds, rounds] = process.argv.slice(2).map(Number);
  for (const line of describeApi(await benchApi(rate || 200, seconds || 10, rounds || 3))) console.log(line);
}
