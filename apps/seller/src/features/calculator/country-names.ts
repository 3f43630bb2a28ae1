import { isEnglish } from '@margin/core';

const names = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in the seller's language ('Vereinigtes Königreich' in German), from the browser's own list;
 * English keeps the fee table's names, which the exports and the shared links print too.
 */
export function countryName(code: string, englishName: string, locale: string): string {
  if (isEnglish(locale)) return englishName;
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: 'region' });
    names.set(locale, display);
  }
  return display.of(code) ?? englishName;
}
