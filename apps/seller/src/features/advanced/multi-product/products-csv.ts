import { msg, t } from '@lingui/core/macro';
import { minorDigits } from '@margin/core';
import { localized } from '../../../i18n/localized';
import { csvAmount, toCsv } from '../../export/csv';
import { downloadFile, MIME } from '../../export/download';
import { costsOf, displayName, marginOf, numberOf, type ProductRow } from './product-rows';
import { rowPricing, type FeeSettings } from './row-pricing';

/**
 * The products CSV the table downloads after a save (advanced spec §7: built in the browser, named with the
 * date, starting with a product-name prefix). Money as plain numbers with the currency in its own column, so
 * a spreadsheet can add them up; the after-fees figures ride along because they are what the seller prices by.
 * The headings and the file's name are in the seller's language; the cells' numbers stay plain.
 */
const CSV_HEADINGS = localized({
  name: msg`Name`,
  productCost: msg`Product cost`,
  printingCost: msg`Printing cost`,
  shippingCost: msg`Shipping cost`,
  packagingCost: msg`Packaging cost`,
  additionalCosts: msg`Additional costs`,
  totalCost: msg`Total cost`,
  desiredMargin: msg`Desired margin (%)`,
  sellingPrice: msg`Selling price`,
  currency: msg`Currency`,
  suggestedPrice: msg`Suggested price`,
  exactPrice: msg`Price for desired margin after fees`,
  marginAfterFees: msg`Margin after fees (%)`,
  profitAfterFees: msg`Profit after fees`,
  feeCountry: msg`Fees of country`,
  offsiteAds: msg`Offsite ads counted`,
});

const ANSWERS = localized({ yes: msg`Yes`, no: msg`No` });

/** The file's heading row, in the seller's language. */
export function productsCsvHeader(): string[] {
  return Object.values(CSV_HEADINGS);
}

/** The seller's own calendar date, so a file saved late in the evening carries today's date. */
function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "products-2026-11-23.csv" ("produkte-2026-11-23.csv" in German). */
export function productsFileName(date: Date): string {
  const day = localIsoDate(date);
  return t`products-${day}.csv`;
}

/** A percentage as a spreadsheet reads a number: up to 4 decimals, no sign of a unit. */
const percentCell = (value: number) => String(Number(value.toFixed(4)));

export function productsCsv(rows: readonly ProductRow[], settings: FeeSettings): string {
  const lines: string[][] = [productsCsvHeader()];
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
      settings.hasOffsiteAds ? ANSWERS.yes : ANSWERS.no,
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
