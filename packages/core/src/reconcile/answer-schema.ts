import { z } from 'zod';
import { REASONS, type Reason } from './lines';
import { STATEMENT_MESSAGE_KEYS } from './messages';
import type { LineKind } from './statement';

/** Every kind of fee line, as the answer names them. */
export const LINE_KINDS = [
  'transaction',
  'transaction_shipping',
  'transaction_gift_wrap',
  'processing',
  'listing',
  'offsite_ads',
  'regulatory',
  'vat_on_fees',
  'credit',
] as const satisfies readonly LineKind[];

const money = (what: string) => z.number().describe(`${what}, in major units of the statement's currency`);
const count = (what: string) => z.number().int().describe(what);
const month = z.string().describe("'YYYY-MM'");
const kind = z.enum(LINE_KINDS).describe('The fee line');
const reason = z.enum(REASONS as readonly [Reason, ...Reason[]]);

const ZReconciledLineSchema = z.object({
  kind,
  modelled: money('What the fee model expects'),
  charged: money('What was posted'),
  difference: money('Charged less modelled'),
  reason: reason.nullable().describe('Why charged and modelled differ; null where they do not'),
  modelled_from_files: z
    .boolean()
    .describe('False where nothing in the files models the line, so it is taken as charged'),
});

/**
 * The reconciliation's answer (POST /api/import/statement, and with the shop's month POST /api/etsy/reconcile):
 * what `reconciliationAnswer` returns, held to it by its return type, so the API document cannot drift from it.
 */
export const ZStatementAnswerSchema = z.object({
  currency: z.string().describe("The statement's currency, e.g. 'USD'; empty for an empty statement"),
  orders: z
    .array(
      z.object({
        order_id: z.string(),
        month,
        exact: z.boolean().describe('Every fee line as modelled, to the cent'),
        modelled_fees: money('Fees modelled'),
        charged_fees: money('Fees charged'),
        difference: money('Charged less modelled'),
        lines: z.array(ZReconciledLineSchema),
      }),
    )
    .describe('Every order of the period, those that differ first'),
  summary: z.object({
    orders: count('Orders of the period'),
    orders_exact: count('Orders whose every fee line is as modelled'),
    orders_differing: count('Orders with a fee line that differs'),
    modelled_fees: money('Fees modelled'),
    charged_fees: money('Fees charged'),
    difference: money('Charged less modelled'),
    by_reason: z
      .object(Object.fromEntries(REASONS.map((r) => [r, z.number()])) as Record<Reason, z.ZodNumber>)
      .describe('What each reason adds to the difference'),
    by_month: z.array(z.object({ month, modelled: money('Fees modelled'), charged: money('Fees charged') })),
    etsy_ads: money('Etsy Ads'),
    shipping_labels: money('Shipping labels'),
    refunds: money('Refunds'),
    other_fees: money('Fees of no order in the period'),
  }),
  other: z
    .array(
      z.object({
        row: count('The statement row'),
        date: z.string(),
        title: z.string(),
        kind,
        amount: money('Charged'),
        reason: z
          .enum(['other_month'])
          .nullable()
          .describe("'other_month': posted for another month's order"),
      }),
    )
    .describe('Fees of no order in the period'),
  deposits: z.object({
    payouts: z.array(z.object({ date: z.string(), amount: money('Paid out') })),
    total: money('Paid out in all'),
    money_in: money('Money in'),
    money_out: money('Money out'),
    balance_change: money('Money in less money out'),
  }),
  warnings: z.array(z.string()).describe('Sentences worth knowing about the files'),
  errors: z.array(z.string()).describe('Rows that could not be read, each as a sentence'),
});
export type TStatementAnswer = z.output<typeof ZStatementAnswerSchema>;

/** A warning as its message (core's `StatementMessages`) and the arguments it was written with. */
const ZStatementMessageSchema = z
  .object({
    key: z.enum(STATEMENT_MESSAGE_KEYS).describe("The message, e.g. 'unknownRow'"),
    args: z
      .array(z.union([z.string(), z.number(), z.array(z.string()).readonly()]))
      .describe("Its arguments in order, e.g. [12, 'Mystery charge (mystery_charge)'] for 'unknownRow'"),
  })
  .nullable();

/** POST /api/etsy/reconcile: the statement's answer for a month of the connected shop. */
export const ZShopReconcileAnswerSchema = ZStatementAnswerSchema.extend({
  warning_messages: z
    .array(ZStatementMessageSchema)
    .describe(
      'Each of `warnings`, in the same order, as its message key and arguments, for a client that words it in its own language; null for a sentence without one',
    ),
  month,
  shop_name: z.string().describe("The connected shop's name"),
  fetched_at: z.string().describe('When the marketplace was read (ISO 8601)'),
  expires_at: z.string().describe('Until when the reads are kept (ISO 8601, 30 minutes)'),
});
export type TShopReconcileAnswer = z.output<typeof ZShopReconcileAnswerSchema>;
