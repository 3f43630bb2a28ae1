import { describe, expect, it } from 'vitest';
import { MAIL_CATALOGS, type MailCatalog } from '../../locales/mail';
import { mailTexts } from './i18n';
import {
  calculationReportEmail,
  formatDuration,
  passwordResetEmail,
  paymentReceiptEmail,
  signInLinkEmail,
  subscriptionCancelledEmail,
  welcomeEmail,
} from './templates';

const APP = 'https://margin.example.com/';
const LINK = 'https://margin.example.com/sign-in?token=abc';
const AT = new Date('2026-11-29T10:00:00Z');
const to = 'alice@example.com';

/** Each template in a language, with what its English and German must say word for word. */
const TEMPLATES = [
  {
    name: 'password reset',
    mail: (locale: 'en' | 'de') => passwordResetEmail({ to, locale, link: LINK, validMinutes: 30 }),
    en: ['Reset your Margin password', 'The link works once and for 30 minutes.'],
    de: ['Setze dein Margin-Passwort zurück', 'Der Link funktioniert einmal und 30 Minuten lang.'],
  },
  {
    name: 'sign-in link',
    mail: (locale: 'en' | 'de') => signInLinkEmail({ to, locale, link: LINK, validMinutes: 60 }),
    en: ['Your Margin sign-in link', 'The link works once and for 1 hour.'],
    de: ['Dein Anmeldelink für Margin', 'Der Link funktioniert einmal und 1 Stunde lang.'],
  },
  {
    name: 'welcome',
    mail: (locale: 'en' | 'de') => welcomeEmail({ to, locale, trialEndsAt: AT, appUrl: APP }),
    en: ['Your 7-day Margin trial has started', 'runs until November 29, 2026.', "choose 'Forgot Password'"],
    de: [
      'Deine 7-tägige Testphase bei Margin hat begonnen',
      'läuft bis zum 29. November 2026.',
      '„Passwort vergessen“',
    ],
  },
  {
    name: 'payment receipt',
    mail: (locale: 'en' | 'de') =>
      paymentReceiptEmail({
        to,
        locale,
        amount: locale === 'de' ? '2,99 $' : '$2.99',
        periodEnd: AT,
        appUrl: APP,
      }),
    en: ['Your Margin Pro receipt', 'We received your payment of $2.99 for one year of Margin Pro.'],
    de: [
      'Deine Quittung für Margin Pro',
      'Pro ist bis zum 29. November 2026 aktiv.',
      'Zahlungen werden nicht erstattet.',
    ],
  },
  {
    name: 'subscription cancelled',
    mail: (locale: 'en' | 'de') => subscriptionCancelledEmail({ to, locale, accessUntil: AT, appUrl: APP }),
    en: ['Your Margin Pro subscription is cancelled', 'You keep Pro until November 29, 2026.'],
    de: ['Dein Abo für Margin Pro ist gekündigt', 'Du behältst Pro bis zum 29. November 2026.'],
  },
  {
    name: 'calculation report',
    mail: (locale: 'en' | 'de') =>
      calculationReportEmail({
        to,
        locale,
        title: 'Mug',
        lines: [{ label: 'Fee', value: '$1' }],
        appUrl: APP,
      }),
    en: ['Margin: Mug', 'Open Margin:', 'check your listing before you rely on it.'],
    de: ['Margin: Mug', 'Margin öffnen:', 'prüfe dein Angebot, bevor du dich darauf verlässt.'],
  },
];

describe.each(TEMPLATES)('the $name e-mail', ({ mail, en, de }) => {
  it('is German in German: subject, body, footer and the page language', () => {
    const german = mail('de');
    const [subject, ...body] = de;
    expect(german.subject).toBe(subject);
    for (const words of body) expect(german.text).toContain(words);
    expect(german.text).toContain(MAIL_CATALOGS.de.footer);
    expect(german.html).toContain('<html lang="de">');
    for (const words of en.slice(1)) expect(german.text).not.toContain(words);
    expect(german.text).not.toContain(MAIL_CATALOGS.en.footer);
  });

  it('stays English word for word in English', () => {
    const english = mail('en');
    const [subject, ...body] = en;
    expect(english.subject).toBe(subject);
    for (const words of body) expect(english.text).toContain(words);
    expect(english.html).toContain('<html lang="en">');
    expect(english.text).toContain(
      'Margin — fee and profit calculator for Etsy sellers. Independent of Etsy.',
    );
  });
});

/** What is wrong with the catalogues: a key one language lacks or adds, or a placeholder it drops. */
function catalogueProblems(catalogs: Record<string, Partial<MailCatalog>>): string[] {
  const source = catalogs.en as MailCatalog;
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
  const problems: string[] = [];
  for (const [locale, catalog] of Object.entries(catalogs)) {
    for (const key of Object.keys(source) as (keyof MailCatalog)[]) {
      const text = catalog[key];
      if (!text?.trim()) problems.push(`${locale} lacks ${key}`);
      else if (placeholders(text).join() !== placeholders(source[key]).join())
        problems.push(`${locale} ${key} has other placeholders`);
    }
    for (const key of Object.keys(catalog))
      if (!(key in source)) problems.push(`${locale} has unused ${key}`);
  }
  return problems;
}

describe('the e-mail catalogues', () => {
  it('give every language every text, with the same placeholders', () => {
    expect(catalogueProblems(MAIL_CATALOGS)).toEqual([]);
  });

  it('fail on a text missing in a language', () => {
    const { welcomeTrial: _dropped, ...fewer } = MAIL_CATALOGS.fr;
    const { linkValidity: _kept, ...rest } = MAIL_CATALOGS.nl;
    const broken = { ...MAIL_CATALOGS, fr: fewer, nl: { ...rest, linkValidity: 'De link werkt één keer.' } };
    expect(catalogueProblems(broken)).toEqual([
      'fr lacks welcomeTrial',
      'nl linkValidity has other placeholders',
    ]);
  });

  it('refuse to write a text no catalogue has, instead of mailing its key', () => {
    expect(() => mailTexts('de').text('noSuchText' as 'footer')).toThrow(/missing in de/);
  });

  it('translate other texts than English in every language', () => {
    for (const [locale, catalog] of Object.entries(MAIL_CATALOGS)) {
      if (locale !== 'en') expect(catalog.resetIgnore).not.toBe(MAIL_CATALOGS.en.resetIgnore);
    }
  });

  it('say durations in the language', () => {
    expect(formatDuration(30, 'de')).toBe('30 Minuten');
    expect(formatDuration(1, 'fr')).toBe('1 minute');
    expect(formatDuration(120, 'it')).toBe('2 ore');
    expect(formatDuration(1440, 'es')).toBe('24 horas');
  });
});
