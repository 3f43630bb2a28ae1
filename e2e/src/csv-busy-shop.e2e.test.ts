// The CSV tools with a busy shop's files in the built app: a 50,000-line sold order items export (about 15 MB,
// buyers' addresses and all) read as a stream in the worker and shown in a virtualised table; the listings export
// repriced without cutting any price; and no page of the three tools wider than a 390 px phone.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { builtAppForFile } from './built-app';
import { fileToolsContext } from './file-tools';
import { soldOrderItemsCsv as busyShopCsv } from './busy-shop-csv';
import { soldOrderItemsCsv } from './csv-files';
import { listingsCsv } from './listings-csv';
import {
  advancedPath,
  advancedTabReady,
  runCsvTool,
  startTrialByApi,
  type CsvToolTab,
  type ViewportName,
} from './screens';

const app = builtAppForFile();

async function sellerContext(viewport: ViewportName): Promise<BrowserContext> {
  const session = await startTrialByApi(app.server.url, `csv.busy.${viewport}.${Date.now()}@example.com`);
  return fileToolsContext(app, session, { viewport, country: 'US' });
}

/** Splits a CSV line at the commas outside quotes. */
const cells = (line: string) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);

async function downloaded(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return fs.readFileSync(await download.path(), 'utf8');
}

describe('The CSV tools with a busy shop’s files', () => {
  it(
    'analyses a 50,000-line export read as a stream, draws its table virtualised, and reprices listings without cutting a price',
    { timeout: 240_000 },
    async () => {
      const context = await sellerContext('desktop');
      const page = await context.newPage();
      await page.goto(app.server.url + advancedPath('orders-analysis'));
      await advancedTabReady(page, 'orders-analysis');
      const text = busyShopCsv(50_000);
      expect(Buffer.byteLength(text)).toBeGreaterThan(12 * 1024 * 1024);
      await page.locator('input[type="file"]').setInputFiles({
        name: 'EtsySoldOrderItems2026.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(text),
      });
      await page.getByRole('group', { name: 'Chosen file' }).waitFor();
      await page.getByRole('button', { name: 'Analyze Orders' }).click();
      await page.getByTestId('csv-file-line').waitFor({ timeout: 180_000 });
      expect(await page.getByTestId('csv-file-line').textContent()).toContain('50,000 rows read');
      const table = page.getByRole('table', { name: 'Analysed order items' });
      expect(Number(await table.getAttribute('aria-rowcount'))).toBeGreaterThan(40_000);
      // A screenful of rows in the page, not 50,000.
      expect(await table.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(200);
      // Halfway down the page: the rows there are drawn in place of the first ones.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await expect
        .poll(() => table.locator('tbody tr[aria-rowindex]').first().getAttribute('aria-rowindex'))
        .not.toBe('2');

      await page.goto(app.server.url + advancedPath('bulk-price-updater'));
      await advancedTabReady(page, 'bulk-price-updater');
      await runCsvTool(page, 'bulk-price-updater', { name: 'EtsyListingsDownload.csv', text: listingsCsv() });
      const [header, ...rows] = (await downloaded(page, 'Export CSV'))
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      const column = (name: string) => cells(header!).indexOf(name);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const line = cells(row);
        const current = Number(line[column('current_price')]);
        const next = Number(line[column('new_price')]);
        expect(line[column('price_action')], row).not.toBe('lower');
        expect(next, row).toBeGreaterThanOrEqual(current);
      }
      await context.close();
    },
  );

  it(
    'lays out the three tools with results within a 390 px phone, and shows Fees and Profit at 1280 px without scrolling',
    { timeout: 240_000 },
    async () => {
      const tools: [CsvToolTab, { name: string; text: string }][] = [
        ['break-even-audit', { name: 'EtsyListingsDownload.csv', text: listingsCsv() }],
        ['bulk-price-updater', { name: 'EtsyListingsDownload.csv', text: listingsCsv() }],
        ['orders-analysis', { name: 'EtsySoldOrderItems2026.csv', text: soldOrderItemsCsv() }],
        // A year's six-figure totals in the summary cards.
        ['orders-analysis', { name: 'EtsySoldOrderItems5000.csv', text: busyShopCsv(5_000) }],
      ];
      const wrong: string[] = [];
      for (const viewport of ['phone', 'desktop'] as const) {
        const context = await sellerContext(viewport);
        const page = await context.newPage();
        for (const [tab, file] of tools) {
          await page.goto(app.server.url + advancedPath(tab));
          await advancedTabReady(page, tab);
          await runCsvTool(page, tab, file);
          const layout = await page.evaluate(() => {
            const scroller = document.querySelector('[role="region"][aria-label$="scroll sideways"]');
            const edge = scroller?.getBoundingClientRect().right ?? 0;
            const hidden = Array.from(document.querySelectorAll('th'))
              .filter((th) => /^(Fees|Profit|Net profit)$/.test(th.textContent ?? ''))
              .filter((th) => th.getBoundingClientRect().right > edge + 0.5)
              .map((th) => th.textContent);
            // An amount broken over two lines is taller than one line of its font.
            const broken = Array.from(
              document.querySelectorAll('section[aria-labelledby^="summary-"] [role="group"] > div'),
            )
              .filter((value) => /\d/.test(value.textContent ?? ''))
              .filter(
                (value) =>
                  value.getBoundingClientRect().height > parseFloat(getComputedStyle(value).lineHeight) * 1.5,
              )
              .map((value) => value.textContent);
            return { width: document.documentElement.scrollWidth, hidden, broken };
          });
          if (viewport === 'phone' && layout.width > 390)
            wrong.push(`${tab} at 390: ${layout.width} px wide`);
          if (viewport === 'desktop' && layout.hidden.length > 0)
            wrong.push(`${tab} at 1280: ${layout.hidden.join(', ')} off screen`);
          if (layout.broken.length > 0)
            wrong.push(`${tab} at ${viewport}: ${layout.broken.join(', ')} broken`);
        }
        await context.close();
      }
      expect(wrong).toEqual([]);
    },
  );
});
