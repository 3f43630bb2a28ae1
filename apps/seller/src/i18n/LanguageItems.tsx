import { Menu } from '@mantine/core';
import { activeLocale, chooseLocale } from './language';
import { isLocale, LOCALE_NAMES, LOCALES } from './locales';
import { useLocale } from './runtime';

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
