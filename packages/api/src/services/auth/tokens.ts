import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer tokens, sign-in links and reset links: 256 random bits, handed to the client once. Only the SHA-256
 * of a token is stored, so a database leak does not hand out live sessions or links.
 */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Shape check before touching the database: 32 bytes in base64url are 43 characters. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
