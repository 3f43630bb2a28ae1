import type { CsvFormat } from '../csv/headers';
import { createCsvTableReader, type CsvData, type CsvTableReader } from '../csv/table';
import { analyseListings } from './bulk-prices';
import { LISTING_FORMATS } from './listings';
import { ORDER_FORMATS } from './order-rows';
import { analyseOrders } from './orders';
import { auditPricing } from './pricing-audit';
import { statementAnalysis, type StatementResult } from '../reconcile/answer';
import type { AnalysisOptions, BulkPriceResult, OrdersAnalysisResult, PricingAuditResult } from './types';
import { ENGLISH_CSV_WORDS, type CsvWords } from './words';

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
  [K in CsvAnalysisKind]: (data: CsvData, options: AnalysisOptions, words: CsvWords) => CsvAnalysisResults[K];
} = {
  audit: auditPricing,
  listings: analyseListings,
  orders: analyseOrders,
  statement: (data, options, words) => statementAnalysis(statementText(data), options, words),
};

/** The statement has its own reader (reconcile/statement.ts): it is analysed from its text, never streamed. */
function statementText(data: CsvData): string {
  if (typeof data !== 'string') throw new Error('The statement reconciliation reads the text of the file');
  return data;
}

/** The files each streamed analysis reads. */
const FORMATS: Partial<Record<CsvAnalysisKind, readonly CsvFormat[]>> = {
  audit: LISTING_FORMATS,
  listings: LISTING_FORMATS,
  orders: ORDER_FORMATS,
};

/**
 * A reader of the file one analysis reads, fed in pieces as a stream delivers them; its table then goes to
 * runCsvAnalysis in place of the text. A kind that is not one of the three streamed tools throws.
 */
export function csvTableReaderFor(kind: CsvAnalysisKind): CsvTableReader {
  const formats = FORMATS[kind];
  if (!formats) throw new Error(`Unknown CSV analysis "${String(kind)}"`);
  return createCsvTableReader(formats);
}

/**
 * Runs one analysis right here, on the calling thread, its sentences in `words` (English, the API's, by default).
 * A kind that is not one of the four throws.
 */
export function runCsvAnalysis<K extends CsvAnalysisKind>(
  kind: K,
  data: CsvData,
  options: AnalysisOptions,
  words: CsvWords = ENGLISH_CSV_WORDS,
): CsvAnalysisResults[K] {
  const analysis = ANALYSES[kind];
  if (!analysis) throw new Error(`Unknown CSV analysis "${String(kind)}"`);
  return analysis(data, options, words);
}
