// The admin portal's stats at scale: GET /api/admin/stats with 100,000 sellers and 200,000 payments
// (plus subscriptions, login attempts and test accounts in realistic shares), against a baseline in the same run:
// GET /api/admin/auth/verify, which passes through the same admin session check and REST shim but reads no
// figures. Requests are sequential over HTTP on 127.0.0.1, alternating the two paths so that a slower stretch of
// the machine hits both alike. The seed is generated inside the database (INSERT ... SELECT generate_series), so
// it takes seconds, not minutes.
// Run: pnpm --filter @margin/bench admin-stats [postgres|embedded|both] [requests] [sellers] [payments]
//      (default both, 200 requests each, 100,000 sellers, 200,000 payments; postgres needs a reachable server,
//      TEST_DATABASE_URL or the local default, and uses a throwaway database)
import { createAdmin, createHashGate } from '@margin/api';
import { createTestDatabase } from '@margin/db/testing';
import type { Database } from '@margin/db';
import { buildServer, loadEnv } from '@margin/server';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { percentile } from './stats';

const PEPPER = 'bench-pepper-0123456789abcdef0123456789abcdef';
const PASSWORD = 'Bench-Admin-2026!';

export interface AdminStatsBenchResult {
  database: string;
  sellers: number;
  payments: number;
  seedMs: number;
  requests: number;
  statsMs: number[];
  baselineMs: number[];
  /** The figures' queries alone, without HTTP, session or serialisation. */
  queryMs: number[];
}

/**
 * Sellers over the last two years (5 % at a test-account domain); every 5th with a subscription (most running,
 * some cancelled, some ended); payments over the same two years (85 % paid, 10 % failed, 5 % pending); sign-in
 * attempts over the last month.
 */
async function seed(db: Database, sellers: number, payments: number): Promise<void> {
  const q = (sql: string) => db.prisma.$executeRawUnsafe(sql);
  await q(`
    INSERT INTO users (id, email, password_hash, trial_started_at, trial_ends_at, last_login_at, created_at, updated_at)
    SELECT 'bench-u-' || i,
      'seller-' || i || CASE WHEN i % 20 = 0 THEN '@example.com' ELSE '@shop' || (i % 97) || '.io' END,
      CASE WHEN i % 3 = 0 THEN '$2b$04$bench' END,
      now() - (i % 730) * interval '1 day' - (i % 1440) * interval '1 minute',
      now() - (i % 730) * interval '1 day' - (i % 1440) * interval '1 minute' + interval '7 days',
      now() - (i % 30) * interval '1 day',
      now() - (i % 730) * interval '1 day' - (i % 1440) * interval '1 minute',
      now()
    FROM generate_series(1, ${sellers}) AS i`);
  await q(`
    INSERT INTO subscriptions (id, user_id, status, provider, provider_subscription_id, current_period_end,
      cancel_at_period_end, canceled_at, created_at, updated_at)
    SELECT 'bench-s-' || i, 'bench-u-' || i,
      (CASE WHEN i % 45 = 0 THEN 'canceled' ELSE 'active' END)::subscription_status,
      (CASE WHEN i % 2 = 0 THEN 'stripe' ELSE 'test' END)::payment_provider,
      'bench-sub-' || i,
      now() + ((i % 400) - 40) * interval '1 day',
      i % 15 = 0,
      CASE WHEN i % 15 = 0 THEN now() - (i % 60) * interval '1 day' END,
      now() - (i % 700) * interval '1 day',
      now()
    FROM generate_series(5, ${sellers}, 5) AS i`);
  await q(`
    INSERT INTO payments (id, user_id, provider, amount_minor, currency, status, provider_session_id, paid_at,
      created_at, updated_at)
    SELECT 'bench-p-' || i, 'bench-u-' || (1 + (i * 7919) % ${sellers}), 'test', 299, 'USD',
      (CASE WHEN i % 20 < 17 THEN 'paid' WHEN i % 20 < 19 THEN 'failed' ELSE 'pending' END)::payment_status,
      'bench-cs-' || i,
      CASE WHEN i % 20 < 17 THEN now() - (i % 730) * interval '1 day' END,
      now() - (i % 730) * interval '1 day' - (i % 600) * interval '1 minute',
      now()
    FROM generate_series(1, ${payments}) AS i`);
  await q(`
    INSERT INTO login_attempts (id, scope, email, success, reason, created_at)
    SELECT 'bench-l-' || i, 'user', 'seller-' || (1 + i % ${sellers}) || '@shop' || ((1 + i % ${sellers}) % 97) || '.io',
      i % 4 <> 0, CASE WHEN i % 4 = 0 THEN 'bad_password' END, now() - (i % 43200) * interval '1 minute'
    FROM generate_series(1, ${Math.round(sellers / 2)}) AS i`);
  await q('ANALYZE');
}

