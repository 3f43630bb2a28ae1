// The advanced dashboard's query at scale: GET /api/advanced/sales-analytics for a seller with
// 10,000 sales records spread over two years, against a baseline in the same run: GET
// /api/advanced/market-insights, which passes through the same session, access check and REST shim but reads no
// records. The difference is the cost of the monthly aggregate itself. Requests are sequential over HTTP on
// 127.0.0.1, alternating the two paths so that a slower stretch of the machine hits both alike.
// Run: pnpm --filter @margin/bench dashboard [records] [requests]   (default 10,000 records, 300 requests each)
//      DATABASE_URL=postgresql://... to measure on a PostgreSQL server instead of the embedded one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monthsEndingAt } from '@margin/core';
import { createDb } from '@margin/db';
import { buildServer, loadEnv } from '@margin/server';
import { percentile } from './stats';

export interface DashboardBenchResult {
  records: number;
  requests: number;
  database: string;
  analyticsMs: number[];
  baselineMs: number[];
}

async function timed(url: string, token: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - start;
}

export async function benchDashboard(records = 10_000, requests = 300): Promise<DashboardBenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-bench-dashboard-'));
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '1000000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const db = await createDb({ databaseUrl: env.DATABASE_URL, dataDir });
  const app = await buildServer({ env, db });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const email = `bench-dashboard-${Date.now()}@example.com`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, remember_me: true }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const { id: userId } = await db.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
    // Spread over 24 months, up to today, with varied amounts: the 6-month window reads about a quarter.
    const months = monthsEndingAt(new Date(), 24);
    const rows = Array.from({ length: records }, (_, i) => ({
      userId,
      date: new Date(`${months[i % months.length]}-${String((i % 27) + 1).padStart(2, '0')}T00:00:00Z`),
      productName: `Product ${i % 50}`,
      sellingPriceMinor: 500 + ((i * 7919) % 9500),
      totalCostsMinor: 200 + ((i * 104729) % 4000),
      quantity: 1 + (i % 3),
    }));
    for (let i = 0; i < rows.length; i += 2000) {
      await db.prisma.salesRecord.createMany({ data: rows.slice(i, i + 2000) });
    }
    const analytics = `${base}/api/advanced/sales-analytics?months=6`;
    const baseline = `${base}/api/advanced/market-insights?keywords=handmade`;
    for (let i = 0; i < 20; i++) await Promise.all([timed(analytics, token), timed(baseline, token)]);
    const analyticsMs: number[] = [];
    const baselineMs: number[] = [];
    for (let i = 0; i < requests; i++) {
      analyticsMs.push(await timed(analytics, token));
      baselineMs.push(await timed(baseline, token));
    }
    return {
      records,
      requests,
      database: env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PostgreSQL (PGlite)',
      analyticsMs,
      baselineMs,
    };
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeDashboard(result: DashboardBenchResult): string[] {
  const line = (name: string, values: number[]) =>
    `${name}: p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;
  const ratio = (p: number) =>
    (percentile(result.analyticsMs, p) / percentile(result.baselineMs, p)).toFixed(2);
  return [
    `dashboard analytics, ${result.records.toLocaleString('en-US')} records, ${result.requests} requests, ${result.database}`,
    line('  GET /api/advanced/sales-analytics', result.analyticsMs),
    line('  GET /api/advanced/market-insights (baseline, no records read)', result.baselineMs),
    `  ratio analytics / baseline: p50 ${ratio(50)}x, p95 ${ratio(95)}x`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [records, requests] = process.argv.slice(2).map(Number);
  for (const line of describeDashboard(await benchDashboard(records || undefined, requests || undefined))) {
    console.log(line);
  }
}
