import { formatLongDate } from '@margin/core';
import type { MailMessage } from '../types';

const PRODUCT = 'Margin';
export const MAIL_FOOTER = 'Margin — fee and profit calculator for Etsy sellers. Independent of Etsy.';

/** 'November 29, 2026': the calendar day in UTC, so every reader and server sees the same date. */
const mailDate = (date: Date): string => formatLongDate(date, 'UTC');

/** '30 minutes', '1 hour', '24 hours'. */
export function formatDuration(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return minutes >= 60 && minutes % 60 === 0 ? plural(minutes / 60, 'hour') : plural(minutes, 'minute');
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Links in our mail are built from PUBLIC_URL; anything but http(s) (a `javascript:` URL) is a bug upstream. */
function checkedLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error(`mail link is not an absolute URL: ${link}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`mail link must be http(s), not ${url.protocol}`);
  }
  return link;
}

/**
 * A message is a heading, paragraphs and at most one button; the text and HTML bodies are both built from it,
 * so they always say the same. The link also appears as plain text in the HTML for mail apps that hide buttons.
 */
interface Content {
  heading: string;
  before: string[];
  action?: { label: string; url: string };
  after: string[];
}

function renderText({ heading, before, action, after }: Content): string {
  const blocks = [heading, ...before];
  if (action) blocks.push(`${action.label}:\n${action.url}`);
  // '-- ' (with the space) is the signature separator mail apps recognise.
  blocks.push(...after, `-- \n${MAIL_FOOTER}`);
  return `${blocks.join('\n\n')}\n`;
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2933">${escapeHtml(text)}</p>`;

function renderHtml({ heading, before, action, after }: Content): string {
  const parts = [
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:#1f2933">${escapeHtml(heading)}</h1>`,
    ...before.map(paragraph),
  ];
  if (action) {
    const href = escapeHtml(action.url);
    parts.push(
      `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;` +
        `background:#e8590c;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#52606d">If the button does not work, ` +
        `copy this link into your browser:<br><a href="${href}" style="color:#c2410c;word-break:break-all">${href}</a></p>`,
    );
  }
  parts.push(...after.map(paragraph));
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(heading)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f5f5f4;${FONT}">`,
    '<div style="max-width:560px;margin:0 auto;padding:24px 16px">',
    `<div style="padding:28px 24px;background:#ffffff;border-radius:8px;border:1px solid #e7e5e4">`,
    `<p style="margin:0 0 20px;font-size:16px;font-weight:700;color:#e8590c">${PRODUCT}</p>`,
    ...parts,
    '</div>',
    `<p style="margin:16px 0 0;font-size:12px;line-height:1.5;color:#78716c;text-align:center">${escapeHtml(MAIL_FOOTER)}</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

function message(
  kind: string,
  subject: string,
  recipient: { to: string; userId?: string | null },
  content: Content,
): MailMessage {
  return {
    to: recipient.to,
    userId: recipient.userId ?? null,
    kind,
    subject,
    text: renderText(content),
    html: renderHtml(content),
  };
}

interface Recipient {
  to: string;
  userId?: string | null;
}

export function passwordResetEmail({
  to,
  userId,
  link,
  validMinutes,
}: Recipient & { link: string; validMinutes: number }): MailMessage {
  return message(
    'password_reset',
    `Reset your ${PRODUCT} password`,
    { to, userId },
    {
      heading: `Reset your ${PRODUCT} password`,
      before: [`Someone asked to reset the password of the ${PRODUCT} account for ${to}.`],
      action: { label: 'Choose a new password', url: checkedLink(link) },
      after: [
        `The link works once and for ${formatDuration(validMinutes)}.`,
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ],
    },
  );
}

export function signInLinkEmail({
  to,
  userId,
  link,
  validMinutes,
}: Recipient & { link: string; validMinutes: number }): MailMessage {
  return message(
    'sign_in_link',
    `Your ${PRODUCT} sign-in link`,
    { to, userId },
    {
      heading: `Your ${PRODUCT} sign-in link`,
      before: [
        `A sign-in to the ${PRODUCT} account for ${to} was asked for from a new device. Use this one-time link to finish signing in.`,
      ],
      action: { label: `Sign in to ${PRODUCT}`, url: checkedLink(link) },
      after: [
        `The link works once and for ${formatDuration(validMinutes)}.`,
        'If you did not try to sign in, ignore this email; nobody can use the link without access to your inbox.',
      ],
    },
  );
}

export function welcomeEmail({
  to,
  userId,
  trialEndsAt,
  appUrl,
}: Recipient & { trialEndsAt: Date; appUrl: string }): MailMessage {
  return message(
    'welcome',
    `Your 7-day ${PRODUCT} trial has started`,
    { to, userId },
    {
      heading: `Welcome to ${PRODUCT}`,
      before: [
        `Your free 7-day trial has started and runs until ${mailDate(trialEndsAt)}. No card is needed for the trial.`,
        'Work out Etsy fees, profit and break-even prices for your listings, and see what each sale really earns.',
      ],
      action: { label: `Open ${PRODUCT}`, url: checkedLink(appUrl) },
      after: [
        'To keep every feature after the trial, upgrade to Pro from the account menu.',
        WELCOME_NOT_YOU,
      ],
    },
  );
}

/**
 * A trial starts with an e-mail address alone, so someone else may have typed this one. Signing in through the
 * link we e-mail ends every session that never proved the address; a reset does the same for a password.
 */
export const WELCOME_NOT_YOU =
  `Not you? Someone may have started this trial with your address. Open ${PRODUCT}, sign in with this ` +
  'address and use the link we e-mail you: that signs out everyone who started a session without it. If the ' +
  "account asks for a password you never set, choose 'Forgot Password' to set your own.";

export function paymentReceiptEmail({
  to,
  userId,
  amount,
  periodEnd,
  appUrl,
}: Recipient & { amount: string; periodEnd: Date; appUrl: string }): MailMessage {
  const until = mailDate(periodEnd);
  return message(
    'payment_receipt',
    `Your ${PRODUCT} Pro receipt`,
    { to, userId },
    {
      heading: `Thank you for your ${PRODUCT} Pro payment`,
      before: [
        `We received your payment of ${amount} for one year of ${PRODUCT} Pro.`,
        `Pro is active until ${until}. The subscription renews automatically each year; you can cancel anytime ` +
          'from the account menu under Subscription Status, and Pro stays active until the end of the paid period.',
        'Payments are not refundable.',
      ],
      action: { label: `Open ${PRODUCT}`, url: checkedLink(appUrl) },
      after: [`Keep this email as your receipt. Account: ${to}.`],
    },
  );
}

export function subscriptionCancelledEmail({
  to,
  userId,
  accessUntil,
  appUrl,
}: Recipient & { accessUntil: Date; appUrl: string }): MailMessage {
  return message(
    'subscription_cancelled',
    `Your ${PRODUCT} Pro subscription is cancelled`,
    { to, userId },
    {
      heading: `Your ${PRODUCT} Pro subscription is cancelled`,
      before: [
        `Your subscription will not renew and you will not be charged again. You keep Pro until ${mailDate(accessUntil)}.`,
        'You can subscribe again anytime from the account menu.',
      ],
      action: { label: `Open ${PRODUCT}`, url: checkedLink(appUrl) },
      after: ['If you did not cancel, sign in and check Subscription Status in the account menu.'],
    },
  );
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
  title,
  lines,
  appUrl,
}: Recipient & { title: string; lines: ReportLine[]; appUrl: string }): MailMessage {
  return message(
    'calculation_report',
    `${PRODUCT}: ${title}`,
    { to, userId },
    {
      heading: title,
      before: lines.map((line) => `${line.label}: ${line.value}`),
      action: { label: `Open ${PRODUCT}`, url: checkedLink(appUrl) },
      after: [
        'Worked out with the published marketplace fees for the country shown; check your listing before you rely on it.',
      ],
    },
  );
}
