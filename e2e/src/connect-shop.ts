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

/** The connection banner's words in the languages the journeys use. */
const BANNER_WORDS = {
  en: {
    region: 'Connect your Etsy shop',
    button: 'Connect your shop',
    connected: 'Connected to LinenAndClay',
  },
  de: {
    region: 'Verbinde deinen Etsy-Shop',
    button: 'Shop verbinden',
    connected: 'Verbunden mit LinenAndClay',
  },
};

/** Connects the shop as a seller does: the banner's button, the marketplace's page in the popup, back. */
export async function connectThroughPopup(
  page: Page,
  language: keyof typeof BANNER_WORDS = 'en',
): Promise<void> {
  const words = BANNER_WORDS[language];
  const connectBox = page.getByRole('region', { name: words.region });
  await connectBox.waitFor({ timeout: 20_000 });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    connectBox.getByRole('button', { name: words.button }).click(),
  ]);
  // The fake approves at once and sends the popup to /oauth/callback, which reports to the app and closes.
  await popup.waitForEvent('close', { timeout: 20_000 });
  await page.getByRole('region', { name: words.connected }).waitFor({ timeout: 20_000 });
}
