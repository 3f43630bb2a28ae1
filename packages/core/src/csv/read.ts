import Papa from 'papaparse';

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
  /** Sentences about malformed quoting and the like; the rows are still as complete as papaparse could make them. */
  problems: string[];
}

const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];
/** How many records to look at for a delimiter when the first ones have none (a title line above the header). */
const DELIMITER_SCAN_RECORDS = 5;

/** One line-end convention, so papaparse never has to guess it from a file that mixes them. */
function normaliseText(text: string): string {
  const withoutBom = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return withoutBom.replace(/\r\n?/g, '\n');
}

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

export function readCsv(text: string): CsvText {
  if (typeof text !== 'string') return { rows: [], delimiter: ',', problems: ['The CSV data is not text.'] };
  const clean = normaliseText(text);
  const delimiter = detectDelimiter(clean);
  try {
    const result = Papa.parse<string[]>(clean, {
      delimiter,
      newline: '\n',
      quoteChar: '"',
      header: false,
      dynamicTyping: false,
      skipEmptyLines: 'greedy',
    });
    const rows = result.data
      .filter((row) => Array.isArray(row))
      .map((row) => row.map((cell) => String(cell ?? '')));
    const problems = result.errors.map((error) =>
      error.row === undefined ? `${error.message}.` : `Record ${error.row + 1}: ${error.message}.`,
    );
    return { rows, delimiter, problems };
  } catch {
    // papaparse is not known to throw on a string; this keeps the promise if a future version does.
    return { rows: [], delimiter, problems: ['The CSV data could not be read.'] };
  }
}
