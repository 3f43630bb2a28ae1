// A shared calculation under load: GET /api/shares/{id} (each view counted) against
// GET /healthz (no database) on the built server, over 50 keep-alive connections. Two readings:
// - at the same load: both doors offered the same steady rate (default 2,000 requests a second, twice what a view
//   cost before its writes were batched), open loop (open-loop.ts: each request sent when it is due, its latency
//   counted from then), 5 s a run, 2 rounds in alternating order. The goal's figure is the p99 ratio here: what a
//   viewer waits for beyond what any request waits for.
// - capacity: each door as fast as it answers (closed loop, autocannon), for reference only: there the ratio is how
//   much more work a share is than a liveness probe. Measured last, so that its overload is not in the p99s.
// Each run is a number of requests, not a time, so every request sent is answered before the server stops; the
// share's count is read from the database once it has (a view is written a moment after it is answered, and
// shutdown writes the rest): views counted must be exactly views answered. DATABASE_URL=postgresql://... runs it
// on PostgreSQL; the default is the embedded database. REDIS_URL=redis://... adds Redis, as several servers use it.
// Run: pnpm build && pnpm --filter @margin/bench shares [requests a second] [rounds]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '@margin/db';
import { createSharePath, startTrialByApi } from '@margin/e2e/screens';
import { load, startServerUnderLoad } from './load';
import { connectionPool, openLoop } from './open-loop';

interface DoorFigures {
  rps: number;
  p99: number;
}

export interface SharesBenchResult {
  database: string;
  rate: number;
  rounds: number;
  /** p50 and p99 at `rate` requests a second, averaged over the rounds. */
  share: { p50: number; p99: number };
  health: { p50: number; p99: number };
  p99Ratio: number;
  /** As fast as each answers (closed loop). */
  capacity: { share: DoorFigures; health: DoorFigures };
  /** 200 answers of the share during the run, and its count in the database once the server has stopped. */
  viewsAnswered: number;
  viewCount: number;
  /** Why the p99 runs do not count, if they do not: failed requests, or a load sent below the rate. */
  faults: string[];
}

const CONNECTIONS = 50;
const SECONDS_PER_RUN = 5;

export async function benchShares(rate = 2000, rounds = 2): Promise<SharesBenchResult> {
  const { DATABASE_URL, REDIS_URL } = process.env;
  const database = `${DATABASE_URL ? 'PostgreSQL' : 'embedded'}${REDIS_URL ? ' + Redis' : ''}`;
  const server = await startServerUnderLoad({
    RATE_LIMIT_MAX: '1000000000',
    LOG_LEVEL: 'info',
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
    // As several servers run: each view numbered through Redis (and the rate limit counted there).
    ...(REDIS_URL ? { REDIS_URL } : {}),
  });
  let shareId = '';
  try {
    const seller = await startTrialByApi(server.url, `bench-shares-${Date.now()}@shop.io`);
    const sharePath = await createSharePath(server.url, seller.token);
    shareId = sharePath.split('/').pop()!;
    const urls = {
      share: `${server.url}/api/shares/${shareId}`,
      health: `${server.url}/healthz`,
    };
    // The capacity runs are timed, so some requests are still in flight when they end: they view a share of their
    // own, and the exact count is kept on the other one.
    const capacityShare = await createSharePath(server.url, seller.token);
    const capacityUrls = { ...urls, share: `${server.url}/api/shares/${capacityShare.split('/').pop()}` };
    let viewsAnswered = 0;
    // Requests that failed, and runs where this process could not send at the rate: either makes the run invalid.
    const faults: string[] = [];
    const pool = await connectionPool(server.url, CONNECTIONS);
    const run = async (which: keyof typeof urls, amount: number) => {
      const result = await openLoop({ url: urls[which], rate, amount, pool });
      if (which === 'share') viewsAnswered += result.ok;
      if (result.errors > 0) faults.push(`${which}: ${result.errors} of ${amount} requests failed`);
      if (result.sentRate < rate * 0.98)
        faults.push(`${which}: sent at ${Math.round(result.sentRate)} a second, not ${rate}`);
      return result;
    };
    const capacityOf = async (which: keyof typeof urls): Promise<DoorFigures> => {
      const url = capacityUrls[which];
      const result = await load({ url, connections: CONNECTIONS, pipelining: 1, duration: 3 });
      return { rps: result.requests.average, p99: result.latency.p99 };
    };
    // A warm-up of each door first, at the same rate (its views counted too): the first few thousand requests into
    // a fresh process are mostly the JIT's, and would make the p99 the warm-up's, not the route's.
    for (const which of ['share', 'health'] as const) await run(which, 5000);
    const sums = { share: { p50: 0, p99: 0 }, health: { p50: 0, p99: 0 } };
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['share', 'health'] as const) : (['health', 'share'] as const);
      for (const which of order) {
        const result = await run(which, rate * SECONDS_PER_RUN);
        sums[which].p50 += result.p50 / rounds;
        sums[which].p99 += result.p99 / rounds;
      }
    }
    const capacity = {
      share: await capacityOf('share'),
      health: await capacityOf('health'),
    };
    pool.destroy();
    return {
      database,
      rate,
      rounds,
      ...sums,
      p99Ratio: sums.share.p99 / Math.max(1, sums.health.p99),
      capacity,
      viewsAnswered,
      viewCount: await storedViews(shareId, await stopped(server)),
      faults,
    };
  } finally {
    await server.stop();
  }
}

async function stopped(server: { stop(): Promise<void>; dataDir: string }): Promise<string> {
  await server.stop();
  return server.dataDir;
}

/** The share's count in the server's database (the embedded one in its data folder, unless DATABASE_URL). */
async function storedViews(shareId: string, dataDir: string): Promise<number> {
  const db = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir, migrate: false });
  try {
    return (await db.prisma.share.findUniqueOrThrow({ where: { id: shareId } })).viewCount;
  } finally {
    await db.close();
  }
}

export function describeShares(r: SharesBenchResult): string[] {
  const capacity = (d: DoorFigures) =>
    `${Math.round(d.rps).toLocaleString('en-US')} req/s (p99 ${d.p99.toFixed(0)} ms)`;
  return [
    `Shares (${r.database}), ${CONNECTIONS} connections, ${r.rate.toLocaleString('en-US')} requests a second, ${SECONDS_PER_RUN} s x ${r.rounds} rounds:`,
    `  GET /api/shares/{id}  p50 ${r.share.p50.toFixed(1)} ms, p99 ${r.share.p99.toFixed(1)} ms`,
    `  GET /healthz          p50 ${r.health.p50.toFixed(1)} ms, p99 ${r.health.p99.toFixed(1)} ms`,
    `  capacity (as fast as each answers): share ${capacity(r.capacity.share)}, /healthz ${capacity(r.capacity.health)}`,
    `  p99 ratio ${r.p99Ratio.toFixed(2)}; views answered ${r.viewsAnswered}, counted ${r.viewCount}${r.viewCount === r.viewsAnswered ? ' (exact)' : ' (MISMATCH)'}`,
    ...r.faults.map((fault) => `  NOT VALID: ${fault}`),
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [rate, rounds] = process.argv.slice(2).map(Number);
  for (const line of describeShares(await benchShares(rate || 2000, rounds || 2))) console.log(line);
}
