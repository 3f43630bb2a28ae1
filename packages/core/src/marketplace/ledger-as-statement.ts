import { ENGLISH_STATEMENT_MESSAGES, type StatementMessages } from '../reconcile/messages';
import type { RowRole, Statement, StatementRow } from '../reconcile/statement';

/**
 * The payment-account ledger (`getShopPaymentAccountLedgerEntries`) read as the monthly statement's rows, so the one
 * reconciliation engine answers for a connected shop what it answers for a downloaded statement.
 */

/** One ledger entry as the API client keeps it: ids as text, `amount` in minor units (+ in, − out). */
export interface LedgerEntry {
  entry_id: string;
  sequence_number: number;
  ledger_type: string;
  amount: number;
  currency: string;
  description: string;
  /** Seconds since 1970. */
  create_date: number;
  reference_type: string | null;
  reference_id: string | null;
  /** The entry this one was posted for: a fee's parent is the sale it was charged on. */
  parent_entry_id: string | null;
}

/** What an order's payment (`getShopPaymentByReceiptId`) says it was charged for card processing, minor units. */
export interface ReceiptPayment {
  receipt_id: string;
  amount_fees: number;
  currency: string;
}

const fee = (line: Extract<RowRole, { kind: 'fee' }>['line']): RowRole => ({ kind: 'fee', line });

/**
 * What each ledger_type is, as the statement would post it (lower-cased; the ledger mixes cases). The API documents
 * no list of them: these are the types FEES.md names and those sellers' integrations report seeing (in the
 * etsy/open-api repository's threads on ledger types). A type's `_refund` is the same line put back (see `roleOf`).
 */
const ROLES: Record<string, RowRole> = {
  payment_gross: { kind: 'sale' },
  sale: { kind: 'sale' },
  sales_tax: { kind: 'tax' },
  tax: { kind: 'tax' },
  transaction: fee('transaction'),
  // Read as a part of an item line's transaction fee (the line's quantity): added to the line's own row, where the
  // line has one, so the line's fee is compared whole, as the statement posts it.
  transaction_quantity: fee('transaction'),
  shipping_transaction: fee('transaction_shipping'),
  gift_wrap_fees: fee('transaction_gift_wrap'),
  payment_processing_fee: fee('processing'),
  refund_processing_fee: fee('processing'),
  listing: fee('listing'),
  listing_private: fee('listing'),
  auto_renew_expired: fee('listing'),
  renew_sold: fee('listing'),
  renew_sold_auto: fee('listing'),
  renew_expired: fee('listing'),
  offsite_ads_fee: fee('offsite_ads'),
  regulatory_operating_fee: fee('regulatory'),
  vat_seller_services: fee('vat_on_fees'),
  vat_payment_processing_fee: fee('vat_on_fees'),
  refund_gross: { kind: 'refund' },
  refund: { kind: 'refund' },
  disburse: { kind: 'deposit' },
  disburse2: { kind: 'deposit' },
  shipping_labels: { kind: 'shipping_label' },
  shipping_label: { kind: 'shipping_label' },
  prolist: { kind: 'etsy_ads' },
  etsy_ads: { kind: 'etsy_ads' },
};

const REFUND_SUFFIX = '_refund';

/**
 * An entry's role; a fee that puts money back (after a refund: `transaction_refund`, `listing_refund`...) is a credit,
 * as the statement posts it, and a refunded shipping label is a shipping label's movement.
 */
function roleOf(entry: LedgerEntry): RowRole {
  const type = entry.ledger_type.toLowerCase();
  const base = type.endsWith(REFUND_SUFFIX) ? type.slice(0, -REFUND_SUFFIX.length) : type;
  const role = ROLES[type] ?? ROLES[base] ?? { kind: 'unknown' };
  return role.kind === 'fee' && entry.amount > 0 ? fee('credit') : role;
}

/** How far up the parents an entry's order is looked for: fee -> sale, at most fee -> fee -> sale in practice. */
const MAX_PARENTS = 4;

