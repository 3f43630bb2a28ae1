import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../features/account/session-store';
import { createFakeApi, FakeApiError, renderWithApi, type FakeHandler } from '../test/fake-api';
import { SignInLinkPage } from './SignInLink.page';

const NOTHING_EARLIER = {
  pending: false,
  made_before: null,
  products: 0,
  sales_records: 0,
  shares: 0,
  shop_connected: false,
};

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
    'auth.earlierData': () => NOTHING_EARLIER,
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

  it('asks the owner whether to keep what was made before the address was proven, and deletes it when told', async () => {
    const { api, navigate } = setup('link-tok', {
      'auth.earlierData': () => ({
        ...NOTHING_EARLIER,
        pending: true,
        made_before: '2026-12-05T10:00:00.000Z',
        products: 2,
        sales_records: 1,
        shop_connected: true,
      }),
      'auth.settleEarlierData': () => ({
        kept: false,
        deleted: { products: 2, sales_records: 1, shares: 0, shop_connected: true },
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Keep what was made before you confirmed your e-mail?' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Made before this sign-in: 2 products, 1 sales record and a connected Etsy shop.'),
    ).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(api.inputsOf('auth.settleEarlierData')).toEqual([{ keep: false }]);
  });

  it('keeps everything when the owner says so', async () => {
    const { api, navigate } = setup('link-tok', {
      'auth.earlierData': () => ({ ...NOTHING_EARLIER, pending: true, shares: 1 }),
      'auth.settleEarlierData': () => ({ kept: true, deleted: NOTHING_EARLIER }),
    });
    expect(await screen.findByText('Made before this sign-in: 1 share link.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep everything' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(api.inputsOf('auth.settleEarlierData')).toEqual([{ keep: true }]);
  });

  it('does not call the server without a token', () => {
    const { api } = setup(null);
    expect(screen.getByText('The sign-in link is incomplete.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
