/**
 * Cell values as real files write them (docs/MARKETPLACE-CSV.md "What real files do"). Each parser returns the
 * value or a sentence saying why not; `null` is a missing value ('' or '--'), which the caller may accept or not.
 * Money comes back as integer minor units (cents), computed from the digits, never through a float.
 */
import { englishValueProblem, valueFailure, type DescribeValue, type ValueProblem } from './value-problems';

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface MoneyCell {
  /** Integer minor units; negative for refunds and adjustments. */
  minor: number;
  /** ISO code when the cell names one ('USD', 'CA$' -> 'CAD', '€' -> 'EUR'); null for a bare '$' or none. */
  currency: string | null;
}

const MISSING = new Set(['', '-', '--', '---', '—', '–', 'n/a', 'na', 'none']);

/** Symbols and prefixed dollars that name one currency. A bare '$' names none: several currencies use it. */
const SYMBOL_CURRENCIES: Readonly<Record<string, string>> = {
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  '₩': 'KRW',
  '₪': 'ILS',
  ca$: 'CAD',
  c$: 'CAD',
  cad$: 'CAD',
  a$: 'AUD',
  au$: 'AUD',
  nz$: 'NZD',
  us$: 'USD',
  hk$: 'HKD',
  s$: 'SGD',
  mx$: 'MXN',
  r$: 'BRL',
  kr: 'SEK',
  zł: 'PLN',
  chf: 'CHF',
};

function tidy(raw: string): string {
  return String(raw)
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .trim();
}

let currencyCodes: ReadonlySet<string> | null | undefined;

function isCurrencyCode(code: string): boolean {
  if (currencyCodes === undefined) {
    try {
      currencyCodes = new Set(Intl.supportedValuesOf('currency'));
    } catch {
      currencyCodes = null;
    }
  }
  return currencyCodes === null || currencyCodes.has(code);
}

// Made once, not in the functions below that run for every amount of a file: esbuild writes a `\p{...}` literal
// for Node as `new RegExp(...)` where it stands.
const CODE_WITH_SYMBOL = /^([a-z]{3})(\p{Sc}?)$|^(\p{Sc})([a-z]{3})$/u;
/** Whole digits grouped by threes: '1.234.567', '1,234'. */
const GROUPED_BY_DOT = /^\d{1,3}(\.\d{3})*$/;
const GROUPED_BY_COMMA = /^\d{1,3}(,\d{3})*$/;

function currencyOf(marker: string): Parsed<string | null> {
  const text = marker.replace(/\s+/g, '').toLowerCase();
  if (text === '') return { ok: true, value: null };
  if (text === '$') return { ok: true, value: null };
  const known = SYMBOL_CURRENCIES[text];
  if (known) return { ok: true, value: known };
  // 'USD', and 'USD $12.00' or '$12.00 USD': a code, with or without a symbol.
  const coded = CODE_WITH_SYMBOL.exec(text);
  const code = (coded?.[1] ?? coded?.[4] ?? '').toUpperCase();
  if (code !== '' && isCurrencyCode(code)) return { ok: true, value: code };
  return { ok: false, reason: 'has characters that are not part of an amount' };
}

/**
 * The digits of an amount with its separators -> [whole digits, fraction digits]. The decimal separator is the
 * last '.' or ',' unless that one is followed by exactly three digits and could group thousands ('1,234' and
 * '1.234' are one thousand two hundred and thirty-four; '12,50' and '12.5' are twelve and a half).
 */
