import type { MailMessage } from '../types';
import { en } from '../../locales/mail/en';
import { mailTexts, type MailLocale } from './i18n';
import { checkedLink, message, type Recipient } from './render';

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

export function passwordResetEmail({
  to,
  userId,
  locale,
  link,
  validMinutes,
}: Addressee & { link: string; validMinutes: number }): MailMessage {
  const texts = mailTexts(locale);
  const { text } = texts;
  return message('password_reset', text('resetSubject'), { to, userId }, texts, {
    heading: text('resetSubject'),
    before: [text('resetIntro', { email: to })],
    action: { label: text('resetAction'), url: checkedLink(link) },
    after: [text('linkValidity', { duration: texts.duration(validMinutes) }), text('resetIgnore')],
  });
}

export function signInLinkEmail({
  to,
  userId,
  locale,
  link,
  validMinutes,
}: Addressee & { link: string; validMinutes: number }): MailMessage {
  const texts = mailTexts(locale);
  const { text } = texts;
  return message('sign_in_link', text('signInSubject'), { to, userId }, texts, {
    heading: text('signInSubject'),
    before: [text('signInIntro', { email: to })],
    action: { label: text('signInAction'), url: checkedLink(link) },
    after: [text('linkValidity', { duration: texts.duration(validMinutes) }), text('signInIgnore')],
  });
}

/**
 * Its last paragraph ('Not you?'): a trial starts with an e-mail address alone, so someone else may have typed
 * this one. Signing in through the link we e-mail ends every session that never proved the address; a reset does
 * the same for a password.
 */
export function welcomeEmail({
  to,
  userId,
  locale,
  trialEndsAt,
  appUrl,
}: Addressee & { trialEndsAt: Date; appUrl: string }): MailMessage {
  const texts = mailTexts(locale);
  const { text } = texts;
  return message('welcome', text('welcomeSubject'), { to, userId }, texts, {
    heading: text('welcomeHeading'),
    before: [text('welcomeTrial', { date: texts.date(trialEndsAt) }), text('welcomePitch')],
    action: { label: text('openApp'), url: checkedLink(appUrl) },
    after: [text('welcomeUpgrade'), text('welcomeNotYou')],
  });
}

export function paymentReceiptEmail({
  to,
  userId,
  locale,
  amount,
  periodEnd,
  appUrl,
}: Addressee & { amount: string; periodEnd: Date; appUrl: string }): MailMessage {
  const texts = mailTexts(locale);
  const { text } = texts;
  return message('payment_receipt', text('receiptSubject'), { to, userId }, texts, {
    heading: text('receiptHeading'),
    before: [
      text('receiptReceived', { amount }),
      text('receiptActive', { date: texts.date(periodEnd) }),
      text('receiptNoRefund'),
    ],
    action: { label: text('openApp'), url: checkedLink(appUrl) },
    after: [text('receiptKeep', { email: to })],
  });
}

export function subscriptionCancelledEmail({
  to,
  userId,
  locale,
  accessUntil,
  appUrl,
}: Addressee & { accessUntil: Date; appUrl: string }): MailMessage {
  const texts = mailTexts(locale);
  const { text } = texts;
  return message('subscription_cancelled', text('cancelledSubject'), { to, userId }, texts, {
    heading: text('cancelledSubject'),
    before: [text('cancelledUntil', { date: texts.date(accessUntil) }), text('cancelledAgain')],
    action: { label: text('openApp'), url: checkedLink(appUrl) },
    after: [text('cancelledNotYou')],
  });
}

/** One line of a calculation report: a label and its amount, already formatted. */
export interface ReportLine {
  label: string;
  value: string;
}

/** The e-mail export of one calculation (core spec §2.5): the summary a seller keeps or forwards. */
export function calculationReportEmail({
  to,
  userId,
  locale,
  title,
  lines,
  appUrl,
}: Addressee & { title: string; lines: ReportLine[]; appUrl: string }): MailMessage {
  const texts = mailTexts(locale);
  const { text } = texts;
  return message('calculation_report', text('reportSubject', { title }), { to, userId }, texts, {
    heading: title,
    before: lines.map((line) => text('reportLine', { label: line.label, value: line.value })),
    action: { label: text('openApp'), url: checkedLink(appUrl) },
    after: [text('reportDisclaimer')],
  });
}
