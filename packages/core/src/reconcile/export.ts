/**
 * The statement reconciliation as a file the seller downloads (made on the device, like the CSV tools' exports):
 * one row per fee line of every order, in the answer's order, amounts as plain numbers a spreadsheet adds up,
 * the currency in its own column, formula-safe.
 */
import { csvAmount, toCsv } from '../csv/write';
import type { TStatementAnswer } from './answer-schema';
import type { Reason } from './lines';
import type { LineKind } from './statement';

export const RECONCILIATION_CSV_COLUMNS = [
  'order_id',
  'month',
  'line',
  'currency',
  'modelled',
  'charged',
  'difference',
  'reason',
  'modelled_from_files',
] as const;

export type ReconciliationCsvColumn = (typeof RECONCILIATION_CSV_COLUMNS)[number];

/** The file's headings and the words in its cells: English as the answer spells them, or the seller's language. */
export interface ReconciliationExportWords {
  headings: Readonly<Record<ReconciliationCsvColumn, string>>;
  lineKind: (kind: LineKind) => string;
  reason: (reason: Reason) => string;
  yes: string;
  no: string;
}

export const ENGLISH_RECONCILIATION_EXPORT_WORDS: ReconciliationExportWords = {
  headings: Object.fromEntries(RECONCILIATION_CSV_COLUMNS.map((column) => [column, column])) as Record<
    ReconciliationCsvColumn,
    string
  >,
  lineKind: (kind) => kind,
  reason: (reason) => reason,
  yes: 'yes',
  no: 'no',
};

/** Every order's lines: what the fee model expects, what the statement charged, and why they differ. */
export function reconciliationCsv(
  answer: Pick<TStatementAnswer, 'currency' | 'orders'>,
  words: ReconciliationExportWords = ENGLISH_RECONCILIATION_EXPORT_WORDS,
): string {
  const money = (amount: number) => csvAmount(amount, answer.currency || 'USD');
  return toCsv([
    RECONCILIATION_CSV_COLUMNS.map((column) => words.headings[column]),
    ...answer.orders.flatMap((order) =>
      order.lines.map((line) => [
        order.order_id,
        order.month,
        words.lineKind(line.kind),
        answer.currency,
        money(line.modelled),
        money(line.charged),
        money(line.difference),
        line.reason ? words.reason(line.reason) : '',
        line.modelled_from_files ? words.yes : words.no,
      ]),
    ),
  ]);
}
