import { describe, expect, it } from 'vitest';
import {
  forgotPasswordErrorMessage,
  forgotPasswordFailureMessage,
  LOGIN_ERRORS,
  loginErrorMessage,
  loginFailureMessage,
  resetPasswordFailureMessage,
} from './login-errors';

/** A failure as the tRPC client reports it: the server's detail and `data.httpStatus`. */
const answered = (httpStatus: number, message: string) =>
  Object.assign(new Error(message), { data: { httpStatus } });
const offline = () => new TypeError('Failed to fetch');

describe('loginErrorMessage: the login rows of the error catalogue (core spec §8)', () => {
  it.each([
    [
      401,
      'Invalid email or password.',
      'Invalid password. Please try again or use "Forgot Password" to reset it.',
    ],
    [401, 'This account has a password. Please sign in with your password.', LOGIN_ERRORS.invalidPassword],
    [401, 'PASSWORD mismatch', LOGIN_ERRORS.invalidPassword],
    [401, 'Unknown account', 'Email or password incorrect.'],
    [401, null, 'Email or password incorrect.'],
    [
      403,
      'Please verify your email. Check your inbox for a verification link.',
      'Please verify your email. Check your inbox for a verification link.',
    ],
    [403, 'You must Verify first', LOGIN_ERRORS.verifyEmail],
    [403, 'Account disabled', 'Account access restricted. Please contact support.'],
    [403, null, 'Account access restricted. Please contact support.'],
    [423, 'Account locked until 12:15', 'Too many login attempts. Please try again in 15 minutes.'],
    [429, 'Slow down', 'Too many requests. Please wait a moment and try again.'],
    [
      500,
      'Server error. Please try again in a few moments.',
      'Server error. Please try again in a few moments.',
    ],
    [500, 'stack trace', 'Server error. Please try again in a few moments.'],
    [400, 'Please enter a valid email address', 'Please enter a valid email address'],
    [502, 'Bad gateway', 'Bad gateway'],
    [400, null, 'Login failed. Please check your connection and try again.'],
    [503, '   ', 'Login failed. Please check your connection and try again.'],
  ])('%i with detail %j shows %j', (status, detail, expected) => {
    expect(loginErrorMessage(status, detail)).toBe(expected);
  });

  it('reads status and detail from the client error; no answer at all is the generic fallback', () => {
    expect(loginFailureMessage(answered(423, 'locked'))).toBe(LOGIN_ERRORS.locked);
    expect(loginFailureMessage(answered(401, 'Invalid email or password.'))).toBe(
      LOGIN_ERRORS.invalidPassword,
    );
    expect(loginFailureMessage(offline())).toBe('Failed to authenticate. Please try again.');
    expect(loginFailureMessage(undefined)).toBe(LOGIN_ERRORS.generic);
  });
});

describe('forgot password errors (core spec §8)', () => {
  it.each([
    ['User not found', 'No account found with this email address.'],
    ['No password set for this account', "This account doesn't have a password set. Please contact support."],
    [
      'Too many requests. Please wait a moment and try again.',
      'Too many requests. Please wait a moment and try again.',
    ],
    [null, 'Failed to send reset instructions. Please try again.'],
    ['', 'Failed to send reset instructions. Please try again.'],
  ])('detail %j shows %j', (detail, expected) => {
    expect(forgotPasswordErrorMessage(detail)).toBe(expected);
  });

  it('falls back when the server never answered', () => {
    expect(forgotPasswordFailureMessage(offline())).toBe(
      'Failed to send reset instructions. Please try again.',
    );
    expect(forgotPasswordFailureMessage(answered(404, 'Account not found'))).toBe(
      'No account found with this email address.',
    );
  });
});

describe('password reset page errors (advanced spec §8)', () => {
  it('shows the server detail, the generic failure, or the connection text', () => {
    expect(resetPasswordFailureMessage(answered(400, 'This link is invalid or has expired.'))).toBe(
      'This link is invalid or has expired.',
    );
    expect(resetPasswordFailureMessage(answered(400, ''))).toBe('Password reset failed. Please try again.');
    expect(resetPasswordFailureMessage(offline())).toBe(
      'Failed to reset password. Please check your connection and try again.',
    );
  });
});
