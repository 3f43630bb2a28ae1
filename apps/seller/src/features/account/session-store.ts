/**
 * The signed-in seller on this device (core spec §3: the remembered-user record) plus the bearer token that
 * proves it to the server. With "Remember me on this device" it lives in localStorage and survives a restart;
 * without, in sessionStorage, so it ends with the browser session. Both are under the same key, and saving
 * into one always removes the other, so there is never a stale second copy.
 *
 * The store keeps the session in memory as well: requests read the token from it, and storage that is
 * unavailable (private mode, quota) only means the session is not kept across reloads.
 */
export const SESSION_KEY = 'margin.user';

export type AccountType = 'trial' | 'full';

/** What the app knows about the signed-in seller (never the token, which only the API client needs). */
export interface CurrentUser {
  user_id: string;
  email: string;
  remembered: boolean;
  account_type: AccountType;
  has_password: boolean;
}

export interface StoredSession extends CurrentUser {
  token: string;
}

/** The session a successful sign-in (auth.login, auth.redeemSignInLink) opens; other answer fields are not kept. */
export function sessionFromSignIn(answer: StoredSession): StoredSession {
  const { user_id, email, token, remembered, account_type, has_password } = answer;
  return { user_id, email, token, remembered, account_type, has_password };
}

/** Plain functions (no `this`), so they can be handed around on their own: `useSyncExternalStore(store.subscribe, ...)`. */
export interface SessionStore {
  get: () => StoredSession | null;
  save: (session: StoredSession) => void;
  /** Changes the stored account facts (after an upgrade, or a verification that found newer ones). */
  update: (patch: Partial<CurrentUser>) => void;
  clear: () => void;
  /** For useSyncExternalStore: called after every change. */
  subscribe: (listener: () => void) => () => void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStorages {
  /** Kept across browser restarts: remember-me on. */
  local?: StorageLike | null;
  /** Kept for this browser session only: remember-me off. */
  session?: StorageLike | null;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.user_id === 'string' &&
    v.user_id !== '' &&
    typeof v.email === 'string' &&
    typeof v.token === 'string' &&
    v.token !== '' &&
    (v.account_type === 'trial' || v.account_type === 'full')
  );
}

/** A stored record, or null when it is missing, unreadable or from an older shape without a token. */
export function parseSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isStoredSession(value)) return null;
    return {
      user_id: value.user_id,
      email: value.email,
      token: value.token,
      account_type: value.account_type,
      remembered: value.remembered === true,
      has_password: value.has_password === true,
    };
  } catch {
    return null;
  }
}

function read(storage: StorageLike | null | undefined): string | null {
  try {
    return storage?.getItem(SESSION_KEY) ?? null;
  } catch {
    return null;
  }
}

function write(storage: StorageLike | null | undefined, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(SESSION_KEY);
    else storage?.setItem(SESSION_KEY, value);
  } catch {
    // Storage unavailable: the session lives in memory until the page closes.
  }
}

/** The browser's storages, or null where reading them throws (some privacy settings do). */
export function browserStorages(): SessionStorages {
  const get = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return window[name];
    } catch {
      return null;
    }
  };
  return { local: get('localStorage'), session: get('sessionStorage') };
}

/** The session kept on this device, if any. */
export function storedSession(
  { local, session: tab }: SessionStorages = browserStorages(),
): StoredSession | null {
  // A remembered session wins over a tab-only one; both at once only happens if storage was edited by hand.
  return parseSession(read(local)) ?? parseSession(read(tab));
}

export function createSessionStore(storages: SessionStorages = browserStorages()): SessionStore {
  const { local, session: tab } = storages;
  let current = storedSession(storages);
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const persist = (next: StoredSession | null) => {
    current = next;
    const json = next ? JSON.stringify(next) : null;
    write(local, next?.remembered ? json : null);
    write(tab, next && !next.remembered ? json : null);
    emit();
  };

  return {
    get: () => current,
    save: (next) => persist({ ...next }),
    update: (patch) => {
      if (current) persist({ ...current, ...patch });
    },
    clear: () => persist(null),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The record without its token: what components may see. */
export function userOf(session: StoredSession | null): CurrentUser | null {
  if (!session) return null;
  const { token: _token, ...user } = session;
  return user;
}
