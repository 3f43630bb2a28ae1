// A shared calculation under load (issue 15): GET /api/shares/{id} (each view counted in the database) against
// GET /healthz (no database) at the same load: the same number of requests over 50 connections, on the built
// server. The figure is the p99 latency ratio, with the view count checked afterwards: it must be exactly the
// number of views answered. DATABASE_URL=postgresql://... runs it on PostgreSQL; the default is the embedded one.
// Run: pnpm build && pnpm --filter @margin/bench shares [requests per run] [rounds]   (default 4,000, 2 rounds)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from '@margin/e2e/built-server';
import { createSharePath, startTrialByApi } from '@margin/e2e/screens';
import { load } from './load';

export interface SharesBenchResult {
  database: string;
  requests: number;
  rounds: number;
  share: { rps: number; p99: number };
  health: { rps: number; p99: number };
  p99Ratio: number;
  /** 200 answers of the share during the run, and the view count it then reports (one more: the reading). */
  viewsAnswered: number;
  viewCount: number;
}

export async function benchShares(requests = 4000, rounds = 2): Promise<SharesBenchResult> {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded';
  const server = await startBuiltServer({
    RATE_LIMIT_MAX: '1000000000',
    LOG_LEVEL: 'info',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  try {
    const seller = await startTrialByApi(server.url, `bench-shares-${Date.now()}@shop.io`);
    const sharePath = await createSharePath(server.url, seller.token);
    const shareUrl = `${server.url}/api/shares/${sharePath.split('/').pop()}`;
    const sums = { share: { rps: 0, p99: 0 }, health: { rps: 0, p99: 0 } };
    let viewsAnswered = 0;
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['share', 'health'] as const) : (['health', 'share'] as const);
      for (const which of order) {
        const url = which === 'share' ? shareUrl : `${server.url}/healthz`;
        const result = await load({ url, connections: 50, pipelining: 1, amount: requests });
        if (which === 'share') viewsAnswered += result['2xx'];
        sums[which].rps += result.requests.average / rounds;
        sums[which].p99 += result.latency.p99 / rounds;
      }
    }
    const reading = (await (await fetch(shareUrl)).json()) as { view_count: number };
    return {
      database,
      requests,
      rounds,
      ...sums,
      p99Ratio: sums.share.p99 / Math.max(1, sums.health.p99),
      viewsAnswered,
      viewCount: reading.view_count - 1,
    };
  } finally {
    await server.stop();
  }
}

export function describeShares(r: SharesBenchResult): string[] {
  const row = (label: string, d: { rps: number; p99: number }) =>
    `  ${label.padEnd(28)} ${Math.round(d.rps).toLocaleString('en-US').padStart(7)} req/s  p99 ${d.p99.toFixed(0).padStart(3)} ms`;
  return [
    `Shares (${r.database}), 50 connections, ${r.requests.toLocaleString('en-US')} requests x ${r.rounds} rounds:`,
    row('GET /api/shares/{id}', r.share),
    row('GET /healthz', r.health),
    `  p99 ratio ${r.p99Ratio.toFixed(2)}; views answered ${r.viewsAnswered}, counted ${r.viewCount}${r.viewCount === r.viewsAnswered ? ' (exact)' : ' (MISMATCH)'}`,
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [requests, rounds] = process.argv.slice(2).map(Number);
  for (const line of describeShares(await benchShares(requests || 4000, rounds || 2))) console.log(line);
}
