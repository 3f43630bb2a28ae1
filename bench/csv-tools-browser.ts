// The CSV tools in the browser: the 50,000-line sold order items export parsed, and parsed + analysed,
// inside a Web Worker of headless Chromium, with the same core functions the seller app's worker runs (bundled
// by esbuild, as for the Node figure, so it needs no app build). Served from a throwaway loopback server.
// Run: pnpm --filter @margin/bench csv-tools-browser [rows] [rounds]
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchBrowser } from '@margin/e2e/browser';
import { bundleTiming, describeCsvTools, type CsvTimings, type CsvToolsFigures } from './csv-tools';
import { soldOrderItemsCsv } from './sold-order-items';

export async function benchCsvToolsInBrowser(rows = 50_000, rounds = 5): Promise<CsvToolsFigures> {
  const worker = await bundleTiming('browser');
  const text = soldOrderItemsCsv(rows);
  const page = `<!doctype html><title>csv bench</title><script type="module">
    const text = await (await fetch('/data.csv')).text();
    const worker = new Worker('/worker.js', { type: 'module' });
    window.result = new Promise((resolve, reject) => {
      worker.onmessage = (e) => resolve(e.data);
      worker.onerror = (e) => reject(new Error(e.message));
    });
    worker.postMessage({ text, rounds: ${rounds} });
  </script>`;
  const server = http.createServer((req, res) => {
    const [type, body] =
      req.url === '/worker.js'
        ? ['text/javascript', worker]
        : req.url === '/data.csv'
          ? ['text/csv', text]
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
      () => (globalThis as unknown as { result: Promise<CsvTimings> }).result,
    );
    return { rows, bytes: Buffer.byteLength(text), ...timings };
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchCsvToolsInBrowser(
    Number(process.argv[2] ?? 50_000),
    Number(process.argv[3] ?? 5),
  );
  for (const line of describeCsvTools(figures, 'Chromium Web Worker')) console.log(line);
}
