import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionState } from '@margin/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, renderWithApi } from '../../test/fake-api';
import { PROFILE_ACTIONS, PROFILE_LABELS } from '../account/profile-items';
import type { CurrentUser } from '../account/session-store';
import { MobileNav } from './MobileNav';
import { i18n } from '../../i18n/runtime';
import { NAV_MENUS } from './nav-items';

const user: CurrentUser = {
  user_id: 'u1',
  email: 'maker@example.com',
  remembered: true,
  account_type: 'full',
  has_password: true,
};
const pro: SubscriptionState = {
  has_subscription: true,
  subscription_active: true,
  subscription_expires_at: '2026-10-01T00:00:00.000Z',
  trial_active: false,
  trial_days_remaining: 0,
};

const expired: SubscriptionState = {
  has_subscription: false,
  subscription_active: false,
  subscription_expires_at: null,
  trial_active: false,
  trial_days_remaining: 0,
};

function setup(signedIn: boolean, subscription: SubscriptionState = pro) {
  const props = { onClose: vi.fn(), onSection: vi.fn(), onAccountAction: vi.fn(), onStartTrial: vi.fn() };
  renderWithApi(
    <MobileNav
      opened
      {...props}
      user={signedIn ? user : null}
      subscription={signedIn ? subscription : undefined}
    />,
    createFakeApi({}),
  );
  return { ...props, nav: screen.getByRole('navigation', { name: 'Mobile' }) };
}

// The drawer is the phone's menu: at a desktop width its CSS hides it (hiddenFrom="lg").
type HappyDomWindow = { happyDOM: { setViewport(size: { width: number; height: number }): void } };
const viewport = (width: number) =>
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 812 });
let desktopWidth: number;
beforeEach(() => {
  desktopWidth = window.innerWidth;
  viewport(375);
});
afterEach(() => viewport(desktopWidth));

describe('MobileNav', () => {
  it("says 'Trial Expired' for a seller whose trial is over, without 'Trial Account' beside it", () => {
    const { nav } = setup(true, expired);
    expect(within(nav).getByText('Trial Expired')).toBeInTheDocument();
    expect(within(nav).queryByText('Trial Account')).toBeNull();
  });

  it('repeats every menu as a collapsible group with all of its items', async () => {
    const { nav } = setup(false);
    expect(within(nav).getByRole('button', { name: 'Calculator' })).toBeInTheDocument();
    for (const menu of NAV_MENUS) {
      const group = within(nav).getByRole('button', { name: i18n._(menu.label) });
      expect(group).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(group);
      expect(group).toHaveAttribute('aria-expanded', 'true');
      const panel = document.getElementById(group.getAttribute('aria-controls')!)!;
      expect(
        within(panel)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(menu.items.map((item) => i18n._(item.label)));
    }
  });

  it('runs an item and closes the drawer', async () => {
    const { nav, onClose, onSection } = setup(false);
    await userEvent.click(within(nav).getByRole('button', { name: 'Tools' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Basic Calculator' }));
    expect(onSection).toHaveBeenCalledWith('calculator');
    expect(onClose).toHaveBeenCalled();
  });

  it("adds the account's items, logout included, for a signed-in seller", async () => {
    const { nav, onAccountAction, onClose } = setup(true);
    expect(within(nav).getByText('maker@example.com')).toBeInTheDocument();
    expect(within(nav).getByText('Pro Account')).toBeInTheDocument();
    for (const action of PROFILE_ACTIONS)
      expect(within(nav).getByRole('button', { name: i18n._(PROFILE_LABELS[action]) })).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(onAccountAction).toHaveBeenCalledWith('logout');
    expect(onClose).toHaveBeenCalled();
  });

  it('offers the free trial to a visitor instead', async () => {
    const { nav, onStartTrial } = setup(false);
    expect(within(nav).queryByRole('button', { name: 'Logout' })).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'Start Free Trial' }));
    expect(onStartTrial).toHaveBeenCalled();
  });
});
