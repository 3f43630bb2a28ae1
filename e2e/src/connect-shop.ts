// The marketplace connection as a seller makes it in the built app, for the journeys that need a connected shop.
import {
  FAKE_ETSY_API_KEY,
  FAKE_ETSY_SHARED_SECRET,
  startFakeEtsy,
  type FakeEtsy,
} from '@margin/api/marketplace-testing';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startBuiltServer, type RunningServer } from './built-server';

/** The built server wired to a local fake of the marketplace, and a browser. */
export interface ShopWorld {
  fake: FakeEtsy;
  server: RunningServer;
  browser: Browser;
}

export async function startShopWorld(): Promise<ShopWorld> {
  const fake = await startFakeEtsy();
  const [server, browser] = await Promise.all([
    startBuiltServer({
      ETSY_API_KEY: FAKE_ETSY_API_KEY,
      ETSY_SHARED_SECRET: FAKE_ETSY_SHARED_SECRET,
      ETSY_API_BASE: fake.url,
      ETSY_OAUTH_BASE: fake.url,
    }),
    launchBrowser(),
  ]);
  return { fake, server, browser };
}

/** Stops what `startShopWorld` started, as far as it got. */
export async function stopShopWorld(world: Partial<ShopWorld> | undefined): Promise<void> {
  await world?.browser?.close();
  await world?.server?.stop();
  await world?.fake?.close();
}

/** Connects the shop as a seller does: the banner's button, the marketplace's page in the popup, back. */
export async function connectThroughPopup(page: Page): Promise<void> {
  const connectBox = page.getByRole('region', { name: 'Connect your Etsy shop' });
  await connectBox.waitFor({ timeout: 20_000 });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    connectBox.getByRole('button', { name: 'Connect your shop' }).click(),
  ]);
  // The fake approves at once and sends the popup to /oauth/callback, which reports to the app and closes.
  await popup.waitForEvent('close', { timeout: 20_000 });
  await page.getByRole('region', { name: 'Connected to LinenAndClay' }).waitFor({ timeout: 20_000 });
}
