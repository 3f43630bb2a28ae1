import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ordersArb } from '../reconcile/order-arbitraries';
import {
  ledgerReconciliation,
  monthHasBegun,
  monthRange,
  ZShopReconcileSchema,
} from '../reconcile/shop-month';
import type { GenOrder } from '../reconcile/statement-fixture';
import { ledgerAsStatement, ledgerReceipts, type LedgerEntry } from './ledger-as-statement';
import { generatedLedger, MUG_ORDER, unknownLedgerEntry } from './ledger-fixture';

const settingsArb = fc.record({
  country: fc.constantFrom('US', 'GB', 'DE', 'FR'),
  vatRegistered: fc.boolean(),
});

const input = (country: string, vatRegistered: boolean) =>
  ZShopReconcileSchema.parse({ month: '2026-09', country_code: country, vat_registered: vatRegistered });

function reconcileLedger(
  orders: GenOrder[],
  s: { country: string; vatRegistered: boolean },
  planted = false,
) {
  const ledger = generatedLedger(orders, {
    country: s.country,
    month: '2026-09',
    vatRegistered: s.vatRegistered,
    plants: planted ? [{ kind: 'processing_fee', order: 0 }] : [],
  });
  return ledgerReconciliation({ ...ledger, unreadPayments: 0 }, input(s.country, s.vatRegistered));
}

// Generous timeouts: a run is a few seconds, and the machine it runs on may be busy.
describe('the payment-account ledger reconciled as a statement (fast-check)', { timeout: 60_000 }, () => {
  it('finds every order of a ledger written from the engine exact, its listing fees tied to their sales', () => {
    fc.assert(
      fc.property(ordersArb, settingsArb, (orders, settings) => {
        const answer = reconcileLedger(orders, settings);
        expect(answer.errors).toEqual([]);
        expect(answer.warnings).toEqual([]);
        expect(answer.orders).toHaveLength(orders.length);
        for (const order of answer.orders) {
          for (const line of order.lines) expect(line.difference, `${order.order_id} ${line.kind}`).toBe(0);
        }
        expect(answer.summary.orders_exact).toBe(orders.length);
        expect(answer.summary.difference).toBe(0);
        // The ledger names the sale of every listing fee: none is left apart.
        expect(answer.other).toEqual([]);
        // The month's payout is its whole balance; a month whose fees outweigh its sales (a one-cent order) is
        // paid nothing and leaves the balance owed.
        expect(answer.deposits.total).toBeCloseTo(Math.max(answer.deposits.balance_change, 0), 9);
      }),
      { numRuns: 60 },
    );
  });

  it('reports a processing fee other than the engine models on that order alone', () => {
    fc.assert(
      fc.property(ordersArb, settingsArb, (orders, settings) => {
        const answer = reconcileLedger(orders, settings, true);
        const id = orders[0]!.id;
        expect(answer.orders[0]!.order_id).toBe(id);
        const differing = answer.orders[0]!.lines.filter((line) => line.difference !== 0);
        expect(differing.map((line) => line.kind)).toContain('processing');
        const processing = differing.find((line) => line.kind === 'processing')!;
        expect(processing).toMatchObject({ difference: 0.05, reason: 'unexplained' });
        expect(answer.summary.orders_differing).toBe(1);
      }),
      { numRuns: 60 },
    );
  });
});

const order = MUG_ORDER;

