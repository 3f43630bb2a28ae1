import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { SubscriptionState } from '@margin/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../account/session-store';
import { createFakeApi, FakeApiError, renderWithApi, type FakeHandler } from '../../test/fake-api';
import { ManageSubscriptionDialog } from './ManageSubscriptionDialog';
import { activePro, proUser } from './test-fixtures';

const user = proUser;
const active = activePro;

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
  const { queryClient } = renderWithApi(
    <ManageSubscriptionDialog
      opened
      onClose={onClose}
      user={who}
      subscription={subscription}
      onUpgrade={onUpgrade}
    />,
    api,
  );
  return { api, onClose, onUpgrade, queryClient };
}

// The notifications store outlives a test: start each with none shown or queued.
beforeEach(() => notifications.clean());

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

  it("sends one cancellation however fast 'Yes, Cancel' is clicked, and shows it is busy meanwhile", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { api, onClose } = setup(active, {
      'subscription.cancel': async () => {
        await answered;
        return { ok: true, access_until: '2026-10-04T12:00:00.000Z' };
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const yes = screen.getByRole('button', { name: 'Yes, Cancel' });
    // Clicks in one go, before the app has drawn anything in between (a fast double click, a bouncing key).
    fireEvent.click(yes);
    fireEvent.click(yes);
    fireEvent.click(yes);
    await waitFor(() => expect(api.fetch).toHaveBeenCalled());
    expect(yes).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep Subscription' })).toBeDisabled();
    answer();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(
      await screen.findAllByText(
        'Your Pro access continues until the end of your billing period on October 4, 2026.',
      ),
    ).toHaveLength(1);
    expect(api.inputsOf('subscription.cancel')).toHaveLength(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("offers 'Resume subscription' to a cancelled seller: confirm, one call, a notification, fresh state", async () => {
    const cancelled = { ...active, subscription_active: false };
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { api, onClose, queryClient } = setup(cancelled, {
      'subscription.resume': async () => {
        await answered;
        return { ok: true, renews_on: '2026-10-04T12:00:00.000Z' };
      },
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    // Changing one's mind calls nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(screen.getByText('Resume your subscription?')).toBeInTheDocument();
    expect(screen.getByText(/It will renew on October 4, 2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('Resume your subscription?')).toBeNull();
    expect(api.calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    const yes = screen.getByRole('button', { name: 'Yes, Resume' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    await waitFor(() => expect(api.fetch).toHaveBeenCalled());
    expect(yes).toBeDisabled();
    answer();
    expect(await screen.findByText('Subscription resumed')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.inputsOf('subscription.resume')).toEqual([{ user_email: 'maker@example.com' }]);
    expect(screen.getByText('Your subscription will renew on October 4, 2026.')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [['subscription', 'status']] });
  });

  it('says why a subscription could not be resumed', async () => {
    setup(
      { ...active, subscription_active: false },
      {
        'subscription.resume': () => {
          throw new FakeApiError(
            400,
            'Your subscription has already ended, so it cannot be resumed. Please subscribe again.',
          );
        },
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Resume' }));
    expect(
      await screen.findByText(
        'Your subscription has already ended, so it cannot be resumed. Please subscribe again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to resume subscription')).toBeInTheDocument();
  });

  it('offers no resume to a renewing seller', () => {
    setup(active);
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).toBeNull();
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
