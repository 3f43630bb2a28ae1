/**
 * Why a CSV text could not be read as written, by code: the API says it in English, the seller app in the seller's
 * language from the same code (as csv/value-problems.ts does for a cell's value).
 */

/**
 * - `unterminated_quote`: a quoted cell is never closed, so the rest of the text is read into it.
 * - `malformed_quote`: a quoted cell's closing quote is followed by more than a delimiter or a line end (`"Mug"x`).
 * - `not_text`: what was given is not a string at all.
 * - `unreadable`: the reader failed on the text.
 *
 * `record` counts the text's records from 1, blank ones included.
 */
export type CsvReadProblem =
  { code: 'unterminated_quote' | 'malformed_quote'; record: number } | { code: 'not_text' | 'unreadable' };

/** Writes a read problem as a sentence: English by default, the seller's language in the app. */
export type DescribeReadProblem = (problem: CsvReadProblem) => string;

/** "Record 3: Quoted field unterminated.": a read problem in English, the API's words (papaparse's own). */
export function englishReadProblem(problem: CsvReadProblem): string {
  switch (problem.code) {
    case 'unterminated_quote':
      return `Record ${problem.record}: Quoted field unterminated.`;
    case 'malformed_quote':
      return `Record ${problem.record}: Trailing quote on quoted field is malformed.`;
    case 'not_text':
      return 'The CSV data is not text.';
    case 'unreadable':
      return 'The CSV data could not be read.';
  }
}