function splitNumber(number: string): [string, string] | null {
  const compact = number.replace(/[ ']/g, '');
  if (!/^[\d.,]+$/.test(compact) || !/\d/.test(compact)) return null;
  if (/[ ']/.test(number) && !/^\d{1,3}([ ']\d{3})*([.,]\d*)?$/.test(number)) return null;
  const last = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
  if (last < 0) return [compact, ''];
  const separator = compact[last] as string;
  const other = separator === '.' ? ',' : '.';
  const after = compact.slice(last + 1);
  const before = compact.slice(0, last);
  const grouping = (digits: string, sep: string) =>
    (sep === '.' ? GROUPED_BY_DOT : GROUPED_BY_COMMA).test(digits) && !/^0\d/.test(digits);
  const sameCount = compact.split(separator).length - 1;
  if (before.includes(other)) {
    // Both kinds: the last one is the decimal point, the other groups thousands.
    if (sameCount > 1 || !grouping(before, other)) return null;
    return [before.split(other).join(''), after];
  }
  if (
    sameCount > 1 ||
    (after.length === 3 && before !== '' && grouping(before, separator) && before !== '0')
  ) {
    return grouping(compact, separator) ? [compact.split(separator).join(''), ''] : null;
  }
  return [before === '' ? '0' : before, after];
}

/** The symbols a plain amount may start with, to the currency each names (a bare '$' names none). */
const PLAIN_SYMBOL: ReadonlyMap<number, string | null> = new Map([
  [0x24, null],
  [0xa3, 'GBP'],
  [0x20ac, 'EUR'],
]);

/**
 * A plain amount: an optional minus, one of PLAIN_SYMBOL, 1 to 13 digits and up to `minorDigits` (at most 2)
 * decimals after a point, nothing else ('28.00', '0', '-£3.71', '$12.5'); null for anything else, which the
 * general reading then takes. Read by character codes, not a regular expression: this runs for every amount of a
 * file (350,000 in a busy shop's year) and allocates nothing but its answer.
 */
function plainAmount(raw: string, minorDigits: number): MoneyCell | null {
  let at = 0;
  const negative = raw.charCodeAt(0) === 0x2d;
  if (negative) at += 1;
  const currency = PLAIN_SYMBOL.get(raw.charCodeAt(at));
  if (currency !== undefined) at += 1;
  let whole = 0;
  const wholeStart = at;
  for (let code = raw.charCodeAt(at); code >= 0x30 && code <= 0x39; code = raw.charCodeAt(++at)) {
    whole = whole * 10 + (code - 0x30);
  }
  const wholeDigits = at - wholeStart;
  if (wholeDigits === 0 || wholeDigits > 13) return null;
  let fraction = 0;
  let fractionDigits = 0;
  if (at < raw.length) {
    if (raw.charCodeAt(at) !== 0x2e) return null;
    at += 1;
    for (let code = raw.charCodeAt(at); code >= 0x30 && code <= 0x39; code = raw.charCodeAt(++at)) {
      fraction = fraction * 10 + (code - 0x30);
      fractionDigits += 1;
    }
    if (at < raw.length || fractionDigits === 0 || fractionDigits > 2) return null;
  }
  if (fractionDigits > minorDigits) return null;
  const minor = whole * tenTo(minorDigits) + fraction * tenTo(minorDigits - fractionDigits);
  return { minor: negative && minor !== 0 ? -minor : minor, currency: currency ?? null };
}

/**
 * 10^n as an integer: `10 ** n` is a float to the compiled code, and a float makes every amount built from it a
 * boxed number in its MoneyCell.
 */
const tenTo = (n: number): number => (n < TENS.length ? TENS[n]! : 10 ** n);
const TENS = [1, 10, 100, 1_000];

const PLAIN_COUNT = /^\d{1,15}$/;

/** '$1,234.50', 'USD 12.00', '12,50', '1.234,50', '€3', '(4.00)', '-$5', 'CA$76.00', '12.50 USD'. */
export function parseMoney(
  raw: string,
  minorDigits = 2,
  describe: DescribeValue = englishValueProblem,
): Parsed<MoneyCell | null> {
  // Most cells of a real export are plain ("28.00", "0", "-£3.71"): read those straight from their digits. A
  // file of 50,000 lines has some 350,000 amounts, and the general path is several times slower. It is a
  // function of its own: its closures would otherwise cost every plain amount an allocation on entry.
  // '--' is how an export writes no amount: half the amount cells of a statement.
  if (raw === '--' || raw === '') return NO_AMOUNT;
  const plain = plainAmount(raw, minorDigits);
  if (plain) return { ok: true, value: plain };
  return anyMoney(raw, minorDigits, describe);
}

/** A missing amount: one answer shared by every empty cell (no caller changes an answer). */
const NO_AMOUNT: Parsed<null> = { ok: true, value: null };

/** parseMoney's general reading: separators, codes, brackets, signs after the number. */
function anyMoney(raw: string, minorDigits: number, describe: DescribeValue): Parsed<MoneyCell | null> {
  const text = tidy(raw);
  if (MISSING.has(text.toLowerCase())) return { ok: true, value: null };
  const fail = (code: ValueProblem['code'], digits?: number) => valueFailure(describe, code, text, digits);
  let body = text;
  let negative = false;
  if (/^\(.*\)$/.test(body)) {
    negative = true;
    body = body.slice(1, -1).trim();
  }
  const firstDigit = body.search(/\d/);
  if (firstDigit < 0) return fail('not_money');
  let start = firstDigit;
  if (start > 0 && /[.,]/.test(body[start - 1] as string)) start -= 1;
  let end = body.length - 1;
  while (!/\d/.test(body[end] as string)) end -= 1;
  const number = body.slice(start, end + 1);
  let signs = 0;
  const markers = (body.slice(0, start) + ' ' + body.slice(end + 1)).replace(/[-−+]/g, (sign) => {
    signs += 1;
    if (sign !== '+') negative = true;
    return '';
  });
  if (signs > 1 || (signs === 1 && text.startsWith('('))) return fail('not_money');
  const currency = currencyOf(markers);
  if (!currency.ok) return fail('not_amount_characters');
  const parts = splitNumber(number.trim());
  if (!parts) return fail('not_money');
  const [whole, fraction] = parts;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > minorDigits) return fail('decimals', minorDigits);
  const digits = (whole + fraction.padEnd(minorDigits, '0').slice(0, minorDigits)).replace(/^0+(?=\d)/, '');
  const minor = Number(digits);
  if (!Number.isSafeInteger(minor)) return fail('too_large_amount');
  return { ok: true, value: { minor: negative && minor !== 0 ? -minor : minor, currency: currency.value } };
}

