import {
  ALL_CSV_FORMATS,
  HEADER_SCAN_ROWS,
  recogniseHeader,
  type CsvFormat,
  type HeaderRecognition,
  type UnrecognisedHeader,
} from './headers';
import { createCsvReader, pushInPieces, type CsvDelimiter } from './read';
import type { CsvReadProblem } from './read-problems';

/** One data row: its fields' cells (trimmed; '' where the row is short), keyed by field name. */
export interface CsvRecord {
  /** 1-based position among the file's non-blank records, header included: what a seller counts in a spreadsheet. */
  row: number;
  cells: Record<string, string>;
}

export type CsvTable =
  | {
      ok: true;
      format: CsvFormat;
      label: string;
      delimiter: CsvDelimiter;
      records: CsvRecord[];
      ignoredColumns: string[];
      /** Where the text breaks CSV's rules (an unclosed quote): the analyses word them. */
      problems: CsvReadProblem[];
    }
  | { ok: false; reason: string; header?: UnrecognisedHeader };

export const EMPTY_CSV_MESSAGE = 'Please upload or paste CSV data';
/** A dropped or chosen file that is not CSV (advanced spec §5). */
export const NOT_CSV_FILE_MESSAGE = 'Please upload a CSV file';

/**
 * Whether a dropped or chosen file is CSV: by its type, or by its name where the browser gives no type or a
 * spreadsheet's (Windows reports .csv files as application/vnd.ms-excel when Excel is installed).
 */
export function isCsvFile(file: { name: string; type: string }): boolean {
  const type = file.type.toLowerCase();
  if (type === 'text/csv' || type === 'application/csv' || type === 'text/comma-separated-values')
    return true;
  const named = /\.(csv|txt)$/i.test(file.name);
  return named && (type === '' || type === 'text/plain' || type === 'application/vnd.ms-excel');
}

/** A CSV table read piece by piece (a file streamed from disk); `rowsRead` counts the records so far. */
export interface CsvTableReader {
  push(chunk: string): void;
  end(): CsvTable;
  readonly rowsRead: number;
}

/**
 * CSV text, in pieces cut anywhere -> the recognised format and one record per data row, with only the fields
 * the format knows: each row is cut down as it is read (the buyer's name and address columns are dropped here),
 * so a 100 MB export never sits in memory whole. The header is the first of the first five records that one of
 * `formats` recognises. Never throws; a file it cannot use says why.
 */
export function createCsvTableReader(formats: readonly CsvFormat[] = ALL_CSV_FORMATS): CsvTableReader {
  // The records before the header is found (title lines above it), kept to explain a file with none.
  const head: string[][] = [];
  let header: Extract<HeaderRecognition, { ok: true }> | null = null;
  // Each field's name and its column, side by side: a row is cut down by index, with no pair made per cell.
  let names: string[] = [];
  let columns: number[] = [];
  let rowsRead = 0;
  const records: CsvRecord[] = [];
  const reader = createCsvReader((rows) => {
    for (const cells of rows) {
      rowsRead += 1;
      if (header) {
        const record: Record<string, string> = {};
        for (let i = 0; i < names.length; i += 1) record[names[i]!] = (cells[columns[i]!] ?? '').trim();
        records.push({ row: rowsRead, cells: record });
      } else if (head.length < HEADER_SCAN_ROWS) {
        head.push(cells);
        const recognition = recogniseHeader(cells, formats);
        if (recognition.ok) {
          header = recognition;
          names = Object.keys(recognition.columns);
          columns = Object.values(recognition.columns);
        }
      }
    }
  });
  return {
    push: (chunk) => reader.push(chunk),
    get rowsRead() {
      return rowsRead;
    },
    end() {
      const { delimiter, problems } = reader.end();
      if (rowsRead === 0) return { ok: false, reason: EMPTY_CSV_MESSAGE };
      if (!header) {
        const first = recogniseHeader(head[0] ?? [], formats);
        return first.ok
          ? { ok: false, reason: EMPTY_CSV_MESSAGE }
          : { ok: false, reason: first.message, header: first };
      }
      return {
        ok: true,
        format: header.format,
        label: header.label,
        delimiter,
        records,
        ignoredColumns: header.ignoredColumns,
        problems,
      };
    },
  };
}

/** What an analysis reads: CSV text, or the table a reader made of it with the analysis' formats (a stream). */
export type CsvData = string | CsvTable;

/** The table of `data`: read from its text, or as the stream's reader made it. */
export function tableOf(data: CsvData, formats: readonly CsvFormat[]): CsvTable {
  return typeof data === 'string' ? readCsvTable(data, formats) : data;
}

/** CSV text -> its table (createCsvTableReader, given the text in pieces). */
export function readCsvTable(text: string, formats: readonly CsvFormat[] = ALL_CSV_FORMATS): CsvTable {
  if (typeof text !== 'string') return { ok: false, reason: EMPTY_CSV_MESSAGE };
  const reader = createCsvTableReader(formats);
  pushInPieces(reader, text);
  return reader.end();
}
