import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatCount, isEnglish } from '@margin/core';
import { i18n } from '../../i18n/runtime';
import { knownFieldProblem } from '../advanced/field-problems';
import { FIELD_LABEL_MESSAGES } from '../calculator/form';

/**
 * The API answers every failure (and a few confirmations) with one English sentence: its public contract, which
 * REST clients and the operators' portal read word for word. The seller app shows them in the seller's language:
 * each sentence below is written as the server sends it, so the English text is the key and English sellers read
 * exactly what the server said. Loaded with a language's later catalogue (server-sentences.ts), so that neither
 * this table nor the field names and rules it reads weigh on the first download.
 */
const SENTENCES: readonly MessageDescriptor[] = [
  // Sessions, sign-in and sign-in links (auth router, base procedures, login guard).
  msg`Please sign in to continue.`,
  msg`You can only access your own account.`,
  msg`Invalid email or password.`,
  msg`This account has a password. Please sign in with your password.`,
  msg`This account already has a password. Please enter that password to continue.`,
  msg`Please verify your email. Check your inbox for a verification link.`,
  msg`This link is invalid or has expired. Please request a new one.`,
  msg`If an account exists for this email, we have sent instructions to reset your password.`,
  msg`Your password has been reset. You can now sign in with your new password.`,
  msg`Please open the sign-in link we e-mailed you to decide what happens to this account’s earlier data.`,
  // Rate limits and outages.
  msg`Too many login attempts. Please try again in 15 minutes.`,
  msg`Too many requests. Please wait a moment and try again.`,
  msg`The server is busy. Please try again in a moment.`,
  msg`The service is temporarily unavailable. Please try again in a moment.`,
  msg`Server error. Please try again in a few moments.`,
  msg`The request is not valid.`,
  msg`The request could not be read.`,
  // Core's schemas: the sentences written for people (a rule after a field's name is read by fieldRefusal).
  msg`Please enter your email address.`,
  msg`Please enter a valid email address.`,
  msg`This email address is too long.`,
  msg`Please enter a password.`,
  msg`Please enter your password.`,
  msg`Password must be at least 8 characters long.`,
  msg`Password must contain at least one uppercase letter, one lowercase letter, and one number.`,
  msg`The reset link is incomplete.`,
  msg`The sign-in link is incomplete.`,
  msg`Margin speaks English (en), German (de), French (fr), Italian (it), Spanish (es) and Dutch (nl); please choose one of these.`,
  // Plans and payments.
  msg`Start your free 7-day trial to use this feature.`,
  msg`Your trial has expired. Upgrade to Pro to use this feature.`,
  msg`Please create a password before subscribing.`,
  msg`You already have an active subscription.`,
  msg`Payment session not found.`,
  msg`You have no active subscription to cancel.`,
  msg`You have no cancelled subscription to resume.`,
  msg`Your subscription has already ended, so it cannot be resumed. Please subscribe again.`,
  msg`Your last payment is still being processed. Please check again in a few minutes.`,
  // Shared calculations and e-mailed reports.
  msg`Share not found. It may have been deleted or the link is incorrect.`,
  msg`This share has expired or been revoked.`,
  msg`The e-mail could not be sent. Please try again later.`,
  // Products, sales records and the CSV tools.
  msg`Product not found. It may have been deleted.`,
  msg`Sales record not found. It may have been deleted.`,
  msg`This file took too long to analyse. Please split it into smaller files and try again.`,
  // The shop connection (core's MARKETPLACE_MESSAGES).
  msg`Live Data Integration - Coming Soon: the Etsy connection is pending marketplace API approval. Demo data is used meanwhile.`,
  msg`Missing authorization parameters`,
  msg`Failed to connect to Etsy. Please try again.`,
  msg`This Etsy authorization is not valid for this session or has already been used. Please connect again.`,
  msg`This Etsy authorization has expired. Please connect again.`,
  msg`Etsy did not accept this authorization. Please connect again.`,
  msg`This Etsy account has no shop to connect.`,
  msg`Connect your Etsy shop first.`,
  msg`Etsy no longer accepts this connection. Please reconnect your shop.`,
  msg`Etsy is busy right now. Please try again in a moment.`,
  msg`Etsy could not be reached. Please try again in a moment.`,
];

const BY_ENGLISH = new Map(SENTENCES.map((descriptor) => [descriptor.message ?? descriptor.id, descriptor]));

/** '10,000' as the server writes a count, in the seller's form. */
const count = (digits: string) => formatCount(Number(digits.replace(/,/g, '')), i18n.locale);

/** The sentences that carry a figure or a name, each with the server's wording as its pattern. */
const WITH_VALUES: readonly [RegExp, (values: string[]) => string][] = [
  [
    /^You have e-mailed ([\d,]+) calculations this hour\. Please try again in ([\d,]+) minutes\.$/,
    ([max = '', minutes = '']) => {
      const [sent, wait] = [count(max), count(minutes)];
      return t`You have e-mailed ${sent} calculations this hour. Please try again in ${wait} minutes.`;
    },
  ],
  [
    /^You can keep up to ([\d,]+) products\. Delete one you no longer sell to add another\.$/,
    ([max = '']) => {
      const most = count(max);
      return t`You can keep up to ${most} products. Delete one you no longer sell to add another.`;
    },
  ],
  [
    /^You can keep up to ([\d,]+) sales records\. Delete old records to add new ones\.$/,
    ([max = '']) => {
      const most = count(max);
      return t`You can keep up to ${most} sales records. Delete old records to add new ones.`;
    },
  ],
  [
    /^You can keep up to ([\d,]+) sales records: these ([\d,]+) orders do not fit \(room for ([\d,]+)\)\. Delete old records to add them\.$/,
    ([max = '', adding = '', room = '']) => {
      const [most, orders, left] = [count(max), count(adding), count(room)];
      return t`You can keep up to ${most} sales records: these ${orders} orders do not fit (room for ${left}). Delete old records to add them.`;
    },
  ],
  [
    /^Currency ([A-Z]{3}) is not supported\.$/,
    ([currency = '']) => t`Currency ${currency} is not supported.`,
  ],
  [
    /^(\d{4}-\d{2}) has not begun yet: choose this month or an earlier one\.$/,
    ([month = '']) => t`${month} has not begun yet: choose this month or an earlier one.`,
  ],
];

const FIELD_NAMES = Object.values(FIELD_LABEL_MESSAGES);

/**
 * A schema's refusal of a field: the field's name, then core's rule ('Selling price cannot be negative.'), as the
 * server's error formatter writes it. Said in the seller's language when the app knows both the field and the rule.
 */
function fieldRefusal(text: string): string | null {
  if (isEnglish(i18n.locale) || !text.endsWith('.')) return null;
  for (const field of FIELD_NAMES) {
    const name = field.message ?? field.id;
    if (!text.startsWith(`${name} `)) continue;
    const said = knownFieldProblem(i18n._(field), text.slice(name.length + 1, -1), i18n.locale);
    if (said) return `${said}.`;
  }
  return null;
}

/** The server's sentence in the active language, or null when the app does not know it. */
export function rewordServerSentence(english: string): string | null {
  const text = english.trim();
  const known = BY_ENGLISH.get(text);
  if (known) return i18n._(known);
  for (const [pattern, say] of WITH_VALUES) {
    const match = pattern.exec(text);
    if (match) return say(match.slice(1));
  }
  return fieldRefusal(text);
}