/** A whole number of items, zero or more: '3', '3.0', '1,200'. */
export function parseQuantity(
  raw: string,
  describe: DescribeValue = englishValueProblem,
): Parsed<number | null> {
  if (PLAIN_COUNT.test(raw)) return { ok: true, value: Number(raw) };
  const text = tidy(raw);
  if (MISSING.has(text.toLowerCase())) return { ok: true, value: null };
  const fail = (code: ValueProblem['code']) => valueFailure(describe, code, text);
  if (/^[-−]/.test(text)) return fail('negative_quantity');
  const parts = /^\+?[\d.,' ]+$/.test(text) ? splitNumber(text.replace(/^\+/, '')) : null;
  if (!parts) return fail('not_quantity');
  const [whole, fraction] = parts;
  if (/[1-9]/.test(fraction)) return fail('not_whole');
  const value = Number(whole);
  if (!Number.isSafeInteger(value)) return fail('too_large_quantity');
  return { ok: true, value };
}

/** Days in each month of a common year (made once: every date of a file is checked against it). */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] as number));
}

/**
 * 'MM/DD/YY', 'MM/DD/YYYY' (the marketplace's) or 'YYYY-MM-DD' (a spreadsheet's re-save, a time after it ignored)
 * -> 'YYYY-MM-DD'. Two-digit years are 20YY. Day-first dates are not guessed: '13/02/26' is a reason, not a date.
 */
export function parseDate(raw: string, describe: DescribeValue = englishValueProblem): Parsed<string | null> {
  // An export lists an order's lines, and a day's orders, together: the same date runs down many rows in a row.
  if (lastDate?.raw !== raw || lastDate.describe !== describe)
    lastDate = { raw, describe, parsed: marketplaceDate(raw) ?? readDate(raw, describe) };
  return lastDate.parsed;
}
let lastDate: { raw: string; describe: DescribeValue; parsed: Parsed<string | null> } | null = null;

const isDigitAt = (text: string, at: number) => {
  const code = text.charCodeAt(at);
  return code >= 0x30 && code <= 0x39;
};

/**
 * A calendar date as the marketplace writes it, 'MM/DD/YY' or 'MM/DD/YYYY' with two-digit month and day, read
 * from its characters; null for anything else, which readDate then reads (or refuses). A file's dates are mostly
 * these, one a row: the regular expressions are left for the rest.
 */
function marketplaceDate(raw: string): Parsed<string> | null {
  if (raw.length !== 8 && raw.length !== 10) return null;
  for (let at = 0; at < raw.length; at += 1) {
    if (at === 2 || at === 5 ? raw.charCodeAt(at) !== 0x2f : !isDigitAt(raw, at)) return null;
  }
  const year = raw.length === 8 ? `20${raw.slice(6)}` : raw.slice(6);
  const month = raw.slice(0, 2);
  const day = raw.slice(3, 5);
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return null;
  return { ok: true, value: `${year}-${month}-${day}` };
}

function readDate(raw: string, describe: DescribeValue): Parsed<string | null> {
  const text = tidy(raw);
  if (MISSING.has(text.toLowerCase())) return { ok: true, value: null };
  const fail = (code: ValueProblem['code']) => valueFailure(describe, code, text);
  let year: number;
  let month: number;
  let day: number;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:[ T].*)?$/.exec(text);
  const iso = us ? null : /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(text);
  if (us) {
    month = Number(us[1]);
    day = Number(us[2]);
    year = (us[3] as string).length === 2 ? 2000 + Number(us[3]) : Number(us[3]);
  } else if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    day = Number(iso[3]);
  } else {
    return fail('date_form');
  }
  if (!isCalendarDate(year, month, day)) return fail('calendar_date');
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return { ok: true, value: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` };
}

/** 'yes', 'true', '1', 'y', 'x' -> true; 'no', 'false', '0', 'n', '' -> false (the orders template's offsite_ads). */
export function parseYesNo(raw: string, describe: DescribeValue = englishValueProblem): Parsed<boolean> {
  const text = tidy(raw).toLowerCase();
  if (['yes', 'y', 'true', '1', 'x'].includes(text)) return { ok: true, value: true };
  if (['no', 'n', 'false', '0', '', '-', '--'].includes(text)) return { ok: true, value: false };
  return valueFailure(describe, 'not_yes_no', tidy(raw));
}
