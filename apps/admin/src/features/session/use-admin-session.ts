import { useEffect, useSyncExternalStore } from 'react';
import { ADMIN_MESSAGES } from '@margin/core';
import { sessionStore, type AdminSessionState } from './session-store';

export function useAdminSession(): AdminSessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
}

/** setTimeout's longest delay; a longer wait is re-armed when the component renders again. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** The session ends on its own when expires_in elapses (spec §4), even if the operator makes no call. */
export function useSessionExpiry(expiresAt: number) {
  useEffect(() => {
    const end = () => sessionStore.end(ADMIN_MESSAGES.sessionExpired);
    const wait = expiresAt - Date.now();
    if (wait <= 0) return end();
    const timer = setTimeout(end, Math.min(wait, MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [expiresAt]);
}
