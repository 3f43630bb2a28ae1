/**
 * The statement reconciliation as a file the seller downloads (made on the device, like the CSV tools' exports):
 * one row per fee line of every order, in the answer's order, amounts as plain numbers a spreadsheet adds up,
 * the currency in its own column, formula-safe.
 */
import { csvAmount, toCsv } from '../csv/write';
import type { TStatementAnswer } from './answer-schema';

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

/** Every order's lines: what the fee model expects, what the statement charged, and why they differ. */
export function reconciliationCsv(answer: Pick<TStatementAnswer, 'currency' | 'orders'>): string {
  const money = (amount: number) => csvAmount(amount, answer.currency || 'USD');
  return toCsv([
    RECONCILIATION_CSV_COLUMNS,
    ...answer.orders.flatMap((order) =>
      order.lines.map((line) => [
        order.order_id,
        order.month,
        line.kind,
        answer.currency,
        money(line.modelled),
        money(line.charged),
        money(line.difference),
        line.reason ?? '',
        line.modelled_from_files ? 'yes' : 'no',
      ]),
    ),
  ]);
}
