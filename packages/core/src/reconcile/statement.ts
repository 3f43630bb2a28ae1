import { headerKey } from '../csv/headers';
import { readCsv } from '../csv/read';
import { parseMoney } from '../csv/values';
import { parseStatementDate } from './dates';
import { REQUIRED_COLUMNS, rowType, STATEMENT_COLUMNS, TITLE, type StatementColumn } from './words';

/** The fee lines the engine models for an order, as the reconciliation names them. */
export type LineKind =
  | 'transaction'
  | 'transaction_shipping'
  | 'transaction_gift_wrap'
  | 'processing'
  | 'listing'
  | 'offsite_ads'
  | 'regulatory'
  | 'vat_on_fees'
  | 'credit';

/** What one statement row is. */
export type RowRole =
  | { kind: 'sale' }
  | { kind: 'tax' }
  | { kind: 'fee'; line: LineKind }
  | { kind: 'etsy_ads' }
  | { kind: 'refund' }
  | { kind: 'shipping_label' }
  | { kind: 'deposit' }
  | { kind: 'unknown' };

export interface StatementRow {
  /** Line of the file (the header is line 1 when it is first). */
  row: number;
  date: string;
  /** 'YYYY-MM' */
  month: string;
  role: RowRole;
  title: string;
  /** The number after '#' in Info (or the title): the order, or the listing for a listing fee. */
  reference: string | null;
  /** For a transaction fee on an item: the item's title after the colon. */
  itemTitle: string | null;
  /**
   * The order a listing fee was charged for, where the source says so (the ledger ties the fee to its sale);
   * a statement's listing fee names its listing only.
   */
  order?: string | null;
  /** Money in (+) or out (−) of the payment account, minor units: Amount + Fees & Taxes. */
  net: number;
}

export type Statement =
  | { ok: true; rows: StatementRow[]; currency: string | null; errors: string[]; warnings: string[] }
  | { ok: false; reason: string };

const NAME = new Map<string, StatementColumn>(
  Object.entries(STATEMENT_COLUMNS).flatMap(([column, names]) =>
    names.map((name) => [headerKey(name), column as StatementColumn]),
  ),
);

const SHIPPING_WORDS = new Set([
  'shipping',
  'versand',
  'livraison',
  'expédition',
  'spedizione',
  'envío',
  'envio',
  'verzending',
]);

function feeLine(type: ReturnType<typeof rowType>, title: string): LineKind | null {
  if (TITLE.credit.test(title)) return 'credit';
  if (type === 'vat' || (TITLE.vat.test(title) && !TITLE.buyer.test(title))) return 'vat_on_fees';
  if (TITLE.offsiteAds.test(title)) return 'offsite_ads';
  if (TITLE.regulatory.test(title)) return 'regulatory';
  if (TITLE.transaction.test(title)) {
    const after = title.includes(':')
      ? title
          .slice(title.indexOf(':') + 1)
          .trim()
          .toLowerCase()
      : '';
    if (SHIPPING_WORDS.has(after)) return 'transaction_shipping';
    if (TITLE.giftWrap.test(after)) return 'transaction_gift_wrap';
    return 'transaction';
  }
  if (TITLE.processing.test(title)) return 'processing';
  if (TITLE.listing.test(title)) return 'listing';
  return null;
}

/** A row's role from its Type and Title, in any of the statement's languages. */
export function rowRole(typeText: string, title: string, hasOrder: boolean): RowRole {
  const type = rowType(typeText);
  switch (type) {
    case 'sale':
      return { kind: 'sale' };
    case 'tax':
      return TITLE.vat.test(title) && !TITLE.buyer.test(title) && !hasOrder
        ? { kind: 'fee', line: 'vat_on_fees' }
        : { kind: 'tax' };
    case 'refund':
      return { kind: 'refund' };
    case 'deposit':
      return { kind: 'deposit' };
    case 'shipping':
      return { kind: 'shipping_label' };
    case 'marketing':
      return TITLE.offsiteAds.test(title) && hasOrder
        ? { kind: 'fee', line: 'offsite_ads' }
        : { kind: 'etsy_ads' };
    case 'fee':
    case 'vat': {
      const line = feeLine(type, title);
      return line ? { kind: 'fee', line } : { kind: 'unknown' };
    }
    default:
      return { kind: 'unknown' };
  }
}

const hashNumber = (text: string) => /#\s*(\d+)/.exec(text)?.[1] ?? null;

/**
 * Reads the monthly statement CSV in any of its languages. A file without the statement's columns answers a sentence
 * naming what it lacks; a row it cannot read becomes an error naming row and column, and the rest is read.
 */
export function readStatement(text: string): Statement {
  const csv = readCsv(text);
  const headerIndex = csv.rows.findIndex(
    (cells) => cells.filter((cell) => NAME.has(headerKey(cell))).length >= 3,
  );
  if (headerIndex < 0) {
    return {
      ok: false,
      reason: `This is not a monthly statement: it has no ${REQUIRED_COLUMNS.map(title).join(', ')} columns.`,
    };
  }
  const header = csv.rows[headerIndex]!;
  const at = new Map<StatementColumn, number>();
  header.forEach((cell, i) => {
    const column = NAME.get(headerKey(cell));
    if (column && !at.has(column)) at.set(column, i);
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !at.has(column));
  if (missing.length > 0) {
    return {
      ok: false,
      reason: `This is not a monthly statement: it lacks the ${missing.map(title).join(', ')} column${missing.length > 1 ? 's' : ''}.`,
    };
  }
  const rows: StatementRow[] = [];
  const errors: string[] = [];
  const currencies = new Set<string>();
  csv.rows.slice(headerIndex + 1).forEach((cells, i) => {
    const line = headerIndex + i + 2;
    const cell = (column: StatementColumn) => (at.has(column) ? (cells[at.get(column)!] ?? '') : '');
    const date = parseStatementDate(cell('date'));
    if (!date) {
      errors.push(`Row ${line}, column ${title('date')}: '${cell('date')}' is not a date.`);
      return;
    }
    let net = 0;
    for (const column of ['amount', 'fees'] as const) {
      const money = parseMoney(cell(column));
      if (!money.ok) {
        errors.push(`Row ${line}, column ${title(column)}: ${money.reason}.`);
        return;
      }
      if (money.value) {
        net += money.value.minor;
        if (money.value.currency) currencies.add(money.value.currency);
      }
    }
    const currency = cell('currency').trim().toUpperCase();
    if (/^[A-Z]{3}$/.test(currency)) currencies.add(currency);
    const titleText = cell('title').trim();
    const reference = hashNumber(cell('info')) ?? hashNumber(titleText);
    const role = rowRole(cell('type'), titleText, reference !== null);
    const itemTitle =
      role.kind === 'fee' && role.line === 'transaction' && titleText.includes(':')
        ? titleText.slice(titleText.indexOf(':') + 1).trim()
        : null;
    rows.push({
      row: line,
      date,
      month: date.slice(0, 7),
      role,
      title: titleText,
      reference,
      itemTitle,
      net,
    });
  });
  const warnings = csv.problems.slice();
  if (currencies.size > 1) warnings.push(`The statement mixes currencies (${[...currencies].join(', ')}).`);
  return { ok: true, rows, currency: currencies.size === 1 ? [...currencies][0]! : null, errors, warnings };
}

const TITLES: Record<StatementColumn, string> = {
  date: 'Date',
  type: 'Type',
  title: 'Title',
  info: 'Info',
  currency: 'Currency',
  amount: 'Amount',
  fees: 'Fees & Taxes',
  net: 'Net',
};

function title(column: StatementColumn): string {
  return TITLES[column];
}
