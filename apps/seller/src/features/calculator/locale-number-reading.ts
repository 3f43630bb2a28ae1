import { parseLocaleNumber } from '@margin/core';
import { editedLocaleNumber, type EditedText } from './locale-number-text';
import type { NumberRules } from './number-text';

/*
 * How the languages that write a decimal comma read what a seller types: not needed for English, so it comes with
 * the language's first catalogue (i18n/language.ts) rather than in the first download; locale-number-text.ts
 * hands these languages' texts here.
 */

const isDigit = (char: string) => char >= '0' && char <= '9';
const isMark = (char: string) => char === '.' || char === ',';

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
 * `editedLocaleNumber` in a language other than English: what is no part of a number is dropped; a text that
 * reads as a number within the rules is taken; a text the seller is still typing ('12,' or '1.' in German, a mark
 * that more digits will place) is kept while the form holds what is read so far ('12', '1'). Anything else, such
 * as '1,234.5' in German, is refused rather than guessed.
 */
export function editedInLanguage(typed: string, rules: NumberRules, locale: string): EditedText | null {
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

/** Whether pasted text is a number a language other than English can read at all. */
export function readableInLanguage(pasted: string, locale: string): boolean {
  const number = pasted.replace(/[^\d.,\s\u2212-]/g, '').trim();
  return number === '' || parseLocaleNumber(number, locale) !== null;
}
