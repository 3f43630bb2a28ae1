import { isEnglish } from './locale-numbers';

const names = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in the given language ('Vereinigtes Königreich' in German), from Intl's own list, so the seller
 * app and the e-mails name a country alike; English keeps the fee table's names, which the exports and the shared
 * links print too.
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
