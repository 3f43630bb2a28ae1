// The shop data the fake marketplace answers with, shaped as the Open API answers it.
import type { LedgerFixture } from '@margin/core';

/** Active listings shaped as the Open API answers them (price as amount and divisor). */
export function sampleListings(shopId: number, count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({
    listing_id: 1000 + i,
    shop_id: shopId,
    title: `Stoneware mug ${i + 1}`,
    state: 'active',
    quantity: 5 + i,
    skus: i === 0 ? ['MUG-01'] : [],
    price: { amount: 2800 + i * 100, divisor: 100, currency_code: 'USD' },
  }));
}

const usd = (amount: number) => ({ amount, divisor: 100, currency_code: 'USD' });

/**
 * Paid receipts shaped as the Open API answers them (money as amount and divisor, times in seconds), with their
 * transactions: two orders of the sample listings (one with two lines and a discount), and one unpaid order
 * that a paid-only request must not see.
 */
export function sampleReceipts(shopId: number): Record<string, unknown>[] {
  const day = (iso: string) => Math.floor(Date.parse(`${iso}T12:00:00Z`) / 1000);
  const line = (id: number, listing: number, title: string, quantity: number, cents: number, sku = '') => ({
    transaction_id: id,
    listing_id: listing,
    title,
    quantity,
    price: usd(cents),
    shipping_cost: usd(0),
    sku,
  });
  const receipt = (
    id: number,
    date: string,
    paid: boolean,
    lines: ReturnType<typeof line>[],
    money: { shipping: number; discount: number; tax: number },
  ) => {
    const subtotal = lines.reduce((sum, l) => sum + l.price.amount * l.quantity, 0);
    return {
      receipt_id: id,
      shop_id: shopId,
      is_paid: paid,
      create_timestamp: day(date),
      created_timestamp: day(date),
      name: 'A buyer the analysis never reads',
      subtotal: usd(subtotal),
      total_shipping_cost: usd(money.shipping),
      discount_amt: usd(money.discount),
      total_tax_cost: usd(money.tax),
      grandtotal: usd(subtotal - money.discount + money.shipping + money.tax),
      transactions: lines,
    };
  };
  const today = new Date().toISOString().slice(0, 10);
  return [
    receipt(5001, today, true, [line(7001, 1000, 'Stoneware mug 1', 2, 2800, 'MUG-01')], {
      shipping: 600,
      discount: 0,
      tax: 0,
    }),
    receipt(
      5002,
      today,
      true,
      [line(7002, 1001, 'Stoneware mug 2', 1, 2900), line(7003, 1002, 'Stoneware mug 3', 1, 3000)],
      { shipping: 800, discount: 500, tax: 0 },
    ),
    receipt(5003, today, false, [line(7004, 1001, 'Stoneware mug 2', 1, 2900)], {
      shipping: 600,
      discount: 0,
      tax: 0,
    }),
  ];
}

/** What the public search finds: listings of other shops, priced 10.00 to 48.00 USD. */
export function sampleMarketListings(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({
    listing_id: 90_000 + i,
    shop_id: 40_000 + (i % 5),
    title: `Market listing ${i + 1}`,
    state: 'active',
    price: usd(1000 + i * 200),
  }));
}

/**
 * A ledger written by the core's fixture, as the Open API answers it: entries with numeric ids and amounts in
 * minor units, and each order's payment with its processing fee as Money.
 */
export function openApiLedger(
  shopId: number,
  ledger: LedgerFixture,
): { ledgerEntries: Record<string, unknown>[]; payments: Record<string, unknown>[] } {
  const id = (value: string | null) => (value === null ? null : Number(value));
  return {
    ledgerEntries: ledger.entries.map((entry) => ({
      ...entry,
      entry_id: Number(entry.entry_id),
      ledger_id: shopId,
      balance: 0,
      reference_id: id(entry.reference_id),
      parent_entry_id: id(entry.parent_entry_id),
      payment_adjustments: [],
    })),
    payments: ledger.payments.map((payment, i) => ({
      payment_id: 60_000 + i,
      shop_id: shopId,
      receipt_id: Number(payment.receipt_id),
      currency: payment.currency,
      amount_fees: { amount: payment.amount_fees, divisor: 100, currency_code: payment.currency },
      payment_adjustments: [],
    })),
  };
}
