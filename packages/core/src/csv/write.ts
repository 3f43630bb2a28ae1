import Papa from 'papaparse';
import { CURRENCIES, minorDigits } from '../countries/countries';

/** Excel only reads a CSV as UTF-8 (and so prints £ and €) when the file starts with this mark. */
export const UTF8_BOM = '\uFEFF';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A plain negative number or amount: a loss as the exports write it ("-5.00"), or as formatMoney and the
 * percentages print it ("-$5.00", "-CHF 1,200.50", "-12.50%"): one of our currency symbols at most, then digits.
 * Nothing in it can call a function or reach another cell.
 */
const NEGATIVE_AMOUNT = `-(?:(?:${CURRENCIES.map((c) => escapeRegExp(c.symbol)).join('|')}) ?)?\\d[\\d,]*(?:\\.\\d+)?%?$`;

/**
 * Cells a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return), except a plain
 * negative amount: papaparse's escapeFormulae puts a single quote in front of these, so a product name or note
 * can never become a formula on the seller's machine, while a loss stays the number -5.00.
 */
const FORMULA_CELL = new RegExp(`^(?!${NEGATIVE_AMOUNT})[=+\\-@\\t\\r]`);

const UNPARSE_CONFIG = { newline: '\r\n', escapeFormulae: FORMULA_CELL, quotes: false } as const;

/** One CSV field as the files write it: formula-safe, quoted when it holds a comma, quote or line break. */
export function csvField(value: string): string {
  return Papa.unparse([[value]], UNPARSE_CONFIG);
}

/** Rows to CSV text (CRLF line ends, as RFC 4180 and Excel expect), with the UTF-8 mark in front. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return UTF8_BOM + Papa.unparse(rows as string[][], UNPARSE_CONFIG) + '\r\n';
}

/**
 * A money amount as a spreadsheet reads a number: the currency's decimals ("2.65", "1234" for KRW), a point,
 * no symbol and no thousands separators. Worked in whole minor units, so 2.65 never prints as 2.6499999.
 */
export function csvAmount(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  const minor = Math.round(Math.abs(amount) * 10 ** digits);
  const text = String(minor).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const sign = amount < 0 && minor > 0 ? '-' : '';
  return digits > 0 ? `${sign}${whole}.${text.slice(-digits)}` : `${sign}${whole}`;
}
