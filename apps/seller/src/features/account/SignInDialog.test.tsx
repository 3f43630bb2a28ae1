import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createFakeApi,
  FakeApiError,
  FakeNetworkDown,
  renderWithApi,
  type FakeHandler,
} from '../../test/fake-api';
import { SignInDialog } from './SignInDialog';

const signedIn = {
  user_id: 'u1',
  email: 'maker@example.com',
  token: 'tok',
  remembered: true,
  account_type: 'trial',
  has_password: false,
  is_new: true,
};

function setup(handlers: Record<string, FakeHandler> = {}) {
  const api = createFakeApi({
    'auth.checkUser': () => ({ has_password: false }),
    'auth.login': () => signedIn,
    ...handlers,
  });
  const onSignedIn = vi.fn();
  renderWithApi(<SignInDialog opened onClose={() => {}} onSignedIn={onSignedIn} />, api);
  return { api, onSignedIn };
}

const email = () => screen.getByLabelText('Email');
const submit = (name: 'Start Free Trial' | 'Sign In') => screen.getByRole('button', { name });

describe('SignInDialog', () => {
  it('opens in signup mode: e-mail only, remember me on, submit disabled until there is an e-mail', async () => {
    setup();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByLabelText('Remember me on this device')).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Forgot Password' })).toBeNull();
    expect(submit('Start Free Trial')).toBeDisabled();
    await userEvent.type(email(), 'a');
    expect(submit('Start Free Trial')).toBeEnabled();
  });

  it('starts the trial with a trimmed, lowercased e-mail and hands the session over', async () => {
    const { api, onSignedIn } = setup();
    await userEvent.type(email(), '  Maker@Example.COM ');
    await userEvent.click(screen.getByLabelText('Remember me on this device'));
    await userEvent.click(submit('Start Free Trial'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn));
    expect(api.inputsOf('auth.checkUser')).toEqual([{ email: 'maker@example.com' }]);
    expect(api.inputsOf('auth.login')).toEqual([
      { email: 'maker@example.com', remember_me: false, locale: 'en' },
    ]);
  });

  it('says the e-mail is missing when it is only spaces', async () => {
    const { api } = setup();
    await userEvent.type(email(), '   ');
    await userEvent.click(submit('Start Free Trial'));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('switches to Pro mode instead of signing in when the account has a password', async () => {
    const { api, onSignedIn } = setup({ 'auth.checkUser': () => ({ has_password: true }) });
    await userEvent.type(email(), 'pro@example.com');
    await userEvent.click(submit('Start Free Trial'));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(email()).toHaveValue('pro@example.com');
    expect(api.inputsOf('auth.login')).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(submit('Sign In')).toBeDisabled();
  });

  it('signs in to Pro with the NFKC-normalised, trimmed password', async () => {
    const { api, onSignedIn } = setup({
      'auth.login': () => ({ ...signedIn, account_type: 'full', has_password: true }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Already have a Pro account? Sign in here' }));
    await userEvent.type(email(), 'pro@example.com');
    await userEvent.type(screen.getByLabelText('Password'), ' Ｐass1word ');
    await userEvent.click(submit('Sign In'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.inputsOf('auth.checkUser')).toEqual([]);
    expect(api.inputsOf('auth.login')).toEqual([
      { email: 'pro@example.com', remember_me: true, password: 'Pass1word', locale: 'en' },
    ]);
  });

  it('asks for the password in Pro mode when it is only spaces', async () => {
    const { api } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Already have a Pro account? Sign in here' }));
    await userEvent.type(email(), 'pro@example.com');
    await userEvent.type(screen.getByLabelText('Password'), '   ');
    await userEvent.click(submit('Sign In'));
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it.each([
    [
      new FakeApiError(401, 'Invalid email or password.'),
      'Invalid password. Please try again or use "Forgot Password" to reset it.',
    ],
    [new FakeApiError(423, 'Locked.'), 'Too many login attempts. Please try again in 15 minutes.'],
    [
      new FakeApiError(500, 'Server error. Please try again in a few moments.'),
      'Server error. Please try again in a few moments.',
    ],
    [new FakeNetworkDown(), 'Failed to authenticate. Please try again.'],
  ])('shows the catalogue text for a failed sign-in (%s)', async (failure, text) => {
    setup({
      'auth.login': () => {
        throw failure;
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Already have a Pro account? Sign in here' }));
    await userEvent.type(email(), 'pro@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(submit('Sign In'));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the verification notice for a returning trial account on another device', async () => {
    setup({
      'auth.login': () => {
        throw new FakeApiError(403, 'Please verify your email. Check your inbox for a verification link.');
      },
    });
    await userEvent.type(email(), 'maker@example.com');
    await userEvent.click(submit('Start Free Trial'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please verify your email. Check your inbox for a verification link.',
    );
  });

  it('refuses an answer without a user id', async () => {
    const { onSignedIn } = setup({ 'auth.login': () => ({ ...signedIn, user_id: '' }) });
    await userEvent.type(email(), 'maker@example.com');
    await userEvent.click(submit('Start Free Trial'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user data received from server.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the setup-failure text when keeping the session fails', async () => {
    const api = createFakeApi({
      'auth.checkUser': () => ({ has_password: false }),
      'auth.login': () => signedIn,
    });
    renderWithApi(
      <SignInDialog
        opened
        onClose={() => {}}
        onSignedIn={() => {
          throw new Error('storage');
        }}
      />,
      api,
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.type(email(), 'maker@example.com');
    await userEvent.click(submit('Start Free Trial'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication succeeded but failed to complete setup. Please refresh the page.',
    );
  });

  it('the back link returns to signup mode and clears the password and the error', async () => {
    setup({
      'auth.login': () => {
        throw new FakeApiError(401, 'Unknown');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Already have a Pro account? Sign in here' }));
    await userEvent.type(email(), 'pro@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(submit('Sign In'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password incorrect.');

    await userEvent.click(screen.getByRole('button', { name: /Back to free trial/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(email()).toHaveValue('pro@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Already have a Pro account? Sign in here' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it("'Forgot Password' asks for a reset link and shows the server's message", async () => {
    const { api } = setup({
      'auth.forgotPassword': () => ({
        message: 'If an account exists for this email, we have sent instructions.',
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Already have a Pro account? Sign in here' }));
    await userEvent.type(email(), ' Pro@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    // The reset dialog's code comes on demand (lazyDialog): the first opening waits for it.
    const send = await screen.findByRole('button', { name: 'Send Reset Link' });
    expect(screen.getByLabelText('Email')).toHaveValue(' Pro@Example.com');
    await userEvent.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for this email, we have sent instructions.',
    );
    expect(api.inputsOf('auth.forgotPassword')).toEqual([
      { email: 'pro@example.com', origin_url: window.location.origin, locale: 'en' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the forgot-password catalogue text on failure', async () => {
    setup({
      'auth.forgotPassword': () => {
        throw new FakeNetworkDown();
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Already have a Pro account? Sign in here' }));
    await userEvent.type(email(), 'pro@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send reset instructions. Please try again.',
    );
  });
});
