// The CSV tools in the built app against the built server: a trial seller drops the marketplace's sold
// order items export on the orders analysis, reads the totals, exports them, adds the orders to the sales records
// and finds them on the dashboard; audits and reprices a listings export; and axe finds nothing serious on the
// three tools with results, at a phone's and a desktop's width. The files are analysed in a Web Worker: no
// buyer's name or address is ever sent.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations, isSeriousOrWorse } from './axe';
import { builtAppForFile } from './built-app';
import { fileToolsContext, figure, watchPage } from './file-tools';
import { BUYER_DETAILS, ORDERS_TOTALS, soldOrderItemsCsv } from './csv-files';
import { listingsCsv } from './listings-csv';
import {
  advancedPath,
  advancedTabReady,
  asExpiredSeller,
  openAdvancedTab,
  runCsvTool,
  startTrialByApi,
  type CsvToolTab,
} from './screens';

const app = builtAppForFile();

const ORDERS_FILE = { name: 'EtsySoldOrderItems2026.csv', text: soldOrderItemsCsv() };
const LISTINGS_FILE = { name: 'EtsyListingsDownload.csv', text: listingsCsv() };

/** The text of a download, exactly as written (byte-order mark included). */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, 'utf8') };
}

describe('The CSV tools in the built app', () => {
  it('analyses a sold order items export on the device, exports it, and adds the orders to the sales records and the dashboard', async () => {
    const session = await startTrialByApi(app.server.url, `csv.orders.${Date.now()}@example.com`);
    const context = await fileToolsContext(app, session, { country: 'US' });
    const page = await context.newPage();
    const { workers, sent } = watchPage(page);

    await page.goto(app.server.url + advancedPath('dashboard'));
    await advancedTabReady(page, 'dashboard');
    await openAdvancedTab(page, 'orders-analysis');
    expect(new URL(page.url()).search).toBe('?mode=advanced&tab=orders-analysis');

    await runCsvTool(page, 'orders-analysis', ORDERS_FILE);
    expect(await page.getByTestId('csv-file-line').textContent()).toBe(
      "The marketplace's sold order items export — 6 rows read, all analysed",
    );
    expect(await figure(page, 'Orders').textContent()).toContain(String(ORDERS_TOTALS.orders));
    expect(await figure(page, 'Gross revenue').textContent()).toContain(ORDERS_TOTALS.grossRevenue);
    expect(await figure(page, 'Marketplace fees').textContent()).toContain(ORDERS_TOTALS.fees);
    expect(await figure(page, 'Cost of goods').textContent()).toContain(ORDERS_TOTALS.cogs);
    expect(await figure(page, 'Net profit').textContent()).toContain(ORDERS_TOTALS.netProfit);
    const items = page.getByRole('table', { name: 'Analysed order items' }).locator('tbody tr');
    expect(await items.count()).toBe(ORDERS_TOTALS.itemLines);
    expect(await items.nth(0).textContent()).toContain('Coupon or discount applied');
    expect(await page.getByRole('region', { name: 'Recommendations' }).textContent()).toContain(
      'Coupons and discounts gave away $8.00 over 1 order.',
    );
    // The analysis ran in the CSV tools' worker, and the results show no buyer.
    expect(workers.some((url) => url.includes('csv-analysis.worker'))).toBe(true);
    const results = (await page.getByRole('region', { name: 'Results' }).textContent()) ?? '';
    for (const detail of BUYER_DETAILS) expect(results).not.toContain(detail);

    // The export: made in the browser, one line per item line, formula-safe, no buyer in it.
    const exported = await downloaded(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(exported.name).toMatch(/^orders-analysis-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(
      exported.text.startsWith('\uFEFForder_id,order_date,item_title,variant,sku,quantity,currency'),
    ).toBe(true);
    const lines = exported.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(ORDERS_TOTALS.itemLines + 1);
    expect(exported.text).toContain('"Soy candle ""Fig & Cedar"""');
    for (const detail of BUYER_DETAILS) expect(exported.text).not.toContain(detail);

    // Works offline: the worker and the page need nothing from the server.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Analyze Orders' }).click();
    await expect.poll(() => figure(page, 'Net profit').textContent()).toContain(ORDERS_TOTALS.netProfit);
    await context.setOffline(false);

    // Into the sales records, once: a second time adds nothing.
    const add = page.getByRole('button', { name: 'Add these orders to my sales records' });
    await add.click();
    await page
      .getByText('3 orders added to your sales records (0 were already there)')
      .waitFor({ timeout: 15_000 });
    await add.click();
    await page
      .getByText('0 orders added to your sales records (3 were already there)')
      .waitFor({ timeout: 15_000 });
    // Nothing of a buyer went over the network at any point.
    for (const detail of BUYER_DETAILS) {
      expect(sent.filter((request) => request.includes(detail))).toEqual([]);
    }

    await page.getByRole('button', { name: 'See them on the dashboard' }).click();
    await advancedTabReady(page, 'dashboard');
    const card = (name: string) => page.getByRole('region', { name, exact: true });
    await expect
      .poll(() => card('Total Sales').textContent(), { timeout: 15_000 })
      .toContain(ORDERS_TOTALS.grossRevenue);
    expect(await card('Total Profit').textContent()).toContain(ORDERS_TOTALS.netProfit);
    expect(await card('Total Orders').textContent()).toContain('3');
    expect(await page.getByRole('region', { name: 'Your sales records' }).locator('tbody tr').count()).toBe(
      3,
    );
    await context.close();
  });

  it('audits a listings export by health and exports the new prices in the listings file columns', async () => {
    const session = await startTrialByApi(app.server.url, `csv.listings.${Date.now()}@example.com`);
    const context = await fileToolsContext(app, session, { country: 'US' });
    const page = await context.newPage();
    await page.goto(app.server.url + advancedPath('break-even-audit'));
    await advancedTabReady(page, 'break-even-audit');
    expect(await page.getByRole('tab', { name: /Connect marketplace/ }).isDisabled()).toBe(true);

    // The audit's template link answers a CSV file.
    const template = await page.getByRole('link', { name: 'Download template' }).getAttribute('href');
    const templateAnswer = await fetch(app.server.url + template!);
    expect(templateAnswer.status).toBe(200);
    expect(templateAnswer.headers.get('content-type')).toContain('text/csv');
    expect(await templateAnswer.text()).toContain('listing_title');

    await runCsvTool(page, 'break-even-audit', LISTINGS_FILE);
    expect(await page.getByTestId('csv-file-line').textContent()).toBe(
      "The marketplace's listings export — 3 rows read, all analysed",
    );
    expect(await figure(page, 'Average margin').textContent()).toContain('30.2%');
    expect(await figure(page, 'Critical').textContent()).toContain('1');
    expect(await figure(page, 'Warning').textContent()).toContain('1');
    expect(await figure(page, 'Healthy').textContent()).toContain('1');
    expect(await figure(page, 'Total potential profit').textContent()).toContain('$304.18');
    await page.locator('label', { hasText: 'Health: critical first' }).click();
    const rows = page.getByRole('table', { name: 'Audited listings' }).locator('tbody tr');
    await expect.poll(() => rows.nth(0).textContent()).toContain('Linen tea towel, set of 2');
    expect(await rows.nth(0).textContent()).toContain('Critical');
    expect(await rows.nth(1).textContent()).toContain('Warning');
    const audit = await downloaded(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(audit.text.split('\r\n')[0]).toBe(
      '\uFEFFlisting_id,listing_title,currency,current_price,quantity,base_cost,cost_source,total_fees,current_profit_per_sale,current_margin_percent,health_status,break_even_price,target_margin_25_price,target_margin_40_price,target_margin_50_price,recommendations',
    );

    await openAdvancedTab(page, 'bulk-price-updater');
    await runCsvTool(page, 'bulk-price-updater', LISTINGS_FILE);
    expect(await figure(page, 'Below target margin').textContent()).toContain('2');
    expect(await figure(page, 'At or above target').textContent()).toContain('1');
    const editor = await downloaded(page, () =>
      page.getByRole('button', { name: 'Export in listings file columns' }).click(),
    );
    expect(editor.name).toMatch(/^listings-new-prices-\d{4}-\d{2}-\d{2}\.csv$/);
    const editorLines = editor.text.trimEnd().split('\r\n');
    expect(editorLines[0]).toBe('\uFEFFTITLE,SKU,PRICE,CURRENCY_CODE,QUANTITY');
    // The mug is above its 12.77 target and keeps its price; the two under target rise to it.
    expect(editorLines.slice(1)).toEqual([
      'Hand-thrown stoneware mug,MUG-01,28.00,USD,12',
      '"Linen tea towel, set of 2",TOWEL-02,12.77,USD,30',
      'Botanical art print A4,PRINT-04,12.77,USD,40',
    ]);
    const bulk = await downloaded(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    const [header, ...bulkRows] = bulk.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header?.split(',').slice(3, 7)).toEqual([
      'current_price',
      'new_price',
      'price_action',
      'price_change',
    ]);
    expect(bulkRows.map((row) => row.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).slice(3, 6))).toEqual([
      ['28.00', '28.00', 'keep'],
      ['7.50', '12.77', 'raise'],
      ['9.00', '12.77', 'raise'],
    ]);
    await context.close();
  });

  it.for(['phone', 'desktop'] as const)(
    'has no serious or critical accessibility violation on the three tools with results and the promo, at the %s width',
    // Four page loads, three of them analysing a file, each scanned by axe.
    { timeout: 120_000 },
    async (viewport) => {
      const session = await startTrialByApi(app.server.url, `csv.a11y.${viewport}.${Date.now()}@example.com`);
      const tools: [CsvToolTab, { name: string; text: string }][] = [
        ['break-even-audit', LISTINGS_FILE],
        ['bulk-price-updater', LISTINGS_FILE],
        ['orders-analysis', ORDERS_FILE],
      ];
      const failures: string[] = [];
      const context = await fileToolsContext(app, session, { viewport, country: 'US' });
      const page = await context.newPage();
      for (const [tab, file] of tools) {
        await page.goto(app.server.url + advancedPath(tab));
        await advancedTabReady(page, tab);
        await runCsvTool(page, tab, file);
        const serious = (await axeViolations(page)).filter(isSeriousOrWorse);
        if (serious.length) failures.push(`${tab} at ${viewport}:\n${describeViolations(serious)}`);
      }
      await context.close();
      // And the promo an expired seller sees instead of a tool.
      const expired = await fileToolsContext(app, session, { viewport, country: 'US' });
      const promo = await expired.newPage();
      await asExpiredSeller(promo);
      await promo.goto(app.server.url + advancedPath('orders-analysis'));
      await promo.getByRole('button', { name: 'Unlock Now' }).waitFor({ timeout: 20_000 });
      const serious = (await axeViolations(promo)).filter(isSeriousOrWorse);
      if (serious.length) failures.push(`promo at ${viewport}:\n${describeViolations(serious)}`);
      await expired.close();
      expect(failures.join('\n\n')).toBe('');
    },
  );
});
