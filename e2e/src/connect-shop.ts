// The marketplace connection as a seller makes it in the built app, for the journeys that need a connected shop.
import type { Page } from 'playwright-core';

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
