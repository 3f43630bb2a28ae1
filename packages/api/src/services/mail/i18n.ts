import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatLongDate, spokenLocale, type TAccountLocale } from '@margin/core';
import { MAIL_CATALOGS, type MailCatalog, type MailKey } from '../../locales/mail';

export type MailLocale = TAccountLocale;

/**
 * One catalogue compiled for Lingui. Compiled here once per process rather than by Lingui on each look-up: Lingui
 * only compiles plain strings outside production builds, and a broken ICU text should fail at start-up, not in a mail.
 */
function compiled(catalog: MailCatalog): Messages {
  return Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, compileMessage(text)]));
}

const instances = new Map<MailLocale, I18n>();

function i18nFor(locale: MailLocale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({
      locale,
      messages: { [locale]: compiled(MAIL_CATALOGS[locale]) },
      // A key without a text would be mailed as the bare key: refuse it instead (the catalogue test catches it first).
      missing: (_locale: string, id: string) => {
        throw new Error(`mail text '${id}' is missing in ${locale}`);
      },
    });
    instances.set(locale, i18n);
  }
  return i18n;
}

/** The texts of one e-mail in one language. */
export interface MailTexts {
  locale: MailLocale;
  text: (key: MailKey, values?: Record<string, string | number>) => string;
  /** 'November 29, 2026' / '29. November 2026': the calendar day in UTC, so every reader and server sees the same date. */
  date: (date: Date) => string;
  /** '30 minutes', '1 hour', '24 hours' in the language. */
  duration: (minutes: number) => string;
}

export function mailTexts(locale: MailLocale = 'en'): MailTexts {
  const i18n = i18nFor(locale);
  const text = (key: MailKey, values?: Record<string, string | number>) => i18n._(key, values);
  return {
    locale,
    text,
    date: (date) => formatLongDate(date, 'UTC', locale),
    duration: (minutes) =>
      minutes >= 60 && minutes % 60 === 0
        ? text('hours', { count: minutes / 60 })
        : text('minutes', { count: minutes }),
  };
}

/** The language of an account row or a request; anything else (null, a language no longer spoken) is English. */
export function mailLocale(...candidates: (string | null | undefined)[]): MailLocale {
  for (const candidate of candidates) {
    const spoken = spokenLocale(candidate);
    if (spoken) return spoken;
  }
  return 'en';
}
