import { findCurrency, minorDigits } from '../countries/countries';
import { isEnglish, numberFormat } from '../format/locale-numbers';

/**
 * Made once, here: esbuild (the server's bundle, tsx) writes a `\p{...}` literal for Node as `new RegExp(...)` where
 * it stands, and inside assemble() that built the pattern anew for every amount formatted, a dozen times a
 * calculation (bench/api.ts).
 */
const ENDS_WITH_LETTER = /\p{L}$/u;

/**
 * Money as sellers read it: the currency's symbol, thousands separators, and as many decimals as the
 * currency has (0 for JPY, KRW, HUF). Done by hand rather than with Intl so that the browser, the server and
 * the exported files print exactly the same text; symbols made of letters ("CHF", "kr") get a space.
 */
function assemble(negative: boolean, whole: string, fraction: string, currency: string): string {
  const symbol = findCurrency(currency)?.symbol ?? currency;
  const separator = ENDS_WITH_LETTER.test(symbol) ? ' ' : '';
  return `${negative ? '-' : ''}${symbol}${separator}${groupThousands(whole)}${fraction ? '.' + fraction : ''}`;
}

/** '1234567' -> '1,234,567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Money in the seller's language (`locale`, English when left out): English as above; another language through
 * Intl, '1.234,56 €' in German, with the currency's own decimals.
 */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const digits = minorDigits(currency);
  const scale = 10 ** digits;
  if (!isEnglish(locale)) return localeMoney(minor / scale, currency, digits, locale!);
  const abs = Math.abs(minor);
  const fraction = digits > 0 ? String(abs % scale).padStart(digits, '0') : '';
  return assemble(minor < 0, String(Math.floor(abs / scale)), fraction, currency);
}

/**
 * A fraction of a minor unit shown as it is, before rounding ("$1.885"), for the formulas panel: up to four
 * extra decimals, never fewer than the currency has.
 */
export function formatMoneyUnrounded(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const text = (Math.abs(minor) / 10 ** digits).toFixed(digits + 4);
  const [whole = '0', fraction = ''] = text.split('.');
  const trimmed = fraction.replace(/0+$/, '').padEnd(digits, '0');
  return assemble(minor < 0, whole, trimmed, currency);
}

/** The same as formatMoney for an amount in major units (e.g. 1.89), as the API sends it. */
export function formatMajor(major: number, currency: string, locale?: string): string {
  return formatMoney(Math.round(major * 10 ** minorDigits(currency)), currency, locale);
}

/**
 * An amount that runs past the currency's minor unit, in a language's way ('1,885 €' in German): the currency's
 * decimals and up to `extraDigits` more, for the formulas that show a fee before it is rounded.
 */
export function formatLocaleMoneyExact(major: number, currency: string, locale: string, extraDigits: number) {
  const digits = minorDigits(currency);
  return localeMoney(major, currency, digits, locale, digits + extraDigits);
}

function localeMoney(
  major: number,
  currency: string,
  digits: number,
  locale: string,
  maxDigits = digits,
): string {
  const symbol = findCurrency(currency)?.symbol;
  // Intl spells some dollars 'US$' or 'CA$' outside their country; the narrow symbol is the one sellers read
  // in their statements ('25,00 $').
  return numberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: symbol === undefined ? 'code' : 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: maxDigits,
  }).format(major);
}

/** "6.5%", "3%", "0.32%": a rate in percent, without trailing zeros. */
export function formatPercent(percent: number, locale?: string): string {
  if (!isEnglish(locale))
    return numberFormat(locale!, { style: 'percent', maximumFractionDigits: 4 }).format(
      Number(percent.toFixed(4)) / 100,
    );
  return `${Number(percent.toFixed(4))}%`;
}

/** A fraction as a rate in percent, to at most 2 decimals: 0.03 -> "3%", 0.065 -> "6.5%", 0.0032 -> "0.32%". */
export function formatRate(fraction: number, locale?: string): string {
  return formatPercent(Number((fraction * 100).toFixed(2)), locale);
}

/** A count of items, rounded to a whole number, with thousands grouped as money is: 1000 -> "1,000". */
export function formatCount(count: number, locale?: string): string {
  const whole = Math.round(Math.abs(count));
  if (!isEnglish(locale))
    return numberFormat(locale!, { maximumFractionDigits: 0 }).format(
      count < 0 && whole > 0 ? -whole : whole,
    );
  return `${count < 0 && whole > 0 ? '-' : ''}${groupThousands(whole.toFixed(0))}`;
}
