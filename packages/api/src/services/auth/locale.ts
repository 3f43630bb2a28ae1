import type { TAccountLocale } from '@margin/core';
import type { Database } from '@margin/db';
import { mailLocale, type MailLocale } from '../mail';

/** The signed-in seller's language choice, kept on their own account (the caller passes the session's user). */
export async function setAccountLocale(
  db: Database,
  userId: string,
  locale: TAccountLocale,
): Promise<TAccountLocale> {
  await db.prisma.user.update({ where: { id: userId }, data: { locale }, select: { id: true } });
  return locale;
}

/** The language to write an account's e-mail in: its own, else English. */
export async function accountMailLocale(db: Database, userId: string): Promise<MailLocale> {
  const user = await db.prisma.user.findUnique({ where: { id: userId }, select: { locale: true } });
  return mailLocale(user?.locale);
}
