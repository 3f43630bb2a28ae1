import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { launchBrowser } from './browser';
import { startBuiltServer, type RunningServer } from './built-server';
import { closeSignIn } from './dialogs';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The countries' call, batched with the exchange rates' when both start together (/trpc/calc.rates,calc.countries). */
const isCountriesCall = (r: Response) => /\/trpc\/[^?]*\bcalc\.countries\b/.test(r.url());

/** Opens the app and waits until the countries came from the server (not from the app's offline table). */
async function openSellerApp(timezoneId: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ timezoneId, viewport, locale: 'en-US' });
  const page = await context.newPage();
  const countries = page.waitForResponse(isCountriesCall);
  await page.goto(`${server.url}/`);
  const response = await countries;
  expect(response.status()).toBe(200);
  expect(JSON.stringify(await response.json())).toContain('United Kingdom');
  await closeSignIn(page);
  return page;
}

const countryInput = (page: Page) => page.getByRole('combobox', { name: 'Country' });
/** The label of the country the select shows (a native select's value is the country's code). */
const shownCountry = (page: Page) => countryInput(page).locator('option:checked').textContent();

describe('seller app, built and served by the built server', () => {
  it('fills the country selector from the API and defaults from the time zone', async () => {
    const page = await openSellerApp('Europe/London', { width: 375, height: 812 });
    await expect.poll(() => shownCountry(page), { timeout: 15_000 }).toContain('United Kingdom');
    await expect.poll(() => page.getByText(/Payment processing: 4% \+ £0\.20/).count()).toBe(1);
    expect(await page.getByText('You are offline: using the fee table built into the app.').count()).toBe(0);

    const labels = await countryInput(page).getByRole('option').allTextContents();
    for (const name of [
      'United States',
      'United Kingdom',
      'Canada',
      'Australia',
      'Germany',
      'France',
      'Italy',
      'Spain',
      'Netherlands',
    ]) {
      expect(labels.some((l) => l.includes(name))).toBe(true);
    }
    await countryInput(page).selectOption('CA');
    await expect.poll(() => page.getByText(/Payment processing: 3% \+ CA\$0\.25/).count()).toBe(1);

    // The choice is remembered on the device.
    const again = page.waitForResponse(isCountriesCall);
    await page.reload();
    await again;
    await closeSignIn(page);
    await expect.poll(() => shownCountry(page), { timeout: 15_000 }).toContain('Canada');
    await page.context().close();
  });

  it.each([
    ['America/Toronto', 'Canada'],
    ['Europe/Berlin', 'Germany'],
    ['Australia/Sydney', 'Australia'],
    ['America/Chicago', 'United States'],
  ])('defaults to the right country in %s', async (zone, country) => {
    const page = await openSellerApp(zone);
    await expect.poll(() => shownCountry(page), { timeout: 15_000 }).toContain(country);
    await page.context().close();
  });

  it('is an installable PWA whose service worker controls the page', async () => {
    const page = await openSellerApp('America/New_York');
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as { name: string; icons: unknown[] }) : null;
    });
    expect(manifest?.name).toMatch(/^Margin/);
    expect(manifest?.icons.length).toBeGreaterThanOrEqual(2);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.url}/`);
    await page.context().close();
  });

  it("defines every Mantine theme variable, though its stylesheet leaves out Mantine's file of them", async () => {
    // The seller's MantineProvider writes them all (`allCssVariables`): a variable lost here is a colour, a size
    // or a z-index that silently falls back to nothing.
    const seller = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../apps/seller/package.json',
    );
    const file = createRequire(seller).resolve('@mantine/core/styles/default-css-variables.css');
    const names = [...new Set(fs.readFileSync(file, 'utf8').match(/--mantine-[\w-]+(?=:)/g))];
    expect(names.length).toBeGreaterThan(300);
    const page = await openSellerApp('America/New_York');
    // The app's stylesheets (not the provider's style tag) no longer carry them.
    const sheets = await page.evaluate(() =>
      Array.from(document.styleSheets)
        .filter((sheet) => sheet.href !== null)
        .map((sheet) => Array.from(sheet.cssRules, (rule: CSSRule) => rule.cssText).join('\n')),
    );
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.join('\n')).not.toContain('--mantine-z-index-modal');
    const missing = await page.evaluate(
      (wanted) =>
        wanted.filter((name) => getComputedStyle(document.documentElement).getPropertyValue(name) === ''),
      names,
    );
    expect(missing).toEqual([]);
    await page.context().close();
  });

  it('serves deep links to the app and keeps API 404s as JSON', async () => {
    const deep = await fetch(`${server.url}/s/some-share-id`, { headers: { accept: 'text/html' } });
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    const api = await fetch(`${server.url}/api/nope`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ detail: 'No API endpoint GET /api/nope' });
  });

  it('serves /favicon.ico for both apps, as browsers and bookmarks ask for it without reading the page', async () => {
    for (const url of ['/favicon.ico', '/admin/favicon.ico']) {
      const icon = await fetch(`${server.url}${url}`);
      expect(icon.status, url).toBe(200);
      expect(icon.headers.get('content-type'), url).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
      // An ICO file: reserved 0, type 1.
      expect([...new Uint8Array(await icon.arrayBuffer()).slice(0, 4)], url).toEqual([0, 0, 1, 0]);
    }
  });

  it('serves the admin portal at /admin/', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    expect(page.url()).toBe(`${server.url}/admin/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('Username').count()).toBe(1);
    await context.close();
  });
});
