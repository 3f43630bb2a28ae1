import type { MailMessage } from '../types';
import type { MailKey } from '../../locales/mail';
import { en } from '../../locales/mail/en';
import { mailTexts, type MailLocale, type MailTexts } from './i18n';
import { checkedLink, message, type Content, type Recipient } from './render';

export { escapeHtml } from './render';

/** The English footer, as English mail prints it. */
export const MAIL_FOOTER = en.footer;

/** Who gets the mail, and in which language (English when not given). */
interface Addressee extends Recipient {
  locale?: MailLocale;
}

/** '30 minutes', '1 hour', '24 hours' ('30 Minuten' in German). */
export function formatDuration(minutes: number, locale: MailLocale = 'en'): string {
  return mailTexts(locale).duration(minutes);
}

/** Writes one mail in the addressee's language: its subject, and the content both its bodies are built from. */
function mail(
  kind: string,
  { to, userId, locale }: Addressee,
  write: (texts: MailTexts) => Content & { subject: string },
): MailMessage {
  const texts = mailTexts(locale);
  const { subject, ...content } = write(texts);
  return message(kind, subject, { to, userId }, texts, content);
}

/** The button most mails end on: 'Open Margin'. */
function openApp({ text }: MailTexts, appUrl: string): Content['action'] {
  return { label: text('openApp'), url: checkedLink(appUrl) };
}

type LinkMail = Addressee & { link: string; validMinutes: number };

/**
 * A link that signs the addressee in or lets them set a new password, valid for a while: the two mails differ
 * only in their words.
 */
function expiringLinkEmail(
  kind: string,
  words: { subject: MailKey; intro: MailKey; action: MailKey; ignore: MailKey },
  { link, validMinutes, ...addressee }: LinkMail,
): MailMessage {
  return mail(kind, addressee, ({ text, duration }) => ({
    subject: text(words.subject),
    heading: text(words.subject),
    before: [text(words.intro, { email: addressee.to })],
    action: { label: text(words.action), url: checkedLink(link) },
    after: [text('linkValidity', { duration: duration(validMinutes) }), text(words.ignore)],
  }));
}

export function passwordResetEmail(args: LinkMail): MailMessage {
  return expiringLinkEmail(
    'password_reset',
    { subject: 'resetSubject', intro: 'resetIntro', action: 'resetAction', ignore: 'resetIgnore' },
    args,
  );
}

export function signInLinkEmail(args: LinkMail): MailMessage {
  return expiringLinkEmail(
    'sign_in_link',
    { subject: 'signInSubject', intro: 'signInIntro', action: 'signInAction', ignore: 'signInIgnore' },
    args,
  );
}

/**
 * Its last paragraph ('Not you?'): a trial starts with an e-mail address alone, so someone else may have typed
 * this one. Signing in through the link we e-mail ends every session that never proved the address; a reset does
 * the same for a password.
 */
export function welcomeEmail({
  trialEndsAt,
  appUrl,
  ...addressee
}: Addressee & { trialEndsAt: Date; appUrl: string }): MailMessage {
  return mail('welcome', addressee, (texts) => ({
    subject: texts.text('welcomeSubject'),
    heading: texts.text('welcomeHeading'),
    before: [texts.text('welcomeTrial', { date: texts.date(trialEndsAt) }), texts.text('welcomePitch')],
    action: openApp(texts, appUrl),
    after: [texts.text('welcomeUpgrade'), texts.text('welcomeNotYou')],
  }));
}

export function paymentReceiptEmail({
  amount,
  periodEnd,
  appUrl,
  ...addressee
}: Addressee & { amount: string; periodEnd: Date; appUrl: string }): MailMessage {
  return mail('payment_receipt', addressee, (texts) => ({
    subject: texts.text('receiptSubject'),
    heading: texts.text('receiptHeading'),
    before: [
      texts.text('receiptReceived', { amount }),
      texts.text('receiptActive', { date: texts.date(periodEnd) }),
      texts.text('receiptNoRefund'),
    ],
    action: openApp(texts, appUrl),
    after: [texts.text('receiptKeep', { email: addressee.to })],
  }));
}

export function subscriptionCancelledEmail({
  accessUntil,
  appUrl,
  ...addressee
}: Addressee & { accessUntil: Date; appUrl: string }): MailMessage {
  return mail('subscription_cancelled', addressee, (texts) => ({
    subject: texts.text('cancelledSubject'),
    heading: texts.text('cancelledSubject'),
    before: [texts.text('cancelledUntil', { date: texts.date(accessUntil) }), texts.text('cancelledAgain')],
    action: openApp(texts, appUrl),
    after: [texts.text('cancelledNotYou')],
  }));
}

/** One line of a calculation report: a label and its amount, already formatted. */
export interface ReportLine {
  label: string;
  value: string;
}

/** The e-mail export of one calculation (core spec §2.5): the summary a seller keeps or forwards. */
export function calculationReportEmail({
  title,
  lines,
  appUrl,
  ...addressee
}: Addressee & { title: string; lines: ReportLine[]; appUrl: string }): MailMessage {
  return mail('calculation_report', addressee, (texts) => ({
    subject: texts.text('reportSubject', { title }),
    heading: title,
    before: lines.map((line) => texts.text('reportLine', { label: line.label, value: line.value })),
    action: openApp(texts, appUrl),
    after: [texts.text('reportDisclaimer')],
  }));
}
