// Password hashing under a flood (an attacker must not slow the API for everyone): wrong-password sign-ins for unknown e-mails from 10
// addresses, each sending one a second (10/s in all; within the 60-a-minute sign-in limit per address, which
// stays on), open-loop as an attacker would, whether or not earlier ones have answered. Measures /api/countries
// throughput (closed loop, 8 requests in flight) without the flood as the baseline and then during it, and a
// real seller's password sign-in latency in both phases. bcrypt at the real cost 12, the embedded database
// (or DATABASE_URL), the server in this process on 127.0.0.1 (as bench/login.ts), addresses simulated with
// X-Forwarded-For and one trusted proxy. The API-wide rate limit is lifted for the run.
// Bounded: a fixed number of requests per phase, every request with a timeout.
// Run: pnpm --filter @margin/bench hash-flood [--ungated] [seconds per phase]   (default 15 s)
//   --ungated  PASSWORD_HASH_CONCURRENCY=1024: nothing ever waits in the gate, only libuv's 4 threads bound the
//              hashing, as before the gate.
//   PASSWORD_HASH_CONCURRENCY / PASSWORD_HASH_MAX_WAIT_MS in the environment are passed to the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '@margin/db';
import { buildServer, loadEnv } from '@margin/server';
import { percentile } from './stats';

const FLOOD_ADDRESSES = 10;
const FLOOD_PER_ADDRESS_PER_SECOND = 1;
const COUNTRY_LOOPS = 8;
const SELLERS = 12;
const SELLER_EVERY_MS = 1500;
const SELLER_PASSWORD = 'SellerPassw0rd';
const REQUEST_TIMEOUT_MS = 60_000;
const sellerEmail = (k: number) => `seller-${k}@example.com`;

interface Answer {
  status: number;
  ms: number;
  body: Record<string, unknown>;
}

