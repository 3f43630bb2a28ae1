// The Manage Subscription dialog in German: its words, the dates and the dollar price as German writes them.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { SubscriptionState } from '@margin/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n/language';
import { createFakeApi, renderWithApi } from '../../test/fake-api';
import { ManageSubscriptionDialog } from './ManageSubscriptionDialog';
import { activePro, proUser } from './test-fixtures';

const user = proUser;
const active = activePro;

function setup(subscription: SubscriptionState) {
  const api = createFakeApi({
    'subscription.cancel': () => ({ ok: true, access_until: '2026-10-04T12:00:00.000Z' }),
  });
  const onClose = vi.fn();
  renderWithApi(
    <ManageSubscriptionDialog
      opened
      onClose={onClose}
      user={user}
      subscription={subscription}
      onUpgrade={vi.fn()}
    />,
    api,
  );
  return { onClose };
}

beforeEach(async () => {
  notifications.clean();
  await activateLocale('de');
});
afterEach(() => activateLocale('en'));

describe('ManageSubscriptionDialog in German', () => {
  it('tells the plan, its renewal and its cancellation in German, with German dates and prices', async () => {
    const { onClose } = setup(active);
    expect(screen.getByRole('dialog', { name: 'Abo verwalten' })).toBeInTheDocument();
    expect(screen.getByText('2,99 $ pro Jahr, jährlich abgerechnet')).toBeInTheDocument();
    expect(screen.getByText(/Verlängert sich am/)).toHaveTextContent('Verlängert sich am 4. Oktober 2026');
    expect(screen.getByText('Unbegrenzte Gebührenberechnungen')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Abo kündigen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, kündigen' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(
      await screen.findByText(
        'Dein Pro-Zugang läuft bis zum Ende deines Abrechnungszeitraums am 4. Oktober 2026.',
      ),
    ).toBeInTheDocument();
  });

  it('counts the last day of the trial in the singular', () => {
    setup({
      ...active,
      has_subscription: false,
      subscription_active: false,
      trial_active: true,
      trial_days_remaining: 1,
    });
    expect(screen.getByText('Noch 1 Tag in deiner kostenlosen Testphase')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade – 2,99\u00a0$/Jahr' })).toBeInTheDocument();
  });
});
