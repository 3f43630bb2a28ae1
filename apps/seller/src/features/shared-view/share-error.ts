import { apiFailure } from '../account/api-error';

/** Why a share did not load (core spec §8): each case has its own message. */
export type ShareLoadProblem =
  | { kind: 'not-found' }
  | { kind: 'gone' }
  /** `detail` is the server's own sentence; null when no answer came back at all (offline). */
  | { kind: 'failed'; detail: string | null };

export function shareLoadProblem(error: unknown): ShareLoadProblem {
  const { status, detail } = apiFailure(error);
  if (status === 404) return { kind: 'not-found' };
  // Expired and revoked shares answer 410 whatever tRPC code carries it, so the status decides.
  if (status === 410) return { kind: 'gone' };
  return { kind: 'failed', detail };
}
