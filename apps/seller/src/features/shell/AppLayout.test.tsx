import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countriesMap } from '@margin/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakeHandler } from '../../test/fake-api';
import type { StoredSession } from '../account/session-store';
import { loadProfileMenu } from '../account/HeaderAccount';
import { AppLayout, KEEP_CLEAR_OF_SCROLLBAR } from './AppLayout';
import { inTrial, stored, trialOver } from '../../test/account-fixtures';
import { renderWithAccount } from '../../test/render-with-account';

function setup(session: StoredSession | null, handlers: Record<string, FakeHandler> = {}) {
  return renderWithAccount(<AppLayout />, {
    session,
    handlers: {
      'calc.countries': () => countriesMap(),
      'auth.logout': () => ({ ok: true }),
      'calc.usage': () => ({ total: 1234, lastDays: 30, recent: { forward: 12, reverse: 3 } }),
      ...handlers,
    },
  });
}

/** The header renders a desktop and a phone version (CSS shows one); the desktop one comes first. */
const first = (elements: HTMLElement[]) => elements[0]!;

describe('AppLayout with an account', () => {
  // The profile menu's code comes after the first paint, and a click on its stand-in opens it on arrival
  // (deferred-menu.test.tsx). Here the menu itself is under test: its code is here before the first render, so a
  // click never lands on a stand-in that is being replaced (a loaded machine can stretch that moment).
  beforeAll(async () => {
    await loadProfileMenu();
  }, 60_000);

  it("shows 'Authenticating...' while a stored user is verified, then the badge and profile menu", async () => {
    setup(stored);
    expect(screen.getByText('Authenticating...')).toBeInTheDocument();
    expect(first(await screen.findAllByText('5 days left'))).toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: /^Account menu for maker@example\.com/ });
    // The avatar's initial is drawn by CSS from this attribute, so it is not part of the button's name.
    expect(menuButton.querySelector('[data-initial="M"]')).toBeInTheDocument();
    expect(within(menuButton).getByText('Trial Account')).toBeInTheDocument();

    await userEvent.click(menuButton);
    for (const item of [
      'Account Settings',
      'Subscription Status',
      'Usage Stats',
      'Sign out everywhere',
      'Logout',
    ])
      // The menu's code loads after the first paint (deferred-menu.tsx): the click opens it on arrival.
      expect(await screen.findByRole('menuitem', { name: item })).toBeInTheDocument();
  });

  const withPassword = { ...stored, account_type: 'full' as const, has_password: true };
  const verifiedWithPassword = () => ({
    user_id: 'u1',
    email: stored.email,
    account_type: 'full',
    has_password: true,
  });

  it("labels an account that set a password but never paid 'Trial Account'", async () => {
    setup(withPassword, { 'auth.verify': verifiedWithPassword });
    const menuButton = await screen.findByRole('button', { name: /^Account menu for maker@example\.com/ });
    expect(await within(menuButton).findByText('Trial Account')).toBeInTheDocument();
  });

  it("says 'Trial Expired' in the header without 'Trial Account' beside it", async () => {
    setup(stored, { 'subscription.status': () => trialOver });
    expect(first(await screen.findAllByText('Trial Expired'))).toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Account menu for maker@example.com' });
    expect(within(menuButton).queryByText('Trial Account')).toBeNull();
    expect(screen.queryByText('Trial Account')).toBeNull();
  });

  it("labels a paying account 'Pro Account'", async () => {
    setup(withPassword, {
      'auth.verify': verifiedWithPassword,
      'subscription.status': () => ({
        ...inTrial,
        has_subscription: true,
        subscription_active: true,
        subscription_expires_at: '2027-11-23T00:00:00.000Z',
        trial_active: false,
      }),
    });
    const menuButton = await screen.findByRole('button', { name: /^Account menu for maker@example\.com/ });
    expect(await within(menuButton).findByText('Pro Account')).toBeInTheDocument();
  });

  it('lets a visitor close the sign-in dialog and reopen it from the header', async () => {
    setup(null);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Start Free Trial' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(first(screen.getAllByRole('button', { name: 'Start Free Trial' })));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('logs out after confirmation, says so, and reopens sign-in', async () => {
    const { api, store } = setup(stored);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Account menu for maker@example\.com/ }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Are you sure you want to logout?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('You have been logged out successfully.')).toBeInTheDocument();
    expect(api.inputsOf('auth.logout')).toHaveLength(1);
    expect(store.get()).toBeNull();
    expect(screen.queryByText('5 days left')).toBeNull();
    expect(
      await screen.findByRole('button', { name: 'Already have a Pro account? Sign in here' }),
    ).toBeInTheDocument();
  });

  it('signs out every other device after confirmation, keeps this one signed in, and says how many', async () => {
    const { api, store } = setup(stored, { 'auth.logoutEverywhere': () => ({ ok: true, ended: 2 }) });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Account menu for maker@example\.com/ }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere' });
    expect(within(dialog).getByText(/This device stays signed in/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByText('Signed out of 2 other sessions.')).toBeInTheDocument();
    expect(api.inputsOf('auth.logoutEverywhere')).toHaveLength(1);
    expect(store.get()).not.toBeNull();
  });

  it('shows the usage counts', async () => {
    setup(stored);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Account menu for maker@example\.com/ }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Usage Stats' }));
    // Inside the dialog: the calculator behind it has numbers of its own.
    const dialog = await screen.findByRole('dialog', { name: 'Usage Stats' });
    expect(await within(dialog).findByText('1,234')).toBeInTheDocument();
    expect(within(dialog).getByText('12')).toBeInTheDocument();
    expect(within(dialog).getByText('3')).toBeInTheDocument();
  });

  it('opens Manage Subscription from the profile menu, and the upgrade from there', async () => {
    setup(stored);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Account menu for maker@example\.com/ }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Subscription Status' }));
    expect(await screen.findByText('5 days remaining in your free trial')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade - $2.99/year' }));
    expect(await screen.findByRole('dialog', { name: 'Get Full Access' })).toBeInTheDocument();
  });

  it('prompts an expired seller to upgrade', async () => {
    setup(stored, {
      'subscription.status': () => ({ ...inTrial, trial_active: false, trial_days_remaining: 0 }),
    });
    expect(first(await screen.findAllByText('Trial Expired'))).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Trial expired' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Upgrade - $2.99/year' }));
    expect(await screen.findByRole('dialog', { name: 'Get Full Access' })).toBeInTheDocument();
  });
});

describe('AppLayout without a connection', () => {
  it('says in the header that calculations still work offline', async () => {
    setup(stored);
    expect(first(await screen.findAllByText('5 days left'))).toBeInTheDocument();
    const header = screen.getByRole('banner');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(within(header).getByRole('status')).toHaveTextContent('Offline — calculations still work');
  });
});

describe("the header's place under a dialog's scroll lock", () => {
  it("carries the lock's own class for fixed elements, written out so the lock stays out of the first download", async () => {
    const { RemoveScroll } = await import('@mantine/core');
    expect(KEEP_CLEAR_OF_SCROLLBAR).toBe(RemoveScroll.classNames.zeroRight);
    setup(null);
    expect(document.querySelector('header')).toHaveClass(KEEP_CLEAR_OF_SCROLLBAR);
  });
});
