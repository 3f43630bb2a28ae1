import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionState } from '@margin/core';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../account/session-store';
import { createFakeApi, FakeApiError, renderWithApi, type FakeHandler } from '../../test/fake-api';
import { SubscriptionModal } from './SubscriptionModal';

const trialUser: CurrentUser = {
  user_id: 'u1',
  email: 'maker@example.com',
  remembered: true,
  account_type: 'trial',
  has_password: false,
};

const inTrial: SubscriptionState = {
  has_subscription: false,
  subscription_active: false,
  subscription_expires_at: null,
  trial_active: true,
  trial_days_remaining: 5,
};

function setup(handlers: Record<string, FakeHandler> = {}, user: CurrentUser = trialUser) {
  const api = createFakeApi({
    'subscription.status': () => inTrial,
    'auth.upgradeTrial': () => ({ ok: true, account_type: 'full', has_password: true }),
    'subscription.checkout': () => ({ url: 'https://checkout.test/cs_1' }),
    ...handlers,
  });
  const onSuccess = vi.fn();
  const onClose = vi.fn();
  const redirect = vi.fn();
  renderWithApi(
    <SubscriptionModal
      isOpen
      onClose={onClose}
      onSuccess={onSuccess}
      currentUser={user}
      redirect={redirect}
    />,
    api,
  );
  return { api, onSuccess, onClose, redirect };
}

const toAccountStep = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Create Account & Subscribe' }));
  await screen.findByRole('dialog', { name: 'Create Your Account' });
};
const fill = async (password: string, confirm: string) => {
  if (password) await userEvent.type(screen.getByLabelText('Create Password'), password);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
};
const pay = () => screen.getByRole('button', { name: 'Complete Account & Pay' });

describe('SubscriptionModal', () => {
  it("tells a subscriber they're all set until a long US-English date", async () => {
    const { onClose } = setup({
      'subscription.status': () => ({
        ...inTrial,
        has_subscription: true,
        subscription_active: true,
        subscription_expires_at: '2026-10-04T12:00:00.000Z',
      }),
    });
    expect(await screen.findByRole('dialog', { name: "You're all set!" })).toBeInTheDocument();
    expect(screen.getByText(/Your subscription is active until/)).toHaveTextContent(
      'Your subscription is active until October 4, 2026.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue Using Calculator' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the plan first, then the account step with the e-mail, and back again', async () => {
    setup();
    expect(await screen.findByRole('dialog', { name: 'Get Full Access' })).toBeInTheDocument();
    expect(await screen.findByText('$2.99')).toBeInTheDocument();
    for (const text of ['$2.99', 'per year', 'Only $0.25 per month', 'Cancel anytime', 'No commitments'])
      expect(screen.getByText(text)).toBeInTheDocument();

    await toAccountStep();
    expect(screen.getByLabelText('Email')).toHaveValue('maker@example.com');
    expect(
      screen.getByText('Password must be at least 8 characters with uppercase, lowercase, and number.'),
    ).toBeInTheDocument();
    expect(pay()).toBeDisabled();
    await fill('Abcdefg1', '');
    expect(pay()).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: '← Back' }));
    expect(await screen.findByRole('dialog', { name: 'Get Full Access' })).toBeInTheDocument();
  });

  it.each([
    ['Ab1', 'Ab1', 'Password must be at least 8 characters long'],
    [
      'abcdefgh1',
      'abcdefgh1',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      'Abcdefgh',
      'Abcdefgh',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    ['Abcdefg1', 'Abcdefg2', 'Passwords do not match'],
  ])('refuses %j / %j in a red box: %s', async (password, confirm, text) => {
    const { api } = setup();
    await toAccountStep();
    await fill(password, confirm);
    await userEvent.click(pay());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(api.inputsOf('auth.upgradeTrial')).toEqual([]);
  });

  it('upgrades the trial, then starts the checkout and sends the browser there', async () => {
    const { api, onSuccess, redirect } = setup();
    await toAccountStep();
    await fill('Abcdefg1', 'Abcdefg1');
    await userEvent.click(pay());
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.test/cs_1'));
    expect(api.inputsOf('auth.upgradeTrial')).toEqual([
      { user_id: 'u1', email: 'maker@example.com', password: 'Abcdefg1' },
    ]);
    expect(onSuccess).toHaveBeenCalledWith({ account_type: 'full', has_password: true });
    expect(api.inputsOf('subscription.checkout')).toEqual([
      {
        package_id: 'annual_subscription',
        origin_url: window.location.origin,
        user_id: 'u1',
        metadata: { source: 'web_payment_modal', account_upgraded: true },
      },
    ]);
    expect(api.calls.map((c) => c.path)).toEqual([
      'subscription.status',
      'auth.upgradeTrial',
      'subscription.checkout',
    ]);
    // Still busy while the browser leaves.
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  });

  it("shows 'Failed to create account' with the server's reason, and is ready again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, redirect } = setup({
      'auth.upgradeTrial': () => {
        throw new FakeApiError(
          400,
          'This account already has a password. Please enter that password to continue.',
        );
      },
    });
    await toAccountStep();
    await fill('Abcdefg1', 'Abcdefg1');
    await userEvent.click(pay());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create account');
    expect(alert).toHaveTextContent('This account already has a password.');
    expect(api.inputsOf('subscription.checkout')).toEqual([]);
    expect(redirect).not.toHaveBeenCalled();
    expect(pay()).toBeEnabled();
  });

  it("shows 'Failed to create checkout session' when the checkout fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onSuccess } = setup({
      'subscription.checkout': () => {
        throw new FakeApiError(500, 'Server error. Please try again in a few moments.');
      },
    });
    await toAccountStep();
    await fill('Abcdefg1', 'Abcdefg1');
    await userEvent.click(pay());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create checkout session');
    expect(onSuccess).toHaveBeenCalled();
  });

  it('goes straight to checkout for an account that already has a password', async () => {
    const { api, redirect } = setup({}, { ...trialUser, account_type: 'full', has_password: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Account & Subscribe' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.test/cs_1'));
    expect(api.inputsOf('auth.upgradeTrial')).toEqual([]);
    expect(screen.queryByLabelText('Create Password')).toBeNull();
  });
});
