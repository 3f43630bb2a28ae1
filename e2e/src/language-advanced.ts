// Advanced mode's tabs as a seller reaches them in any language: the dashboard and the tabs beside it, the CSV
// tools and Reconcile with a file's results, and the offer a seller whose trial is over sees instead.
import type { Page } from 'playwright-core';
import type { Words } from './catalogue';
import { soldOrderItemsCsv } from './csv-files';
import {
  DIALOG,
  PANEL,
  WAIT,
  lockedAdvancedStates,
  openAdvancedFromTools,
  type LanguageState,
  type LanguageVisit,
} from './language-states';
import { listingsCsv } from './listings-csv';
import { reconcile } from './reconcile-files';
import { advancedPath, runCsvTool, WORKED_EXAMPLE, type CsvToolTab } from './screens';

const tab = (page: Page, w: Words, name: string) => page.getByRole('tab', { name: w.t(name), exact: true });

/** A multi-product row's field, by the row's name ('product 1' while it has none). */
const rowField = (page: Page, w: Words, field: string, row: string) =>
  page.getByRole('textbox', {
    name: w.t('{field} for {name}', { field: w.t(field), name: row }),
    exact: true,
  });

const ORDERS_FILE = { name: 'EtsySoldOrderItems2026.csv', text: soldOrderItemsCsv() };
const LISTINGS_FILE = { name: 'EtsyListingsDownload.csv', text: listingsCsv() };
const CSV_TOOLS: [CsvToolTab, string, { name: string; text: string }][] = [
  ['orders-analysis', 'Orders Analysis', ORDERS_FILE],
  ['break-even-audit', 'Pricing Audit', LISTINGS_FILE],
  ['bulk-price-updater', 'Bulk Price Updater', LISTINGS_FILE],
];

/** A trial seller's Advanced mode, opened from the calculator: the dashboard, then the tabs beside it. */
export const ADVANCED_FROM_CALCULATOR: LanguageState[] = [
  {
    name: 'advanced: dashboard',
    reach: async (page, w) => {
      await openAdvancedFromTools(page, w);
      await page.getByRole('heading', { name: w.t('Performance Overview') }).waitFor(WAIT);
    },
  },
  {
    name: 'advanced: add sales',
    within: PANEL,
    reach: async (page, w) => {
      await page.getByRole('button', { name: w.t('Add Sales Data') }).click();
      await page.getByRole('button', { name: w.t('Add Sale'), exact: true }).waitFor(WAIT);
    },
  },
  {
    name: 'advanced: market research',
    within: PANEL,
    reach: async (page, w) => {
      await tab(page, w, 'Market Research').click();
      await page.getByRole('heading', { name: w.t('Top competitors') }).waitFor(WAIT);
    },
  },
  {
    // Rows filled: computed prices, and a row asking for a margin no price reaches (its note shown).
    name: 'advanced: multi-product rows filled',
    within: PANEL,
    reach: async (page, w) => {
      await tab(page, w, 'Multi-Product').click();
      const first = w.t('product {place}', { place: 1 });
      await rowField(page, w, 'Product cost', first).fill('10', WAIT);
      await rowField(page, w, 'Printing', first).fill('2');
      await page.getByRole('button', { name: w.t('+ Add Product') }).click();
      await page.getByLabel(w.t('Name of product {place}', { place: 2 })).fill('Clay mug');
      await rowField(page, w, 'Product cost', 'Clay mug').fill('6');
      await rowField(page, w, 'Margin %', 'Clay mug').fill('95');
      await page
        .getByText(
          w.like(
            'No price reaches {margin} margin after fees in {country}: fees take a share of every sale, so the margin stays below {ceiling}.',
          ),
        )
        .first()
        .waitFor();
      await page
        .getByRole('button', { name: new RegExp(`^${w.t('Use this price')}`) })
        .first()
        .waitFor();
    },
  },
];

export const ADVANCED_VISITS: LanguageVisit[] = [
  {
    // The three CSV tools one after the other, each from its tab.
    path: () => advancedPath(CSV_TOOLS[0]![0]),
    country: 'US',
    states: CSV_TOOLS.map(([tool, name, file], index) => ({
      name: `advanced: ${name} with results`,
      within: PANEL,
      reach: async (page: Page, w: Words) => {
        if (index > 0) await page.getByRole('tab', { name: w.like(name) }).click();
        await runCsvTool(page, tool, file, '6', w.t);
      },
    })),
  },
  {
    path: () => advancedPath('reconcile'),
    country: 'GB',
    states: [
      { name: 'advanced: reconcile with results', within: PANEL, reach: (page, w) => reconcile(page, w.t) },
      {
        name: "advanced: reconcile, an order's lines",
        within: DIALOG,
        reach: async (page, w) => {
          await page
            .getByRole('table', { name: w.t('Orders of the statement') })
            .locator('tbody tr')
            .first()
            .getByRole('button')
            .click();
          await page.getByRole('dialog', { name: w.like('Fee lines of order {id}') }).waitFor(WAIT);
        },
      },
    ],
  },
  {
    // A seller whose trial is over: the calculator's Pro tools refused, then Advanced mode locked.
    path: () => WORKED_EXAMPLE,
    who: 'expired',
    states: [
      {
        name: "an expired seller's calculator, Pro Seller Tools refused",
        reach: async (page, w) => {
          await page.getByRole('region', { name: w.t('Trial expired') }).waitFor(WAIT);
          await page.getByRole('button', { name: w.like('Pro Seller Tools') }).click();
          await page
            .getByText(w.t('Your trial has expired. Upgrade to Pro to use this feature.'))
            .first()
            .waitFor();
        },
      },
      ...lockedAdvancedStates('an expired seller', 'Unlock Now'),
    ],
  },
];
