import {
  EMPTY_CSV_MESSAGE,
  LISTINGS_TEMPLATE,
  ORDERS_TEMPLATE,
  PRICING_AUDIT_TEMPLATE,
  type CsvTemplate,
} from '@margin/core';
import type { CsvToolKind } from './csv-analysis';

/** The spec's words (advanced spec §2, §5, §8), word for word, and the screens' own. */
export const CSV_TOOL_TEXTS = {
  empty: EMPTY_CSV_MESSAGE,
  csvTab: 'CSV',
  connectTab: 'Connect marketplace',
  pendingApproval: 'Pending Approval',
  privacy:
    'Your file is read on this device. Nothing of it is sent to our server, and the tool works offline.',
  dropTitle: 'Drop your CSV file here',
  choose: 'Choose file',
  pasteLabel: 'Or paste CSV data',
  template: 'Download template',
  analysing: 'Analysing on this device…',
  reading: 'Reading the file on this device…',
  readingLabel: 'File read',
  rowsRead: (rows: string) => `${rows} rows read`,
  cancel: 'Cancel',
} as const;

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

export const TOOL_TEXTS: Record<CsvToolKind, CsvToolText> = {
  audit: {
    title: 'Pricing Audit',
    intro:
      'Every listing’s margin after the marketplace’s fees, its break-even price and the prices that reach 25, 40 and 50%.',
    accepts: 'The marketplace’s listings export, or our cost sheet template',
    run: 'Run Audit',
    failed: 'Audit failed',
    crashed: 'Failed to run audit. Please try again.',
    template: { path: '/api/pricing-audit/csv-template', file: PRICING_AUDIT_TEMPLATE },
    promo: [
      'The margin every listing really leaves after fees',
      'Break-even and 25 / 40 / 50% margin prices to the cent',
      'Critical, warning and healthy listings at a glance',
    ],
  },
  listings: {
    title: 'Bulk Price Updater',
    intro:
      'New prices for all your listings at once: market (25%), your target margin and premium (50%), with every fee line.',
    accepts: 'The marketplace’s listings export, or our listings template',
    run: 'Analyze Listings',
    failed: 'Analysis failed',
    crashed: 'Failed to analyze listings. Please try again.',
    template: { path: '/api/import/listings-template', file: LISTINGS_TEMPLATE },
    promo: [
      'Market, target and premium prices for every listing',
      'Flags for prices below break-even or below your target',
      'New prices as a CSV, also in the listings export’s own columns',
    ],
  },
  orders: {
    title: 'Orders Analysis',
    intro:
      'What each order really earned: the fees split to the cent across its items, your cost of goods, and the margin.',
    accepts: 'The marketplace’s sold order items or sold orders export, or our orders template',
    run: 'Analyze Orders',
    failed: 'Analysis failed',
    crashed: 'Failed to analyze orders. Please try again.',
    template: { path: '/api/import/orders-template', file: ORDERS_TEMPLATE },
    promo: [
      'Profit and margin of every order and item',
      'Whether the card processing fee charged matches the fee schedule',
      'Your orders added to your sales records in one go',
    ],
  },
};