async function timed(url: string, token: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - start;
}

export async function benchAdminStats(
  kind: 'postgres' | 'embedded',
  requests = 200,
  sellers = 100_000,
  payments = 200_000,
): Promise<AdminStatsBenchResult> {
  const testDb = await createTestDatabase({ kind });
  const { db } = testDb;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-bench-admin-'));
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '1000000',
    PASSWORD_PEPPER: PEPPER,
    BCRYPT_COST: '4',
  });
  const app = await buildServer({ env, db });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const seedStart = performance.now();
    await seed(db, sellers, payments);
    const seedMs = performance.now() - seedStart;
    await createAdmin(
      db,
      { username: 'bench-ops', password: PASSWORD },
      { pepper: PEPPER, cost: 4, gate: createHashGate({ concurrency: 1, maxWaitMs: 0 }), client: 'bench' },
    );
    const login = await fetch(`${base}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench-ops', password: PASSWORD }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const stats = `${base}/api/admin/stats`;
    const baseline = `${base}/api/admin/auth/verify`;
    for (let i = 0; i < 10; i++) await Promise.all([timed(stats, token), timed(baseline, token)]);
    const statsMs: number[] = [];
    const baselineMs: number[] = [];
    for (let i = 0; i < requests; i++) {
      statsMs.push(await timed(stats, token));
      baselineMs.push(await timed(baseline, token));
    }
    const { adminStats } = await import('@margin/api');
    const domains = ['example.com', 'example.org', 'example.net'];
    const queryMs: number[] = [];
    for (let i = 0; i < Math.min(requests, 50); i++) {
      const start = performance.now();
      await adminStats(db, domains);
      queryMs.push(performance.now() - start);
    }
    return {
      database: kind === 'postgres' ? 'PostgreSQL server' : 'embedded PostgreSQL (PGlite, in memory)',
      sellers,
      payments,
      seedMs,
      requests,
      statsMs,
      baselineMs,
      queryMs,
    };
  } finally {
    await app.close();
    await testDb.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeAdminStats(result: AdminStatsBenchResult): string[] {
  const row = (name: string, values: number[]) =>
    `  ${name.padEnd(44)} ${percentile(values, 50).toFixed(1).padStart(8)} ${percentile(values, 95).toFixed(1).padStart(8)} ${Math.max(
      ...values,
    )
      .toFixed(1)
      .padStart(8)}`;
  const p95 = percentile(result.statsMs, 95);
  return [
    `admin stats, ${result.sellers.toLocaleString('en-US')} sellers, ${result.payments.toLocaleString('en-US')} payments, ${result.database} (seeded in ${(result.seedMs / 1000).toFixed(1)} s), ${result.requests} requests each`,
    `  ${'ms'.padEnd(44)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`,
    row('GET /api/admin/stats', result.statsMs),
    row('GET /api/admin/auth/verify (baseline)', result.baselineMs),
    row(`stats queries alone (n=${result.queryMs.length})`, result.queryMs),
    `  goal p95 < 300 ms: ${p95 < 300 ? 'met' : 'NOT met'} (${p95.toFixed(1)} ms)`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [which = 'both', requests, sellers, payments] = process.argv.slice(2);
  const kinds = which === 'both' ? (['postgres', 'embedded'] as const) : [which as 'postgres' | 'embedded'];
  for (const kind of kinds) {
    const result = await benchAdminStats(
      kind,
      Number(requests) || undefined,
      Number(sellers) || undefined,
      Number(payments) || undefined,
    );
    for (const line of describeAdminStats(result)) console.log(line);
  }
}
