// Screenshots of every screen at phone and desktop widths, for a person to look at before a change lands.
// Run: pnpm build && pnpm --filter @margin/e2e screenshots   (writes screenshots/*.png at the repo root)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { adminLogin, adminScreens, openAdminTab, sellerEmail, startServerWithAdmin } from './admin-screens';
import { launchBrowser } from './browser';
import { startBuiltServer } from './built-server';
import { soldOrderItemsCsv } from './csv-files';
import { calculated, closeSignIn, dialog, header, openMenuDialog } from './dialogs';
import { listingsCsv } from './listings-csv';
import {
  advancedPath,
  advancedTabReady,
  ADVANCED_TABS,
  asExpiredSeller,
  createSharePath,
  mailedLinkIn,
  MISSING_SHARE_PATH,
  paidCheckoutByApi,
  REVERSE_EXAMPLE,
  runCsvTool,
  signedInContext,
  startTrialByApi,
  VIEWPORTS,
  WORKED_EXAMPLE,
  type CsvToolTab,
  type SignedIn,
  type ViewportName,
} from './screens';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');
fs.mkdirSync(outDir, { recursive: true });

const server = await startBuiltServer();
const browser = await launchBrowser();
const shots: string[] = [];

async function shoot(
  name: string,
  viewport: ViewportName,
  url: string,
  act?: (page: Page) => Promise<void>,
  session?: SignedIn,
) {
  // No service worker: its fetches bypass page.route, so the expired-seller shots (asExpiredSeller) would show the
  // server's own answers after a reload. No screen looks different without it.
  const options = {
    viewport: VIEWPORTS[viewport],
    timezoneId: 'Europe/London',
    deviceScaleFactor: 1,
    serviceWorkers: 'block',
  } as const;
  const context = session
    ? await signedInContext(browser, server.url, session, options)
    : await browser.newContext(options);
  // The seller's shop in the United States whatever the machine's time zone says: the sample files are in dollars.
  await context.addInitScript(() => window.localStorage.setItem('margin.country', 'US'));
  const page = await context.newPage();
  await page.goto(url.startsWith('http') ? url : server.url + url);
  await page.waitForLoadState('networkidle');
  if (act) await act(page);
  await page.waitForTimeout(300);
  const file = path.join(outDir, `${name}-${viewport}.png`);
  await page.screenshot({ path: file, fullPage: true });
  shots.push(file);
  await context.close();
}

try {
  // A trial account (made through the public API, as the app does) for the signed-in screens and a share.
  const session = await startTrialByApi(server.url, 'screens@example.com');
  const sharePath = await createSharePath(server.url, session.token);
  for (const viewport of ['phone', 'desktop'] as const) {
    await shoot('seller-calculator', viewport, '/');
    await shoot('seller-results', viewport, WORKED_EXAMPLE, calculated);
    await shoot('seller-advanced-options', viewport, '/', async (page) => {
      await closeSignIn(page);
      await page.getByRole('button', { name: /Advanced Options/ }).click();
      await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('1200');
      await page.getByRole('textbox', { name: 'Discount rate', exact: true }).fill('12.5');
      await page.getByRole('button', { name: /Advanced Options/ }).scrollIntoViewIfNeeded();
    });
    await shoot('seller-shared-view', viewport, sharePath);
    await shoot('seller-shared-missing', viewport, MISSING_SHARE_PATH);
    for (const page of ['help', 'privacy', 'terms']) await shoot(`seller-${page}`, viewport, `/${page}`);
    await shoot('seller-how-it-works', viewport, '/', async (page) => {
      await closeSignIn(page);
      await openMenuDialog(page, viewport, 'About', 'How It Works');
    });
    await shoot(
      'seller-subscription',
      viewport,
      '/',
      async (page) => {
        await header(page, /days left/).click({ timeout: 15_000 });
        await dialog(page).getByRole('button', { name: 'Upgrade - $2.99/year' }).waitFor();
      },
      session,
    );
    for (const tab of ADVANCED_TABS) {
      await shoot(
        `seller-advanced-${tab}`,
        viewport,
        advancedPath(tab),
        (page) => advancedTabReady(page, tab),
        session,
      );
    }
    // The CSV tools with the results of the marketplace's own files, and one as an expired seller.
    const csvFiles = {
      'break-even-audit': { name: 'EtsyListingsDownload.csv', text: listingsCsv() },
      'bulk-price-updater': { name: 'EtsyListingsDownload.csv', text: listingsCsv() },
      'orders-analysis': { name: 'EtsySoldOrderItems2026.csv', text: soldOrderItemsCsv() },
    } as const;
    for (const [tab, file] of Object.entries(csvFiles) as [CsvToolTab, { name: string; text: string }][]) {
      await shoot(
        `seller-advanced-${tab}-results`,
        viewport,
        advancedPath(tab),
        async (page) => {
          await advancedTabReady(page, tab);
          await runCsvTool(page, tab, file);
          // The tool scrolls its results into view; the full-page shot starts at the top.
          await page.evaluate(() => window.scrollTo(0, 0));
        },
        session,
      );
    }
    await shoot(
      'seller-advanced-csv-expired',
      viewport,
      advancedPath('orders-analysis'),
      async (page) => {
        await asExpiredSeller(page);
        await page.reload();
        await page.getByRole('button', { name: 'Unlock Now' }).waitFor({ timeout: 20_000 });
      },
      session,
    );
    await shoot(
      'seller-advanced-expired',
      viewport,
      advancedPath('dashboard'),
      async (page) => {
        await asExpiredSeller(page);
        await page.reload();
        await page.getByRole('region', { name: 'Unlock Advanced Analytics' }).waitFor({ timeout: 20_000 });
      },
      session,
    );
    await shoot('admin-login', viewport, '/admin/');
  }
  await shoot('seller-menu', 'phone', '/', (page) =>
    closeSignIn(page).then(() => page.getByRole('button', { name: 'Open menu' }).click()),
  );
  await shoot('seller-share-menu', 'desktop', WORKED_EXAMPLE, async (page) => {
    await calculated(page);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
  });
  await shoot('seller-reverse', 'phone', REVERSE_EXAMPLE, (page) =>
    closeSignIn(page).then(() => page.getByText('Required Selling Price', { exact: true }).waitFor()),
  );
  await shoot(
    'seller-account-menu',
    'desktop',
    '/',
    async (page) => {
      await header(page, /Account menu/).click({ timeout: 15_000 });
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    },
    session,
  );
  await shoot('seller-tools-menu', 'desktop', '/', (page) =>
    closeSignIn(page).then(() => page.getByRole('button', { name: 'Tools', exact: true }).click()),
  );
  await earlierDataShots();
  await adminShots();
  console.log(shots.join('\n'));
} finally {
  await browser.close();
  await server.stop();
}

