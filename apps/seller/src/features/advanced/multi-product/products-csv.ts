import { minorDigits } from '@margin/core';
import { csvAmount, toCsv } from '../../export/csv';
import { downloadFile, MIME } from '../../export/download';
import { costsOf, displayName, marginOf, numberOf, type ProductRow } from './product-rows';
import { rowPricing, type FeeSettings } from './row-pricing';

/**
 * The products CSV the table downloads after a save (advanced spec §7: built in the browser, named with the
 * date, starting with a product-name prefix). Money as plain numbers with the currency in its own column, so
 * a spreadsheet can add them up; the after-fees figures ride along because they are what the seller prices by.
 */
export const PRODUCTS_CSV_HEADER = [
  'Name',
  'Product cost',
  'Printing cost',
  'Shipping cost',
  'Packaging cost',
  'Additional costs',
  'Total cost',
  'Desired margin (%)',
  'Selling price',
  'Currency',
  'Suggested price',
  'Price for desired margin after fees',
  'Margin after fees (%)',
  'Profit after fees',
  'Fees of country',
  'Offsite ads counted',
] as const;

/** The seller's own calendar date, so a file saved late in the evening carries today's date. */
function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "products-2026-11-23.csv". */
export function productsFileName(date: Date): string {
  return `products-${localIsoDate(date)}.csv`;
}

/** A percentage as a spreadsheet reads a number: up to 4 decimals, no sign of a unit. */
const percentCell = (value: number) => String(Number(value.toFixed(4)));

export function productsCsv(rows: readonly ProductRow[], settings: FeeSettings): string {
  const lines: string[][] = [[...PRODUCTS_CSV_HEADER]];
  for (const row of rows) {
    const money = (value: number) => csvAmount(value, row.currency);
    const costs = costsOf(row);
    const scale = 10 ** minorDigits(row.currency);
    const total = Object.values(costs).reduce((sum, cost) => sum + Math.round(cost * scale), 0) / scale;
    const pricing = rowPricing(row, settings);
    const exact = pricing.exact?.reachable ? money(pricing.exact.sellingPrice) : '';
    lines.push([
      displayName(row),
      money(costs.product_cost),
      money(costs.printing_cost),
      money(costs.shipping_cost),
      money(costs.packaging_cost),
      money(costs.additional_costs),
      money(total),
      percentCell(marginOf(row)),
      money(numberOf(row.selling_price)),
      row.currency,
      money(pricing.suggested),
      exact,
      pricing.atPrice ? pricing.atPrice.profitMargin.toFixed(2) : '',
      pricing.atPrice ? money(pricing.atPrice.netProfit) : '',
      pricing.feeCountry ?? '',
      settings.hasOffsiteAds ? 'Yes' : 'No',
    ]);
  }
  return toCsv(lines);
}

/** Builds the CSV and hands it to the browser as a download; returns the file name. */
export function downloadProductsCsv(
  rows: readonly ProductRow[],
  settings: FeeSettings,
  now = new Date(),
): string {
  const fileName = productsFileName(now);
  downloadFile(productsCsv(rows, settings), fileName, MIME.csv);
  return fileName;
}
