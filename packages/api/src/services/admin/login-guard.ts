import { ADMIN_LOCKOUT, ADMIN_MESSAGES } from '@margin/core';
import { hintedError } from '../../http-hint';
import type { CounterStore } from '../types';

const WINDOW_MS = ADMIN_LOCKOUT.windowMinutes * 60_000;
const failureKey = (username: string) => `adminlogin:fail:${username}`;
const lockKey = (username: string) => `adminlogin:lock:${username}`;

/**
 * A locked username answers 423 with the spec's text before any password is looked at, whether or not an admin
 * of that name exists, so the lock tells nothing about which names are real.
 */
export async function assertAdminNotLocked(counters: CounterStore, username: string): Promise<void> {
  const { count, resetInMs } = await counters.peek(lockKey(username));
  if (count > 0) {
    throw hintedError('TOO_MANY_REQUESTS', ADMIN_MESSAGES.locked, {
      status: 423,
      retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
    });
  }
}

/**
 * Counts a wrong password or second-factor code. The fifth within 15 minutes locks the name for the next
 * 15 minutes (a lock of its own, so it lasts the full time whenever in the window the fifth failure falls);
 * answers whether this failure locked it.
 */
export async function recordAdminLoginFailure(counters: CounterStore, username: string): Promise<boolean> {
  const { count } = await counters.hit(failureKey(username), WINDOW_MS);
  if (count < ADMIN_LOCKOUT.maxFailures) return false;
  await counters.reset(failureKey(username));
  await counters.hit(lockKey(username), WINDOW_MS);
  return true;
}

export async function clearAdminLoginFailures(counters: CounterStore, username: string): Promise<void> {
  await counters.reset(failureKey(username));
}
