import { headerKey } from '../csv/headers';
import { createCsvReader, pushInPieces } from '../csv/read';
import { parseMoney } from '../csv/values';
import { parseStatementDate } from './dates';
import { rowRoles, type Statement, type StatementRow } from './statement';
import { REQUIRED_COLUMNS, STATEMENT_COLUMNS, type StatementColumn } from './words';
import { STATEMENT_COLUMN_TITLES, type StatementMessages } from './messages';
import type { DescribeValue } from '../csv/value-problems';
import { ENGLISH_CSV_WORDS, type CsvWords } from '../analyses/words';

const NAME = new Map<string, StatementColumn>(
  Object.entries(STATEMENT_COLUMNS).flatMap(([column, names]) =>
    names.map((name) => [headerKey(name), column as StatementColumn]),
  ),
);

/** The cell at `index` of a row, '' where the file lacks the column (-1) or the row is short. */
const cellOf = (cells: readonly string[], index: number): string => (index < 0 ? '' : (cells[index] ?? ''));

/** The number after the first '#' that has one ('Order #4000000000', 'Listing # 12'), or null. */
function hashNumber(text: string): string | null {
  const hash = text.indexOf('#');
  if (hash < 0) return null;
  // The marketplace writes the digits right after the '#': those are read without a regular expression, which
  // would build a match for every row of the month.
  let end = hash + 1;
  for (let code = text.charCodeAt(end); code >= 0x30 && code <= 0x39; code = text.charCodeAt(++end));
  if (end > hash + 1) return text.slice(hash + 1, end);
  return /#\s*(\d+)/.exec(text)?.[1] ?? null;
}

/**
 * Reads the monthly statement CSV in any of its languages. A file without the statement's columns answers a sentence
 * naming what it lacks; a row it cannot read becomes an error naming row and column, and the rest is read. Its
 * sentences are in `words`: the statement's messages, a cell's value and the CSV text's own problems.
 */
export function readStatement(text: string, words: CsvWords = ENGLISH_CSV_WORDS): Statement {
  const reader = statementRows(words.statement, words.rows.value);
  const csv = createCsvReader((rows) => {
    for (const cells of rows) reader.record(cells);
  });
  // Each piece's rows are read as they come (pushInPieces), so a month's cells never pile up beside its rows.
  pushInPieces(csv, typeof text === 'string' ? text : '');
  return reader.end(csv.end().problems.map(words.file.readProblem));
}

/** The header's columns: where each is, or why the header will not do. */
function columnsOf(
  header: readonly string[],
  messages: StatementMessages,
): Record<StatementColumn, number> | string {
  const at = new Map<StatementColumn, number>();
  header.forEach((cell, i) => {
    const column = NAME.get(headerKey(cell));
    if (column && !at.has(column)) at.set(column, i);
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !at.has(column));
  if (missing.length > 0) return messages.lacksColumns(missing);
  return Object.fromEntries(
    Object.keys(STATEMENT_COLUMN_TITLES).map((column) => [column, at.get(column as StatementColumn) ?? -1]),
  ) as Record<StatementColumn, number>;
}

/** The statement's records one by one: the header is the first with three of its column names; rows above it are not the statement's. */
function statementRows(messages: StatementMessages, describeValue: DescribeValue) {
  let place: Record<StatementColumn, number> | string | null = null;
  let line = 0;
  const rows: StatementRow[] = [];
  const errors: string[] = [];
  const currencies = new Set<string>();
  // Every row names the same currency, as a rule: only a change is worth a look.
  let lastCurrency = '';
  const noteCurrency = (code: string) => {
    if (code === lastCurrency) return;
    currencies.add(code);
    lastCurrency = code;
  };
  // A month's statement has a few dozen distinct dates over thousands of rows: each is read once.
  const dates = new Map<string, { date: string; month: string } | null>();
  let lastDateText = '';
  let lastDay: { date: string; month: string } | null | undefined;
  const readDate = (text: string) => {
    const date = parseStatementDate(text);
    return date ? { date, month: date.slice(0, 7) } : null;
  };
  const roleOf = rowRoles();
  let lastReference: string | null = null;
  let lastInfo = '';
  let lastInfoNumber: string | null = null;

  const money = (cells: string[], columns: Record<StatementColumn, number>, column: 'amount' | 'fees') => {
    const parsed = parseMoney(cellOf(cells, columns[column]), 2, describeValue);
    if (!parsed.ok) {
      errors.push(messages.cell(line, column, parsed.reason));
      return null;
    }
    if (!parsed.value) return 0;
    if (parsed.value.currency) noteCurrency(parsed.value.currency);
    return parsed.value.minor;
  };

  const row = (cells: string[], columns: Record<StatementColumn, number>) => {
    const dateText = cellOf(cells, columns.date);
    // An order's rows share its date: comparing with the row before is cheaper than looking the text up.
    let day = dateText === lastDateText ? lastDay : dates.get(dateText);
    if (day === undefined) dates.set(dateText, (day = readDate(dateText)));
    lastDateText = dateText;
    lastDay = day;
    if (!day) {
      errors.push(messages.notDate(line, dateText));
      return;
    }
    const amount = money(cells, columns, 'amount');
    const fees = amount === null ? null : money(cells, columns, 'fees');
    if (amount === null || fees === null) return;
    const currencyCell = cellOf(cells, columns.currency);
    if (currencyCell !== lastCurrency) {
      const currency = currencyCell.trim().toUpperCase();
      if (/^[A-Z]{3}$/.test(currency)) noteCurrency(currency);
    }
    const titleText = cellOf(cells, columns.title).trim();
    // An order's rows sit together, each with the same Info: its number is read once and kept as one string, so
    // each lookup by it reuses one hash.
    const info = cellOf(cells, columns.info);
    if (info !== lastInfo) {
      lastInfo = info;
      lastInfoNumber = hashNumber(info);
    }
    const found = lastInfoNumber ?? hashNumber(titleText);
    const reference = found === lastReference ? lastReference : found;
    lastReference = reference;
    const role = roleOf(cellOf(cells, columns.type), titleText, reference !== null);
    const itemTitle =
      role.kind === 'fee' && role.line === 'transaction' && titleText.includes(':')
        ? titleText.slice(titleText.indexOf(':') + 1).trim()
        : null;
    rows.push({
      row: line,
      date: day.date,
      month: day.month,
      role,
      title: titleText,
      reference,
      itemTitle,
      net: amount + fees,
    });
  };

  return {
    record(cells: string[]) {
      line += 1;
      if (place === null) {
        if (cells.filter((cell) => NAME.has(headerKey(cell))).length >= 3) place = columnsOf(cells, messages);
      } else if (typeof place !== 'string') {
        row(cells, place);
      }
    },
    end(problems: string[]): Statement {
      if (place === null) {
        return { ok: false, reason: messages.noColumns(REQUIRED_COLUMNS) };
      }
      if (typeof place === 'string') return { ok: false, reason: place };
      const warnings = problems.slice();
      if (currencies.size > 1) warnings.push(messages.mixedCurrencies([...currencies]));
      return {
        ok: true,
        rows,
        currency: currencies.size === 1 ? [...currencies][0]! : null,
        errors,
        warnings,
      };
    },
  };
}
