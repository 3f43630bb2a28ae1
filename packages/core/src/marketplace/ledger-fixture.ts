// A payment-account ledger written from the engine's own figures, for the tests and the fake marketplace (nothing
// in the app imports this): the postings of the statement fixture, as the Open API's ledger entries and payments.
import { findCountry } from '../countries/countries';
import { orderPostings, type GenOrder, type Plant, type Posting } from '../reconcile/statement-fixture';
import type { LedgerEntry, ReceiptPayment } from './ledger-as-statement';

export interface LedgerFixture {
  entries: LedgerEntry[];
  payments: ReceiptPayment[];
}

export interface LedgerOptions {
  country: string;
  /** 'YYYY-MM': the orders' days fall in it. */
  month: string;
  vatRegistered?: boolean;
  plants?: Plant[];
}

const LEDGER_TYPES: Record<Posting['line'], string> = {
  transaction: 'transaction',
  transaction_shipping: 'shipping_transaction',
  transaction_gift_wrap: 'gift_wrap_fees',
  processing: 'PAYMENT_PROCESSING_FEE',
  listing: 'renew_sold_auto',
  offsite_ads: 'offsite_ads_fee',
  regulatory: 'regulatory_operating_fee',
  vat_on_fees: 'vat_seller_services',
  vat_processing: 'vat_payment_processing_fee',
  credit: 'transaction',
};

/** The month's ledger of `orders`: each sale, its tax and every fee posted for it, then the month's payout. */
export function generatedLedger(orders: GenOrder[], options: LedgerOptions): LedgerFixture {
  const currency = findCountry(options.country)!.currency;
  const [year, month] = options.month.split('-').map(Number) as [number, number];
  const entries: LedgerEntry[] = [];
  const payments: ReceiptPayment[] = [];
  let balance = 0;
  const post = (
    day: number,
    ledgerType: string,
    amount: number,
    reference: [string, string] | null,
    parent: string | null,
  ) => {
    const id = String(entries.length + 1);
    balance += amount;
    entries.push({
      entry_id: id,
      sequence_number: entries.length + 1,
      ledger_type: ledgerType,
      amount,
      currency,
      description: ledgerType,
      create_date: Date.UTC(year, month - 1, day, 12) / 1000,
      reference_type: reference?.[0] ?? null,
      reference_id: reference?.[1] ?? null,
      parent_entry_id: parent,
    });
    return id;
  };
  orders.forEach((order, o) => {
    const orderAmount = order.lines.reduce((s, line) => s + line.price * line.quantity, 0) + order.shipping;
    const sale = post(order.day, 'PAYMENT_GROSS', orderAmount + order.tax, ['receipt', order.id], null);
    if (order.tax > 0) post(order.day, 'sales_tax', -order.tax, ['receipt', order.id], sale);
    const postings = orderPostings(order, o, options);
    for (const posting of postings) {
      const reference: [string, string] | null =
        posting.line === 'listing'
          ? ['listing', posting.listingId!]
          : posting.item !== undefined
            ? ['transaction', `${order.id}${posting.item}`]
            : null;
      post(order.day, LEDGER_TYPES[posting.line], -posting.amount, reference, sale);
    }
    const processing = postings.find((posting) => posting.line === 'processing');
    payments.push({ receipt_id: order.id, amount_fees: processing?.amount ?? 0, currency });
  });
  if (balance > 0) post(28, 'DISBURSE2', -balance, null, null);
  return { entries, payments };
}

/** One US order of a $25.00 mug with $4.00 shipping, the month's only sale in the small ledger tests. */
export const MUG_ORDER: GenOrder = {
  id: '4001',
  day: 3,
  lines: [{ title: 'Mug', listingId: '77', price: 2500, quantity: 1 }],
  shipping: 400,
  tax: 0,
  offsite: false,
};

/** A ledger entry of a type Margin does not know, shaped like `entry`: a 'Mystery charge' of −0.10. */
export function unknownLedgerEntry(entry: LedgerEntry): LedgerEntry {
  return {
    ...entry,
    entry_id: 'x1',
    ledger_type: 'mystery_charge',
    description: 'Mystery charge',
    amount: -10,
    reference_type: null,
  };
}
