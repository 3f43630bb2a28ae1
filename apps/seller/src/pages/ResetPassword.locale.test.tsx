// The password reset page in German: the server answers in English (its contract), the seller reads German.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/language';
import { createFakeApi, FakeApiError, renderWithApi, type FakeHandler } from '../test/fake-api';
import { ResetPasswordPage } from './ResetPassword.page';

afterEach(() => activateLocale('en'));

async function resetIn(handler: FakeHandler) {
  await activateLocale('de');
  renderWithApi(
    <ResetPasswordPage token="reset-tok" navigate={vi.fn()} />,
    createFakeApi({ 'auth.resetPassword': handler }),
  );
  await userEvent.type(screen.getByLabelText('Neues Passwort'), 'Abcdefg1');
  await userEvent.type(screen.getByLabelText('Passwort bestätigen'), 'Abcdefg1');
  await userEvent.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
}

describe('password reset page in German', () => {
  it("shows the server's confirmation in German", async () => {
    await resetIn(() => ({
      message: 'Your password has been reset. You can now sign in with your new password.',
    }));
    expect(
      await screen.findByText(
        'Dein Passwort wurde zurückgesetzt. Du kannst dich jetzt mit deinem neuen Passwort anmelden.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of an expired link in German", async () => {
    await resetIn(() => {
      throw new FakeApiError(400, 'This link is invalid or has expired. Please request a new one.');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
    );
  });

  it('shows a sentence the app does not know as the server wrote it', async () => {
    await resetIn(() => {
      throw new FakeApiError(400, 'Something the app has never heard of.');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something the app has never heard of.');
  });
});
