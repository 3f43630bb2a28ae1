import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../countries/countries';
import { supportedCountryCode } from '../countries/country-code';
import { safeText } from '../text';
import { ledgerAsStatement, type LedgerEntry, type ReceiptPayment } from '../marketplace/ledger-as-statement';
import { ENGLISH_CSV_WORDS } from '../analyses/words';
import { reconciliationAnswer } from './answer';
import { ENGLISH_STATEMENT_MESSAGES, rememberingMessages } from './messages';
import { reconcileStatement } from './reconcile';

/** The most order payments one reconciliation reads; the other orders' processing fees are the ledger's. */
export const LEDGER_PAYMENT_READS = 50;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/**
 * POST /api/etsy/reconcile: a month of the connected shop, as `month: '2026-09'` or as `year: 2026, month: 9`, with
 * the seller's settings of the statement import. Answers `month` as 'YYYY-MM'.
 */
export const ZShopReconcileSchema = z
  .object({
    month: z
      .union([safeText().trim(), z.number()], {
        error: (issue) =>
          issue.input === undefined ? 'is required' : 'must be written like 2026-09, or 1 to 12 with a year',
      })
      .describe("The month: '2026-09', or 1 to 12 with year"),
    year: z
      .number({ error: 'must be a year like 2026' })
      .int('must be a year like 2026')
      .min(FIRST_YEAR, 'must be a year like 2026')
      .max(LAST_YEAR, 'must be a year like 2026')
      .optional()
      .describe('The year of a month given as 1 to 12'),
    country_code: supportedCountryCode.default(DEFAULT_COUNTRY),
    vat_registered: z.boolean({ error: 'must be true or false' }).nullish(),
    regulatory_fee: z.boolean({ error: 'must be true or false' }).nullish(),
  })
  .transform((input, ctx) => {
    const month = monthOf(input.month, input.year);
    if (month === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['month'],
        message:
          typeof input.month === 'number'
            ? 'must be 1 to 12, with a year like 2026'
            : 'must be written like 2026-09',
      });
      return z.NEVER;
    }
    const { year: _year, ...settings } = input;
    return { ...settings, month };
  });
export type TShopReconcile = z.input<typeof ZShopReconcileSchema>;
export type TShopReconcileInput = z.output<typeof ZShopReconcileSchema>;

function monthOf(month: string | number, year: number | undefined): string | null {
  if (typeof month === 'number') {
    if (year === undefined || !Number.isInteger(month) || month < 1 || month > 12) return null;
    return `${year}-${String(month).padStart(2, '0')}`;
  }
  const m = MONTH.exec(month);
  if (!m || Number(m[1]) < FIRST_YEAR || Number(m[1]) > LAST_YEAR) return null;
  return month;
}

/**
 * The month's first and last second (UTC), as the ledger's `min_created` and `max_created` take them: never more
 * than the 31 days the marketplace answers for at once.
 */
export function monthRange(month: string): { start: number; end: number } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { start: Date.UTC(year, m - 1, 1) / 1000, end: Date.UTC(year, m, 1) / 1000 - 1 };
}

/** Whether the month has begun by `now`: a month to come has no ledger yet. */
export const monthHasBegun = (month: string, now: Date) => monthRange(month).start * 1000 <= now.getTime();

/**
 * The month's ledger and payments reconciled by the statement's engine, in the statement import's answer shape. The
 * warnings are English sentences, and again as their messages' keys and arguments (`warning_messages`), for the
 * seller app to word in the seller's language.
 */
export function ledgerReconciliation(
  ledger: { entries: readonly LedgerEntry[]; payments: readonly ReceiptPayment[]; unreadPayments: number },
  input: TShopReconcileInput,
) {
  const { messages, messageOf } = rememberingMessages(ENGLISH_STATEMENT_MESSAGES);
  const result = reconcileStatement(
    ledgerAsStatement(ledger.entries, ledger.payments, messages),
    {
      country: input.country_code,
      vatRegistered: input.vat_registered ?? false,
      regulatoryFee: input.regulatory_fee ?? null,
    },
    { ...ENGLISH_CSV_WORDS, statement: messages },
  );
  if (ledger.unreadPayments > 0) {
    result.warnings.push(messages.unreadPayments(ledger.unreadPayments, LEDGER_PAYMENT_READS));
  }
  return {
    month: input.month,
    ...reconciliationAnswer(result),
    warning_messages: result.warnings.map(messageOf),
  };
}
