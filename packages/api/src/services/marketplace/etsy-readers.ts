// The Open API's answers read into the few fields Margin keeps; anything else the marketplace sends is dropped here.
import { minorDigits, type LedgerEntry, type ReceiptPayment } from '@margin/core';

/** A listing as the CSV tools will read it; the price exactly as the marketplace gives it (amount / divisor). */
export interface MarketplaceListing {
  listing_id: string;
  title: string;
  price_amount: number;
  price_divisor: number;
  currency_code: string;
  quantity: number;
  sku: string | null;
}

/** A money amount as the Open API gives it: amount / divisor in currency_code. */
export interface Money {
  amount: number;
  divisor: number;
  currency_code: string;
}

/** A paid order (a receipt) with its item lines (transactions), as the orders analysis will read it. */
export interface MarketplaceReceipt {
  receipt_id: string;
  /** Seconds since 1970 (the Open API's create_timestamp). */
  created_at: number;
  currency_code: string;
  shipping: Money;
  discount: Money;
  tax: Money;
  transactions: {
    transaction_id: string;
    listing_id: string | null;
    title: string;
    sku: string | null;
    quantity: number;
    price: Money;
  }[];
}

/** One active listing of the whole marketplace, from its public search (market research). */
export interface MarketplaceSearchListing {
  listing_id: string;
  shop_id: string | null;
  title: string;
  price: Money;
}

export const record = (raw: unknown): Record<string, unknown> | null =>
  typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : null;

/** An Open API Money, or null when it is not one. */
export function moneyOf(raw: unknown, currency: string): Money | null {
  const money = record(raw);
  if (!money || typeof money.amount !== 'number') return null;
  return {
    amount: money.amount,
    divisor: typeof money.divisor === 'number' && money.divisor > 0 ? money.divisor : 100,
    currency_code: typeof money.currency_code === 'string' ? money.currency_code : currency,
  };
}

/** A paid receipt with the lines the orders analysis needs; lines without a price or quantity are left out. */
export function receiptOf(raw: unknown): MarketplaceReceipt[] {
  const receipt = record(raw);
  const id = idOf(receipt?.receipt_id);
  const total = moneyOf(receipt?.grandtotal, 'USD');
  if (!receipt || !id || !total || typeof receipt.create_timestamp !== 'number') return [];
  const currency = total.currency_code;
  const zero = { amount: 0, divisor: total.divisor, currency_code: currency };
  const transactions = (Array.isArray(receipt.transactions) ? receipt.transactions : []).flatMap(
    (rawLine) => {
      const line = record(rawLine);
      const transactionId = idOf(line?.transaction_id);
      const price = moneyOf(line?.price, currency);
      if (!line || !transactionId || !price || typeof line.quantity !== 'number') return [];
      return [
        {
          transaction_id: transactionId,
          listing_id: idOf(line.listing_id),
          title: typeof line.title === 'string' ? line.title : '',
          sku: typeof line.sku === 'string' && line.sku !== '' ? line.sku : null,
          quantity: line.quantity,
          price,
        },
      ];
    },
  );
  return [
    {
      receipt_id: id,
      created_at: receipt.create_timestamp,
      currency_code: currency,
      shipping: moneyOf(receipt.total_shipping_cost, currency) ?? zero,
      discount: moneyOf(receipt.discount_amt, currency) ?? zero,
      tax: moneyOf(receipt.total_tax_cost, currency) ?? zero,
      transactions,
    },
  ];
}

export function searchListingOf(raw: unknown): MarketplaceSearchListing[] {
  const listing = record(raw);
  const id = idOf(listing?.listing_id);
  const price = moneyOf(listing?.price, 'USD');
  if (!listing || !id || !price || typeof listing.title !== 'string') return [];
  return [{ listing_id: id, shop_id: idOf(listing.shop_id), title: listing.title, price }];
}

/** One listing of the answer, or none when it lacks what the tools need (an id, a title, a price). */
export function listingOf(raw: unknown): MarketplaceListing[] {
  if (typeof raw !== 'object' || raw === null) return [];
  const listing = raw as Record<string, unknown>;
  const price = (listing.price ?? {}) as Record<string, unknown>;
  const id = idOf(listing.listing_id);
  if (!id || typeof listing.title !== 'string' || typeof price.amount !== 'number') return [];
  const skus = Array.isArray(listing.skus) ? listing.skus.filter((sku) => typeof sku === 'string') : [];
  return [
    {
      listing_id: id,
      title: listing.title,
      price_amount: price.amount,
      price_divisor: typeof price.divisor === 'number' && price.divisor > 0 ? price.divisor : 100,
      currency_code: typeof price.currency_code === 'string' ? price.currency_code : 'USD',
      quantity: typeof listing.quantity === 'number' ? listing.quantity : 0,
      sku: skus[0] ?? null,
    },
  ];
}

/** Ids arrive as JSON numbers; kept as text so no id outgrows a JavaScript number. */
export function idOf(value: unknown): string | null {
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : null;
}

/** The most a collection endpoint answers at once. */
export const PAGE_SIZE = 100;

/** Reads a paged collection ({count, results}) until its last page or `maxPages`, keeping what `read` accepts. */
export async function pages<T>(
  fetchPage: (offset: number) => Promise<Record<string, unknown>>,
  maxPages: number,
  read: (raw: unknown) => T[],
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; page < maxPages; page++) {
    const body = await fetchPage(page * PAGE_SIZE);
    const results = Array.isArray(body.results) ? (body.results as unknown[]) : [];
    items.push(...results.flatMap(read));
    const count = typeof body.count === 'number' ? body.count : 0;
    if (results.length < PAGE_SIZE || (page + 1) * PAGE_SIZE >= count) break;
  }
  return items;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A payment-account ledger entry; one without an id, a type, an amount or a date is left out. */
export function ledgerEntryOf(raw: unknown): LedgerEntry[] {
  const entry = record(raw);
  const id = idOf(entry?.entry_id);
  const type = text(entry?.ledger_type);
  if (!entry || !id || !type || typeof entry.amount !== 'number' || typeof entry.create_date !== 'number') {
    return [];
  }
  return [
    {
      entry_id: id,
      sequence_number: typeof entry.sequence_number === 'number' ? entry.sequence_number : 0,
      ledger_type: type,
      amount: entry.amount,
      currency: text(entry.currency) ?? '',
      description: text(entry.description) ?? '',
      create_date: entry.create_date,
      reference_type: text(entry.reference_type),
      reference_id: idOf(entry.reference_id),
      parent_entry_id: idOf(entry.parent_entry_id),
    },
  ];
}

/** The processing fee the order's payment was charged, in minor units of its currency; null without one. */
export function paymentFeeOf(raw: unknown, receiptId: string): ReceiptPayment | null {
  const payment = record(raw);
  const fees = moneyOf(payment?.amount_fees, text(payment?.currency) ?? 'USD');
  if (!payment || !fees) return null;
  const digits = minorDigits(fees.currency_code);
  return {
    receipt_id: idOf(payment.receipt_id) ?? receiptId,
    amount_fees: Math.round((fees.amount * 10 ** digits) / fees.divisor),
    currency: fees.currency_code,
  };
}
