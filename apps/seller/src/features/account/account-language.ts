import type { TAccountLocale } from '@margin/core';
import type { ApiRuntime } from '@margin/ui';
import { useEffect } from 'react';
import { onLocaleChosen } from '../../i18n/language';
import type * as Sync from './account-language-sync';
import type { SessionStore } from './session-store';

type Ready = () => Promise<ApiRuntime>;

/**
 * Runs `use` with the code that saves and takes up the account's language (account-language-sync.ts), which is no
 * part of the first download: it talks to the API, whose own code comes after the first paint too. Offline
 * without it, the language stays this device's only, as it does when the API cannot be reached.
 */
function withSync(use: (sync: typeof Sync) => unknown): void {
  import('./account-language-sync').then(use, () => undefined);
}

/** A signed-in seller's pick of a language is saved on their account, so their e-mails and devices follow it. */
export function useAccountLanguage(store: SessionStore, ready: Ready): void {
  useEffect(
    () =>
      onLocaleChosen((locale) => {
        if (store.get()) withSync((sync) => sync.saveAccountLocale(ready, locale));
      }),
    [ready, store],
  );
}

/**
 * After a sign-in or the start-up check: a device without a choice of its own takes up the account's language;
 * an account without one gets the language the seller chose on this device.
 */
export function settleAccountLanguage(ready: Ready, accountLocale: TAccountLocale | null | undefined): void {
  withSync((sync) => sync.settleAccountLanguage(ready, accountLocale));
}
