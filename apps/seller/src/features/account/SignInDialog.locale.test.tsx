// The sign-in dialog and the reset request it opens, in German: the spec's error catalogue in German too.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n/language';
import { createFakeApi, FakeApiError, FakeNetworkDown, renderWithApi } from '../../test/fake-api';
import { SignInDialog } from './SignInDialog';

afterEach(() => activateLocale('en'));

describe('SignInDialog in German', () => {
  it('signs a Pro seller in with German words, German refusals and a German reset request', async () => {
    await activateLocale('de');
    const api = createFakeApi({
      'auth.checkUser': () => ({ has_password: true }),
      'auth.login': () => {
        throw new FakeApiError(401, 'Invalid password.');
      },
      'auth.forgotPassword': () => {
        throw new FakeNetworkDown();
      },
    });
    renderWithApi(<SignInDialog opened onClose={() => {}} onSignedIn={vi.fn()} />, api);

    expect(screen.getByRole('heading', { name: '7 Tage kostenlos testen' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-Mail'), 'pro@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Gratis testen' }));
    expect(await screen.findByRole('heading', { name: 'Bei deinem Pro-Konto anmelden' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Passwort'), 'Wrong1234');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Falsches Passwort. Versuch es noch einmal oder setze es mit „Passwort vergessen“ zurück.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Passwort vergessen' }));
    expect(await screen.findByRole('dialog', { name: 'Passwort zurücksetzen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Anleitung zum Zurücksetzen konnte nicht gesendet werden. Versuch es noch einmal.',
    );
  });
});
