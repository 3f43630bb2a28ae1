import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@margin/ui';
import { describe, expect, it, vi } from 'vitest';
import {
  createFakeApi,
  FakeApiError,
  FakeNetworkDown,
  renderWithApi,
  type FakeHandler,
} from '../../test/fake-api';
import { PAYMENT_FLOW_FLAG } from '../subscription/payment-return';
import { AccountProvider, useAccount } from './AccountProvider';
import { SESSION_TEXTS } from './session-texts';
import { createSessionStore, type StoredSession } from './session-store';
import { stored, trialStatus } from '../../test/account-fixtures';

const inTrial = trialStatus(6);

function Probe() {
  const account = useAccount();
  const trpc = useTRPC();
  const sessionCall = useMutation(trpc.auth.logoutEverywhere.mutationOptions());
  const signInCall = useMutation(trpc.auth.checkUser.mutationOptions());
  return (
    <div>
      <p>phase: {account.phase}</p>
      <p>user: {account.user ? `${account.user.email} (${account.user.account_type})` : 'none'}</p>
      <p>sign-in: {account.signInOpened ? 'open' : 'closed'}</p>
      <p>
        subscription: {account.subscription ? `${account.subscription.trial_days_remaining} days` : 'none'}
      </p>
      <p>expired: {String(account.expired)}</p>
      <button
        onClick={() =>
          account.completeSignIn({
            ...stored,
            user_id: 'u2',
            email: 'new@example.com',
            token: 'tok-2',
            remembered: false,
          })
        }
      >
        sign in
      </button>
      <button onClick={() => void account.logout()}>logout</button>
      <button onClick={() => sessionCall.mutate()}>session call</button>
      <button onClick={() => signInCall.mutate({ email: 'maker@example.com' })}>sign-in call</button>
    </div>
  );
}

function setup(
  handlers: Record<string, FakeHandler>,
  session: StoredSession | null,
  verifyTimeoutMs?: number,
) {
  if (session) window.localStorage.setItem('margin.user', JSON.stringify(session));
  const store = createSessionStore();
  const api = createFakeApi({
    'auth.verify': () => ({
      user_id: 'u1',
      email: 'maker@example.com',
      account_type: 'full',
      has_password: true,
      trial_ends_at: null,
      created_at: '2025-10-01T00:00:00.000Z',
    }),
    'subscription.status': () => inTrial,
    'auth.logout': () => ({ ok: true }),
    ...handlers,
  });
  renderWithApi(
    <AccountProvider store={store} verifyTimeoutMs={verifyTimeoutMs}>
      <Probe />
    </AccountProvider>,
    api,
    { getAuthToken: () => store.get()?.token ?? null },
  );
  return { api, store };
}

