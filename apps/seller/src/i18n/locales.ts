/** The languages Margin speaks; English is the source and needs no download. */
export const LOCALES = ['en', 'de', 'fr', 'it', 'es', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'de-AT' -> 'de'; null when Margin does not speak it. */
export function localeOf(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : null;
}

/**
 * The language to show: the seller's own choice on this device wins; on a first visit, the first of the browser's
 * languages that Margin speaks; else English.
 */
export function pickLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const locale = localeOf(tag);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}
