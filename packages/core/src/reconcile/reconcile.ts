import { findCountry } from '../countries/countries';
import { countryFees } from '../fees/schedule';
import { regulatoryFeeRate, vatOnFeesRate } from '../fees/seller-charges';
import { pairLines, reasonFor, type ChargedLine, type ReconciledLine } from './lines';
import { modelFromFile, modelFromStatement, type SellerSettings } from './model';
import { readOrdersFile, type FileOrder } from './orders-file';
import { type LineKind, type Statement, type StatementRow } from './statement';
import { readStatement } from './statement-read';
import { summarise, type Period } from './summary';
import { ENGLISH_CSV_WORDS, type CsvWords } from '../analyses/words';

export interface ReconcileInput {
  statementCsv: string;
  ordersCsv?: string | null;
  country: string;
  /** A VAT-registered seller pays no VAT on the fees (reverse charge). Default: not registered. */
  vatRegistered?: boolean | null;
  /** Model the country's regulatory operating fee. Default: where the country has one. */
  regulatoryFee?: boolean | null;
}

/** The seller's settings a statement is reconciled with, whatever it was read from. */
export type ReconcileSettings = Omit<ReconcileInput, 'statementCsv'>;

export interface ReconciledOrder {
  orderId: string;
  month: string;
  modelled: number;
  charged: number;
  difference: number;
  lines: ReconciledLine[];
}

/** A posted fee that belongs to no order of the period, or a row that is not an order's. */
export interface OtherRow {
  row: number;
  date: string;
  title: string;
  kind: LineKind;
  amount: number;
  reason: 'other_month' | null;
}

export interface Reconciliation {
  currency: string;
  orders: ReconciledOrder[];
  other: OtherRow[];
  period: Period;
  warnings: string[];
  errors: string[];
  /** Why nothing could be reconciled (not a statement, the files' currencies differ), or null. */
  refused: string | null;
}

const empty = (currency: string, errors: string[]): Reconciliation => ({
  refused: errors[0] ?? null,
  currency,
  orders: [],
  other: [],
  period: summarise([], [], []),
  warnings: [],
  errors,
});

function settingsFor(country: string, input: ReconcileSettings): SellerSettings {
  const fees = countryFees(findCountry(country)!);
  const regulatory = input.regulatoryFee === false ? null : regulatoryFeeRate(country);
  const vat = input.vatRegistered ? null : vatOnFeesRate(country);
  return { fees, regulatoryPpm: regulatory?.ratePpm ?? 0, vatOnFeesPpm: vat?.ratePpm ?? 0 };
}

/** Fees are charged as money out: a fee row's size is the fee, a credit is a negative fee. */
const chargedOf = (row: StatementRow): number => 0 - row.net;

/**
 * Every order of the statement: each fee line the engine models beside what was posted for it, and why they
 * differ; the fees of orders outside the period apart; the period's totals and deposits.
 */
export function reconcile(input: ReconcileInput, words: CsvWords = ENGLISH_CSV_WORDS): Reconciliation {
  return reconcileStatement(readStatement(input.statementCsv, words), input, words);
}

