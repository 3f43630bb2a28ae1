// Fault suite: SIGTERM to the built server with 50 requests in flight. Every one is answered in full, a new
// connection after the signal is refused (the listening socket closes once the connections already queued are
// taken: shutdown-queue.test.ts; a load balancer's health check fails over), the process exits with code 0 within
// main.ts's grace time, and each answer's log line is out.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresForTests, type TestDatabase } from '@margin/db/testing';
import { TEST_ENV } from '../test-support';
import { ensureBuiltServer, startChildServer, within, type ChildServer } from './support';

/** main.ts's SHUTDOWN_GRACE_MS: past it the process exits with code 1 and whatever is in flight is lost. */
const SHUTDOWN_GRACE_MS = 10_000;
const IN_FLIGHT = 50;

/** docs/FEES.md's worked example, sent in two halves. */
const body = JSON.stringify({
  country: 'US',
  mode: 'forward',
  selling_price: 25,
  product_cost: 5,
  shipping_cost: 4,
  quantity: 1,
  gift_wrap_cost: 0,
  discount_rate: 0,
});

let testDb: TestDatabase | undefined;
let server: ChildServer;

beforeAll(async () => {
  const build = ensureBuiltServer();
  // PostgreSQL where one answers, as in production; else the embedded default in the server's own data folder.
  if ((await postgresForTests()).url) testDb = await createTestDatabase({ kind: 'postgres' });
  const database: Record<string, string> = testDb?.url ? { DATABASE_URL: testDb.url } : {};
  server = await startChildServer({
    NODE_ENV: 'test',
    PASSWORD_PEPPER: TEST_ENV.PASSWORD_PEPPER,
    BCRYPT_COST: '4',
    RATE_LIMIT_MAX: '10000',
    // Every answered request's log line must be written before the process exits (main.ts logs asynchronously).
    LOG_LEVEL: 'info',
    ...database,
  });
  console.info(
    `[fault suite] SIGTERM: built server ${build}, on ${testDb ? 'PostgreSQL' : 'the embedded database'}, ready after ${server.readyAfterMs} ms`,
  );
}, 90_000);
afterAll(async () => {
  server?.kill();
  await testDb?.drop();
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A POST whose headers and first half go now and whose second half goes when `finish` is called. */
function slowPost(agent: http.Agent, port: number, body: string) {
  const half = Math.floor(body.length / 2);
  let finish!: () => void;
  let headersSent!: () => void;
  const sent = new Promise<void>((resolve) => (headersSent = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/calculate/enhanced',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.flushHeaders();
    req.write(body.slice(0, half), () => headersSent());
    finish = () => req.end(body.slice(half));
  });
  return { sent, answer, finish: () => finish() };
}

function healthAnswered(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve());
      })
      .on('error', reject);
  });
}

function connectOutcome(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

describe('SIGTERM with 50 requests in flight', () => {
  it('answers all 50 in full, refuses new connections, and exits 0 within the grace time', async () => {
    // Kept alive as a load balancer's connections are: the server must still close them once answered.
    const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    const requests = Array.from({ length: IN_FLIGHT }, () => slowPost(agent, server.port, body));
    await Promise.all(requests.map((r) => r.sent));
    // Every request is past its routing (headers read) and waits for the rest of its body: the server accepts
    // connections in the order they were made, so once a health check made after them is answered, the 50 were
    // accepted and their headers read, however loaded the machine is.
    await healthAnswered(server.port);
    await new Promise((r) => setTimeout(r, 100));

    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    // The listening socket closes as soon as the connections already queued are taken.
    await within(2_000, 'new connections being refused', async () => {
      return (await connectOutcome(server.port)) === 'ECONNREFUSED';
    });
    expect(server.child.exitCode).toBeNull();

    for (const r of requests) r.finish();
    const answers = await Promise.all(requests.map((r) => r.answer));
    const statuses = answers.map((a) => a.status);
    expect(statuses).toEqual(Array.from({ length: IN_FLIGHT }, () => 200));
    for (const a of answers) expect(JSON.parse(a.body)).toHaveProperty('formulas');
    // Their kept-alive connections are closed as soon as each is idle, so nothing holds the shutdown open:
    // the exit below comes well within the grace time.

    const exit = await server.exited;
    agent.destroy();
    const exitMs = Math.round(exit.atMs - signalledAt);
    expect({ code: exit.code, signal: exit.signal }, server.output()).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(SHUTDOWN_GRACE_MS);
    expect(server.output()).not.toMatch(/graceful shutdown timed out/);
    const answered = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"url":"/api/calculate/enhanced","status":200'));
    expect(answered).toHaveLength(IN_FLIGHT);
    console.info(
      `[fault suite] SIGTERM: ${IN_FLIGHT} in-flight answered 200, exit code 0 after ${exitMs} ms`,
    );
  }, 30_000);
});
