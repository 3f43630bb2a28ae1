import type { Database } from '@margin/db';
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

/**
 * Uses a link's token up, atomically: of two simultaneous clicks only one gets the user id. `then` runs in the
 * same transaction, so a reset that fails to save its password leaves the link usable.
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
    const used = await tokens(tx, kind).updateMany({
      where: { id: row.id, usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (used.count !== 1) return null;
    await then(tx, row.userId);
    return row.userId;
  });
}
