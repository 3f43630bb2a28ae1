// A month of 5,000 orders reconciled in the browser: the statement and the sold order items export written from
// the engine's own figures, reconciled inside a Web Worker of headless Chromium with the core function the app's
// worker runs, against papaparse's parse alone of the same two files. The goal: at most 2x the parse.
// Run: pnpm --filter @margin/bench reconcile-browser [orders] [rounds]
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchBrowser } from '@margin/e2e/browser';
import { soldOrderItemsCsv, statementCsv, type GenOrder } from '@margin/core';
import { bundleTiming } from './csv-tools';
import { median } from './stats';

/** `count` orders of one to three item lines, spread over September, deterministic. */
export function monthOfOrders(count: number): GenOrder[] {
  let seed = 7;
  const next = (max: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % max;
  return Array.from({ length: count }, (_, o) => ({
    id: String(4_000_000_000 + o),
    day: 1 + next(28),
    lines: Array.from({ length: 1 + next(3) }, (_, i) => ({
      title: `Item ${o}-${i}`,
      listingId: String(100_000 + o * 3 + i),
      price: 500 + next(6_000),
      quantity: 1 + next(2),
    })),
    shipping: next(2) === 0 ? 0 : 250 + next(600),
    tax: next(3) === 0 ? next(800) : 0,
    offsite: next(10) === 0,
  }));
}

export async function benchReconcileInBrowser(count = 5_000, rounds = 5) {
  const worker = await bundleTiming('browser', './reconcile-worker-entry.ts');
  const orders = monthOfOrders(count);
  const files = {
    '/statement.csv': statementCsv(orders, { country: 'GB', language: 'en' }),
    '/orders.csv': soldOrderItemsCsv(orders, 'GBP'),
  };
  const page = `<!doctype html><title>reconcile bench</title><script type="module">
    const statement = await (await fetch('/statement.csv')).text();
    const orders = await (await fetch('/orders.csv')).text();
    const worker = new Worker('/worker.js', { type: 'module' });
    window.result = new Promise((resolve, reject) => {
      worker.onmessage = (e) => resolve(e.data);
      worker.onerror = (e) => reject(new Error(e.message));
    });
    worker.postMessage({ statement, orders, rounds: ${rounds} });
  </script>`;
  const server = http.createServer((req, res) => {
    const file = files[req.url as keyof typeof files];
    const [type, body] =
      req.url === '/worker.js'
        ? ['text/javascript', worker]
        : file
          ? ['text/csv', file]
          : ['text/html', page];
    res.writeHead(200, { 'content-type': `${type}; charset=utf-8` });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launchBrowser();
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await tab.waitForFunction(() => 'result' in globalThis);
    const timings = await tab.evaluate(
      () =>
        (globalThis as unknown as { result: Promise<{ parseMs: number[]; reconcileMs: number[] }> }).result,
    );
    const bytes = Object.values(files).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    return { orders: count, bytes, ...timings };
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchReconcileInBrowser(Number(process.argv[2] ?? 5_000), Number(process.argv[3] ?? 5));
  const parse = median(r.parseMs);
  const reconcile = median(r.reconcileMs);
  console.log(
    `reconciliation of ${r.orders} orders (${(r.bytes / 1e6).toFixed(1)} MB, statement + orders export)`,
  );
  console.log(
    `  papaparse parse: median ${parse.toFixed(0)} ms; reconciliation: median ${reconcile.toFixed(0)} ms`,
  );
  console.log(`  ratio ${(reconcile / parse).toFixed(2)}x (goal: at most 2x)`);
}
