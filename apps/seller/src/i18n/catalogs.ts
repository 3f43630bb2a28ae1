import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * Each language's compiled catalogue is its own chunk, fetched when that language is chosen. The imports are
 * written out (not one template import) so every chunk gets its language's name and nothing else is bundled.
 */
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  de: () => import('../locales/de/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
  it: () => import('../locales/it/messages.po'),
  es: () => import('../locales/es/messages.po'),
  nl: () => import('../locales/nl/messages.po'),
};

export async function loadCatalog(locale: Locale): Promise<Messages> {
  if (locale === 'en') return {};
  return (await LOADERS[locale]()).messages;
}