describe('ledgerAsStatement', () => {
  it("charges the payment's processing fee in place of the ledger's, and the ledger's without a payment", () => {
    const { entries, payments } = generatedLedger([order], { country: 'US', month: '2026-09' });
    const processing = (rows: ReturnType<typeof ledgerAsStatement>['rows']) =>
      rows.filter((row) => row.role.kind === 'fee' && row.role.line === 'processing').map((row) => row.net);
    expect(processing(ledgerAsStatement(entries, []).rows)).toEqual([-112]);
    expect(processing(ledgerAsStatement(entries, [{ ...payments[0]!, amount_fees: 150 }]).rows)).toEqual([
      -150,
    ]);
    expect(ledgerReceipts(entries)).toEqual(['4001']);
  });

  it('reports a ledger type it does not know, and a fee credited back as a credit', () => {
    const { entries } = generatedLedger([order], { country: 'US', month: '2026-09' });
    const extra: LedgerEntry[] = [
      unknownLedgerEntry(entries[0]!),
      { ...entries[2]!, entry_id: 'x2', amount: 163, description: 'Credit for transaction fee' },
    ];
    const answer = ledgerReconciliation(
      { entries: [...entries, ...extra], payments: [], unreadPayments: 51 },
      input('US', false),
    );
    expect(
      answer.warnings.some((w) => w.includes("'Mystery charge (mystery_charge)' is not a kind of row")),
    ).toBe(true);
    expect(answer.warnings.some((w) => w.startsWith('51 orders of the month beyond the first 50'))).toBe(
      true,
    );
    const lines = answer.orders[0]!.lines;
    expect(lines.find((line) => line.kind === 'credit')).toMatchObject({
      charged: -1.63,
      reason: 'refund_credit',
    });
  });

  it('reads the ledger types sellers see beyond the documented ones: refunds of fees, private listings, quantity fees', () => {
    const two: GenOrder = { ...order, lines: [{ ...order.lines[0]!, quantity: 2 }] };
    const { entries } = generatedLedger([two], { country: 'US', month: '2026-09' });
    const transaction = entries.find((e) => e.ledger_type === 'transaction')!;
    const listing = entries.find((e) => e.ledger_type === 'listing')!;
    // The item line's fee posted as the first item's part and the second's, the listing fee as a private listing's.
    const firstPart = Math.round(transaction.amount / 2);
    const posted: LedgerEntry[] = entries.map((e) =>
      e === transaction
        ? { ...e, amount: firstPart }
        : e === listing
          ? { ...e, ledger_type: 'listing_private' }
          : e,
    );
    posted.push(
      {
        ...transaction,
        entry_id: 'q1',
        ledger_type: 'transaction_quantity',
        amount: transaction.amount - firstPart,
      },
      {
        ...transaction,
        entry_id: 'r1',
        ledger_type: 'transaction_refund',
        amount: 50,
        description: 'refund',
      },
      {
        ...transaction,
        entry_id: 'r2',
        ledger_type: 'shipping_label_refund',
        amount: 300,
        reference_type: null,
      },
    );
    const answer = ledgerReconciliation(
      { entries: posted, payments: [], unreadPayments: 0 },
      input('US', false),
    );
    expect(answer.warnings.filter((w) => w.includes('is not a kind of row'))).toEqual([]);
    const lines = answer.orders[0]!.lines;
    expect(lines.filter((line) => line.kind !== 'credit').every((line) => line.difference === 0)).toBe(true);
    expect(lines.find((line) => line.kind === 'credit')).toMatchObject({
      charged: -0.5,
      reason: 'refund_credit',
    });
  });

  it("sets apart, never drops, the fees of a sale the month's ledger does not hold", () => {
    const { entries } = generatedLedger([order], { country: 'US', month: '2026-09' });
    const fees = entries.filter((e) => e.ledger_type !== 'PAYMENT_GROSS' && e.ledger_type !== 'DISBURSE2');
    const answer = ledgerReconciliation(
      { entries: fees, payments: [], unreadPayments: 0 },
      input('US', false),
    );
    expect(answer.orders).toEqual([]);
    const charged = fees.reduce((sum, e) => sum - e.amount, 0) / 100;
    expect(answer.other.reduce((sum, row) => sum + row.amount, 0)).toBeCloseTo(charged, 9);
    expect(answer.summary.other_fees).toBeCloseTo(charged, 9);
  });
});

describe('the shop month', () => {
  it('takes a month string or a year and month, and says clearly what is wrong', () => {
    expect(ZShopReconcileSchema.parse({ month: '2026-02' }).month).toBe('2026-02');
    expect(ZShopReconcileSchema.parse({ year: 2026, month: 2 })).toMatchObject({
      month: '2026-02',
      country_code: 'US',
    });
    const issue = (value: unknown) => ZShopReconcileSchema.safeParse(value).error?.issues[0]?.message;
    expect(issue({ month: '2026-13' })).toBe('must be written like 2026-09');
    expect(issue({ month: 2 })).toBe('must be 1 to 12, with a year like 2026');
    expect(issue({})).toBe('is required');
  });

  it('spans the month to its last second, 31 days at most, and knows a month to come', () => {
    expect(monthRange('2026-02')).toEqual({
      start: Date.UTC(2026, 1, 1) / 1000,
      end: Date.UTC(2026, 2, 1) / 1000 - 1,
    });
    const december = monthRange('2026-12');
    expect(december.end - december.start + 1).toBe(31 * 86_400);
    expect(monthHasBegun('2026-12', new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(monthHasBegun('2027-01', new Date('2026-12-31T23:59:59Z'))).toBe(false);
  });
});
