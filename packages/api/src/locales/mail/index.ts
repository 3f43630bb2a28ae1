import type { TAccountLocale } from '@margin/core';
import { de } from './de';
import { en, type MailCatalog } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';

export type { MailCatalog, MailKey } from './en';

/** Every language's e-mail catalogue; `satisfies` in each file makes a missing or unknown key a type error. */
export const MAIL_CATALOGS: Record<TAccountLocale, MailCatalog> = { en, de, fr, it, es, nl };