/** The same reconciliation of a statement already read (from the CSV, or from the payment-account ledger). */
export function reconcileStatement(
  statement: Statement,
  input: ReconcileSettings,
  words: CsvWords = ENGLISH_CSV_WORDS,
): Reconciliation {
  const messages = words.statement;
  const country = findCountry(String(input.country ?? '').toUpperCase());
  if (!country) return empty('', [words.file.unknownCountry(String(input.country))]);
  if (!statement.ok) return empty(country.currency, [statement.reason]);
  const currency = statement.currency ?? country.currency;
  const errors = statement.errors.slice();
  const warnings = statement.warnings.slice();
  if (currency !== country.currency) {
    warnings.push(messages.otherCurrency(currency, country.code, country.name, country.currency));
  }

  let fileOrders: Map<string, FileOrder> | null = null;
  if (input.ordersCsv && input.ordersCsv.trim() !== '') {
    const file = readOrdersFile(input.ordersCsv, country.code, words);
    if (!file.ok) return { ...empty(currency, [file.reason]), warnings };
    if (file.currency && file.currency !== currency) {
      return empty(currency, [messages.currenciesDiffer(currency, file.currency)]);
    }
    fileOrders = file.orders;
    errors.push(...file.errors);
  }
  const settings = settingsFor(country.code, input);
  if (currency !== country.currency) settings.fees = { ...settings.fees, currency };

  const sales = new Map<string, { gross: number; tax: number; month: string; date: string }>();
  // Without the orders file a listing fee can only go to the order of its day, when that day has just one.
  const salesByDay = new Map<string, string[]>();
  for (const row of statement.rows) {
    if (row.reference === null || row.role.kind !== 'sale') continue;
    const sale = sales.get(row.reference);
    if (sale) sale.gross += row.net;
    else sales.set(row.reference, { gross: row.net, tax: 0, month: row.month, date: row.date });
    const ids = salesByDay.get(row.date);
    if (!ids) salesByDay.set(row.date, [row.reference]);
    else if (ids[ids.length - 1] !== row.reference) ids.push(row.reference);
  }
  for (const row of statement.rows) {
    if (row.role.kind !== 'tax' || !row.reference) continue;
    const sale = sales.get(row.reference);
    if (sale) sale.tax += Math.abs(row.net);
  }

  // Listing fees name a listing: they go to the order of the period that sold it, while it still has items to pay.
  const listingOwner = new Map<string, string[]>();
  if (fileOrders) {
    for (const order of fileOrders.values()) {
      if (!sales.has(order.orderId)) continue;
      for (const line of order.lines) {
        if (!line.listingId) continue;
        let owners = listingOwner.get(line.listingId);
        if (!owners) listingOwner.set(line.listingId, (owners = []));
        for (let i = 0; i < line.quantity; i += 1) owners.push(order.orderId);
      }
    }
  }

  const onlyOrderOf = (date: string) => {
    const ids = salesByDay.get(date) ?? [];
    return ids.length === 1 ? ids[0]! : null;
  };

  const charged = new Map<string, ChargedLine[]>();
  const other: OtherRow[] = [];
  for (const row of statement.rows) {
    const role = row.role;
    if (role.kind !== 'fee') {
      if (role.kind === 'unknown') {
        warnings.push(messages.unknownRow(row.row, row.title));
      }
      continue;
    }
    let orderId = row.reference;
    if (role.line === 'listing') {
      orderId =
        row.order ??
        (fileOrders
          ? row.reference
            ? (listingOwner.get(row.reference)?.shift() ?? null)
            : null
          : onlyOrderOf(row.date));
    }
    if (orderId === null || !sales.has(orderId)) {
      const kind = role.line;
      // A listing fee names its listing: it is another month's only where its source names the order.
      const outside = role.line === 'listing' ? Boolean(row.order) : row.reference !== null;
      other.push({
        row: row.row,
        date: row.date,
        title: row.title,
        kind,
        amount: chargedOf(row),
        reason: outside ? 'other_month' : null,
      });
      continue;
    }
    const line = {
      kind: role.line,
      amount: chargedOf(row),
      key: role.line === 'listing' ? row.reference : row.itemTitle,
    };
    const list = charged.get(orderId);
    if (list) list.push(line);
    else charged.set(orderId, [line]);
  }

  // A ledger ties each listing fee to its sale: every order's fees are then known, unless a fee lacks its sale.
  const tied =
    statement.rows.some((row) => row.order !== undefined) &&
    !statement.rows.some((row) => row.role.kind === 'fee' && row.role.line === 'listing' && !row.order);
  const orders: ReconciledOrder[] = [];
  for (const [orderId, sale] of sales) {
    const posted = charged.get(orderId) ?? [];
    const offsite = posted.filter((c) => c.kind === 'offsite_ads').reduce((s, c) => s + c.amount, 0);
    const hasOffsite = posted.some((c) => c.kind === 'offsite_ads');
    const fileOrder = fileOrders?.get(orderId);
    if (fileOrders && !fileOrder) warnings.push(messages.notInOrdersFile(orderId));
    const modelled = fileOrder
      ? modelFromFile(settings, fileOrder, hasOffsite ? offsite : null)
      : modelFromStatement(
          settings,
          sale.gross,
          sale.tax,
          posted,
          tied || onlyOrderOf(sale.date) === orderId,
        );
    const lines = pairLines(modelled, posted, currency);
    let modelledSum = 0;
    let chargedSum = 0;
    for (const line of lines) {
      modelledSum += line.modelled;
      chargedSum += line.charged;
    }
    orders.push({
      orderId,
      month: sale.month,
      modelled: modelledSum,
      charged: chargedSum,
      difference: chargedSum - modelledSum,
      lines,
    });
  }
  // The orders that differ first, the largest difference first (each order's place worked out once, not per
  // comparison).
  const ranked = orders
    .map((order) => ({ order, exact: Number(isExact(order)), size: Math.abs(order.difference) }))
    .sort((a, b) => a.exact - b.exact || b.size - a.size);
  return {
    refused: null,
    currency,
    orders: ranked.map((entry) => entry.order),
    other,
    period: summarise(orders, other, statement.rows),
    warnings,
    errors,
  };
}

export const isExact = (order: ReconciledOrder) => order.lines.every((line) => line.difference === 0);
export { reasonFor };
