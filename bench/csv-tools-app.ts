// The orders analysis in the built seller app, as a seller meets it: from the click on 'Analyze Orders' to the
// results drawn (the file line painted), against papaparse's own parse of the same file in the same page, for
// busy shops' sold order items exports; and the page's longest task meanwhile (PerformanceObserver 'longtask',
// the page's main thread; the worker's work is not on it). Rounds alternate the sizes; medians are quoted.
// Run: pnpm build && pnpm --filter @margin/bench exec tsx csv-tools-app.ts [rows,rows,...] [rounds] [another seller build's dist]
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '@margin/e2e/browser';
import { startBuiltServer } from '@margin/e2e/built-server';
import { soldOrderItemsCsv } from '@margin/e2e/busy-shop-csv';
import { advancedPath, advancedTabReady, signedInContext, startTrialByApi } from '@margin/e2e/screens';

type Page = Awaited<ReturnType<Awaited<ReturnType<typeof launchBrowser>>['newPage']>>;

const papaparse = createRequire(import.meta.resolve('@margin/core')).resolve('papaparse/papaparse.min.js');

export interface AppRun {
  rows: number;
  bytes: number;
  /** Click to results drawn, ms. */
  analyse: number;
  /** papaparse.parse of the same text in the same page, ms. */
  parse: number;
  /** Longest task on the page's main thread from the click to the results, ms (0: none over 50 ms). */
  longestTask: number;
}

/** An export written to a file once: Playwright hands the page a file by its path (a buffer stops at 50 MB). */
interface BenchFile {
  rows: number;
  path: string;
  bytes: number;
}

/** Loads the file into the tool, clicks, waits for the results' next frame; then papaparse on the same text. */
async function oneRun(page: Page, { rows, path, bytes }: BenchFile): Promise<AppRun> {
  // The file of the run before, taken off so the drop zone and its file input are back.
  const remove = page.getByRole('button', { name: /^Remove / });
  if ((await remove.count()) > 0) await remove.click();
  await page.locator('input[type="file"]').setInputFiles(path);
  const timing = await page.evaluate(async () => {
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const button = Array.from(document.querySelectorAll('button')).find(
      (b) => b.textContent === 'Analyze Orders',
    )!;
    const line = () => document.querySelector('[data-testid="csv-file-line"]');
    line()?.setAttribute('data-old', '');
    const start = performance.now();
    button.click();
    await new Promise<void>((resolve) => {
      const check = () => {
        const now = line();
        if (now && !now.hasAttribute('data-old')) requestAnimationFrame(() => setTimeout(resolve));
        else setTimeout(check, 5);
      };
      check();
    });
    const analyse = performance.now() - start;
    observer.disconnect();
    return { analyse, longestTask: Math.max(0, ...tasks) };
  });
  // The same file, read and parsed by papaparse in the same page.
  const parse = await page.evaluate(async () => {
    const text = await (window as unknown as { benchFile: File }).benchFile.text();
    const papa = (window as unknown as { Papa: { parse: (t: string, o: object) => unknown } }).Papa;
    const parseStart = performance.now();
    papa.parse(text, { skipEmptyLines: 'greedy' });
    return performance.now() - parseStart;
  });
  return { rows, bytes, parse, ...timing };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function benchCsvToolsApp(
  sizes: number[],
  rounds: number,
  sellerDist?: string,
): Promise<AppRun[]> {
  const [server, browser] = await Promise.all([
    startBuiltServer(sellerDist ? { SELLER_DIST_DIR: sellerDist } : {}),
    launchBrowser(),
  ]);
  const runs: AppRun[] = [];
  try {
    const session = await startTrialByApi(server.url, `bench.csv.${Date.now()}@example.com`);
    const context = await signedInContext(browser, server.url, session, {
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      // papaparse is put into the page beside the app, which its content security policy would refuse.
      bypassCSP: true,
    });
    await context.addInitScript(() => window.localStorage.setItem('margin.country', 'US'));
    // tsx names the functions it compiles with a helper the page does not have.
    await context.addInitScript('window.__name = (fn) => fn;');
    const page = await context.newPage();
    await page.goto(server.url + advancedPath('orders-analysis'));
    await advancedTabReady(page, 'orders-analysis');
    await page.addScriptTag({ path: papaparse });
    // The file each run sets, kept for papaparse's turn: the tool takes its input away once it has the file.
    await page.evaluate(() =>
      document.addEventListener(
        'change',
        (event) => {
          const input = event.target as HTMLInputElement;
          if (input.type === 'file' && input.files?.[0])
            (window as unknown as { benchFile: File }).benchFile = input.files[0];
        },
        true,
      ),
    );
    const folder = mkdtempSync(join(tmpdir(), 'margin-csv-app-'));
    const files = sizes.map((rows): BenchFile => {
      const path = join(folder, `sold-order-items-${rows}.csv`);
      writeFileSync(path, soldOrderItemsCsv(rows));
      return { rows, path, bytes: statSync(path).size };
    });
    for (let round = 0; round < rounds; round++) {
      for (const file of files) runs.push(await oneRun(page, file));
    }
    rmSync(folder, { recursive: true, force: true });
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
  return runs;
}

export function describeAppRuns(runs: AppRun[]): string[] {
  const sizes = [...new Set(runs.map((run) => run.rows))];
  return sizes.map((rows) => {
    const of = runs.filter((run) => run.rows === rows);
    const analyse = median(of.map((run) => run.analyse));
    const parse = median(of.map((run) => run.parse));
    const mb = (of[0]!.bytes / 1024 / 1024).toFixed(1);
    return `${rows.toLocaleString('en-US')} rows (${mb} MB): click to results ${Math.round(analyse)} ms, papaparse ${Math.round(parse)} ms (${(analyse / parse).toFixed(1)}x), longest task ${Math.round(median(of.map((run) => run.longestTask)))} ms (median of ${of.length})`;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = (process.argv[2] ?? '5000,50000').split(',').map(Number);
  const runs = await benchCsvToolsApp(sizes, Number(process.argv[3] ?? 3), process.argv[4]);
  for (const line of describeAppRuns(runs)) console.log(line);
}
