import { isEnglish, numberFormat, numberSymbols } from '@margin/core';
import type * as Reading from './locale-number-reading';
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

/**
 * How the other languages read typed numbers (locale-number-reading.ts): an English visitor never needs it, so it
 * is no part of the first download. A language other than English is shown only once it is here (i18n/language.ts
 * loads it with the language's first catalogue); until then the fields keep English's rules.
 */
let reading: typeof Reading | null = null;

/** Brings the other languages' reading of typed numbers; called when one of them is loaded. */
export async function loadNumberReading(): Promise<void> {
  reading ??= await import('./locale-number-reading');
}

/** The form's text as the field shows it when the seller is not typing: '1250.5' is '1250,5' in German. */
export function shownNumber(value: string, locale: string): string {
  return isEnglish(locale) ? value : value.replace('.', numberSymbols(locale).decimal);
}

/**
 * The field's text after an edit (`typed`: the input's text as the browser changed it), or null when the edit is
 * ignored. English keeps number-text.ts's rules; the other languages read the text their own way
 * (locale-number-reading.ts).
 */
export function editedLocaleNumber(typed: string, rules: NumberRules, locale: string): EditedText | null {
  if (reading && !isEnglish(locale)) return reading.editedInLanguage(typed, rules, locale);
  const value = editedNumber(typed, rules);
  return value === null ? null : { shown: value, value };
}

/**
 * Whether pasted text is a number the seller's language can read at all; when not ('1,234.50' in German), the
 * field says how to write it rather than guess.
 */
export function readablePaste(pasted: string, locale: string): boolean {
  return isEnglish(locale) || !reading || reading.readableInLanguage(pasted, locale);
}

/** An amount as the seller's language writes it, for the sentence that shows how ('1.234,50' in German). */
export function exampleAmount(locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5);
}
