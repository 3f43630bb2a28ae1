import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@margin/core';
import { createFakeApi, FakeApiError } from '@margin/ui/fake-api';
import { adminUser, signedIn } from '../../test/admin-fixtures';
import { renderAdmin } from '../../test/render-admin';
import { UsersTab } from './UsersTab';

const maya = adminUser();
const li = adminUser({
  id: 'u2',
  email: 'li@shop.test',
  subscription_status: 'trial',
  trial_active: true,
  trial_days_remaining: 2,
  trial_ends_at: '2026-11-27T00:00:00.000Z',
  trial_ends_soon: true,
  payment_amount: null,
  payment_status: null,
  subscription_end_date: null,
  card_subscription: false,
});

async function openAction(email: string, label: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${email}` }));
  await userEvent.click(screen.getByRole('menuitem', { name: label }));
  return screen.findByRole('dialog', { name: label });
}

describe('Users tab', () => {
  it('lists the sellers, says which trials end soon, and filters them', async () => {
    signedIn();
    renderAdmin(<UsersTab />, createFakeApi({ 'admin.users': () => ({ users: [maya, li] }) }));

    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('Ends in 2 days')).toBeInTheDocument();
    expect(screen.getByText('2 users')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Filter by email'), 'MAYA');
    expect(screen.getByText('1 of 2 users')).toBeInTheDocument();
    expect(within(table).queryByText('li@shop.test')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Filter by email'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Trial ends soon' }));
    expect(screen.getByText('1 of 2 users')).toBeInTheDocument();
    expect(within(table).getByText('li@shop.test')).toBeInTheDocument();
  });

  it('asks before Cancel Pro and sends the reason with the right procedure', async () => {
    signedIn();
    const api = createFakeApi({
      'admin.users': () => ({ users: [maya] }),
      'admin.toggleSubscription': () => ({
        message: 'Pro cancelled for maya@shop.test.',
        user: { ...maya, subscription_status: 'trial' },
      }),
    });
    renderAdmin(<UsersTab />, api);

    const dialog = await openAction(maya.email, 'Cancel Pro');
    expect(
      within(dialog).getByText(/Are you sure you want to cancel Pro for maya@shop.test\?/),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), '  Refund agreed by e-mail ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Pro' }));

    expect(await screen.findByText('Pro cancelled for maya@shop.test.')).toBeInTheDocument();
    expect(api.inputsOf('admin.toggleSubscription')).toEqual([
      { email: 'maya@shop.test', status: 'trial', reason: 'Refund agreed by e-mail' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is asked again: the seller's status changed.
    expect(api.inputsOf('admin.users').length).toBeGreaterThan(1);
  });

  it("keeps the dialog open with spec §8's failure and the server's refusal", async () => {
    signedIn();
    const refusal =
      'This user pays through a renewing card subscription: use Cancel Subscription (Stripe would restore Pro).';
    const api = createFakeApi({
      'admin.users': () => ({ users: [maya] }),
      'admin.toggleSubscription': () => {
        throw new FakeApiError(409, refusal);
      },
    });
    renderAdmin(<UsersTab />, api);

    const dialog = await openAction(maya.email, 'Cancel Pro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Pro' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `${ADMIN_MESSAGES.updateSubscriptionFailed}: ${refusal}`,
    );
    expect(screen.getByRole('dialog', { name: 'Cancel Pro' })).toBeInTheDocument();
  });

  it('extends a trial by the days asked (7 suggested), refusing a number that is not a whole positive one', async () => {
    signedIn();
    const api = createFakeApi({
      'admin.users': () => ({ users: [li] }),
      'admin.extendTrial': () => ({
        message: 'Trial of li@shop.test extended by 10 days.',
        user: li,
        new_trial_end: '2026-12-07T00:00:00.000Z',
      }),
    });
    renderAdmin(<UsersTab />, api);

    const dialog = await openAction(li.email, 'Extend trial');
    const days = within(dialog).getByLabelText(/Days/);
    expect(days).toHaveValue('7');
    await userEvent.clear(days);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend trial' }));
    expect(within(dialog).getByText('Days must be a number')).toBeInTheDocument();
    expect(api.inputsOf('admin.extendTrial')).toEqual([]);

    await userEvent.type(days, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend trial' }));
    expect(await screen.findByText('Trial of li@shop.test extended by 10 days.')).toBeInTheDocument();
    expect(api.inputsOf('admin.extendTrial')).toEqual([{ email: 'li@shop.test', days: 10 }]);
  });

  it("refuses 0 days with the spec's rule (a positive whole number) instead of turning it into 1", async () => {
    signedIn();
    const api = createFakeApi({ 'admin.users': () => ({ users: [li] }) });
    renderAdmin(<UsersTab />, api);

    const dialog = await openAction(li.email, 'Extend trial');
    const days = within(dialog).getByLabelText(/Days/);
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend trial' }));
    expect(within(dialog).getByText('Days must be a positive whole number')).toBeInTheDocument();
    expect(days).toHaveValue('0');
    expect(api.inputsOf('admin.extendTrial')).toEqual([]);
  });

  it('offers only the subscription actions that fit the seller', async () => {
    signedIn();
    renderAdmin(<UsersTab />, createFakeApi({ 'admin.users': () => ({ users: [li] }) }));
    await userEvent.click(await screen.findByRole('button', { name: `Actions for ${li.email}` }));
    expect(screen.getByRole('menuitem', { name: 'Activate Pro' })).toBeEnabled();
    expect(screen.getByRole('menuitem', { name: 'Cancel Pro' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Cancel Subscription' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Delete User' })).toBeEnabled();
  });
});
