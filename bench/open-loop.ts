// An open-loop load at a steady rate: request i is due at start + i / rate, whether or not earlier ones have been
// answered, and its latency is counted from when it was due, so a request that waited for a free connection (or for
// a stalled server) is charged the wait.
//
// Written here because autocannon (8.0) cannot do it: its `overallRate` gives each connection a quota per second
// that it spends back to back as soon as the second starts (lib/httpClient.js: `reqsMadeThisSecond`), so "2,000 a
// second" over 50 connections is a burst as fast as the server answers at the start of every second, then
// nothing; and its coordinated-omission correction records each answer with an expected interval of
// `Math.ceil(1 / rate)` = 1 ms (lib/run.js), so one 60 ms answer is recorded as 60 answers of 60, 59, ... 1 ms.
// Both weigh most on the slower door, which is what the shares figure compares.
import http from 'node:http';

export interface OpenLoopOptions {
  url: string;
  /** GET when absent; a POST sends `body` as JSON. */
  method?: 'GET' | 'POST';
  body?: string;
  /** Requests a second. */
  rate: number;
  /** Requests in all. */
  amount: number;
  /** The connections to send them on (`connectionPool`); a request finding none free waits, and the wait counts. */
  pool: http.Agent;
}

/**
 * `connections` keep-alive connections to `origin`, opened now and kept for every run that is given the pool, each
 * used in turn (first in, first out), as a load balancer keeps its connections to a server (deploy/nginx.conf).
 * Opened lazily, a run's first requests would wait for new connections instead, and a busy Node server accepts them
 * slowly (measured: one every 2 to 3 ms, about one per turn of its event loop, while it answered 2,000 shares a
 * second): that wait, not the route, then made the run's p99.
 */
export async function connectionPool(origin: string, connections: number): Promise<http.Agent> {
  const pool = new http.Agent({ keepAlive: true, maxSockets: connections, scheduling: 'fifo' });
  await Promise.all(
    Array.from(
      { length: connections },
      () =>
        new Promise<void>((resolve, reject) => {
          http
            .get(`${origin}/healthz`, { agent: pool }, (res) => res.resume().once('end', resolve))
            .once('error', reject);
        }),
    ),
  );
  return pool;
}

export interface OpenLoopResult {
  /** Answers with a 2xx status. */
  ok: number;
  /** Other answers and failed requests. */
  errors: number;
  /** Latency from when each request was due to the end of its answer, ms. */
  p50: number;
  p99: number;
  /** Requests a second actually sent (the generator falling behind shows here). */
  sentRate: number;
}

export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const latencies = new Float64Array(options.amount);
  let ok = 0;
  let errors = 0;
  let sent = 0;
  const intervalMs = 1000 / options.rate;
  const start = performance.now();

  const send = (due: number, index: number) =>
    new Promise<void>((resolve) => {
      const done = (success: boolean) => {
        latencies[index] = performance.now() - due;
        if (success) ok++;
        else errors++;
        resolve();
      };
      const method = options.method ?? 'GET';
      const headers = options.body === undefined ? {} : { 'content-type': 'application/json' };
      http
        .request(options.url, { agent: options.pool, method, headers }, (res) => {
          res.resume();
          res.once('end', () => done((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300));
          res.once('error', () => done(false));
        })
        .once('error', () => done(false))
        .end(options.body);
    });

  const answers: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    // Timers fire about once a millisecond: each tick sends every request that has come due since the last one.
    const tick = () => {
      const now = performance.now();
      while (sent < options.amount && start + sent * intervalMs <= now) {
        answers.push(send(start + sent * intervalMs, sent));
        sent++;
      }
      if (sent < options.amount) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  const sendingMs = performance.now() - start;
  await Promise.all(answers);

  const sorted = latencies.sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    ok,
    errors,
    p50: at(0.5),
    p99: at(0.99),
    sentRate: options.amount / (sendingMs / 1000),
  };
}