async function request(
  base: string,
  url: string,
  ip: string,
  body?: unknown,
  token?: string,
): Promise<Answer> {
  const sent = performance.now();
  try {
    const res = await fetch(base + url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'x-forwarded-for': ip,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    return {
      status: res.status,
      ms: performance.now() - sent,
      body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  } catch {
    return { status: 0, ms: performance.now() - sent, body: {} };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** /api/countries answered per second over `seconds`, by COUNTRY_LOOPS clients each waiting for its answer. */
async function countriesThroughput(
  base: string,
  seconds: number,
): Promise<{ perSecond: number; failed: number }> {
  const until = performance.now() + seconds * 1000;
  let answered = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: COUNTRY_LOOPS }, async (_, loop) => {
      while (performance.now() < until) {
        const { status } = await request(base, '/api/countries', `10.100.0.${loop}`);
        if (status === 200) answered += 1;
        else failed += 1;
      }
    }),
  );
  return { perSecond: answered / seconds, failed };
}

/**
 * Real sellers, one after another, each from an address of its own (as sellers are), signing in with their
 * password every SELLER_EVERY_MS (or as soon as the previous answer came) until `seconds` pass.
 */
async function sellerLogins(base: string, seconds: number, phase: number): Promise<Answer[]> {
  const until = performance.now() + seconds * 1000;
  const answers: Answer[] = [];
  for (let k = 0; performance.now() < until; k++) {
    const started = performance.now();
    answers.push(
      await request(base, '/api/auth/login', `10.20${phase}.0.${k}`, {
        email: sellerEmail(k % SELLERS),
        password: SELLER_PASSWORD,
        remember_me: false,
      }),
    );
    await sleep(started + SELLER_EVERY_MS - performance.now());
  }
  return answers;
}

/** Wrong passwords for e-mails nobody has (a fresh one each time, so no account lockout stops them). */
function startFlood(base: string) {
  const answers: Answer[] = [];
  const inFlight: Promise<void>[] = [];
  let stopped = false;
  let sent = 0;
  const started = performance.now();
  const interval = 1000 / (FLOOD_ADDRESSES * FLOOD_PER_ADDRESS_PER_SECOND);
  const done = (async () => {
    for (let i = 0; !stopped; i++) {
      await sleep(started + i * interval - performance.now());
      if (stopped) break;
      const ip = `10.66.0.${i % FLOOD_ADDRESSES}`;
      sent += 1;
      inFlight.push(
        request(base, '/api/auth/login', ip, {
          email: `nobody-${i}@example.com`,
          password: 'Guess12345',
          remember_me: false,
        }).then((answer) => void answers.push(answer)),
      );
    }
  })();
  return {
    answers,
    get sent() {
      return sent;
    },
    async stop() {
      stopped = true;
      await done;
      await Promise.all(inFlight);
    },
  };
}

export interface HashFloodResult {
  settings: string;
  baseline: { countriesPerSecond: number; seller: Answer[] };
  flood: { countriesPerSecond: number; seller: Answer[]; floodSent: number; floodAnswers: Answer[] };
  countriesFailed: number;
}

export async function benchHashFlood(seconds = 15, ungated = false): Promise<HashFloodResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-bench-hash-flood-'));
  const passThrough = (key: string) => (process.env[key] ? { [key]: process.env[key] } : {});
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    TRUST_PROXY_HOPS: '1',
    RATE_LIMIT_MAX: '1000000',
    ...passThrough('DATABASE_URL'),
    ...passThrough('PASSWORD_HASH_CONCURRENCY'),
    ...passThrough('PASSWORD_HASH_MAX_WAIT_MS'),
    ...(ungated ? { PASSWORD_HASH_CONCURRENCY: '1024', PASSWORD_HASH_MAX_WAIT_MS: '30000' } : {}),
  });
  const db = await createDb({ databaseUrl: env.DATABASE_URL, dataDir });
  const app = await buildServer({ env, db });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    for (let k = 0; k < SELLERS; k++) {
      const ip = `10.200.0.${k}`;
      const trial = await request(base, '/api/auth/login', ip, { email: sellerEmail(k), remember_me: true });
      const token = String(trial.body.token);
      const upgraded = await request(
        base,
        '/api/auth/upgrade-trial',
        ip,
        { password: SELLER_PASSWORD },
        token,
      );
      if (upgraded.status !== 200) throw new Error(`could not set a seller's password: ${upgraded.status}`);
    }
    await countriesThroughput(base, 2); // warm-up

    const [baselineCountries, baselineSeller] = await Promise.all([
      countriesThroughput(base, seconds),
      sellerLogins(base, seconds, 1),
    ]);

    const flood = startFlood(base);
    await sleep(3000); // let the flood build up before measuring
    const [floodCountries, floodSeller] = await Promise.all([
      countriesThroughput(base, seconds),
      sellerLogins(base, seconds, 2),
    ]);
    await flood.stop();

    const gate = ungated
      ? 'ungated (concurrency 1024, as before the gate)'
      : `gate: ${env.PASSWORD_HASH_CONCURRENCY} at once, max wait ${env.PASSWORD_HASH_MAX_WAIT_MS} ms`;
    return {
      settings: `bcrypt cost ${env.BCRYPT_COST}, ${gate}, ${db.kind === 'embedded' ? 'embedded PGlite' : 'PostgreSQL'}, ${os.cpus().length} CPUs, ${seconds} s per phase`,
      baseline: { countriesPerSecond: baselineCountries.perSecond, seller: baselineSeller },
      flood: {
        countriesPerSecond: floodCountries.perSecond,
        seller: floodSeller,
        floodSent: flood.sent,
        floodAnswers: flood.answers,
      },
      countriesFailed: baselineCountries.failed + floodCountries.failed,
    };
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function latencies(answers: Answer[]): string {
  if (answers.length === 0) return 'none answered';
  const ms = answers.map((a) => a.ms);
  const ok = answers.filter((a) => a.status === 200).length;
  const f = (v: number) => `${v.toFixed(0)}`;
  return `p50 ${f(percentile(ms, 50))} / p99 ${f(percentile(ms, 99))} / max ${f(Math.max(...ms))} ms, ${ok}/${answers.length} ok`;
}

function statusCounts(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'timeout/error' : status} x${n}`)
    .join(', ');
}

export function describeHashFlood(r: HashFloodResult): string {
  const ratio = r.flood.countriesPerSecond / r.baseline.countriesPerSecond;
  const row = (label: string, baseline: string, flood: string, last = '') =>
    `  ${label.padEnd(24)}${baseline.padEnd(50)}${flood.padEnd(50)}${last}`;
  const floodMs = r.flood.floodAnswers.map((a) => a.ms);
  return [
    `password hashing under a flood of wrong-password sign-ins from ${FLOOD_ADDRESSES} addresses, ${FLOOD_ADDRESSES * FLOOD_PER_ADDRESS_PER_SECOND}/s (${r.settings}):`,
    row('', 'baseline', 'under flood', 'flood / baseline'),
    row(
      '/api/countries req/s',
      r.baseline.countriesPerSecond.toFixed(0),
      r.flood.countriesPerSecond.toFixed(0),
      `${(ratio * 100).toFixed(0)}%`,
    ),
    row('seller sign-in latency', latencies(r.baseline.seller), latencies(r.flood.seller)),
    `  flood: ${r.flood.floodSent} sent; answers ${statusCounts(r.flood.floodAnswers)}; latency p50 ${percentile(floodMs, 50).toFixed(0)} ms, p99 ${percentile(floodMs, 99).toFixed(0)} ms`,
    ...(r.countriesFailed ? [`  /api/countries requests that failed: ${r.countriesFailed}`] : []),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const ungated = args.includes('--ungated');
  const seconds = Number(args.find((a) => /^\d+$/.test(a)) ?? 15);
  console.log(describeHashFlood(await benchHashFlood(seconds, ungated)));
}
