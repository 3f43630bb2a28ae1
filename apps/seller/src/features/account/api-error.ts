import { apiFailure } from '@margin/ui';

/** What a failed call tells (status, detail, network): one reading for both apps, in `@margin/ui`. */
export { apiFailure, type ApiFailure } from '@margin/ui';

/** The server refused the session itself (not a passing outage): the stored sign-in is no longer any good. */
export function isSessionRejected(error: unknown): boolean {
  const { status } = apiFailure(error);
  return status === 401 || status === 403 || status === 404;
}

/**
 * The call failed because the session has ended (401): the account layer says so once and opens the sign-in,
 * so the action that ran into it says nothing of its own.
 */
export function isSessionEnded(error: unknown): boolean {
  return apiFailure(error).status === 401;
}
