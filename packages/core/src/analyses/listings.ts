/**
 * Listings as the pricing audit and the bulk price updater read them, from our two templates or the
 * marketplace's listings export, and what one sale of each leaves after the marketplace's fees. A listing's
 * quantity is the stock on hand: every figure is for one item sold, with the shipping the file gives (none in
 * the audit template and the marketplace's export), and the target prices are the engine's exact answers.
 */
import { csvFormatSpec, type CsvFormat } from '../csv/headers';
import { tableOf, type CsvData, type CsvRecord } from '../csv/table';
import { percentToPpm, toMajor } from '../fees/exact';
import { linesAtPrice, type OrderLines } from '../fees/evaluate';
import { MAX_AMOUNT } from '../fees/limits';
import { toOrderSpec, type OrderSpec } from '../fees/order';
import { marginCeilingPpm, solvePrice, type PriceTarget } from '../fees/solve';
import { analysisContext, marginPercent, RowReader, type AnalysisContext } from './context';
import { resolveCost } from './costs';
import type { ListingRow } from './rows';
import type { AnalysedFile, AnalysisOptions } from './types';
import { tableRefusal, type CsvWords } from './words';

export const LISTING_FORMATS: readonly CsvFormat[] = ['audit_template', 'listings_template', 'etsy_listings'];

/** The header name a field's messages show ("column 'PRICE'"). */
export function columnNamer(format: CsvFormat): (field: string) => string {
  const fields = csvFormatSpec(format).fields;
  return (field) => fields.find((f) => f.field === field)?.names[0] ?? field;
}

function readListing(
  record: CsvRecord,
  format: CsvFormat,
  name: (field: string) => string,
  context: AnalysisContext,
): ListingRow | string[] {
  const cells = new RowReader(record, name, context);
  const template = format !== 'etsy_listings';
  const titleField = format === 'audit_template' ? 'listing_title' : 'title';
  const title = cells.text(titleField);
  const sku = cells.text('sku');
  const price = cells.money(template ? 'current_price' : 'price', { required: true });
  const quantity = cells.quantity('quantity');
  if (format === 'etsy_listings') cells.currency('currency_code');
  const shipping = format === 'listings_template' ? cells.money('shipping_price') : null;
  let material = 0;
  let packaging = 0;
  let shippingToYou = 0;
  let fromFile: number | null = null;
  if (format === 'audit_template') {
    fromFile = cells.money('base_cost');
  } else if (format === 'listings_template') {
    const parts = [
      cells.money('material_cost'),
      cells.money('packaging_cost'),
      cells.money('shipping_to_you'),
    ];
    if (parts.some((part) => part !== null)) {
      [material, packaging, shippingToYou] = parts.map((part) => part ?? 0) as [number, number, number];
      fromFile = material + packaging + shippingToYou;
    }
  }
  if (cells.problems.length > 0 || price === null) return cells.problems;
  if (price < 0) return [context.words.rows.negativePrice(record.row)];
  const cost = resolveCost(fromFile, context.costs, sku, title, context.defaultCostMinor);
  if (cost.source !== 'file') material = cost.perItem;
  return {
    row: record.row,
    id: template ? (sku !== '' ? sku : `row-${record.row}`) : `row-${record.row}`,
    title: title !== '' ? title : context.words.rows.untitledListing(record.row),
    sku,
    price,
    quantity: quantity ?? 1,
    shipping: shipping ?? 0,
    material,
    packaging,
    shippingToYou,
    cost: cost.perItem,
    costSource: cost.source,
  };
}

export interface ListingFile {
  file: AnalysedFile;
  context: AnalysisContext;
  listings: ListingRow[];
  errors: string[];
  warnings: string[];
}

/** The file's listings, or why the file cannot be used. */
export function readListings(
  data: CsvData,
  options: AnalysisOptions,
  words?: CsvWords,
): ListingFile | { ok: false; reason: string } {
  const context = analysisContext(options, words);
  if ('reason' in context) return { ok: false, reason: context.reason };
  const table = tableOf(data, LISTING_FORMATS);
  if (!table.ok) return { ok: false, reason: tableRefusal(table, context.words) };
  const listings: ListingRow[] = [];
  const errors: string[] = [];
  const name = columnNamer(table.format);
  for (const record of table.records) {
    const read = readListing(record, table.format, name, context);
    if (Array.isArray(read)) errors.push(...read);
    else listings.push(read);
  }
  return {
    context,
    listings,
    errors,
    warnings: table.problems.map(context.words.file.readProblem),
    file: {
      format: table.format,
      format_label: table.label,
      rows_read: table.records.length,
      rows_analysed: listings.length,
      country: context.fees.country.code,
      currency: context.fees.currency,
    },
  };
}

/** One sale of a listing, and the smallest prices that reach each margin (minor units; null where none does). */
export interface ListingFigures {
  lines: OrderLines;
  marginPercent: number;
  breakEven: number | null;
  priceFor: (marginPercent: number) => number | null;
  /** Net profit of one sale at another price. */
  profitAt: (price: number) => number;
}

export function listingSpec(listing: ListingRow, context: AnalysisContext): OrderSpec {
  const major = (minor: number) => toMajor(minor, context.fees.minorDigits);
  return toOrderSpec({
    mode: 'forward',
    country: context.fees.country.code,
    quantity: 1,
    selling_price: major(listing.price),
    product_cost: major(listing.cost),
    shipping_cost: major(listing.shipping),
    free_shipping: false,
    has_offsite_ads: context.offsiteAds,
    annual_revenue: major(context.annualSalesMinor),
  });
}

export function listingFigures(listing: ListingRow, context: AnalysisContext): ListingFigures {
  const spec = listingSpec(listing, context);
  const lines = linesAtPrice(spec, listing.price);
  const maxPrice = MAX_AMOUNT * 10 ** context.fees.minorDigits;
  const ceiling = marginCeilingPpm(spec);
  const solve = (target: PriceTarget) => solvePrice(spec, target, maxPrice);
  return {
    lines,
    marginPercent: marginPercent(lines.netProfit, lines.marginBase),
    breakEven: solve({ kind: 'profit', profit: 0 }),
    priceFor: (margin) => {
      const marginPpm = percentToPpm(margin);
      if (marginPpm >= ceiling - 1) return null;
      return solve(marginPpm > 0 ? { kind: 'margin', marginPpm } : { kind: 'profit', profit: 0 });
    },
    profitAt: (price) => linesAtPrice(spec, price).netProfit,
  };
}
