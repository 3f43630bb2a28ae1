import { readLocal, writeLocal } from '../lib/local-store';
import { loadCatalog } from './catalogs';
import { isLocale, pickLocale, SOURCE_LOCALE, type Locale } from './locales';
import { i18n } from './runtime';

const STORAGE_KEY = 'locale';

/** The browser's languages, best first (`navigator.languages`, else `navigator.language`). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The language to open in: the seller's choice on this device, else the browser's. */
export function startingLocale(): Locale {
  return pickLocale(readLocal(STORAGE_KEY), browserLanguages());
}

export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}

/** Loads a language's catalogue (its own chunk) and shows it; `<html lang>` follows, for screen readers. */
export async function activateLocale(locale: Locale): Promise<void> {
  i18n.load(locale, await loadCatalog(locale));
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** The seller chose a language: shown now and remembered on this device. */
export async function chooseLocale(locale: Locale): Promise<void> {
  writeLocal(STORAGE_KEY, locale);
  await activateLocale(locale);
}
