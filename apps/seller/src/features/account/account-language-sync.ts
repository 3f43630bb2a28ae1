import type { TAccountLocale } from '@margin/core';
import type { ApiRuntime } from '@margin/ui';
import { activateLocale, activeLocale, LOCALE_KEY } from '../../i18n/language';
import { isLocale, type Locale } from '../../i18n/locales';
import { readLocal, writeLocal } from '../../lib/local-store';

/**
 * What keeps a signed-in seller's language on their account and takes the account's up on this device: code that
 * talks to the API, so it comes after the first paint as the API's own code does (account-language.ts calls it).
 */
type Ready = () => Promise<ApiRuntime>;

/** Keeps a language on the signed-in account; a failure only costs the other devices and the e-mails the choice. */
export async function saveAccountLocale(ready: Ready, locale: TAccountLocale): Promise<void> {
  try {
    const api = await ready();
    await api.mutate(api.trpc.auth.setLocale.mutationOptions(), { locale });
  } catch (error) {
    console.error('Saving the language on the account failed', error);
  }
}

/** The language the seller chose on this device; null while the app follows the browser. */
function deviceChoice(): Locale | null {
  const stored = readLocal(LOCALE_KEY);
  return isLocale(stored) ? stored : null;
}

/**
 * The signed-in account's language, taken up on a device where the seller never chose one (and remembered there
 * from now on); a device's own choice stays. Switching re-renders the texts only, so no input is lost.
 */
async function adoptAccountLocale(locale: Locale): Promise<void> {
  if (deviceChoice()) return;
  writeLocal(LOCALE_KEY, locale);
  if (locale !== activeLocale()) await activateLocale(locale);
}

/**
 * After a sign-in or the start-up check: a device without a choice of its own takes up the account's language;
 * an account without one gets the language the seller chose on this device.
 */
export function settleAccountLanguage(ready: Ready, accountLocale: TAccountLocale | null | undefined): void {
  const chosenHere = deviceChoice();
  if (accountLocale) void adoptAccountLocale(accountLocale);
  else if (accountLocale === null && chosenHere) void saveAccountLocale(ready, chosenHere);
}