/** The receipt an entry belongs to: its own reference, or its parent's, up the chain. */
function receiptOf(entry: LedgerEntry, byId: Map<string, LedgerEntry>): string | null {
  let at: LedgerEntry | undefined = entry;
  for (let hop = 0; at && hop <= MAX_PARENTS; hop += 1) {
    if (at.reference_type?.toLowerCase() === 'receipt' && at.reference_id) return at.reference_id;
    at = at.parent_entry_id ? byId.get(at.parent_entry_id) : undefined;
  }
  return null;
}

const inOrder = (entries: readonly LedgerEntry[]) =>
  entries.slice().sort((a, b) => a.create_date - b.create_date || a.sequence_number - b.sequence_number);

/** The receipts of the sales the entries post, in ledger order: the orders whose payments are worth reading. */
export function ledgerReceipts(entries: readonly LedgerEntry[]): string[] {
  const byId = new Map(entries.map((entry) => [entry.entry_id, entry]));
  const receipts = new Set<string>();
  for (const entry of inOrder(entries)) {
    if (roleOf(entry).kind !== 'sale') continue;
    const receipt = receiptOf(entry, byId);
    if (receipt) receipts.add(receipt);
  }
  return [...receipts];
}

/** The words beside the type: a row Margin cannot place is reported by both. */
const titleOf = (entry: LedgerEntry) =>
  entry.description && entry.description !== entry.ledger_type
    ? `${entry.description} (${entry.ledger_type})`
    : entry.ledger_type;

const isoDate = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * The entries as statement rows, numbered in the ledger's order (oldest first). An order whose payment was read is
 * charged the payment's processing fee, the one card processing actually cost, as a row after its sale in place of
 * the ledger's processing entries for it; without its payment, the ledger's entries stand. A ledger of more than one
 * currency is said in `messages`.
 */
export function ledgerAsStatement(
  entries: readonly LedgerEntry[],
  payments: readonly ReceiptPayment[],
  messages: StatementMessages = ENGLISH_STATEMENT_MESSAGES,
): Extract<Statement, { ok: true }> {
  const byId = new Map(entries.map((entry) => [entry.entry_id, entry]));
  const paid = new Map(payments.map((payment) => [payment.receipt_id, payment]));
  const currencies = new Set(entries.map((entry) => entry.currency.toUpperCase()).filter(Boolean));
  const rows: StatementRow[] = [];
  const push = (
    entry: LedgerEntry,
    role: RowRole,
    net: number,
    order: string | null,
    title = titleOf(entry),
  ) => {
    const date = isoDate(entry.create_date);
    const listing = role.kind === 'fee' && role.line === 'listing';
    rows.push({
      row: rows.length + 1,
      date,
      month: date.slice(0, 7),
      role,
      title,
      reference: listing ? entry.reference_id : order,
      itemTitle:
        role.kind === 'fee' && role.line === 'transaction' ? (entry.reference_id ?? entry.entry_id) : null,
      net,
      order,
    });
  };
  // Each item line's transaction fee row, by order and transaction: its quantity part is added to it.
  const transactionRows = new Map<string, StatementRow>();
  for (const entry of inOrder(entries)) {
    const role = roleOf(entry);
    const order = receiptOf(entry, byId);
    const payment = order === null ? undefined : paid.get(order);
    if (payment && role.kind === 'fee' && role.line === 'processing') continue;
    const lineKey = `${order} ${entry.reference_id ?? entry.entry_id}`;
    const lineRow =
      role.kind === 'fee' && role.line === 'transaction' ? transactionRows.get(lineKey) : undefined;
    if (lineRow && entry.ledger_type.toLowerCase() === 'transaction_quantity') {
      lineRow.net += entry.amount;
      continue;
    }
    push(entry, role, entry.amount, order);
    if (role.kind === 'fee' && role.line === 'transaction') transactionRows.set(lineKey, rows.at(-1)!);
    if (payment && role.kind === 'sale') {
      push(entry, fee('processing'), -payment.amount_fees, order, "Processing fee (the order's payment)");
      currencies.add(payment.currency.toUpperCase());
    }
  }
  const warnings: string[] = [];
  if (currencies.size > 1) warnings.push(messages.ledgerMixedCurrencies([...currencies]));
  return {
    ok: true,
    rows,
    currency: currencies.size === 1 ? [...currencies][0]! : null,
    errors: [],
    warnings,
  };
}
