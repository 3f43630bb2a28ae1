import Papa from 'papaparse';
import type { CsvReadProblem } from './read-problems';

/**
 * Reading CSV text into rows of cells (docs/MARKETPLACE-CSV.md "What real files do"): byte-order mark, CRLF or
 * CR line ends, quoted cells with delimiters and line breaks inside, comma, semicolon (a spreadsheet's re-save)
 * or tab as delimiter, blank lines skipped. Never throws: whatever cannot be read is reported in `problems`.
 */
export type CsvDelimiter = ',' | ';' | '\t';

export interface CsvText {
  /** Every non-blank record, cells as written (unquoted, not trimmed). */
  rows: string[][];
  delimiter: CsvDelimiter;
  /**
   * Malformed quoting, by code (read-problems.ts words them); the rows are still as complete as papaparse could
   * make them.
   */
  problems: CsvReadProblem[];
}

const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];
/** How many records to look at for a delimiter when the first ones have none (a title line above the header). */
const DELIMITER_SCAN_RECORDS = 5;

/**
 * The delimiter that occurs most often outside quotes in the first record that has any (the header, normally):
 * a header names columns, so a decimal comma in a semicolon file's data cannot mislead it. Ties go to the comma.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  let quoted = false;
  let records = 0;
  const counts = new Map<CsvDelimiter, number>(DELIMITERS.map((d) => [d, 0]));
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === '\n') {
      if ([...counts.values()].some((n) => n > 0)) break;
      records += 1;
      if (records >= DELIMITER_SCAN_RECORDS) break;
    } else if (!quoted && counts.has(char as CsvDelimiter)) {
      counts.set(char as CsvDelimiter, (counts.get(char as CsvDelimiter) ?? 0) + 1);
    }
  }
  let best: CsvDelimiter = ',';
  for (const delimiter of DELIMITERS) {
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  }
  return best;
}

/** Text gathered before the delimiter is decided: far more than any header and the title lines above it. */
const DELIMITER_SAMPLE = 64 * 1024;

/** papaparse's 'greedy' blank line: no cell with anything but spaces in it. */
function isBlank(row: readonly string[]): boolean {
  for (const cell of row) if (cell.trim() !== '') return false;
  return true;
}

/**
 * A papaparse error in our terms. A Parser given its delimiter reports only quoting, each with its record:
 * UndetectableDelimiter comes from guessing the delimiter and TooFewFields/TooManyFields from reading a header,
 * neither of which this reader asks of it.
 */
function problemOf(error: Papa.ParseError, record: number | null): CsvReadProblem {
  if (record === null) return { code: 'unreadable' };
  if (error.code === 'MissingQuotes') return { code: 'unterminated_quote', record };
  if (error.code === 'InvalidQuotes') return { code: 'malformed_quote', record };
  return { code: 'unreadable' };
}

/** CSV text read piece by piece, so a file bigger than any one string can be is read as it arrives. */
export interface CsvChunkReader {
  /** The next piece of the text, cut anywhere: inside a quoted cell, between a CR and its LF. */
  push(chunk: string): void;
  /** No more text: the last record is read, and what the whole text was like is known. */
  end(): Omit<CsvText, 'rows'>;
}

/**
 * Reads CSV text handed over in pieces and gives its non-blank records to `onRows` as they complete, in order.
 * The delimiter is decided on the first 64 KB (or the whole text, if shorter); line ends are made one convention
 * as the pieces come, so papaparse never guesses them from a file that mixes them. Never throws on any text.
 */
export function createCsvReader(onRows: (rows: string[][]) => void): CsvChunkReader {
  let started = false;
  // A CR at the end of a piece, held back: the next piece may start with its LF.
  let heldCr = false;
  // Normalised text not yet parsed into complete records.
  let pending = '';
  let parser: Papa.Parser | null = null;
  let delimiter: CsvDelimiter = ',';
  // Records parsed so far, blank ones included: papaparse numbers its problems this way.
  let records = 0;
  const problems: CsvReadProblem[] = [];

  const parse = (last: boolean) => {
    if (!parser) {
      delimiter = detectDelimiter(pending);
      parser = new Papa.Parser({ delimiter, newline: '\n', quoteChar: '"' });
    }
    const result = parser.parse(pending, 0, !last) as Papa.ParseResult<string[]>;
    const rows = result.data;
    for (const error of result.errors) {
      // A problem in the unfinished last record is found again once that record is complete.
      if (!last && error.row !== undefined && error.row >= rows.length) continue;
      problems.push(problemOf(error, error.row === undefined ? null : records + error.row + 1));
    }
    records += rows.length;
    pending = last ? '' : pending.slice(result.meta.cursor);
    const kept = rows.filter((row) => !isBlank(row));
    if (kept.length > 0) onRows(kept);
  };

  return {
    push(chunk) {
      if (chunk === '') return;
      let text = chunk;
      if (!started) {
        started = true;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      if (heldCr) text = `\r${text}`;
      heldCr = text.endsWith('\r');
      if (heldCr) text = text.slice(0, -1);
      // Most files have LF line ends alone: a search for CR is far cheaper than the replace that finds none.
      pending += text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
      if (parser || pending.length >= DELIMITER_SAMPLE) parse(false);
    },
    end() {
      if (heldCr) pending += '\n';
      heldCr = false;
      parse(true);
      return { delimiter, problems };
    },
  };
}

/**
 * A text given to a reader in pieces of 64 KB: a reader that turns each piece's records into something smaller (a
 * table's records, a statement's rows) then lets the cells go while they are young, instead of holding every cell of
 * the file at once; a browser's worker spent more time collecting that garbage than reading the file. A small piece
 * keeps few cells alive at any moment: each collection of the young objects has only those to copy, and the
 * records are read while the processor's cache still holds their cells (in pieces of 256 KB, a month's statement
 * took some 15% longer to read; smaller pieces than 64 KB gained nothing more).
 */
export function pushInPieces(reader: { push(chunk: string): void }, text: string): void {
  for (let start = 0; start < text.length; start += CSV_PIECE)
    reader.push(text.slice(start, start + CSV_PIECE));
}
const CSV_PIECE = 64 * 1024;

export function readCsv(text: string): CsvText {
  if (typeof text !== 'string') return { rows: [], delimiter: ',', problems: [{ code: 'not_text' }] };
  const rows: string[][] = [];
  const reader = createCsvReader((more) => {
    for (const row of more) rows.push(row);
  });
  try {
    reader.push(text);
    return { rows, ...reader.end() };
  } catch {
    // papaparse is not known to throw on a string; this keeps the promise if a future version does.
    return { rows: [], delimiter: ',', problems: [{ code: 'unreadable' }] };
  }
}
