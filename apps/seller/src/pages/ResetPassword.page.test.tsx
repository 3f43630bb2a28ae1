import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, FakeApiError, renderWithApi, type FakeHandler } from '../test/fake-api';
import { RESET_REDIRECT_MS, ResetPasswordPage } from './ResetPassword.page';

function setup(token: string | null, handlers: Record<string, FakeHandler> = {}) {
  const api = createFakeApi({
    'auth.resetPassword': () => ({
      message: 'Your password has been reset. You can now sign in with your new password.',
    }),
    ...handlers,
  });
  const navigate = vi.fn();
  renderWithApi(<ResetPasswordPage token={token} navigate={navigate} />, api);
  return { api, navigate };
}

const fill = async (password: string, confirm: string) => {
  await userEvent.type(screen.getByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
};

describe('password reset page', () => {
  it('says the token is missing and offers no form to send', () => {
    setup(null);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing reset token');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  it.each([
    ['short1A', 'short1A', 'Password must be at least 8 characters long'],
    ['Abcdefg1', 'Abcdefg9', 'Passwords do not match'],
  ])('checks the rules before sending (%s)', async (password, confirm, text) => {
    const { api } = setup('tok');
    await fill(password, confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(api.calls).toEqual([]);
  });

  it("shows the server's message, a way to sign in, and goes home after 3 seconds", async () => {
    // Fake timers that still move on their own, so typing and the API answer work as usual.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api, navigate } = setup('reset-tok');
      await fill('Abcdefg1', 'Abcdefg1');
      expect(
        await screen.findByText('Your password has been reset. You can now sign in with your new password.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      expect(api.inputsOf('auth.resetPassword')).toEqual([{ token: 'reset-tok', password: 'Abcdefg1' }]);
      await act(() => vi.advanceTimersByTimeAsync(RESET_REDIRECT_MS - 1000));
      expect(navigate).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(navigate).toHaveBeenCalledWith('/');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows why the server refused the link', async () => {
    setup('old', {
      'auth.resetPassword': () => {
        throw new FakeApiError(400, 'This link is invalid or has expired. Please request a new one.');
      },
    });
    await fill('Abcdefg1', 'Abcdefg1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired. Please request a new one.',
    );
  });
});