/** The question after a sign-in link proves an address whose trial someone else started and used. */
async function earlierDataShots() {
  for (const viewport of ['phone', 'desktop'] as const) {
    const email = `earlier.${viewport}.${Date.now()}@example.com`;
    const intruder = await startTrialByApi(server.url, email);
    for (const name of ['Planted mug', 'Planted bowl']) {
      await fetch(`${server.url}/api/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${intruder.token}` },
        body: JSON.stringify({ name, product_cost: 1, selling_price: 2, currency: 'USD' }),
      });
    }
    // The owner asks to sign in on their own device: a one-time link is mailed.
    await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const link = await mailedLinkIn(server.dataDir, email, 'sign_in_link');
    await shoot('seller-earlier-data', viewport, link, (page) =>
      page
        .getByRole('button', { name: 'Delete it' })
        .waitFor({ timeout: 15_000 })
        .then(() => undefined),
    );
  }
}

/** The portal's figures, payments (a deleted seller's among them), activity log and the refused extension. */
async function adminShots() {
  const admin = await startServerWithAdmin();
  try {
    const staying = await paidCheckoutByApi(
      admin.url,
      await startTrialByApi(admin.url, sellerEmail('maya')),
      'Maya-Pass-1',
    );
    const leaving = await paidCheckoutByApi(
      admin.url,
      await startTrialByApi(admin.url, sellerEmail('ravi')),
      'Ravi-Pass-1',
    );
    const post = (url: string, body: unknown, token?: string, method = 'POST') =>
      fetch(`${admin.url}${url}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const login = await post('/api/admin/auth/login', { username: 'ops', password: 'Harbour-Lights-2026!' });
    const { access_token } = (await login.json()) as { access_token: string };
    await post(
      `/api/admin/user/${encodeURIComponent(leaving.session.email)}`,
      { reason: 'Asked to be forgotten' },
      access_token,
      'DELETE',
    );
    await post('/api/admin/auth/login', { username: 'mallory', password: 'Guessing-Wrong-1!' });
    const screens = adminScreens(staying.session.email);
    for (const viewport of ['phone', 'desktop'] as const) {
      for (const tab of ['Stats', 'Payments', 'Activity Logs'] as const) {
        await shoot(
          `admin-${tab.toLowerCase().replace(' ', '-')}`,
          viewport,
          `${admin.url}/admin/`,
          async (page) => {
            await adminLogin(page, admin);
            await openAdminTab(page, tab);
          },
        );
      }
      await shoot('admin-extend-trial-refused', viewport, `${admin.url}/admin/`, async (page) => {
        await adminLogin(page, admin);
        await screens.find((s) => s.name === 'extend-trial-refused')!.open(page);
      });
    }
  } finally {
    await admin.stop();
  }
}
