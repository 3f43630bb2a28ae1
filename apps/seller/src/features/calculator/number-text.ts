/*
 * What a numeric field of the calculator accepts (core spec §5): empty or a number; any other keystroke (letters,
 * a second decimal point, a minus sign, more decimals than allowed, a value above the maximum) is ignored, and a
 * comma is read as the decimal point, as many keyboards type it. Written here rather than taken from Mantine's
 * NumberInput for the fields of the first screen: its formatting library (react-number-format) was 4.6 KiB gzip of
 * the seller's first download (docs/benchmarks.md), for rules these few functions state. The fields that group
 * thousands while typing (GroupedNumberField, in Advanced Options) still use it. These are the English rules; the
 * languages that write a decimal comma read the seller's text through locale-number-text.ts.
 */

export interface NumberRules {
  /** Digits allowed after the decimal point; 0 for whole numbers. */
  decimals: number;
  /** The smallest value the arrow keys reach (what is typed is never negative). */
  min: number;
  max?: number;
}

const isDigit = (char: string) => char >= '0' && char <= '9';

/**
 * The field's text after an edit (`typed`: the input's text as the browser changed it), or null when the edit is
 * ignored. Characters that are no part of a number are dropped (a letter typed, a currency sign pasted).
 */
export function editedNumber(typed: string, rules: NumberRules): string | null {
  let text = '';
  for (const char of typed) {
    if (isDigit(char)) text += char;
    else if (rules.decimals > 0 && (char === '.' || char === ',')) text += '.';
  }
  const [, fraction, extra] = text.split('.');
  if (extra !== undefined) return null; // a second decimal point
  if (fraction !== undefined && fraction.length > rules.decimals) return null;
  if (rules.max !== undefined && /\d/.test(text) && Number(text) > rules.max) return null;
  return text;
}

/**
 * Pasted text as a number's characters: of its separators ('.' or ','), the last is the decimal point when it
 * appears once (1,234.50 and 1.234,50 are both 1234.50); the others group thousands and go.
 */
export function pastedNumber(pasted: string): string {
  const separators = [...pasted].flatMap((char, index) => (char === '.' || char === ',' ? [index] : []));
  const last = separators.at(-1);
  const point =
    last !== undefined && separators.filter((index) => pasted[index] === pasted[last]).length === 1
      ? last
      : -1;
  return [...pasted]
    .map((char, index) => (index === point ? '.' : char === '.' || char === ',' ? '' : char))
    .join('');
}

function decimalPlaces(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/** The text after an arrow key: the value moved by `step` (1 by default) within min and max. */
export function steppedNumber(text: string, direction: 1 | -1, rules: NumberRules, step = 1): string {
  const current = /\d/.test(text) ? Number(text) : rules.min;
  const moved = Math.max(rules.min, Math.min(rules.max ?? Infinity, current + direction * step));
  // Rounded to the places of the value or the step, so 0.1 + 0.2 shows as 0.3.
  const places = Math.min(rules.decimals, Math.max(decimalPlaces(text), decimalPlaces(String(step))));
  return String(Number(moved.toFixed(places)));
}
