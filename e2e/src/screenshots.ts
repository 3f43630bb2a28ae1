// Screenshots of every screen at phone and desktop widths, for a person to look at before a change lands.
// Run: pnpm build && pnpm --filter @margin/e2e screenshots   (writes screenshots/*.png at the repo root)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startBuiltServer } from './built-server';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');
fs.mkdirSync(outDir, { recursive: true });

const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } } as const;

const server = await startBuiltServer();
const browser = await launchBrowser();
const shots: string[] = [];

async function shoot(
  name: string,
  viewport: keyof typeof VIEWPORTS,
  url: string,
  act?: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    timezoneId: 'Europe/London',
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  await page.goto(server.url + url);
  await page.waitForLoadState('networkidle');
  if (act) await act(page);
  await page.waitForTimeout(300);
  const file = path.join(outDir, `${name}-${viewport}.png`);
  await page.screenshot({ path: file, fullPage: true });
  shots.push(file);
  await context.close();
}

/** Visitors see the sign-in dialog first; the calculator screens are shot behind it closed. */
async function closeSignIn(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

/** FEES.md's worked example by URL prefill, calculated after the spec's 1 s delay. */
const WORKED_EXAMPLE = '/?selling_price=25&product_cost=5&shipping_cost=4&country=US&mode=forward';

async function calculated(page: Page) {
  await closeSignIn(page);
  await page.getByText('Your Profit', { exact: true }).waitFor({ timeout: 10_000 });
}

/** A share made through the public API, as the app makes it. */
async function sharedLinkPath(): Promise<string> {
  const post = async (url: string, body: unknown, token?: string) => {
    const res = await fetch(server.url + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Record<string, string>;
  };
  const { token } = await post('/api/auth/login', { email: 'screens@example.com', remember_me: true });
  const calc = {
    mode: 'forward',
    currency: 'USD',
    country: 'US',
    price: 25,
    shipping: 4,
    costs: { product: 5, printing: 1.5, packaging: 0.75, additional: 0 },
    fees: {
      offsite_ads: true,
      annual_revenue: 12000,
      gift_wrap: 0,
      marketing_ads: 0,
      vat_rate: 0,
      vat_included: false,
    },
    options: { free_shipping: false, discount_rate: 10 },
    target: { profit: null, margin: null },
    quantity: 2,
    notes: 'Silver ring, spring market price',
    results: null,
    version: 1,
    timestamp: new Date().toISOString(),
  };
  const { url } = await post('/api/shares/', { calc, version: 1, expires_days: 30 }, token);
  return new URL(url!).pathname;
}

try {
  const sharePath = await sharedLinkPath();
  for (const viewport of ['phone', 'desktop'] as const) {
    await shoot('seller-calculator', viewport, '/');
    await shoot('seller-results', viewport, WORKED_EXAMPLE, calculated);
    await shoot('seller-shared-view', viewport, sharePath);
    await shoot('seller-shared-missing', viewport, '/s/AAAAAAAAAAAAAAAAAAAAAAAA');
    for (const page of ['help', 'privacy', 'terms']) await shoot(`seller-${page}`, viewport, `/${page}`);
    await shoot('seller-how-it-works', viewport, '/', async (page) => {
      await closeSignIn(page);
      if (viewport === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('button', { name: 'About', exact: true }).click();
      } else {
        await page.getByRole('button', { name: 'About', exact: true }).click();
      }
      await page.getByText('How It Works').first().click();
      await page.getByRole('dialog', { name: 'How It Works' }).waitFor();
    });
    await shoot('seller-country-open', viewport, '/', async (page) => {
      await closeSignIn(page);
      await page.getByRole('combobox', { name: 'Country' }).click();
    });
    await shoot('admin-login', viewport, '/admin/');
  }
  await shoot('seller-menu', 'phone', '/', (page) =>
    closeSignIn(page).then(() => page.getByRole('button', { name: 'Open menu' }).click()),
  );
  await shoot('seller-share-menu', 'desktop', WORKED_EXAMPLE, async (page) => {
    await calculated(page);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
  });
  await shoot(
    'seller-reverse',
    'phone',
    '/?mode=reverse&target_margin=40&product_cost=5&shipping_cost=4',
    (page) =>
      closeSignIn(page).then(() => page.getByText('Required Selling Price', { exact: true }).waitFor()),
  );
  await shoot('seller-tools-menu', 'desktop', '/', (page) =>
    closeSignIn(page).then(() => page.getByRole('button', { name: 'Tools', exact: true }).click()),
  );
  console.log(shots.join('\n'));
} finally {
  await browser.close();
  await server.stop();
}
