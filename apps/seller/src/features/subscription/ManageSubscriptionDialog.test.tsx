import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionState } from '@margin/core';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../account/session-store';
import { createFakeApi, FakeApiError, renderWithApi, type FakeHandler } from '../../test/fake-api';
import { ManageSubscriptionDialog } from './ManageSubscriptionDialog';

const user: CurrentUser = {
  user_id: 'u1',
  email: 'maker@example.com',
  remembered: true,
  account_type: 'full',
  has_password: true,
};

const active: SubscriptionState = {
  has_subscription: true,
  subscription_active: true,
  subscription_expires_at: '2026-10-04T12:00:00.000Z',
  trial_active: false,
  trial_days_remaining: 0,
};

function setup(
  subscription: SubscriptionState | undefined,
  handlers: Record<string, FakeHandler> = {},
  who: CurrentUser | null = user,
) {
  const api = createFakeApi({
    'subscription.cancel': () => ({ ok: true, access_until: '2026-10-04T12:00:00.000Z' }),
    ...handlers,
  });
  const onClose = vi.fn();
  const onUpgrade = vi.fn();
  renderWithApi(
    <ManageSubscriptionDialog
      opened
      onClose={onClose}
      user={who}
      subscription={subscription}
      onUpgrade={onUpgrade}
    />,
    api,
  );
  return { api, onClose, onUpgrade };
}

describe('ManageSubscriptionDialog', () => {
  it('shows the renewal date and the plan features of an active subscription', () => {
    setup(active);
    expect(screen.getByText(/Renews on/)).toHaveTextContent('Renews on October 4, 2026');
    expect(screen.getByText('Unlimited fee calculations')).toBeInTheDocument();
  });

  it("cancels after 'Yes, Cancel' and says access continues until the end of the billing period", async () => {
    const { api, onClose } = setup(active);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep Subscription' }));
    expect(api.calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.inputsOf('subscription.cancel')).toEqual([{ user_email: 'maker@example.com' }]);
    expect(
      await screen.findByText(
        'Your Pro access continues until the end of your billing period on October 4, 2026.',
      ),
    ).toBeInTheDocument();
  });

  it('says why a cancellation failed', async () => {
    setup(active, {
      'subscription.cancel': () => {
        throw new FakeApiError(400, 'You have no active subscription to cancel.');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText('You have no active subscription to cancel.')).toBeInTheDocument();
  });

  it('does not call the server without an e-mail, and names the support address', async () => {
    const { api } = setup(active, {}, { ...user, email: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(
      await screen.findByText(
        'Unable to cancel subscription. User email not found. Please contact support at support@margin.app',
      ),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows access until the period end after cancelling, without a second cancel button', () => {
    setup({ ...active, subscription_active: false });
    expect(screen.getByText(/you keep Pro access until/)).toHaveTextContent('October 4, 2026');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('shows the days left in the trial, or that it has expired, with an upgrade button', async () => {
    const trial = {
      ...active,
      has_subscription: false,
      subscription_active: false,
      subscription_expires_at: null,
      trial_active: true,
      trial_days_remaining: 3,
    };
    const { onUpgrade } = setup(trial);
    expect(screen.getByText('3 days remaining in your free trial')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade - $2.99/year' }));
    expect(onUpgrade).toHaveBeenCalled();
  });

  it("says 'Your trial has expired' to an expired seller", () => {
    setup({ ...active, has_subscription: false, subscription_active: false, subscription_expires_at: null });
    expect(screen.getByText('Your trial has expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade - $2.99/year' })).toBeInTheDocument();
  });
});
