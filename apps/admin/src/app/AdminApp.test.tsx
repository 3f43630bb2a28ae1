import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ADMIN_PASSWORD_RULES } from '@margin/core';
import { createFakeApi, FakeApiError, FakeNetworkDown } from '@margin/ui/fake-api';
import { adminUser, loginResponse, signedIn, stats, TOKEN, verifyResult } from '../test/admin-fixtures';
import { renderAdmin } from '../test/render-admin';
import { AdminApp } from './AdminApp';

const dashboardApi = (extra: Record<string, (input: unknown) => unknown> = {}) =>
  createFakeApi({
    'admin.verify': () => verifyResult(),
    'admin.stats': () => stats(),
    'admin.users': () => ({ users: [adminUser()] }),
    ...extra,
  });

async function logIn(username = 'Ops', password = 'Correct-Horse-9!') {
  await userEvent.type(await screen.findByLabelText(/Username/), username);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('admin login', () => {
  it('asks for the second factor when the server does, then opens the dashboard with the session token', async () => {
    const api = dashboardApi({
      'admin.login': () => ({ mfa_required: true, mfa_token: 'mfa_step', expires_in: 300 }),
      'admin.mfaLogin': () => loginResponse(),
    });
    renderAdmin(<AdminApp />, api);

    await logIn();
    expect(api.inputsOf('admin.login')).toEqual([{ username: 'ops', password: 'Correct-Horse-9!' }]);
    await userEvent.type(await screen.findByLabelText(/Authentication code/), ' 123456 ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
    expect(api.inputsOf('admin.mfaLogin')).toEqual([{ mfa_token: 'mfa_step', code: '123456' }]);
    expect(await screen.findByText('$0.75')).toBeInTheDocument();
    // The session is kept for this browser tab only and sent on every call after login.
    expect(sessionStorage.getItem('margin.admin_session')).toContain(TOKEN);
    const afterLogin = api.calls.filter(
      (c) => !c.path.startsWith('admin.login') && c.path !== 'admin.mfaLogin',
    );
    expect(afterLogin.map((c) => c.path)).toEqual(expect.arrayContaining(['admin.verify', 'admin.stats']));
    for (const call of afterLogin) expect(call.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('says which code was wrong and stays on the code step', async () => {
    const api = dashboardApi({
      'admin.login': () => ({ mfa_required: true, mfa_token: 'mfa_step', expires_in: 300 }),
      'admin.mfaLogin': () => {
        throw new FakeApiError(401, ADMIN_MESSAGES.mfaCodeInvalid);
      },
    });
    renderAdmin(<AdminApp />, api);
    await logIn();
    await userEvent.type(await screen.findByLabelText(/Authentication code/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(ADMIN_MESSAGES.mfaCodeInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/Authentication code/)).toBeInTheDocument();
  });

  it.each([
    [401, 'anything', ADMIN_MESSAGES.badCredentials],
    [
      423,
      'Account is locked. Please try again in 15 minutes.',
      'Account is locked. Please try again in 15 minutes.',
    ],
    [500, 'Database unavailable', 'Database unavailable'],
  ])('answers a %i with the sentence of spec §8', async (status, detail, shown) => {
    const api = createFakeApi({
      'admin.login': () => {
        throw new FakeApiError(status, detail);
      },
    });
    renderAdmin(<AdminApp />, api);
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(sessionStorage.getItem('margin.admin_session')).toBeNull();
  });

  it('says when the server cannot be reached', async () => {
    const api = createFakeApi({
      'admin.login': () => {
        throw new FakeNetworkDown();
      },
    });
    renderAdmin(<AdminApp />, api);
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.networkFailure);
  });
});

describe('admin session', () => {
  it('goes back to the login with a sentence when any call answers 401', async () => {
    signedIn();
    const api = dashboardApi({
      'admin.stats': () => {
        throw new FakeApiError(401, ADMIN_MESSAGES.sessionExpired);
      },
    });
    renderAdmin(<AdminApp />, api);

    expect(await screen.findByText(ADMIN_MESSAGES.sessionExpired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(sessionStorage.getItem('margin.admin_session')).toBeNull();
  });

  it('verifies a stored session on reload and logs out on the server', async () => {
    signedIn();
    const api = dashboardApi({ 'admin.logout': () => ({ message: 'You have been logged out.' }) });
    renderAdmin(<AdminApp />, api);

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(expect.arrayContaining(['admin.verify', 'admin.logout']));
    expect(api.calls.find((c) => c.path === 'admin.logout')?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sessionStorage.getItem('margin.admin_session')).toBeNull();
  });

  it('logs out here even when the server cannot be reached', async () => {
    signedIn();
    const api = dashboardApi({
      'admin.logout': () => {
        throw new FakeNetworkDown();
      },
    });
    renderAdmin(<AdminApp />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    expect(sessionStorage.getItem('margin.admin_session')).toBeNull();
  });

  it('warns before the password expires and opens Change Password from the banner', async () => {
    signedIn();
    const api = dashboardApi({
      'admin.verify': () => verifyResult({ password_expires_soon: true, days_until_password_expires: 5 }),
    });
    renderAdmin(<AdminApp />, api);

    expect(await screen.findByText(/Your admin password expires in 5 days/)).toBeInTheDocument();
    const banner = screen.getByText('Password expires soon').closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(banner).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('makes an expired password be changed first, with the policy checked before sending', async () => {
    signedIn();
    let expired = true;
    const api = dashboardApi({
      'admin.verify': () => verifyResult({ password_expired: expired, days_until_password_expires: 0 }),
      'admin.changePassword': () => {
        expired = false;
        return {
          message: ADMIN_MESSAGES.passwordChanged,
          password_expires_soon: false,
          days_until_password_expires: 90,
          password_expired: false,
          password_expires_at: '2027-02-23T00:00:00.000Z',
        };
      },
    });
    renderAdmin(<AdminApp />, api);

    expect(await screen.findByText(ADMIN_MESSAGES.passwordExpired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Current password/), 'Old-Password-2025!');
    await userEvent.type(screen.getByLabelText(/^New password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText(ADMIN_PASSWORD_RULES.tooShort)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.type(screen.getByLabelText(/^New password/), 'Fresh-Harbour-2026!');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'Fresh-Harbour-2026?');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText(ADMIN_PASSWORD_RULES.mismatch)).toBeInTheDocument();
    expect(api.inputsOf('admin.changePassword')).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/Confirm new password/));
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'Fresh-Harbour-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(ADMIN_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(api.inputsOf('admin.changePassword')).toEqual([
      {
        current_password: 'Old-Password-2025!',
        new_password: 'Fresh-Harbour-2026!',
        confirm_password: 'Fresh-Harbour-2026!',
      },
    ]);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Stats' })).toBeInTheDocument());
  });
});
