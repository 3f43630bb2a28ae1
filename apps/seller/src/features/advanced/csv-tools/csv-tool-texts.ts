import { msg, t } from '@lingui/core/macro';
import {
  LISTINGS_TEMPLATE,
  ORDERS_TEMPLATE,
  PRICING_AUDIT_TEMPLATE,
  type CsvFormat,
  type CsvTemplate,
} from '@margin/core';
import { localized } from '../../../i18n/localized';
import type { CsvToolKind } from './csv-analysis';

/**
 * The tools' words in the seller's language; in English the spec's quoted texts (advanced spec §2, §5, §8:
 * 'Connect marketplace', 'Pending Approval', 'Audit failed', ...) word for word.
 */
export const CSV_TOOL_TEXTS = localized({
  csvTab: msg`CSV`,
  connectTab: msg`Connect marketplace`,
  pendingApproval: msg`Pending Approval`,
  sourceTabs: msg`Pricing audit source`,
  yourFile: msg`Your file`,
  settings: msg`Settings`,
  privacy: msg`Your file is read on this device. Nothing of it is sent to our server, and the tool works offline.`,
  fileLabel: msg`CSV file`,
  chosen: msg`Chosen file`,
  dropTitle: msg`Drop your CSV file here`,
  choose: msg`Choose file`,
  readHere: msg`read on this device`,
  pasteLabel: msg`Or paste CSV data`,
  pastePlaceholder: msg`Paste the rows with their header line`,
  template: msg`Download template`,
  analysing: msg`Analysing on this device…`,
  reading: msg`Reading the file on this device…`,
  readingLabel: msg`File read`,
  cancel: msg`Cancel`,
  results: msg`Results`,
});

export const rowTitle = (row: number) => t`Row ${row}`;
export const skuText = (sku: string) => t`SKU ${sku}`;
export const listingId = (id: string) => t`ID ${id}`;
export const inStock = (stock: string) => t`${stock} in stock`;
/** A price tier's column: '25% price'. */
export const tierPrice = (share: string) => t`${share} price`;
/** 'your shop' where the connection has no shop name yet. */
export const yourShop = () => t`your shop`;

export interface CsvToolText {
  /** The tab's label and the screen's heading. */
  title: string;
  intro: string;
  /** The files the tool reads, for the drop zone. */
  accepts: string;
  run: string;
  /** The spec's title for a file the tool cannot use, shown with the reason. */
  failed: string;
  /** The spec's message when the analysis itself breaks. */
  crashed: string;
  template: { path: string; file: CsvTemplate };
  /** What the locked promo says the tool does. */
  promo: readonly string[];
}

const AUDIT = localized({
  title: msg`Pricing Audit`,
  intro: msg`Every listing’s margin after the marketplace’s fees, its break-even price and the prices that reach 25, 40 and 50%.`,
  accepts: msg`The marketplace’s listings export, or our cost sheet template`,
  run: msg`Run Audit`,
  failed: msg`Audit failed`,
  crashed: msg`Failed to run audit. Please try again.`,
  promoOne: msg`The margin every listing really leaves after fees`,
  promoTwo: msg`Break-even and 25 / 40 / 50% margin prices to the cent`,
  promoThree: msg`Critical, warning and healthy listings at a glance`,
});

const LISTINGS = localized({
  title: msg`Bulk Price Updater`,
  intro: msg`New prices for all your listings at once: market (25%), your target margin and premium (50%), with every fee line.`,
  accepts: msg`The marketplace’s listings export, or our listings template`,
  run: msg`Analyze Listings`,
  failed: msg`Analysis failed`,
  crashed: msg`Failed to analyze listings. Please try again.`,
  promoOne: msg`Market, target and premium prices for every listing`,
  promoTwo: msg`Flags for prices below break-even or below your target`,
  promoThree: msg`New prices as a CSV, also in the listings export’s own columns`,
});

const ORDERS = localized({
  title: msg`Orders Analysis`,
  intro: msg`What each order really earned: the fees split to the cent across its items, your cost of goods, and the margin.`,
  accepts: msg`The marketplace’s sold order items or sold orders export, or our orders template`,
  run: msg`Analyze Orders`,
  failed: msg`Analysis failed`,
  crashed: msg`Failed to analyze orders. Please try again.`,
  promoOne: msg`Profit and margin of every order and item`,
  promoTwo: msg`Whether the card processing fee charged matches the fee schedule`,
  promoThree: msg`Your orders added to your sales records in one go`,
});

type ToolWords = typeof AUDIT;

/** A tool's words, read in the language on screen. */
function toolText(words: ToolWords, template: CsvToolText['template']): CsvToolText {
  return {
    title: words.title,
    intro: words.intro,
    accepts: words.accepts,
    run: words.run,
    failed: words.failed,
    crashed: words.crashed,
    template,
    promo: [words.promoOne, words.promoTwo, words.promoThree],
  };
}

/** Each tool's words; each getter reads them in the language on screen. */
export const TOOL_TEXTS: Record<CsvToolKind, CsvToolText> = {
  get audit() {
    return toolText(AUDIT, { path: '/api/pricing-audit/csv-template', file: PRICING_AUDIT_TEMPLATE });
  },
  get listings() {
    return toolText(LISTINGS, { path: '/api/import/listings-template', file: LISTINGS_TEMPLATE });
  },
  get orders() {
    return toolText(ORDERS, { path: '/api/import/orders-template', file: ORDERS_TEMPLATE });
  },
};

/** The kind of file the tool recognised, for the line above the results. */
export const FORMAT_TEXTS: Record<CsvFormat, string> = localized({
  audit_template: msg`The pricing audit template`,
  listings_template: msg`The listings template`,
  orders_template: msg`The orders template`,
  etsy_sold_order_items: msg`The marketplace's sold order items export`,
  etsy_sold_orders: msg`The marketplace's sold orders export`,
  etsy_listings: msg`The marketplace's listings export`,
});
