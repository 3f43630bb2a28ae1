import { isEnglish, numberFormat, numberSymbols, parseLocaleNumber } from '@margin/core';
import { editedNumber, type NumberRules } from './number-text';

/**
 * A numeric field's text in the seller's language. The form keeps every number as English-style text ('1250.5'),
 * so stored inputs, share links and a change of language keep what was typed; only the field's text follows the
 * language: German, French, Italian, Spanish and Dutch sellers type and see '1250,5'. What they type is read by
 * `parseLocaleNumber`, so a German '1.250' is 1250 and never 1.25.
 */
export interface EditedText {
  /** What the field shows: the seller's own text. */
  shown: string;
  /** The number as the form keeps it: digits and at most one '.'. */
  value: string;
}

const isDigit = (char: string) => char >= '0' && char <= '9';
const isMark = (char: string) => char === '.' || char === ',';

/** The form's text as the field shows it when the seller is not typing: '1250.5' is '1250,5' in German. */
export function shownNumber(value: string, locale: string): string {
  return isEnglish(locale) ? value : value.replace('.', numberSymbols(locale).decimal);
}

/**
 * The form's text for a number the seller typed: the digits, with a point where the seller's decimal mark was.
 * The decimal mark is the last mark when reading it so gives the number read (`parsed`); else the marks group.
 */
function formText(text: string, parsed: number): string {
  const last = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  const digits = (part: string) => [...part].filter(isDigit).join('');
  if (last >= 0) {
    const decimal = `${digits(text.slice(0, last))}.${digits(text.slice(last + 1))}`;
    if (Number(decimal) === parsed) return decimal;
  }
  return digits(text);
}

function withinRules(value: string, rules: NumberRules): boolean {
  const fraction = value.split('.')[1] ?? '';
  return fraction.length <= rules.decimals && (rules.max === undefined || Number(value) <= rules.max);
}

/** A whole text as a number within the rules, or null when it cannot be read or breaks them. */
function readText(text: string, rules: NumberRules, locale: string): string | null {
  const parsed = parseLocaleNumber(text, locale);
  if (parsed === null) return null;
  const value = formText(text, parsed);
  return withinRules(value, rules) ? value : null;
}

/**
 * The field's text after an edit (`typed`: the input's text as the browser changed it), or null when the edit is
 * ignored. English keeps number-text.ts's rules. In the other languages, what is no part of a number is dropped;
 * a text that reads as a number within the rules is taken; a text the seller is still typing ('12,' or '1.' in
 * German, a mark that more digits will place) is kept while the form holds what is read so far ('12', '1').
 * Anything else, such as '1,234.5' in German, is refused rather than guessed.
 */
export function editedLocaleNumber(typed: string, rules: NumberRules, locale: string): EditedText | null {
  if (isEnglish(locale)) {
    const value = editedNumber(typed, rules);
    return value === null ? null : { shown: value, value };
  }
  const text = [...typed].filter((char) => isDigit(char) || (rules.decimals > 0 && isMark(char))).join('');
  if (rules.decimals === 0) return editedLocaleNumber(text, rules, 'en');
  if (!/\d/.test(text)) return text.length <= 1 ? { shown: text, value: '' } : null;
  const value = readText(text, rules, locale);
  if (value !== null) return { shown: text, value };
  // Still being typed: some digits to come make it a number within the rules.
  const unfinished = ['0', '00', '000'].some((more) => readText(text + more, rules, locale) !== null);
  if (!unfinished) return null;
  const lastMark = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  const readSoFar = lastMark > 0 ? readText(text.slice(0, lastMark), rules, locale) : '';
  return readSoFar === null ? null : { shown: text, value: readSoFar };
}

/**
 * Whether pasted text is a number the seller's language can read at all; when not ('1,234.50' in German), the
 * field says how to write it rather than guess.
 */
export function readablePaste(pasted: string, locale: string): boolean {
  const number = pasted.replace(/[^\d.,\s\u2212-]/g, '').trim();
  return isEnglish(locale) || number === '' || parseLocaleNumber(number, locale) !== null;
}

/** An amount as the seller's language writes it, for the sentence that shows how ('1.234,50' in German). */
export function exampleAmount(locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5);
}
