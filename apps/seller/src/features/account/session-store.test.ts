import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, parseSession, SESSION_KEY, userOf, type StoredSession } from './session-store';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const session = (over: Partial<StoredSession> = {}): StoredSession => ({
  user_id: 'u1',
  email: 'maker@example.com',
  token: 'tok',
  remembered: true,
  account_type: 'trial',
  has_password: false,
  ...over,
});

describe('session store', () => {
  it("keeps a remembered session in localStorage under 'margin.user', and a tab-only one in sessionStorage", () => {
    const local = memoryStorage();
    const tab = memoryStorage();
    const store = createSessionStore({ local, session: tab });
    expect(store.get()).toBeNull();

    store.save(session());
    expect(JSON.parse(local.data.get(SESSION_KEY)!)).toEqual(session());
    expect(tab.data.has(SESSION_KEY)).toBe(false);

    store.save(session({ remembered: false }));
    expect(local.data.has(SESSION_KEY)).toBe(false);
    expect(JSON.parse(tab.data.get(SESSION_KEY)!)).toMatchObject({ remembered: false, token: 'tok' });
  });

  it('reads the stored session at start-up, a remembered one first', () => {
    const local = memoryStorage();
    const tab = memoryStorage();
    tab.setItem(SESSION_KEY, JSON.stringify(session({ user_id: 'tab', remembered: false })));
    expect(createSessionStore({ local, session: tab }).get()?.user_id).toBe('tab');
    local.setItem(SESSION_KEY, JSON.stringify(session({ user_id: 'local' })));
    expect(createSessionStore({ local, session: tab }).get()?.user_id).toBe('local');
  });

  it('updates the account facts, clears everything, and tells subscribers each time', () => {
    const local = memoryStorage();
    const store = createSessionStore({ local, session: memoryStorage() });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.save(session());
    store.update({ account_type: 'full', has_password: true });
    expect(store.get()).toMatchObject({ account_type: 'full', has_password: true, token: 'tok' });
    expect(JSON.parse(local.data.get(SESSION_KEY)!)).toMatchObject({ account_type: 'full' });
    store.clear();
    expect(store.get()).toBeNull();
    expect(local.data.size).toBe(0);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.save(session());
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('ignores an update without a session', () => {
    const store = createSessionStore({ local: memoryStorage(), session: memoryStorage() });
    store.update({ account_type: 'full' });
    expect(store.get()).toBeNull();
  });

  it('keeps the session in memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createSessionStore({ local: broken, session: broken });
    expect(store.get()).toBeNull();
    store.save(session());
    expect(store.get()?.token).toBe('tok');
    expect(() => store.clear()).not.toThrow();
  });

  it('refuses records that are unreadable or lack a user, a token or an account type', () => {
    expect(parseSession(null)).toBeNull();
    expect(parseSession('{not json')).toBeNull();
    expect(parseSession(JSON.stringify({ ...session(), token: '' }))).toBeNull();
    expect(parseSession(JSON.stringify({ ...session(), user_id: undefined }))).toBeNull();
    expect(parseSession(JSON.stringify({ ...session(), account_type: 'gold' }))).toBeNull();
    expect(parseSession(JSON.stringify({ ...session(), remembered: 'yes', extra: 1 }))).toEqual({
      ...session(),
      remembered: false,
    });
  });

  it('gives components the user without the token', () => {
    expect(userOf(session())).not.toHaveProperty('token');
    expect(userOf(null)).toBeNull();
  });
});
