import type { TAccountLocale } from '@margin/core';
import type { Database } from '@margin/db';
import { mailLocale, passwordResetEmail, sendMail } from '../mail';
import type { Services } from '../types';
import { findAccount } from './accounts';
import { issueLink, LINK_VALID_MINUTES } from './one-time-links';

/** At most this many sign-in or reset e-mails per account per window, so nobody can flood an inbox. */
const LINK_MAILS = { max: 3, windowMs: 15 * 60_000 } as const;

export async function mayMailLink(services: Services, kind: string, email: string): Promise<boolean> {
  const { count } = await services.counters.hit(`mail:${kind}:${email}`, LINK_MAILS.windowMs);
  return count <= LINK_MAILS.max;
}

/**
 * forgot-password's work, done after its answer: the reset link, when the account exists and may get one, in the
 * account's language, else in the language the request came with.
 */
export async function mailResetLink(
  db: Database,
  services: Services,
  email: string,
  requestLocale?: TAccountLocale,
): Promise<void> {
  const account = await findAccount(db, email);
  if (!account || !(await mayMailLink(services, 'password_reset', email))) return;
  const link = await issueLink(db, 'password_reset', account.id, services.config.publicUrl);
  await sendMail(
    db,
    services.mail,
    passwordResetEmail({
      to: account.email,
      userId: account.id,
      locale: mailLocale(account.locale, requestLocale),
      link,
      validMinutes: LINK_VALID_MINUTES,
    }),
  );
}
