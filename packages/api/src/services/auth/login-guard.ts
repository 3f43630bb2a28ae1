import { hintedError } from '../../http-hint';
import type { CounterStore } from '../types';

const MINUTE_MS = 60 * 1000;

/** Five wrong passwords for one account within 15 minutes lock it for the rest of the window (core spec §8). */
export const ACCOUNT_LOCK = { maxFailures: 5, windowMs: 15 * MINUTE_MS } as const;
/** Sign-in calls per client address: loose enough for a shared office or café address. */
export const SIGN_IN_PER_IP = { max: 60, windowMs: MINUTE_MS } as const;

export const LOCKED_MESSAGE = 'Too many login attempts. Please try again in 15 minutes.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';

const failureKey = (email: string) => `signin:fail:${email}`;

/** Counts one sign-in call from `ip`; past the limit answers 429 with Retry-After. */
export async function limitSignInCalls(counters: CounterStore, ip: string): Promise<void> {
  const { count, resetInMs } = await counters.hit(`signin:ip:${ip}`, SIGN_IN_PER_IP.windowMs);
  if (count > SIGN_IN_PER_IP.max) {
    throw hintedError('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS_MESSAGE, {
      retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
    });
  }
}

/**
 * A locked e-mail answers 423 whether or not an account exists, with the same body, before any password is
 * looked at: the lock must not reveal which e-mails are registered.
 */
export async function assertNotLocked(counters: CounterStore, email: string): Promise<void> {
  const { count, resetInMs } = await counters.peek(failureKey(email));
  if (count >= ACCOUNT_LOCK.maxFailures) {
    throw hintedError('TOO_MANY_REQUESTS', LOCKED_MESSAGE, {
      status: 423,
      retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
    });
  }
}

export async function recordFailedPassword(counters: CounterStore, email: string): Promise<void> {
  await counters.hit(failureKey(email), ACCOUNT_LOCK.windowMs);
}

export async function clearFailedPasswords(counters: CounterStore, email: string): Promise<void> {
  await counters.reset(failureKey(email));
}
