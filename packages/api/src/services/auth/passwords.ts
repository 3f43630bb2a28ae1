import { createHmac } from 'node:crypto';
import bcrypt from 'bcrypt';

/**
 * bcrypt over an HMAC-SHA-384 pre-hash keyed with a server-side pepper. The pre-hash (64 base64 characters)
 * stays under bcrypt's 72-byte limit, so every character of a long password counts instead of being silently
 * cut, and a stolen database alone is not enough to test guesses offline.
 */
export interface PasswordHashing {
  pepper: string;
  cost: number;
}

function preHash(password: string, pepper: string): string {
  return createHmac('sha384', pepper).update(password, 'utf8').digest('base64');
}

/** `password` must already be normalised (NFKC, trimmed): see normalizePassword in @margin/core. */
export function hashPassword(password: string, hashing: PasswordHashing): Promise<string> {
  return bcrypt.hash(preHash(password, hashing.pepper), hashing.cost);
}

export function verifyPassword(password: string, hash: string, hashing: PasswordHashing): Promise<boolean> {
  return bcrypt.compare(preHash(password, hashing.pepper), hash);
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the same bcrypt time as a real check when there is no account (or no password) to check against, so
 * the answer's timing does not tell whether an e-mail is registered.
 */
export async function verifyAgainstNothing(password: string, hashing: PasswordHashing): Promise<false> {
  const key = `${hashing.cost}:${hashing.pepper}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword('no account has this password', hashing);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(password, await dummy, hashing);
  return false;
}
