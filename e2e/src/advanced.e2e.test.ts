// Advanced mode in the built app against the built server: a trial seller adds three sales in two
// months and sees the dashboard's totals and chart change, moves between tabs by address and back button, then
// prices two products in the multi-product tab, saves them, reloads and finds them again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startBuiltServer, type RunningServer } from './built-server';
import { advancedTabReady, openAdvancedTab, signedInContext, startTrialByApi } from './screens';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Calendar days in UTC, as the server groups them: one in this month, one in the month before. */
function days(): { thisMonth: string; lastMonth: string } {
  const now = new Date();
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const thisMonth = iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
  const lastMonth = iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
  return { thisMonth, lastMonth };
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const monthRows = (page: Page) => page.getByRole('table', { name: /by month/ }).locator('tbody tr');

async function addSale(
  page: Page,
  sale: { date: string; name: string; price: string; costs: string; qty: string },
) {
  await openAdvancedTab(page, 'add-sales');
  await page.getByRole('textbox', { name: 'Date' }).fill(sale.date);
  await page.getByRole('textbox', { name: 'Product name' }).fill(sale.name);
  await page.getByRole('textbox', { name: 'Selling price' }).fill(sale.price);
  await page.getByRole('textbox', { name: 'Total costs' }).fill(sale.costs);
  await page.getByRole('textbox', { name: 'Quantity' }).fill(sale.qty);
  await page.getByRole('button', { name: 'Add Sale' }).click();
  await page.getByText('Sales record added successfully!').first().waitFor();
  await advancedTabReady(page, 'dashboard');
}

describe('Advanced mode in the built app', () => {
  it('adds three sales in two months, shows them on the dashboard, and keeps two saved products over a reload', async () => {
    const session = await startTrialByApi(server.url, `advanced.${Date.now()}@example.com`);
    const context = await signedInContext(browser, server.url, session, {
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    await context.addInitScript(() => window.localStorage.setItem('margin.country', 'US'));
    const page = await context.newPage();

    // From the calculator's Display toggle; the code arrives as its own download.
    await page.goto(server.url + '/');
    await page.locator('label', { hasText: 'Advanced' }).first().click({ timeout: 15_000 });
    await advancedTabReady(page, 'dashboard');
    expect(new URL(page.url()).search).toBe('?mode=advanced&tab=dashboard');
    // No records yet: the sample figures, said to be samples.
    await page.getByText('Sample data: not your shop').waitFor();
    expect(await card(page, 'Total Sales').textContent()).toContain('$12,800.00');

    const { thisMonth, lastMonth } = days();
    await addSale(page, { date: lastMonth, name: 'Silver ring', price: '25', costs: '10', qty: '2' });
    // The seller's own figures replace the samples at once (no reload).
    await expect.poll(() => card(page, 'Total Sales').textContent()).toContain('$50.00');
    expect(await page.getByText('Sample data: not your shop').count()).toBe(0);
    await addSale(page, { date: lastMonth, name: 'Clay mug', price: '18.50', costs: '6.25', qty: '1' });
    await addSale(page, { date: thisMonth, name: 'Silver ring', price: '25', costs: '9', qty: '3' });

    await expect.poll(() => card(page, 'Total Sales').textContent()).toContain('$143.50');
    expect(await card(page, 'Total Profit').textContent()).toContain('$118.25'); // 143.50 − 25.25
    expect(await card(page, 'Total Orders').textContent()).toContain('3');
    const rows = await monthRows(page).allTextContents();
    expect(rows).toHaveLength(6);
    expect(rows.at(-2)).toContain('$68.50'); // last month: 50 + 18.50
    expect(rows.at(-1)).toContain('$75.00'); // this month: 25 × 3
    // The chart draws the two months with sales as bars.
    await expect.poll(() => page.locator('.recharts-bar-rectangle path').count()).toBeGreaterThanOrEqual(4);
    const keyMetrics = page.getByRole('region', { name: 'Key metrics' });
    expect(await keyMetrics.textContent()).toContain('$47.83'); // 143.50 ÷ 3
    expect(await keyMetrics.textContent()).toContain('82.4%'); // 118.25 ÷ 143.50
    expect(await page.getByRole('region', { name: 'Your sales records' }).locator('tbody tr').count()).toBe(
      3,
    );

    // Each tab has its own address; reload and the back button keep the place.
    await openAdvancedTab(page, 'market-research');
    expect(new URL(page.url()).search).toBe('?mode=advanced&tab=market-research');
    await page.reload();
    await advancedTabReady(page, 'market-research');
    await page.goBack();
    await advancedTabReady(page, 'dashboard');

    // Multi-product: two products, saved, and there again after a reload.
    await openAdvancedTab(page, 'multi-product');
    await page.getByLabel('Name of product 1').fill('Silver ring');
    await page.getByRole('textbox', { name: 'Product cost for Silver ring' }).fill('8');
    await page.getByRole('button', { name: '+ Add Product' }).click();
    await page.getByLabel('Name of product 2').fill('Clay mug');
    await page.getByRole('textbox', { name: 'Product cost for Clay mug' }).fill('6');
    const download = page.waitForEvent('download').catch(() => null);
    await page.getByRole('button', { name: 'Save All Products' }).click();
    await page
      .getByText(/Successfully saved: 2\/2 products/)
      .first()
      .waitFor({ timeout: 15_000 });
    await download;

    await page.reload();
    await advancedTabReady(page, 'multi-product');
    const names = () =>
      page
        .locator('input[aria-label^="Name of product"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await expect
      .poll(names, { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['Silver ring', 'Clay mug']));
    await context.close();
  });
});
