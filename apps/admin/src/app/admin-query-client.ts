import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES } from '@margin/core';
import { apiFailure } from '@margin/ui';
import { sessionStore } from '../features/session/session-store';

/** Their 401 is a wrong password or code, answered on the login screen, not a session that ended. */
const LOGIN_PROCEDURES = new Set(['admin.login', 'admin.mfaLogin']);

/** Spec §8: a 401 or 403 from any admin call logs the operator out with this sentence. */
function endSessionOnRejection(error: unknown) {
  const { status, path } = apiFailure(error);
  if ((status === 401 || status === 403) && !(path && LOGIN_PROCEDURES.has(path))) {
    sessionStore.end(ADMIN_MESSAGES.sessionExpired);
  }
}

/** A refusal (4xx) will not change on a second try; only outages and network failures are retried. */
function retryOutagesOnly(failureCount: number, error: unknown): boolean {
  const { status } = apiFailure(error);
  return failureCount < 2 && (status === null || status >= 500);
}

export function createAdminQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: endSessionOnRejection }),
    mutationCache: new MutationCache({ onError: endSessionOnRejection }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: retry ? retryOutagesOnly : false },
      mutations: { retry: false },
    },
  });
}
