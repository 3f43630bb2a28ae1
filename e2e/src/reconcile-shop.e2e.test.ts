// 'From my shop' on the Reconcile tab in the built app, against the built server and the local fake of the
// marketplace: a trial seller connects the shop, picks the last full month by keyboard and reconciles it from the
// shop's payment account; the figures are the REST answer of POST /api/etsy/reconcile for the same month. axe finds
// nothing serious on the card that offers to connect the shop, nor on the month's form and its results, at a
// phone's and a desktop's width, in English and German.
import { generatedLedger, type GenOrder, type TShopReconcileAnswer } from '@margin/core';
import { openApiLedger, type FakeEtsy } from '@margin/api/marketplace-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations, isSeriousOrWorse, settled } from './axe';
import type { RunningServer } from './built-server';
import { connectThroughPopup, startShopWorld, stopShopWorld, type ShopWorld } from './connect-shop';
import { advancedPath, signedInContext, startTrialByApi, VIEWPORTS } from './screens';

let fake: FakeEtsy;
let server: RunningServer;
let browser: Browser;

let world: ShopWorld | undefined;
beforeAll(async () => {
  world = await startShopWorld();
  ({ fake, server, browser } = world);
});
afterAll(() => stopShopWorld(world));

/** The month the picker starts on: the last full one, in UTC as the server counts months. */
const now = new Date();
const LAST_FULL = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  .toISOString()
  .slice(0, 7);
const monthWords = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${LAST_FULL}-01T00:00:00Z`),
  );

/** Four orders of the month; the payment of the third says a processing fee above the rate was charged. */
const SOLD: GenOrder[] = Array.from({ length: 4 }, (_, i) => ({
  id: String(4_100 + i),
  day: 2 + i * 6,
  lines: [
    { title: `Linen napkin set ${i}`, listingId: String(700 + i), price: 3_200 + i * 250, quantity: 1 },
  ],
  shipping: i % 2 ? 450 : 0,
  tax: 0,
  offsite: false,
}));

const WORDS = {
  en: {
    source: 'Data source',
    fromFile: 'From a file',
    fromShop: 'From my shop',
    connectTitle: 'Connect your Etsy shop',
    month: 'Month',
    run: 'Reconcile',
    origin: 'From your shop’s payment account',
    orders: 'Orders',
    differing: 'Differing',
    ordersTable: 'Orders of the statement',
  },
  de: {
    source: 'Datenquelle',
    fromFile: 'Aus einer Datei',
    fromShop: 'Aus meinem Shop',
    connectTitle: 'Verbinde deinen Etsy-Shop',
    month: 'Monat',
    run: 'Abgleichen',
    origin: 'Aus dem Zahlkonto deines Shops',
    orders: 'Bestellungen',
    differing: 'Abweichend',
    ordersTable: 'Bestellungen der Abrechnung',
  },
};

async function restAnswer(token: string): Promise<TShopReconcileAnswer> {
  const res = await fetch(`${server.url}/api/etsy/reconcile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ month: LAST_FULL, country_code: 'US' }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as TShopReconcileAnswer;
}

/** 'From my shop' chosen and the month reconciled, by keyboard only. */
async function reconcileByKeyboard(page: Page, language: 'en' | 'de'): Promise<void> {
  const words = WORDS[language];
  await page
    .getByRole('radiogroup', { name: words.source })
    .getByRole('radio', { name: words.fromFile })
    .focus();
  await page.keyboard.press('ArrowRight');
  const month = page.getByRole('combobox', { name: words.month });
  await month.waitFor();
  expect(await month.inputValue()).toBe(LAST_FULL);
  await month.focus();
  // The settings between the month and the button are passed through, as a keyboard does.
  const button = page.getByRole('button', { name: words.run, exact: true });
  for (let i = 0; i < 8 && !(await button.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  const origin = page.getByTestId('reconcile-origin');
  await origin.waitFor({ timeout: 30_000 });
  expect(await origin.textContent()).toBe(`${words.origin}, ${monthWords(language)}`);
}

describe('Reconcile from my shop in the built app', () => {
  it.for([
    ['phone', 'en'],
    ['desktop', 'en'],
    ['phone', 'de'],
    ['desktop', 'de'],
  ] as const)(
    'connects, reconciles the last full month from the shop by keyboard, and passes axe (%s, %s)',
    { timeout: 180_000 },
    async ([viewport, language]) => {
      const month = generatedLedger(SOLD, {
        country: 'US',
        month: LAST_FULL,
        plants: [{ kind: 'processing_fee', order: 2 }],
      });
      Object.assign(fake, openApiLedger(fake.shop.shopId, month));
      const session = await startTrialByApi(
        server.url,
        `reconcile.shop.${viewport}.${language}.${Date.now()}@example.com`,
      );
      const context = await signedInContext(browser, server.url, session, {
        viewport: VIEWPORTS[viewport],
        locale: language === 'de' ? 'de-DE' : 'en-US',
        timezoneId: 'UTC',
      });
      await context.addInitScript((locale) => {
        window.localStorage.setItem('margin.country', 'US');
        window.localStorage.setItem('margin.locale', locale);
      }, language);
      const page = await context.newPage();
      const failures: string[] = [];
      const scan = async (state: string) => {
        // A colour on its way (the source switch fading back in once the month is reconciled) is not its colour.
        await settled(page);
        const serious = (await axeViolations(page)).filter(isSeriousOrWorse);
        if (serious.length) failures.push(`${state}:\n${describeViolations(serious)}`);
      };
      try {
        await page.goto(server.url + advancedPath('reconcile'));
        await page.getByRole('heading', { name: WORDS[language].run, level: 2 }).waitFor({ timeout: 20_000 });
        // Before the shop is connected, 'From my shop' offers to connect it.
        const words = WORDS[language];
        await page.getByRole('radiogroup', { name: words.source }).getByText(words.fromShop).click();
        await page.getByRole('heading', { name: words.connectTitle, level: 3 }).waitFor();
        await scan('connect card');
        await connectThroughPopup(page, language);
        await reconcileByKeyboard(page, language);
        await scan('results');

        const rest = await restAnswer(session.token);
        expect(rest.summary).toMatchObject({ orders: 4, orders_differing: 1 });
        const figure = (name: string) => page.getByRole('group', { name, exact: true });
        expect(await figure(WORDS[language].orders).textContent()).toContain('4');
        expect(await figure(WORDS[language].differing).textContent()).toContain('1');
        const orders = page.getByRole('table', { name: WORDS[language].ordersTable }).locator('tbody tr');
        expect(await orders.first().getByRole('button').textContent()).toContain(rest.orders[0]!.order_id);
      } finally {
        await context.close();
      }
      expect(failures.join('\n\n')).toBe('');
    },
  );
});
