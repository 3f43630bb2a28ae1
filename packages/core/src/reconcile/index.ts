export { parseStatementDate } from './dates';
export { REASONS, type Reason, type ReconciledLine } from './lines';
export { type LineKind, type RowRole, type Statement, type StatementRow } from './statement';
export { readStatement } from './statement-read';
export {
  isExact,
  reconcile,
  reconcileStatement,
  type ReconcileSettings,
  type ReconcileInput,
  type Reconciliation,
  type ReconciledOrder,
} from './reconcile';
export type { Period } from './summary';
export {
  statementAnalysis,
  statementOptions,
  type StatementResult,
  reconciliationAnswer,
  ZStatementImportSchema,
  type TStatementImport,
} from './answer';
export {
  LINE_KINDS,
  ZShopReconcileAnswerSchema,
  ZStatementAnswerSchema,
  type TShopReconcileAnswer,
  type TStatementAnswer,
} from './answer-schema';
export {
  ENGLISH_RECONCILIATION_EXPORT_WORDS,
  RECONCILIATION_CSV_COLUMNS,
  reconciliationCsv,
  type ReconciliationCsvColumn,
  type ReconciliationExportWords,
} from './export';
// The tests' and benchmarks' statement writer (the app's bundles leave it out: nothing there imports it).
export { soldOrderItemsCsv, statementCsv, type GenOrder, type Plant } from './statement-fixture';
export {
  LEDGER_PAYMENT_READS,
  ledgerReconciliation,
  monthHasBegun,
  monthRange,
  ZShopReconcileSchema,
  type TShopReconcile,
  type TShopReconcileInput,
} from './shop-month';
export {
  ENGLISH_STATEMENT_MESSAGES,
  sayStatementMessage,
  STATEMENT_COLUMN_TITLES,
  STATEMENT_MESSAGE_KEYS,
  type StatementMessage,
  type StatementMessageKey,
  type StatementMessages,
} from './messages';
export type { StatementColumn } from './words';
