// Shutdown (what SIGTERM starts in main.ts: app.close()) while connections wait in the kernel's accept queue: the
// server stops accepting, but answers every connection already queued ('The server is restarting...', 503 with
// Retry-After) instead of resetting it, and only then closes. A load balancer retries a 503 elsewhere; a reset
// it can only report as a failure.
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHUTTING_DOWN_DETAIL } from '../plugins/edge-answers';
import { startTestServer, type TestServer } from '../test-support';

const QUEUED = 50;

/**
 * The client, on a thread of its own: it opens the connections and sends a whole request on each, then tells the
 * test, which holds the server's thread meanwhile, so none of them is accepted yet. The kernel completes the
 * connections (they wait in the listening socket's queue) and keeps the requests' bytes.
 */
const CLIENT = `
const { workerData, parentPort } = require('node:worker_threads');
const net = require('node:net');
const { port, count, sent } = workerData;
const flag = new Int32Array(sent);
const body = JSON.stringify({ country: 'US', mode: 'forward', selling_price: 25, product_cost: 5 });
const request = 'POST /api/calculate/enhanced HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nContent-Type: application/json\\r\\n' +
  'Content-Length: ' + Buffer.byteLength(body) + '\\r\\n\\r\\n' + body;
let written = 0;
const outcomes = [];
const settle = (outcome) => {
  outcomes.push(outcome);
  if (outcomes.length === count) parentPort.postMessage(outcomes);
};
for (let i = 0; i < count; i++) {
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  let failed = null;
  socket.setEncoding('latin1');
  socket.on('connect', () =>
    socket.write(request, () => {
      if (++written === count) { Atomics.store(flag, 0, 1); Atomics.notify(flag, 0); }
    }),
  );
  socket.on('data', (chunk) => (text += chunk));
  socket.on('error', (error) => (failed = error.code));
  socket.on('close', () => settle(failed ? { error: failed } : { answer: text }));
}
`;

interface Outcome {
  error?: string;
  answer?: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_MAX: '10000' });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => server.close().catch(() => undefined));

describe('shutdown with connections waiting to be accepted', () => {
  it('answers each of them 503 with Retry-After, resets none, then closes', async () => {
    const { port } = server.app.server.address() as { port: number };
    const sent = new SharedArrayBuffer(4);
    const client = new Worker(CLIENT, { eval: true, workerData: { port, count: QUEUED, sent } });
    const outcomes = new Promise<Outcome[]>((resolve) => client.once('message', resolve));
    // Holds this thread (and the server on it) until every request is sent: all 50 wait to be accepted.
    expect(Atomics.wait(new Int32Array(sent), 0, 0, 30_000)).toBe('ok');
    const closed = server.app.close();

    const results = await outcomes;
    await closed;
    await client.terminate();
    expect(results.filter((r) => r.error)).toEqual([]);
    for (const { answer } of results) {
      const [head = '', body] = answer!.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 503 /);
      expect(head).toMatch(/\r\nretry-after: 5\r\n/i);
      expect(head).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(body!)).toEqual({ detail: SHUTTING_DOWN_DETAIL });
    }
    expect(results).toHaveLength(QUEUED);
  }, 60_000);
});
