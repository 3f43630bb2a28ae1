import { ALL_CSV_FORMATS, findHeader, type CsvFormat, type UnrecognisedHeader } from './headers';
import { readCsv, type CsvDelimiter } from './read';

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
      problems: string[];
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

/**
 * CSV text -> the recognised format and one record per data row, with only the fields the format knows (the
 * buyer's name and address columns are dropped here). Never throws; a file it cannot use says why.
 */
export function readCsvTable(text: string, formats: readonly CsvFormat[] = ALL_CSV_FORMATS): CsvTable {
  if (typeof text !== 'string' || text.trim().replace(/^\uFEFF/, '') === '') {
    return { ok: false, reason: EMPTY_CSV_MESSAGE };
  }
  const { rows, delimiter, problems } = readCsv(text);
  if (rows.length === 0) return { ok: false, reason: EMPTY_CSV_MESSAGE };
  const { headerIndex, recognition } = findHeader(rows, formats);
  if (!recognition.ok) return { ok: false, reason: recognition.message, header: recognition };
  const fields = Object.entries(recognition.columns);
  const records = rows.slice(headerIndex + 1).map((cells, i) => {
    const record: Record<string, string> = {};
    for (const [name, index] of fields) record[name] = (cells[index] ?? '').trim();
    return { row: headerIndex + i + 2, cells: record };
  });
  return {
    ok: true,
    format: recognition.format,
    label: recognition.label,
    delimiter,
    records,
    ignoredColumns: recognition.ignoredColumns,
    problems,
  };
}
