import { analyseListings } from './bulk-prices';
import { analyseOrders } from './orders';
import { auditPricing } from './pricing-audit';
import { statementAnalysis, type StatementResult } from '../reconcile/answer';
import type { AnalysisOptions, BulkPriceResult, OrdersAnalysisResult, PricingAuditResult } from './types';

/**
 * The CSV tools' analyses by name, with what each answers: one table that the app's Web Worker and the
 * server's worker threads both dispatch through.
 */
export interface CsvAnalysisResults {
  /** Pricing audit (POST /api/pricing-audit/csv-upload). */
  audit: PricingAuditResult;
  /** Bulk price updater (POST /api/import/listings). */
  listings: BulkPriceResult;
  /** Orders analysis (POST /api/import/orders). */
  orders: OrdersAnalysisResult;
  /** Statement reconciliation (POST /api/import/statement). */
  statement: StatementResult;
}
export type CsvAnalysisKind = keyof CsvAnalysisResults;

const ANALYSES: {
  [K in CsvAnalysisKind]: (text: string, options: AnalysisOptions) => CsvAnalysisResults[K];
} = {
  audit: auditPricing,
  listings: analyseListings,
  orders: analyseOrders,
  statement: statementAnalysis,
};

/** Runs one analysis right here, on the calling thread. A kind that is not one of the three throws. */
export function runCsvAnalysis<K extends CsvAnalysisKind>(
  kind: K,
  text: string,
  options: AnalysisOptions,
): CsvAnalysisResults[K] {
  const analysis = ANALYSES[kind];
  if (!analysis) throw new Error(`Unknown CSV analysis "${String(kind)}"`);
  return analysis(text, options);
}
