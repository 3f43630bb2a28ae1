import { Menu } from '@mantine/core';
import { activeLocale, chooseLocale } from './language';
import { isLocale, LOCALES, type Locale } from './locales';
import { useLocale } from './runtime';

/**
 * Each language by its own name, as a seller looking for theirs would read it. Here rather than in locales.ts:
 * only the lists need the names, and their code comes after the first paint.
 */
/* eslint-disable lingui/no-unlocalized-strings -- each language's name in itself, the same in every language */
const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  nl: 'Nederlands',
};
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The languages as a radio group of menu items, each named in its own language (and marked as such, so a screen
 * reader says 'Deutsch' in German). Choosing one closes the menu.
 */
export function LanguageItems() {
  useLocale();
  return (
    <Menu.RadioGroup value={activeLocale()} onChange={(value) => isLocale(value) && void chooseLocale(value)}>
      {LOCALES.map((locale) => (
        <Menu.RadioItem key={locale} value={locale} lang={locale} closeMenuOnClick>
          {LOCALE_NAMES[locale]}
        </Menu.RadioItem>
      ))}
    </Menu.RadioGroup>
  );
}
