import { createHmac } from 'node:crypto';
import bcrypt from 'bcrypt';
import type { HashGate } from './hash-gate';

/**
 * bcrypt over an HMAC-SHA-384 pre-hash keyed with a server-side pepper. The pre-hash (64 base64 characters)
 * stays under bcrypt's 72-byte limit, so every character of a long password counts instead of being silently
 * cut, and a stolen database alone is not enough to test guesses offline.
 */
export interface PasswordHashing {
  pepper: string;
  cost: number;
  /** Every bcrypt call waits for a slot here, so a flood cannot take every core (see hash-gate.ts). */
  gate: HashGate;
  /** The caller's address, for the gate's fairness between addresses. */
  client: string;
}

function preHash(password: string, pepper: string): string {
  return createHmac('sha384', pepper).update(password, 'utf8').digest('base64');
}

/** `password` must already be normalised (NFKC, trimmed): see normalizePassword in @margin/core. */
export function hashPassword(password: string, hashing: PasswordHashing): Promise<string> {
  return hashing.gate.run(hashing.client, () => bcrypt.hash(preHash(password, hashing.pepper), hashing.cost));
}

export function verifyPassword(password: string, hash: string, hashing: PasswordHashing): Promise<boolean> {
  return hashing.gate.run(hashing.client, () => bcrypt.compare(preHash(password, hashing.pepper), hash));
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the same bcrypt time as a real check when there is no account (or no password) to check against, so
 * the answer's timing does not tell whether an e-mail is registered.
 */
export function verifyAgainstNothing(password: string, hashing: PasswordHashing): Promise<false> {
  // One slot for the whole call: the first call also makes the dummy hash, inside the same slot, so the gate
  // never turns a check away halfway through, and known and unknown e-mails wait for the gate alike.
  return hashing.gate.run(hashing.client, async () => {
    const key = `${hashing.cost}:${hashing.pepper}`;
    let dummy = dummyHashes.get(key);
    if (!dummy) {
      dummy = bcrypt.hash(preHash('no account has this password', hashing.pepper), hashing.cost);
      dummyHashes.set(key, dummy);
      void dummy.catch(() => dummyHashes.delete(key));
    }
    await bcrypt.compare(preHash(password, hashing.pepper), await dummy);
    return false as const;
  });
}

/** The hashing of a request from `client`: the server's pepper and cost, through its shared gate. */
export function hashingFor(
  services: { config: { passwordPepper: string; bcryptCost: number }; hashGate: HashGate },
  client: string,
): PasswordHashing {
  return {
    pepper: services.config.passwordPepper,
    cost: services.config.bcryptCost,
    gate: services.hashGate,
    client,
  };
}
