import type { TAccountLocale } from '@margin/core';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { reportDe } from './report/de';
import { reportEn } from './report/en';
import { reportEs } from './report/es';
import { reportFr } from './report/fr';
import { reportIt } from './report/it';
import { reportNl } from './report/nl';

export type MailKey = keyof typeof en | keyof typeof reportEn;
export type MailCatalog = Record<MailKey, string>;

/**
 * Every language's e-mail catalogue: the mails' own texts and the e-mailed calculation's words (report/). `satisfies`
 * in each file makes a missing or unknown key a type error.
 */
export const MAIL_CATALOGS: Record<TAccountLocale, MailCatalog> = {
  en: { ...en, ...reportEn },
  de: { ...de, ...reportDe },
  fr: { ...fr, ...reportFr },
  it: { ...it, ...reportIt },
  es: { ...es, ...reportEs },
  nl: { ...nl, ...reportNl },
};
