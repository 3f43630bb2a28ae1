/**
 * The operator's session (spec §4): kept for the browser session only (sessionStorage, so closing the browser
 * signs out), read by the API client on every call, and ended with a sentence the login screen shows.
 */
export interface AdminSession {
  token: string;
  username: string;
  /** When the server ends it (login time + expires_in), in epoch milliseconds. */
  expiresAt: number;
}

export interface AdminSessionState {
  session: AdminSession | null;
  /** Why the last session ended, for the login screen ('Your admin session has expired. ...'). */
  notice: string | null;
}

const STORAGE_KEY = 'margin.admin_session';

function isSession(value: unknown): value is AdminSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.token === 'string' && typeof v.username === 'string' && typeof v.expiresAt === 'number';
}

function readStored(): AdminSession | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

let state: AdminSessionState = { session: readStored(), notice: null };
const listeners = new Set<() => void>();

function publish(next: AdminSessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getState: (): AdminSessionState => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** The bearer token for the API client; null once the session has ended. */
  token: (): string | null => state.session?.token ?? null,
  start(session: AdminSession) {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    publish({ session, notice: null });
  },
  /** Ends the session (no-op when there is none, so several failing calls show one notice). */
  end(notice: string | null) {
    sessionStorage.removeItem(STORAGE_KEY);
    if (state.session) publish({ session: null, notice });
  },
  /** Tests start from a fresh store, as a new browser tab would. */
  reset() {
    state = { session: readStored(), notice: null };
  },
};

/** A session that starts now and lasts `expiresInSeconds` (the login response's expires_in). */
export function sessionFromLogin(token: string, username: string, expiresInSeconds: number): AdminSession {
  return { token, username, expiresAt: Date.now() + expiresInSeconds * 1000 };
}
