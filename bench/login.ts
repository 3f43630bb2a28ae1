// Sign-in under load: Pro logins (bcrypt cost 12 over the peppered pre-hash) arriving at a fixed rate,
// open-loop (a request is sent every 1/rate s whether or not earlier ones have answered, as real sellers would).
// Measures each login's latency and the server's event-loop delay meanwhile (bcrypt runs on libuv's thread
// pool, so the loop should stay free to serve the calculator while passwords are being checked).
// The server runs in this process over HTTP on 127.0.0.1; each simulated seller comes from its own address
// (X-Forwarded-For with one trusted proxy), as sellers do, so the per-address sign-in limit does not interfere.
// Run: pnpm --filter @margin/bench signin [rate per second] [seconds]   (default 10/s for 30 s)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createDb } from '@margin/db';
import { buildServer, loadEnv } from '@margin/server';
import { percentile } from './stats';

const ACCOUNTS = 40;
const PASSWORD = 'BenchPassw0rd';

export interface LoginBenchResult {
  rate: number;
  seconds: number;
  bcryptCost: number;
  latenciesMs: number[];
  failures: number;
  loopDelayMs: { p50: number; p99: number; max: number };
  database: string;
}

async function post(base: string, url: string, body: unknown, ip: string, token?: string) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const ipOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

export async function benchLogin(rate = 10, seconds = 30): Promise<LoginBenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-bench-login-'));
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    TRUST_PROXY_HOPS: '1',
    RATE_LIMIT_MAX: '100000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const db = await createDb({ databaseUrl: env.DATABASE_URL, dataDir });
  const app = await buildServer({ env, db });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const emails = Array.from({ length: ACCOUNTS }, (_, i) => `bench-${i}@example.com`);
    for (const [i, email] of emails.entries()) {
      const trial = await post(base, '/api/auth/login', { email, remember_me: true }, ipOf(i));
      await post(base, '/api/auth/upgrade-trial', { password: PASSWORD }, ipOf(i), String(trial.body.token));
    }

    const loop = monitorEventLoopDelay({ resolution: 1 });
    const latenciesMs: number[] = [];
    let failures = 0;
    const inFlight: Promise<void>[] = [];
    const started = performance.now();
    loop.enable();
    for (let i = 0; i < rate * seconds; i++) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const sent = performance.now();
      inFlight.push(
        post(
          base,
          '/api/auth/login',
          { email: emails[i % ACCOUNTS], password: PASSWORD, remember_me: false },
          ipOf(1000 + i),
        ).then(({ status }) => {
          latenciesMs.push(performance.now() - sent);
          if (status !== 200) failures += 1;
        }),
      );
    }
    await Promise.all(inFlight);
    loop.disable();
    const ms = (ns: number) => ns / 1e6;
    return {
      rate,
      seconds,
      bcryptCost: env.BCRYPT_COST,
      latenciesMs,
      failures,
      loopDelayMs: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
      database: db.kind === 'embedded' ? 'embedded PGlite' : 'PostgreSQL',
    };
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeLogin(r: LoginBenchResult): string {
  const f = (v: number) => `${v.toFixed(0)} ms`;
  return [
    `logins at ${r.rate}/s for ${r.seconds} s (bcrypt cost ${r.bcryptCost}, ${r.database}, ${os.cpus().length} CPUs, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}):`,
    `  latency p50 ${f(percentile(r.latenciesMs, 50))}, p95 ${f(percentile(r.latenciesMs, 95))}, p99 ${f(percentile(r.latenciesMs, 99))}, max ${f(Math.max(...r.latenciesMs))} (n=${r.latenciesMs.length}, failed ${r.failures})`,
    `  event-loop delay meanwhile: p50 ${r.loopDelayMs.p50.toFixed(1)} ms, p99 ${r.loopDelayMs.p99.toFixed(1)} ms, max ${r.loopDelayMs.max.toFixed(1)} ms`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rate = Number(process.argv[2] ?? 10);
  const seconds = Number(process.argv[3] ?? 30);
  console.log(describeLogin(await benchLogin(rate, seconds)));
}
