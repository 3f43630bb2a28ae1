// The calculator journey in the built app against the built server: a new seller's trial, the worked example
// of docs/FEES.md forward and reverse, a share link opened by someone else, and the app reloaded offline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startBuiltServer, type RunningServer } from './built-server';
import { dialog } from './dialogs';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  return context;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** Mantine's SegmentedControl hides its radios; a seller clicks the visible label. */
const modeToggle = (page: Page, name: string) => page.locator('label', { hasText: name });
const results = (page: Page) => page.getByRole('region', { name: /Profit Analysis|Required Price Analysis/ });

async function startTrial(page: Page) {
  await page.goto(server.url + '/');
  await dialog(page).getByLabel('Email').fill(`calc.${Date.now()}@example.com`);
  await dialog(page).getByRole('button', { name: 'Start Free Trial' }).click();
  await page
    .getByRole('button', { name: /7 days left/ })
    .first()
    .waitFor({ timeout: 15_000 });
}

/** FEES.md's worked example: US, price 25.00, product cost 5.00, shipping 4.00. */
async function fillWorkedExample(page: Page) {
  await field(page, 'Selling price').fill('25');
  await field(page, 'Product cost').fill('5');
  await field(page, 'Shipping cost').fill('4');
}

/**
 * A phone-sized page whose requests for one chunk wait until `release()`; `asked()` says whether it was asked for.
 * Service workers are blocked so that every request for it reaches the route.
 */
async function pageHoldingChunk(chunk: RegExp) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 900 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(chunk, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { context, page, release, asked: () => asked };
}

describe('the calculator in the built app', () => {
  it('calculates the worked example, solves a price, shares it, and still calculates offline', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await startTrial(page);

    // Forward: the worked example of docs/FEES.md.
    await fillWorkedExample(page);
    await page.getByRole('button', { name: 'Calculate Profit' }).click();
    await results(page).getByText('Your Profit').waitFor();
    await expect.poll(() => results(page).textContent(), { timeout: 10_000 }).toContain('$16.79');
    expect(await results(page).textContent()).toContain('57.90%');
    expect(await results(page).textContent()).toContain('$6.44'); // break-even price

    // Reverse: a 10.00 profit needs 17.49 (17.48 would miss it, checked by the engine's tests).
    await modeToggle(page, 'Reverse: Profit → Price').click();
    await field(page, 'Target profit').fill('10');
    await page.getByRole('button', { name: 'Calculate Required Price' }).click();
    await results(page).getByText('Required Selling Price').waitFor();
    await expect.poll(() => results(page).textContent(), { timeout: 10_000 }).toContain('$17.49');

    // Share the forward calculation: 'Creating...', then 'Copied!' with the link on the clipboard.
    await modeToggle(page, 'Forward: Price → Profit').click();
    await fillWorkedExample(page);
    await page.getByRole('button', { name: 'Calculate Profit' }).click();
    await expect.poll(() => results(page).textContent(), { timeout: 10_000 }).toContain('$16.79');
    await results(page).getByRole('button', { name: 'Share' }).click();
    await page.getByRole('menuitem', { name: 'Copy Share Link' }).click();
    await results(page).getByRole('button', { name: 'Copied!' }).waitFor({ timeout: 15_000 });
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${server.url}/s/[A-Za-z0-9_-]{24}$`));

    // Someone else opens it: read-only, the same numbers, and a way into the calculator.
    const other = await newContext();
    const viewer = await other.newPage();
    await viewer.goto(link);
    await viewer.getByRole('heading', { name: 'Shared calculation' }).waitFor({ timeout: 15_000 });
    const shared = await viewer.textContent('body');
    expect(shared).toContain('$16.79');
    expect(shared).toContain('$25.00');
    await viewer.getByRole('link', { name: 'Open in Calculator' }).click();
    await viewer.waitForURL((url) => url.pathname === '/');
    await other.close();

    // Offline: once the service worker controls the page, a reload still loads the app and calculates,
    // and the remembered seller stays signed in.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Calculate Profit' }).waitFor({ timeout: 15_000 });
    await page
      .getByText(/Offline/)
      .first()
      .waitFor();
    await fillWorkedExample(page);
    await page.getByRole('button', { name: 'Calculate Profit' }).click();
    await expect.poll(() => results(page).textContent(), { timeout: 10_000 }).toContain('$16.79');
    await page
      .getByRole('button', { name: /Account menu/ })
      .first()
      .waitFor();
    expect(await dialog(page).count()).toBe(0); // no sign-in dialog
    await context.close();
  });

  it('paints a calculator a seller can type into before the data layer comes, and keeps what was typed', async () => {
    // TanStack Query and tRPC's client are not in the first download (packages/ui api-context.tsx): held back here.
    const { context, page, release, asked } = await pageHoldingChunk(/\/assets\/api-runtime-[^/]+\.js$/);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/trpc/')) calls.push(request.url());
    });
    await page.goto(server.url + '/');
    await field(page, 'Selling price').fill('25');
    await field(page, 'Product cost').fill('5');
    await expect.poll(asked).toBe(true);
    expect(calls).toEqual([]);
    // The sign-in dialog opens with the data layer: a visitor is not interrupted before it is here.
    expect(await dialog(page).count()).toBe(0);

    release();
    await dialog(page).waitFor();
    await expect.poll(() => calls.some((url) => url.includes('calc.countries'))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await field(page, 'Selling price').inputValue()).toBe('25');
    expect(await field(page, 'Product cost').inputValue()).toBe('5');
    await context.close();
  });

  it("keeps the target margin slider's place while its code comes, so nothing below it moves", async () => {
    // The slider's code is not in the first download (PriceFields): held back until the page is measured.
    const { context, page, release, asked } = await pageHoldingChunk(/\/assets\/MarginSlider-[^/]+\.js$/);
    await page.goto(server.url + '/');
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    await modeToggle(page, 'Reverse').click();
    await modeToggle(page, 'Profit margin').click();
    await expect.poll(asked).toBe(true);
    expect(await page.getByRole('slider').count()).toBe(0);
    const costs = page.getByRole('heading', { name: 'Item costs' });
    const before = (await costs.boundingBox())!.y;

    release();
    await page.getByRole('slider', { name: 'Target margin' }).waitFor();
    expect((await costs.boundingBox())!.y).toBe(before);
    await context.close();
  });
});
