// The marketplace connection in the built app against the built server and a local fake of the marketplace: a
// trial seller connects the shop through the OAuth popup, sees it in Advanced mode, audits its live
// listings, analyses its live orders, turns live data on for the dashboard, and disconnects. axe finds nothing
// serious on the connected screens and the callback page, at a phone's and a desktop's width.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type FakeEtsy } from '@margin/api/marketplace-testing';
import { axeViolations, describeViolations, isSeriousOrWorse } from './axe';
import { connectThroughPopup, startShopWorld, stopShopWorld, type ShopWorld } from './connect-shop';
import type { RunningServer } from './built-server';
import {
  advancedPath,
  advancedTabReady,
  openAdvancedTab,
  signedInContext,
  startTrialByApi,
  VIEWPORTS,
  type SignedIn,
  type ViewportName,
} from './screens';

let fake: FakeEtsy;
let server: RunningServer;
let browser: Browser;

let world: ShopWorld | undefined;
beforeAll(async () => {
  world = await startShopWorld();
  ({ fake, server, browser } = world);
});
afterAll(() => stopShopWorld(world));

async function sellerContext(session: SignedIn, viewport: ViewportName = 'desktop'): Promise<BrowserContext> {
  const context = await signedInContext(browser, server.url, session, {
    viewport: VIEWPORTS[viewport],
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  await context.addInitScript(() => window.localStorage.setItem('margin.country', 'US'));
  return context;
}

const banner = (page: Page, name: string) => page.getByRole('region', { name });

async function seriousViolations(page: Page, where: string): Promise<void> {
  const serious = (await axeViolations(page)).filter(isSeriousOrWorse);
  expect(serious, `${where}:\n${describeViolations(serious)}`).toEqual([]);
}

describe('the marketplace connection', () => {
  it('connects through the popup, audits and analyses the shop, fills the dashboard, and disconnects', async () => {
    const session = await startTrialByApi(server.url, 'linen.and.clay@shop.io');
    const context = await sellerContext(session);
    const page = await context.newPage();
    try {
      await page.goto(server.url + advancedPath('dashboard'));
      await advancedTabReady(page, 'dashboard');
      const before = fake.requests.length;
      await connectThroughPopup(page);
      const connected = banner(page, 'Connected to LinenAndClay');
      await connected.getByText('Your Etsy shop is connected.').waitFor({ timeout: 20_000 });
      await connected.getByText('LinenAndClay · Shop ID 987654').waitFor({ timeout: 20_000 });
      // The exchange ran on the server, with PKCE, and read who approved and their shop.
      const asked = fake.requests.slice(before).map((r) => `${r.method} ${r.path}`);
      expect(asked).toEqual([
        'GET /oauth/connect',
        'POST /v3/public/oauth/token',
        'GET /v3/application/users/me',
        'GET /v3/application/shops/987654',
      ]);
      // No token ever reaches the browser's storage.
      const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
      expect(storage).not.toContain(`${fake.shop.userId}.`);

      // The pricing audit on the shop's live listings: the 'Connect marketplace' tab.
      await openAdvancedTab(page, 'break-even-audit');
      await page.getByRole('tab', { name: 'Connect marketplace' }).click();
      await page.getByRole('button', { name: 'Run Audit' }).click();
      await page.getByTestId('csv-file-line').waitFor({ timeout: 20_000 });
      await page
        .getByText(/^Live data from LinenAndClay, fetched /)
        .first()
        .waitFor({ timeout: 20_000 });
      const listings = page.getByRole('table', { name: 'Audited listings' });
      for (const title of ['Stoneware mug 1', 'Stoneware mug 2', 'Stoneware mug 3']) {
        await listings.getByText(title).waitFor({ timeout: 20_000 });
      }
      await seriousViolations(page, 'audit of the live listings (desktop)');

      // The orders analysis on the shop's paid orders: 'From my shop'.
      await openAdvancedTab(page, 'orders-analysis');
      await page.locator('label', { hasText: 'From my shop' }).click();
      await page.getByRole('button', { name: 'Analyze Orders' }).click();
      await page.getByTestId('csv-file-line').waitFor({ timeout: 20_000 });
      expect(await page.getByRole('group', { name: 'Orders', exact: true }).textContent()).toContain('2');
      expect(await page.getByRole('group', { name: 'Gross revenue', exact: true }).textContent()).toContain(
        '$124.00',
      );

      // Live data on: the dashboard totals the synced orders.
      await openAdvancedTab(page, 'dashboard');
      // By keyboard, as the switch is meant to be used too.
      await banner(page, 'Connected to LinenAndClay')
        .getByRole('switch', { name: 'Use live marketplace data' })
        .focus();
      await page.keyboard.press('Space');
      await page.getByText('From your Etsy shop’s orders').waitFor({ timeout: 20_000 });
      expect(await page.getByRole('region', { name: 'Total Orders' }).textContent()).toContain('2');
      expect(await page.getByRole('region', { name: 'Total Sales' }).textContent()).toContain('$124.00');
      await seriousViolations(page, 'dashboard on live data (desktop)');

      // Disconnect: after confirming, the tokens and the shop's data are gone and the banner offers to connect.
      await banner(page, 'Connected to LinenAndClay').getByRole('button', { name: 'Disconnect' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
      await banner(page, 'Connect your Etsy shop').waitFor({ timeout: 20_000 });
      const status = await fetch(`${server.url}/api/etsy/connection/status`, {
        headers: { authorization: `Bearer ${session.token}` },
      }).then((r) => r.json() as Promise<{ connected: boolean; shop_id: string | null }>);
      expect(status).toMatchObject({ connected: false, shop_id: null });
      await page.getByText('From your Etsy shop’s orders').waitFor({ state: 'hidden', timeout: 20_000 });
    } finally {
      await context.close();
    }
  });

  it('on a phone: the connected banner and the live audit pass axe', async () => {
    const session = await startTrialByApi(server.url, 'phone.seller@shop.io');
    const context = await sellerContext(session, 'phone');
    const page = await context.newPage();
    try {
      await page.goto(server.url + advancedPath('break-even-audit'));
      await advancedTabReady(page, 'break-even-audit');
      await connectThroughPopup(page);
      await seriousViolations(page, 'connected banner (phone)');
      await page.getByRole('tab', { name: 'Connect marketplace' }).click();
      await page.getByRole('button', { name: 'Run Audit' }).click();
      await page.getByTestId('csv-file-line').waitFor({ timeout: 20_000 });
      await seriousViolations(page, 'audit of the live listings (phone)');
    } finally {
      await context.close();
    }
  });

  it('the callback page opened without the marketplace says what is missing, and passes axe', async () => {
    const session = await startTrialByApi(server.url, 'direct.visit@shop.io');
    for (const viewport of ['phone', 'desktop'] as const) {
      const context = await sellerContext(session, viewport);
      const page = await context.newPage();
      try {
        await page.goto(`${server.url}/oauth/callback`);
        await page.getByText('Missing authorization parameters').waitFor({ timeout: 20_000 });
        await page.getByRole('link', { name: 'Back to Advanced mode' }).waitFor({ timeout: 20_000 });
        await seriousViolations(page, `callback page (${viewport})`);
      } finally {
        await context.close();
      }
    }
  });
});
