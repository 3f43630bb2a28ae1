// A British shop's month as the Reconcile tab reads it: the marketplace's monthly statement and its sold order
// items export, chosen through the drop zones' own file buttons.
import { soldOrderItemsCsv, statementCsv, type GenOrder } from '@margin/core';
import type { Page } from 'playwright-core';
import { english } from './catalogue';

/** A British shop's month: five orders, one charged another regulatory fee rate, one with fees credited back. */
const SOLD: GenOrder[] = Array.from({ length: 5 }, (_, i) => ({
  id: String(3_200_000_100 + i),
  day: 3 + i * 5,
  lines: [
    {
      title: `Stoneware mug no. ${i}`,
      listingId: String(900_100 + i),
      price: 1_800 + i * 350,
      quantity: 1 + (i % 2),
    },
  ],
  shipping: i % 2 ? 395 : 0,
  tax: 0,
  offsite: i === 3,
}));
export const STATEMENT = {
  name: 'etsy_statement_2026_11.csv',
  text: statementCsv(SOLD, {
    country: 'GB',
    language: 'en',
    plants: [
      { kind: 'regulatory_rate', order: 1 },
      { kind: 'refund_credit', order: 4 },
    ],
  }),
};
export const ORDERS = { name: 'EtsySoldOrderItems2026-11.csv', text: soldOrderItemsCsv(SOLD, 'GBP') };

/** Chooses a file through the drop zone's own file button, as a seller on a phone does. */
async function choose(page: Page, zone: string, file: { name: string; text: string }): Promise<void> {
  await page
    .getByRole('group', { name: zone })
    .locator('input[type="file"]')
    .setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.text) });
  await page.getByRole('group', { name: zone }).getByText(file.name).waitFor();
}

/** Chooses both files and reconciles them; answers once the statement's orders are listed. */
export async function reconcile(page: Page, t = english): Promise<void> {
  await choose(page, t('Monthly statement'), STATEMENT);
  await choose(page, t('Orders export (optional)'), ORDERS);
  await page.getByRole('button', { name: t('Reconcile'), exact: true }).click();
  await page.getByRole('table', { name: t('Orders of the statement') }).waitFor({ timeout: 20_000 });
}
