import { z } from 'zod';
import { DEFAULT_COUNTRY, minorDigits } from '../countries/countries';
import { supportedCountryCode } from '../countries/country-code';
import { CSV_TEXT_TOO_LONG, MAX_CSV_TEXT_LENGTH } from '../analyses/schemas';
import { toMajor } from '../fees/exact';
import { safeText } from '../text';
import type { AnalysisOptions } from '../analyses/types';
import type { Reason } from './lines';
import type { TStatementAnswer } from './answer-schema';
import { isExact, reconcile, type Reconciliation } from './reconcile';
import { ENGLISH_CSV_WORDS, type CsvWords } from '../analyses/words';

const csvText = (what: string) =>
  safeText({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .max(MAX_CSV_TEXT_LENGTH, CSV_TEXT_TOO_LONG)
    .describe(what);

/** POST /api/import/statement: the monthly statement, optionally the orders export of the same period. */
export const ZStatementImportSchema = z.object({
  statement_csv: csvText("The marketplace's monthly statement CSV, in any of its languages"),
  orders_csv: csvText('The sold order items (or sold orders) export of the same period').nullish(),
  country_code: supportedCountryCode.default(DEFAULT_COUNTRY),
  vat_registered: z.boolean({ error: 'must be true or false' }).nullish(),
  regulatory_fee: z.boolean({ error: 'must be true or false' }).nullish(),
});
export type TStatementImport = z.input<typeof ZStatementImportSchema>;

/** The answer in the API's shape, money in major units of the statement's currency. */
export function reconciliationAnswer(result: Reconciliation): TStatementAnswer {
  // '+ 0' turns a -0 into 0, so the JSON answer and the core's are the same to the sign.
  const digits = minorDigits(result.currency || 'USD');
  const major = (minor: number) => toMajor(minor, digits) + 0;
  const p = result.period;
  return {
    currency: result.currency,
    orders: result.orders.map((order) => ({
      order_id: order.orderId,
      month: order.month,
      exact: isExact(order),
      modelled_fees: major(order.modelled),
      charged_fees: major(order.charged),
      difference: major(order.difference),
      lines: order.lines.map((line) => ({
        kind: line.kind,
        modelled: major(line.modelled),
        charged: major(line.charged),
        difference: major(line.difference),
        reason: line.reason,
        modelled_from_files: line.modelledFromFiles,
      })),
    })),
    summary: {
      orders: p.orders,
      orders_exact: p.ordersExact,
      orders_differing: p.ordersDiffering,
      modelled_fees: major(p.modelled),
      charged_fees: major(p.charged),
      difference: major(p.difference),
      by_reason: Object.fromEntries(
        Object.entries(p.byReason).map(([reason, amount]) => [reason, major(amount)]),
      ) as Record<Reason, number>,
      by_month: p.byMonth.map((m) => ({
        month: m.month,
        modelled: major(m.modelled),
        charged: major(m.charged),
      })),
      etsy_ads: major(p.etsyAds),
      shipping_labels: major(p.shippingLabels),
      refunds: major(p.refunds),
      other_fees: major(p.otherFees),
    },
    other: result.other.map((row) => ({
      row: row.row,
      date: row.date,
      title: row.title,
      kind: row.kind,
      amount: major(row.amount),
      reason: row.reason,
    })),
    deposits: {
      payouts: p.deposits.map((d) => ({ date: d.date, amount: major(d.amount) })),
      total: major(p.deposits.reduce((s, d) => s + d.amount, 0)),
      money_in: major(p.moneyIn),
      money_out: major(p.moneyOut),
      balance_change: major(p.moneyIn - p.moneyOut),
    },
    warnings: result.warnings,
    errors: result.errors,
  };
}

/** The answer, or the sentence for a file that cannot be reconciled at all (the API's 400). */
export type StatementResult = ({ ok: true } & TStatementAnswer) | { ok: false; reason: string };

/** The analysis table's entry: the statement's text and the seller's settings, as the workers dispatch it. */
export function statementAnalysis(
  text: string,
  options: AnalysisOptions,
  words: CsvWords = ENGLISH_CSV_WORDS,
): StatementResult {
  const result = reconcile(
    {
      statementCsv: text,
      ordersCsv: options.statement?.ordersCsv ?? null,
      country: options.country,
      vatRegistered: options.statement?.vatRegistered ?? false,
      regulatoryFee: options.statement?.regulatoryFee ?? null,
    },
    words,
  );
  if (result.refused) return { ok: false, reason: result.refused };
  return { ok: true, ...reconciliationAnswer(result) };
}

/** The API input as the analysis takes it. */
export function statementOptions(input: z.output<typeof ZStatementImportSchema>): AnalysisOptions {
  return {
    country: input.country_code,
    statement: {
      ordersCsv: input.orders_csv ?? null,
      vatRegistered: input.vat_registered ?? false,
      regulatoryFee: input.regulatory_fee ?? null,
    },
  };
}
