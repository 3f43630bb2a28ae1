// The seller app in the sellers' languages, in the built app against the built server: a first visit with a
// German browser on a phone, a calculation typed with a decimal comma and answered in euros in German format,
// shared, and the share opened by a French browser; axe scans each screen in its language at 390 and 1280 px
// (languages-axe.e2e.test.ts scans every screen and dialog in every language).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { problemsAtBothWidths } from './axe';
import { launchBrowser } from './browser';
import { startBuiltServer, type RunningServer } from './built-server';
import { dialog } from './dialogs';
import { VIEWPORTS } from './screens';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A browser that speaks `locale` and sits in `timezoneId` (the calculator's default country follows it). */
async function browserIn(locale: string, timezoneId: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale, timezoneId });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  return context;
}

/** No serious or critical axe violation at a phone's and a desktop's width. */
async function accessibleAtBothWidths(page: Page, screen = page.url()): Promise<void> {
  const found = await problemsAtBothWidths(page, screen);
  expect(found, found.join('\n\n')).toEqual([]);
  await page.setViewportSize(VIEWPORTS.phone);
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const results = (page: Page) => page.getByRole('region', { name: /Gewinnanalyse/ });

describe('the seller app in German, and its share in French', () => {
  it('greets a German browser in German, calculates 12,50 in euros, and shares it to a French reader', async () => {
    const german = await browserIn('de-DE', 'Europe/Berlin');
    const page = await german.newPage();
    await page.goto(server.url + '/');

    // The first visit: the trial's sign-in dialog, in German before anything is typed.
    await dialog(page).getByRole('button', { name: 'Gratis testen' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    // Installed from here, the app takes its German name: the page links the German manifest.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href')), {
        timeout: 15_000,
      })
      .toBe('/manifest.de.webmanifest');
    await accessibleAtBothWidths(page);
    await dialog(page).getByLabel('E-Mail').fill(`sprache.${Date.now()}@example.com`);
    await dialog(page).getByRole('button', { name: 'Gratis testen' }).click();
    await page
      .getByRole('button', { name: /Noch 7 Tage/ })
      .first()
      .waitFor({ timeout: 15_000 });

    // A price typed the German way; Germany (euros) is the default country in Berlin.
    await field(page, 'Verkaufspreis').fill('12,50');
    await field(page, 'Produktkosten').fill('2,5');
    await field(page, 'Versandkosten').fill('1');
    await page.getByRole('button', { name: 'Gewinn berechnen' }).click();
    await results(page).getByText('Dein Gewinn').waitFor({ timeout: 15_000 });
    await expect.poll(() => results(page).textContent(), { timeout: 15_000 }).toContain('Bruttoumsatz');
    const shown = (await results(page).textContent()) ?? '';
    // 12.50 read as twelve and a half, written back in German format: a comma and the euro sign after it.
    expect(shown).toMatch(/12,50\s€/);
    expect(shown).not.toMatch(/€\s?\d/);
    expect(shown).not.toContain('1.250');
    await accessibleAtBothWidths(page);

    // Shared: the link on the clipboard, the button's words in German.
    await results(page).getByRole('button', { name: 'Teilen' }).click();
    await page.getByRole('menuitem', { name: 'Teilen-Link kopieren' }).click();
    await results(page).getByRole('button', { name: 'Kopiert!' }).waitFor({ timeout: 15_000 });
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${server.url}/s/[A-Za-z0-9_-]{24}$`));

    // A French reader opens it: French words, the same euros in French format.
    const french = await browserIn('fr-FR', 'Europe/Paris');
    const reader = await french.newPage();
    await reader.goto(link);
    await reader.getByRole('heading', { name: 'Calcul partagé' }).waitFor({ timeout: 15_000 });
    expect(await reader.evaluate(() => document.documentElement.lang)).toBe('fr');
    const sharedText = (await reader.textContent('body')) ?? '';
    expect(sharedText).toMatch(/12,50\s€/);
    expect(sharedText).toContain('Ouvrir dans le calculateur');
    await accessibleAtBothWidths(reader);

    await french.close();
    await german.close();
  });
});