describe('AccountProvider (core spec §4)', () => {
  it('opens the sign-in dialog when no one is stored on the device', () => {
    const { api } = setup({}, null);
    expect(screen.getByText('phase: ready')).toBeInTheDocument();
    expect(screen.getByText('sign-in: open')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('verifies a stored user with its token, then loads the subscription', async () => {
    const { api, store } = setup({}, stored);
    expect(screen.getByText('phase: verifying')).toBeInTheDocument();
    expect(await screen.findByText('subscription: 6 days')).toBeInTheDocument();
    expect(screen.getByText('phase: ready')).toBeInTheDocument();
    expect(screen.getByText('sign-in: closed')).toBeInTheDocument();
    // The server's facts win over the stored ones.
    expect(screen.getByText('user: maker@example.com (full)')).toBeInTheDocument();
    expect(store.get()).toMatchObject({ account_type: 'full', has_password: true, token: 'tok-1' });
    expect(api.calls.map((c) => [c.path, c.authorization])).toEqual([
      ['auth.verify', 'Bearer tok-1'],
      ['subscription.status', 'Bearer tok-1'],
    ]);
    expect(api.inputsOf('subscription.status')).toEqual([{ user_id: 'u1' }]);
  });

  it('removes a stored user the server refuses and opens the sign-in dialog', async () => {
    const { store } = setup(
      {
        'auth.verify': () => {
          throw new FakeApiError(401, 'Please sign in to continue.');
        },
      },
      stored,
    );
    expect(await screen.findByText('sign-in: open')).toBeInTheDocument();
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(store.get()).toBeNull();
    expect(window.localStorage.getItem('margin.user')).toBeNull();
  });

  it('keeps the stored user when the server cannot be reached', async () => {
    const { store } = setup(
      {
        'auth.verify': () => {
          throw new FakeNetworkDown();
        },
        'subscription.status': () => {
          throw new FakeNetworkDown();
        },
      },
      stored,
    );
    expect(await screen.findByText('phase: ready')).toBeInTheDocument();
    expect(screen.getByText('user: maker@example.com (trial)')).toBeInTheDocument();
    expect(screen.getByText('sign-in: closed')).toBeInTheDocument();
    expect(store.get()?.token).toBe('tok-1');
  });

  it('opens the app with the stored user when the server does not answer in time', async () => {
    const { store } = setup(
      {
        'auth.verify': () => new Promise(() => {}),
        'subscription.status': () => new Promise(() => {}),
      },
      stored,
      50,
    );
    expect(screen.getByText('phase: verifying')).toBeInTheDocument();
    expect(await screen.findByText('phase: ready')).toBeInTheDocument();
    expect(screen.getByText('user: maker@example.com (trial)')).toBeInTheDocument();
    expect(screen.getByText('sign-in: closed')).toBeInTheDocument();
    expect(store.get()?.token).toBe('tok-1');
  });

  it('forgets a session the server dropped later (status answers 401) and opens sign-in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = setup(
      {
        'subscription.status': () => {
          throw new FakeApiError(401, 'Please sign in to continue.');
        },
      },
      stored,
    );
    expect(await screen.findByText('sign-in: open')).toBeInTheDocument();
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(store.get()).toBeNull();
  });

  it('signs out cleanly and offers sign-in when any call finds the session ended (401)', async () => {
    const { store } = setup(
      {
        'auth.logoutEverywhere': () => {
          throw new FakeApiError(401, 'Please sign in to continue.');
        },
      },
      stored,
    );
    expect(await screen.findByText('subscription: 6 days')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'session call' }));
    expect(await screen.findByText('sign-in: open')).toBeInTheDocument();
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(store.get()).toBeNull();
    expect(await screen.findByText(SESSION_TEXTS.ended)).toBeInTheDocument();
  });

  it('keeps the session when a 401 is about the credentials a sign-in call carried', async () => {
    const { store } = setup(
      {
        'auth.checkUser': () => {
          throw new FakeApiError(401, 'Invalid email or password.');
        },
      },
      stored,
    );
    expect(await screen.findByText('subscription: 6 days')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'sign-in call' }));
    await act(async () => {});
    expect(screen.getByText('user: maker@example.com (full)')).toBeInTheDocument();
    expect(store.get()?.token).toBe('tok-1');
  });

  it('flags a signed-in seller without trial or subscription as expired', async () => {
    setup(
      { 'subscription.status': () => ({ ...inTrial, trial_active: false, trial_days_remaining: 0 }) },
      stored,
    );
    expect(await screen.findByText('expired: true')).toBeInTheDocument();
  });

  it('keeps a new sign-in for this browser session only without remember-me, and logs out', async () => {
    const { api, store } = setup({}, null);
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(screen.getByText('user: new@example.com (trial)')).toBeInTheDocument();
    expect(screen.getByText('sign-in: closed')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('margin.user')).toContain('tok-2');
    expect(window.localStorage.getItem('margin.user')).toBeNull();
    expect(await screen.findByText('subscription: 6 days')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(screen.getByText('user: none')).toBeInTheDocument());
    expect(screen.getByText('subscription: none')).toBeInTheDocument();
    expect(screen.getByText('sign-in: open')).toBeInTheDocument();
    expect(store.get()).toBeNull();
    expect(api.calls.find((c) => c.path === 'auth.logout')?.authorization).toBe('Bearer tok-2');
    window.sessionStorage.clear();
  });

  it('notices the return from payment: flag and query parameter removed, status fetched', async () => {
    window.history.replaceState(null, '', '/?payment_success=true');
    window.sessionStorage.setItem(PAYMENT_FLOW_FLAG, '1');
    const { api } = setup({}, stored);
    await act(async () => {});
    expect(window.location.search).toBe('');
    expect(window.sessionStorage.getItem(PAYMENT_FLOW_FLAG)).toBeNull();
    expect(await screen.findByText('subscription: 6 days')).toBeInTheDocument();
    expect(api.inputsOf('subscription.status').length).toBeGreaterThanOrEqual(1);
  });
});
