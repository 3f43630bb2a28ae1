import type { Messages } from '@lingui/core';
import { loadServerSentences } from '../features/account/server-sentences';
import { loadNumberReading } from '../features/calculator/locale-number-text';
import { readLocal, writeLocal } from '../lib/local-store';
import { loadFirstScreenCatalog, loadLaterCatalog } from './catalogs';
import { isLocale, pickLocale, SOURCE_LOCALE, type Locale } from './locales';
import { i18n } from './runtime';

/** Where the seller's choice of language is kept on the device. */
export const LOCALE_KEY = 'locale';

/** The browser's languages, best first (`navigator.languages`, else `navigator.language`). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The language to open in: the seller's choice on this device, else the browser's. */
export function startingLocale(): Locale {
  return pickLocale(readLocal(LOCALE_KEY), browserLanguages());
}

export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}

function show(locale: Locale): void {
  i18n.activate(locale);
  document.documentElement.lang = locale;
  // The install manifest matters only once the page is up, and an English visitor never comes here (the page
  // links the English one), so its code is no part of the first download. It links the language on screen when it
  // arrives, so the last of quick switches wins; should it not arrive (offline), the page's link stays.
  import('../features/pwa/manifest-link').then(
    (manifest) => manifest.linkManifestOf(i18n.locale),
    () => undefined,
  );
}

/**
 * What a language's first screen needs: its catalogue, and for a language other than English the reading of the
 * numbers a seller types in it (English's rules are in the first download).
 */
async function loadFirstScreen(locale: Locale): Promise<Messages> {
  const [first] = await Promise.all([
    loadFirstScreenCatalog(locale),
    locale === SOURCE_LOCALE ? undefined : loadNumberReading(),
  ]);
  return first;
}

/** The rest of a language after its first screen: its later catalogue, and the server's sentences in it. */
async function loadRest(locale: Locale) {
  const [later] = await Promise.all([
    loadLaterCatalog(locale),
    locale === SOURCE_LOCALE ? undefined : loadServerSentences(),
  ]);
  return later;
}

/**
 * How many languages have been asked for: of quick switches, the last one asked for is shown, whichever language's
 * chunks arrive last (a language fetched before comes from the cache at once, a new one over the network).
 */
let lastAsked = 0;

/**
 * Loads a language's catalogues (their own chunks) and shows it; `<html lang>` follows, for screen readers, and so
 * does the install manifest (the installed app's name). For a seller switching languages, whatever is on screen
 * switches at once.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const asked = ++lastAsked;
  const [first, later] = await Promise.all([loadFirstScreen(locale), loadRest(locale)]);
  i18n.load(locale, { ...first, ...later });
  if (asked === lastAsked) show(locale);
}

/**
 * The page's opening: shown once what the first screen needs is here, while the rest follows (texts drawn before
 * it arrives, if any, are drawn again in the language when it does). A rest that fails to arrive, offline on a
 * first visit, leaves those texts in English rather than the page blank.
 */
export async function openInLocale(locale: Locale): Promise<void> {
  const asked = ++lastAsked;
  i18n.load(locale, await loadFirstScreen(locale));
  if (asked === lastAsked) show(locale);
  loadRest(locale).then(
    (later) => i18n.load(locale, later),
    () => undefined,
  );
}

type ChoiceListener = (locale: Locale) => void;
const choiceListeners = new Set<ChoiceListener>();

/**
 * Calls `listener` whenever the seller picks a language (the header's or the account menu's list), not when the
 * app adopts the account's: the account layer keeps a signed-in seller's pick on their account.
 */
export function onLocaleChosen(listener: ChoiceListener): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/** The seller chose a language: shown now and remembered on this device. */
export async function chooseLocale(locale: Locale): Promise<void> {
  writeLocal(LOCALE_KEY, locale);
  for (const listener of choiceListeners) listener(locale);
  await activateLocale(locale);
}
