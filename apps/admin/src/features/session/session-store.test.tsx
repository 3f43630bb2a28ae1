import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '@margin/core';
import { sessionFromLogin, sessionStore } from './session-store';
import { useAdminSession, useSessionExpiry } from './use-admin-session';

beforeEach(() => {
  sessionStorage.clear();
  sessionStore.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('admin session store', () => {
  it('keeps the session in sessionStorage for this tab and ends it with one notice', () => {
    const { result } = renderHook(() => useAdminSession());
    act(() => sessionStore.start(sessionFromLogin('adm_1', 'ops', 60)));
    expect(result.current.session?.token).toBe('adm_1');
    expect(sessionStore.token()).toBe('adm_1');
    expect(JSON.parse(sessionStorage.getItem('margin.admin_session')!)).toMatchObject({ token: 'adm_1' });

    act(() => sessionStore.end(ADMIN_MESSAGES.sessionExpired));
    // A second failing call finds no session left and does not replace the sentence.
    act(() => sessionStore.end('You have been logged out.'));
    expect(result.current).toEqual({ session: null, notice: ADMIN_MESSAGES.sessionExpired });
    expect(sessionStorage.getItem('margin.admin_session')).toBeNull();
    expect(sessionStore.token()).toBeNull();
  });

  it('reads back a stored session on reload and ignores anything unreadable', () => {
    sessionStorage.setItem('margin.admin_session', JSON.stringify(sessionFromLogin('adm_2', 'ops', 60)));
    sessionStore.reset();
    expect(sessionStore.token()).toBe('adm_2');
    sessionStorage.setItem('margin.admin_session', '{not json');
    sessionStore.reset();
    expect(sessionStore.token()).toBeNull();
  });

  it('ends the session when expires_in elapses, without any call', () => {
    vi.useFakeTimers();
    const session = sessionFromLogin('adm_3', 'ops', 5);
    sessionStore.start(session);
    renderHook(() => useSessionExpiry(session.expiresAt));
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(sessionStore.token()).toBe('adm_3');
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    expect(sessionStore.getState()).toEqual({ session: null, notice: ADMIN_MESSAGES.sessionExpired });
  });
});
