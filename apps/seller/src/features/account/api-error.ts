import { apiFailure as serverFailure, type ApiFailure } from '@margin/ui';
import { serverSentence } from './server-sentences';

export type { ApiFailure } from '@margin/ui';

/**
 * What a failed call tells (status, detail, network), read as both apps read it (`@margin/ui`), with the server's
 * sentence in the seller's language: every screen that shows `detail` shows it translated. Code that recognises a
 * sentence by its English words reads `serverFailure` instead.
 */
export function apiFailure(error: unknown): ApiFailure {
  const failure = serverFailure(error);
  return failure.detail === null ? failure : { ...failure, detail: serverSentence(failure.detail) };
}

export { serverFailure };

/** The server refused the session itself (not a passing outage): the stored sign-in is no longer any good. */
export function isSessionRejected(error: unknown): boolean {
  const { status } = serverFailure(error);
  return status === 401 || status === 403 || status === 404;
}

/**
 * The call failed because the session has ended (401): the account layer says so once and opens the sign-in,
 * so the action that ran into it says nothing of its own.
 */
export function isSessionEnded(error: unknown): boolean {
  return serverFailure(error).status === 401;
}
