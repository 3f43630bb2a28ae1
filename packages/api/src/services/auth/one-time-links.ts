import type { Database } from '@margin/db';
import { clientOf, type DbOrTx } from '../db-client';
import { hashToken, looksLikeToken, newToken } from './tokens';

/** Password-reset and sign-in links work once, for 30 minutes. */
export const LINK_VALID_MINUTES = 30;

type LinkKind = 'password_reset' | 'sign_in';

const paths: Record<LinkKind, string> = { password_reset: '/reset-password', sign_in: '/sign-in' };

type Tx = Parameters<Parameters<Database['prisma']['$transaction']>[0]>[0];

function tokens(client: Tx | Database['prisma'], kind: LinkKind) {
  // The two tables have the same shape; picking the delegate here keeps one implementation of the rules.
  return (kind === 'password_reset' ? client.passwordResetToken : client.signInToken) as Tx['signInToken'];
}

/** Stores the hash of a fresh token and answers the link to e-mail (built from PUBLIC_URL, never the request). */
export async function issueLink(
  db: Database,
  kind: LinkKind,
  userId: string,
  publicUrl: string,
): Promise<string> {
  const { token, tokenHash } = newToken();
  await tokens(db.prisma, kind).create({
    data: { userId, tokenHash, expiresAt: new Date(Date.now() + LINK_VALID_MINUTES * 60_000) },
    select: { id: true },
  });
  return `${publicUrl}${paths[kind]}?token=${token}`;
}

/** Uses up every link of these kinds the account still has, so none of them works any more. */
export async function endOutstandingLinks(
  db: DbOrTx,
  userId: string,
  kinds: readonly LinkKind[],
  now = new Date(),
): Promise<void> {
  for (const kind of kinds) {
    await tokens(clientOf(db), kind).updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
  }
}

const usable = () => ({ usedAt: null, expiresAt: { gt: new Date() } });

/**
 * The account a link's token belongs to while it can still be used, without using it up: a reset checks its
 * link before spending bcrypt time on the new password.
 */
export async function peekLink(db: Database, kind: LinkKind, token: string): Promise<string | null> {
  if (!looksLikeToken(token)) return null;
  const row = await tokens(db.prisma, kind).findFirst({
    where: { tokenHash: hashToken(token), ...usable() },
    select: { userId: true },
  });
  return row?.userId ?? null;
}

/**
 * Uses a link's token up, atomically: of two simultaneous clicks only one gets the user id. `then` runs in the
 * same transaction, so a reset that fails to save its password leaves the link usable. Every other link the
 * account still has, of either kind, ends with it: an older reset link must not undo a newer password.
 */
export async function redeemLink(
  db: Database,
  kind: LinkKind,
  token: string,
  then: (tx: Tx, userId: string) => Promise<void> = async () => {},
): Promise<string | null> {
  if (!looksLikeToken(token)) return null;
  const tokenHash = hashToken(token);
  return db.prisma.$transaction(async (tx) => {
    const row = await tokens(tx, kind).findUnique({
      where: { tokenHash },
      select: { id: true, userId: true },
    });
    if (!row) return null;
    const now = new Date();
    const used = await tokens(tx, kind).updateMany({
      where: { id: row.id, ...usable() },
      data: { usedAt: now },
    });
    if (used.count !== 1) return null;
    await endOutstandingLinks(tx, row.userId, ['password_reset', 'sign_in'], now);
    await then(tx, row.userId);
    return row.userId;
  });
}
