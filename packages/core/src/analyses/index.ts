export * from './types';
export * from './schemas';
export * from './rows';
export { HEALTH_THRESHOLDS, auditPricing, healthOf } from './pricing-audit';
export {
  HIGH_SHIPPING_RATIO,
  HIGH_SHIPPING_RATIO_TEXT,
  LISTING_FLAG_TEXT,
  PRICE_ACTION_TEXT,
  analyseListings,
  priceAction,
} from './bulk-prices';
export { FEE_DIFFERENCE_TOLERANCE, ORDER_FLAG_TEXT, analyseOrders } from './orders';
export { splitByWeight } from './split';
export { csvTableReaderFor, runCsvAnalysis, type CsvAnalysisKind, type CsvAnalysisResults } from './run';
export { bulkPricesCsv, listingEditorCsv, ordersCsv, pricingAuditCsv } from './exports';
export {
  ENGLISH_EXPORT_WORDS,
  EXPORT_COLUMNS,
  type ExportColumn,
  type ExportLine,
  type ExportWords,
} from './export-words';
export {
  ordersToSalesRecords,
  salesImportCounts,
  salesRecordSteps,
  type SalesImportPlan,
} from './sales-import';
export {
  ENGLISH_CSV_WORDS,
  type AuditWords,
  type CountedRows,
  type CsvWords,
  type CurrencyRefusal,
  type FileWords,
  type OrderAdviceWords,
  type RowWords,
} from './words';
