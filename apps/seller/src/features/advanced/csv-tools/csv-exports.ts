import {
  bulkPricesCsv,
  listingEditorCsv,
  ordersCsv,
  pricingAuditCsv,
  reconciliationCsv,
  type BulkPriceItem,
  type OrderItem,
  type OrderRefund,
  type PricingAuditListing,
  type TStatementAnswer,
} from '@margin/core';
import { downloadFile, MIME } from '../../export/download';
import { reconciliationExportWords } from '../reconcile/reconcile-messages';
import { exportWords } from './export-words';

/** The seller's own calendar date, so a file saved late in the evening carries today's date. */
function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "pricing-audit-2026-11-23.csv". */
export function datedCsvName(prefix: string, now = new Date()): string {
  return `${prefix}-${localIsoDate(now)}.csv`;
}

/**
 * The CSV tools' exports (advanced spec §2, §7: made in the browser): core's formula-safe files, headed and worded
 * in the seller's language, handed to the browser as a download. Each answers the file's name.
 */
export const CSV_EXPORTS = {
  audit(listings: readonly PricingAuditListing[], currency: string, now?: Date): string {
    const name = datedCsvName('pricing-audit', now);
    downloadFile(pricingAuditCsv(listings, currency, exportWords()), name, MIME.csv);
    return name;
  },
  bulkPrices(items: readonly BulkPriceItem[], currency: string, now?: Date): string {
    const name = datedCsvName('bulk-prices', now);
    downloadFile(bulkPricesCsv(items, currency, exportWords()), name, MIME.csv);
    return name;
  },
  /** The new prices in the columns of the marketplace's listings export (TITLE, SKU, PRICE, ...). */
  listingEditor(items: readonly BulkPriceItem[], currency: string, now?: Date): string {
    const name = datedCsvName('listings-new-prices', now);
    downloadFile(listingEditorCsv(items, currency), name, MIME.csv);
    return name;
  },
  /** The item lines, then the refund and adjustment lines. */
  orders(items: readonly OrderItem[], currency: string, refunds: readonly OrderRefund[], now?: Date): string {
    const name = datedCsvName('orders-analysis', now);
    downloadFile(ordersCsv(items, currency, refunds, exportWords()), name, MIME.csv);
    return name;
  },
  /** The statement reconciliation: every order's fee lines, modelled, charged and why they differ. */
  reconciliation(answer: TStatementAnswer, now?: Date): string {
    const name = datedCsvName('statement-reconciliation', now);
    downloadFile(reconciliationCsv(answer, reconciliationExportWords()), name, MIME.csv);
    return name;
  },
};
