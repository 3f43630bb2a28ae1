import type { TAccountLocale } from '@margin/core';
import type { ApiRuntime } from '@margin/ui';
import { useEffect } from 'react';
import { adoptAccountLocale, deviceChoice, onLocaleChosen } from '../../i18n/language';
import type { SessionStore } from './session-store';

type Ready = () => Promise<ApiRuntime>;

/** Keeps a language on the signed-in account; a failure only costs the other devices and the e-mails the choice. */
async function saveAccountLocale(ready: Ready, locale: TAccountLocale): Promise<void> {
  try {
    const api = await ready();
    await api.mutate(api.trpc.auth.setLocale.mutationOptions(), { locale });
  } catch (error) {
    console.error('Saving the language on the account failed', error);
  }
}

/** A signed-in seller's pick of a language is saved on their account, so their e-mails and devices follow it. */
export function useAccountLanguage(store: SessionStore, ready: Ready): void {
  useEffect(
    () =>
      onLocaleChosen((locale) => {
        if (store.get()) void saveAccountLocale(ready, locale);
      }),
    [ready, store],
  );
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
