import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../features/account/session-store';
import { createFakeApi, FakeApiError, renderWithApi, type FakeHandler } from '../test/fake-api';
import { SignInLinkPage } from './SignInLink.page';

function setup(token: string | null, handlers: Record<string, FakeHandler> = {}) {
  const api = createFakeApi({
    'auth.redeemSignInLink': () => ({
      user_id: 'u1',
      email: 'maker@example.com',
      token: 'tok-1',
      remembered: true,
      account_type: 'trial',
      has_password: false,
      is_new: false,
    }),
    ...handlers,
  });
  const store = createSessionStore();
  const navigate = vi.fn();
  renderWithApi(<SignInLinkPage token={token} store={store} navigate={navigate} />, api);
  return { api, store, navigate };
}

describe('sign-in link page', () => {
  it('redeems the link once, keeps the session and goes to the calculator', async () => {
    const { api, store, navigate } = setup('link-tok');
    expect(screen.getByText('Signing you in...')).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(api.inputsOf('auth.redeemSignInLink')).toEqual([{ token: 'link-tok', remember_me: true }]);
    expect(store.get()).toMatchObject({ user_id: 'u1', token: 'tok-1' });
  });

  it("shows the server's message for a spent link, with a way back", async () => {
    const { navigate } = setup('old', {
      'auth.redeemSignInLink': () => {
        throw new FakeApiError(400, 'This link is invalid or has expired. Please request a new one.');
      },
    });
    expect(
      await screen.findByText('This link is invalid or has expired. Please request a new one.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Calculator' }));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('does not call the server without a token', () => {
    const { api } = setup(null);
    expect(screen.getByText('The sign-in link is incomplete.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
