import { findCountry } from '../countries/countries';
import { countryFees } from '../fees/schedule';
import { regulatoryFeeRate, vatOnFeesRate } from '../fees/seller-charges';
import { pairLines, reasonFor, type ReconciledLine } from './lines';
import { modelFromFile, modelFromStatement, type ModelledLine, type SellerSettings } from './model';
import { readOrdersFile, type FileOrder } from './orders-file';
import { type LineKind, type Statement, type StatementRow } from './statement';
import { listingOwners, offsiteOf, postFees, salesOf, type Sale } from './posted';
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

  const rows = statement.rows;
  const { sales, salesByDay } = salesOf(rows);
  // Listing fees name a listing: they go to the order of the period that sold it, while it still has items to pay.
  const owners = fileOrders ? listingOwners(fileOrders, sales) : null;
  // Without the orders file a listing fee can only go to the order of its day, when that day has just one.
  const onlyOrderOf = (date: string) => {
    const ids = salesByDay.get(date) ?? [];
    return ids.length === 1 ? ids[0]! : null;
  };
  const listingOrder = (row: StatementRow) =>
    row.order ??
    (owners ? (row.reference ? (owners.get(row.reference)?.shift() ?? null) : null) : onlyOrderOf(row.date));
  const other = postFees(rows, sales, listingOrder, { messages, warnings });

  // A ledger ties each listing fee to its sale: every order's fees are then known, unless a fee lacks its sale.
  const tied =
    rows.some((row) => row.order !== undefined) &&
    !rows.some((row) => row.role.kind === 'fee' && row.role.line === 'listing' && !row.order);
  const orders: ReconciledOrder[] = [];
  sales.forEach((sale, orderId) => {
    const fileOrder = fileOrders?.get(orderId);
    if (fileOrders && !fileOrder) warnings.push(messages.notInOrdersFile(orderId));
    const modelled = fileOrder
      ? modelFromFile(settings, fileOrder, offsiteOf(sale.posted))
      : modelFromStatement(
          settings,
          sale.gross,
          sale.tax,
          sale.posted,
          tied || onlyOrderOf(sale.date) === orderId,
        );
    orders.push(reconciledOrder(orderId, sale, modelled, currency));
  });
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
    period: summarise(orders, other, rows),
    warnings,
    errors,
  };
}

/**
 * One order's modelled lines beside what was posted for it. A function of its own, run for every order of every
 * file: the engine compiles it once, where a loop inside reconcileStatement would start afresh with each file.
 */
function reconciledOrder(
  orderId: string,
  sale: Sale,
  modelled: ModelledLine[],
  currency: string,
): ReconciledOrder {
  const lines = pairLines(modelled, sale.posted, currency);
  let modelledSum = 0;
  let chargedSum = 0;
  for (const line of lines) {
    modelledSum += line.modelled;
    chargedSum += line.charged;
  }
  return {
    orderId,
    month: sale.month,
    modelled: modelledSum,
    charged: chargedSum,
    difference: chargedSum - modelledSum,
    lines,
  };
}

export const isExact = (order: ReconciledOrder) => order.lines.every((line) => line.difference === 0);
export { reasonFor };
