// Advanced mode's tabs as a seller reaches them in any language: each tab at its own address, the CSV tools and
// Reconcile with a file's results, and the offer a seller whose trial is over sees instead.
import type { Page } from 'playwright-core';
import type { Words } from './catalogue';
import { soldOrderItemsCsv } from './csv-files';
import type { LanguageVisit } from './language-visits';
import { listingsCsv } from './listings-csv';
import { reconcile } from './reconcile-files';
import { advancedPath, runCsvTool, type CsvToolTab } from './screens';

const WAIT = { timeout: 20_000 };
/** The open tab's panel: the header and tab bar around it are scanned on the dashboard. */
const PANEL = '[role="tabpanel"]';

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

export const ADVANCED_VISITS: LanguageVisit[] = [
  {
    path: () => advancedPath('dashboard'),
    states: [
      {
        name: 'advanced: dashboard',
        reach: (page, w) => page.getByRole('heading', { name: w.t('Performance Overview') }).waitFor(WAIT),
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
    ],
  },
  ...CSV_TOOLS.map(([tool, name, file]): LanguageVisit => ({
    path: () => advancedPath(tool),
    country: 'US',
    states: [
      {
        name: `advanced: ${name} with results`,
        within: PANEL,
        reach: (page, w) => runCsvTool(page, tool, file, '6', w.t),
      },
    ],
  })),
  {
    path: () => advancedPath('reconcile'),
    country: 'GB',
    states: [
      { name: 'advanced: reconcile with results', within: PANEL, reach: (page, w) => reconcile(page, w.t) },
    ],
  },
  {
    path: () => advancedPath('dashboard'),
    who: 'expired',
    states: [
      {
        name: 'advanced: dashboard locked for an expired seller',
        reach: (page, w) =>
          page.getByRole('region', { name: w.t('Unlock Advanced Analytics') }).waitFor(WAIT),
      },
      {
        name: 'advanced: CSV tool offer for an expired seller',
        within: PANEL,
        reach: async (page, w) => {
          await page.getByRole('tab', { name: w.like('Pricing Audit') }).click();
          await page
            .getByRole('button', { name: w.t('Unlock Now') })
            .first()
            .waitFor(WAIT);
        },
      },
    ],
  },
];
