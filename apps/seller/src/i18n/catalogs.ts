import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

type Loader = () => Promise<{ messages: Messages }>;

/**
 * Each language has two compiled catalogues, each its own chunk (lingui.config.ts): the first screen's, which the
 * page waits for, and the rest's, fetched right after it so that Advanced mode, the help pages and the exports are
 * in the language by the time a seller opens them. The imports are written out: an `import.meta.glob` map would
 * key each loader by its file's path (40 B gzip more of the first download), and a template import would bundle
 * English's catalogues too.
 */
const FIRST_SCREEN: Record<Exclude<Locale, 'en'>, Loader> = {
  de: () => import('../locales/de/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
  it: () => import('../locales/it/messages.po'),
  es: () => import('../locales/es/messages.po'),
  nl: () => import('../locales/nl/messages.po'),
};

const LATER: Record<Exclude<Locale, 'en'>, Loader> = {
  de: () => import('../locales/de/later.po'),
  fr: () => import('../locales/fr/later.po'),
  it: () => import('../locales/it/later.po'),
  es: () => import('../locales/es/later.po'),
  nl: () => import('../locales/nl/later.po'),
};

/** The first screen's messages in `locale` (English is in the code). */
export async function loadFirstScreenCatalog(locale: Locale): Promise<Messages> {
  if (locale === 'en') return {};
  return (await FIRST_SCREEN[locale]()).messages;
}

/** The rest of the app's messages in `locale`. */
export async function loadLaterCatalog(locale: Locale): Promise<Messages> {
  if (locale === 'en') return {};
  return (await LATER[locale]()).messages;
}
