import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@margin/core';
import { createFakeApi, FakeApiError } from '@margin/ui/fake-api';
import { adminUser, signedIn } from '../../test/admin-fixtures';
import { renderAdmin } from '../../test/render-admin';
import { SearchTab } from './SearchTab';

const maya = adminUser();

async function search(email: string) {
  const field = screen.getByLabelText('Email');
  await userEvent.clear(field);
  if (email) await userEvent.type(field, email);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('Search tab', () => {
  it('does nothing when empty, says User not found for a 404 and Error searching user otherwise', async () => {
    signedIn();
    const api = createFakeApi({
      'admin.user': (input) => {
        const { email } = input as { email: string };
        if (email === 'gone@shop.test') throw new FakeApiError(404, ADMIN_MESSAGES.userNotFound);
        throw new FakeApiError(500, 'Database unavailable');
      },
    });
    renderAdmin(<SearchTab />, api);

    await search('   ');
    expect(api.calls).toEqual([]);

    await search('Gone@Shop.test');
    expect(await screen.findByText(ADMIN_MESSAGES.userNotFound)).toBeInTheDocument();
    expect(api.inputsOf('admin.user')).toEqual([{ email: 'gone@shop.test' }]);

    await search('other@shop.test');
    expect(await screen.findByText(ADMIN_MESSAGES.searchFailed)).toBeInTheDocument();
  });

  it('shows the user detail and, after Delete User with its confirmation and reason, clears it', async () => {
    signedIn();
    const api = createFakeApi({
      'admin.user': () => ({
        user: maya,
        payments: [
          {
            id: 'p1',
            user_email: maya.email,
            amount: 2.99,
            currency: 'usd',
            payment_status: 'paid',
            created_at: '2026-10-25T09:00:00.000Z',
            paid_at: '2026-10-25T09:01:00.000Z',
            stripe_session_id: 'cs_test_1',
            provider: 'stripe',
          },
        ],
        etsy_active: false,
      }),
      'admin.deleteUser': () => ({ message: 'maya@shop.test was deleted.', user: null }),
    });
    renderAdmin(<SearchTab />, api);

    await search(maya.email);
    const payments = await screen.findByRole('table', { name: `Payments of ${maya.email}` });
    expect(within(payments).getByText('$2.99')).toBeInTheDocument();
    expect(screen.getByText('Etsy shop connected').nextSibling).toHaveTextContent('No');

    await userEvent.click(screen.getByRole('button', { name: 'Delete User' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Asked to be forgotten');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));

    expect(await screen.findByText('maya@shop.test was deleted.')).toBeInTheDocument();
    expect(api.inputsOf('admin.deleteUser')).toEqual([
      { email: maya.email, reason: 'Asked to be forgotten' },
    ]);
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  });
});
