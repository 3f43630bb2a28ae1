// The seller's language on the account: a signed-in pick is saved there, and a device without a choice of its
// own takes the account's up when the seller signs in.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderLanguage } from '../../i18n/HeaderLanguage';
import { activateLocale, chooseLocale } from '../../i18n/language';
import { stored } from '../../test/account-fixtures';
import { createFakeApi, renderWithApi } from '../../test/fake-api';
import { renderWithAccount, VERIFIED_TRIAL } from '../../test/render-with-account';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { SignInDialog } from './SignInDialog';

const savesLocale = { 'auth.setLocale': (input: unknown) => input };

beforeEach(() => window.localStorage.clear());
afterEach(() => activateLocale('en'));

describe('picking a language', () => {
  beforeAll(async () => {
    await HeaderLanguage.load();
  }, 60_000);

  it('saves a signed-in seller’s pick on the account', async () => {
    const { api } = renderWithAccount(<HeaderLanguage />, { session: stored, handlers: savesLocale });
    await waitFor(() => expect(api.inputsOf('auth.verify')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /^Language: / }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Deutsch' }));
    await waitFor(() => expect(api.inputsOf('auth.setLocale')).toEqual([{ locale: 'de' }]));
    expect(window.localStorage.getItem('margin.locale')).toBe('de');
  });

  it('keeps a visitor’s pick on the device only', async () => {
    const { api } = renderWithAccount(<p>calculator</p>, { session: null, handlers: savesLocale });
    await chooseLocale('fr');
    expect(window.localStorage.getItem('margin.locale')).toBe('fr');
    expect(api.inputsOf('auth.setLocale')).toEqual([]);
  });
});

describe('signing in', () => {
  const verifiedWith = (locale: string | null) => ({ 'auth.verify': () => ({ ...VERIFIED_TRIAL, locale }) });

  it('takes up the account’s language on a device that never chose one', async () => {
    renderWithAccount(<p>calculator</p>, { session: stored, handlers: verifiedWith('fr') });
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(window.localStorage.getItem('margin.locale')).toBe('fr');
  });

  it('keeps the language this device chose', async () => {
    window.localStorage.setItem('margin.locale', 'de');
    await activateLocale('de');
    const { api } = renderWithAccount(<p>calculator</p>, {
      session: stored,
      handlers: { ...verifiedWith('fr'), ...savesLocale },
    });
    await waitFor(() => expect(api.inputsOf('auth.verify')).toHaveLength(1));
    // The code that takes the account's language up comes after the first paint: here before the check.
    await import('./account-language-sync');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.documentElement.lang).toBe('de');
    expect(api.inputsOf('auth.setLocale')).toEqual([]);
  });

  it('gives an account without a language the one this device chose', async () => {
    window.localStorage.setItem('margin.locale', 'nl');
    const { api } = renderWithAccount(<p>calculator</p>, {
      session: stored,
      handlers: { ...verifiedWith(null), ...savesLocale },
    });
    await waitFor(() => expect(api.inputsOf('auth.setLocale')).toEqual([{ locale: 'nl' }]));
  });

  it('sends the app’s language with a sign-in', async () => {
    await activateLocale('de');
    const api = createFakeApi({
      'auth.checkUser': () => ({ has_password: false }),
      'auth.login': () => ({ ...stored, is_new: true, locale: 'de' }),
      'auth.forgotPassword': () => ({ message: 'sent' }),
    });
    const onSignedIn = vi.fn();
    renderWithApi(<SignInDialog opened onClose={() => {}} onSignedIn={onSignedIn} />, api);
    await userEvent.type(screen.getByLabelText('E-Mail'), 'neu@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Gratis testen' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.inputsOf('auth.login')).toEqual([
      { email: 'neu@example.com', remember_me: true, locale: 'de' },
    ]);
  });

  it('sends the app’s language with a reset request', async () => {
    await activateLocale('fr');
    const api = createFakeApi({ 'auth.forgotPassword': () => ({ message: 'sent' }) });
    renderWithApi(<ForgotPasswordDialog opened onClose={() => {}} initialEmail="x@example.com" />, api);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await waitFor(() => expect(api.inputsOf('auth.forgotPassword')).toHaveLength(1));
    expect(api.inputsOf('auth.forgotPassword')[0]).toMatchObject({ email: 'x@example.com', locale: 'fr' });
  });
});
