import { msg } from '@lingui/core/macro';
import { localized } from '../../i18n/localized';
import { apiFailure, serverFailure } from './api-error';
import { serverSentence } from './server-sentences';

/** The error catalogue of core spec §8, word for word in English. */
export const LOGIN_ERRORS = localized({
  invalidPassword: msg`Invalid password. Please try again or use "Forgot Password" to reset it.`,
  incorrect: msg`Email or password incorrect.`,
  verifyEmail: msg`Please verify your email. Check your inbox for a verification link.`,
  restricted: msg`Account access restricted. Please contact support.`,
  locked: msg`Too many login attempts. Please try again in 15 minutes.`,
  tooManyRequests: msg`Too many requests. Please wait a moment and try again.`,
  serverError: msg`Server error. Please try again in a few moments.`,
  loginFailed: msg`Login failed. Please check your connection and try again.`,
  setupFailed: msg`Authentication succeeded but failed to complete setup. Please refresh the page.`,
  generic: msg`Failed to authenticate. Please try again.`,
  invalidResponse: msg`Invalid response from server. Please try again.`,
  invalidUserData: msg`Invalid user data received from server.`,
});

/** The sign-in dialog's message for an answer with this status and server detail (the server's English). */
export function loginErrorMessage(status: number, detail: string | null | undefined): string {
  const text = detail ?? '';
  switch (status) {
    case 401:
      return /password/i.test(text) ? LOGIN_ERRORS.invalidPassword : LOGIN_ERRORS.incorrect;
    case 403:
      return /verify/i.test(text) ? LOGIN_ERRORS.verifyEmail : LOGIN_ERRORS.restricted;
    case 423:
      return LOGIN_ERRORS.locked;
    case 429:
      return LOGIN_ERRORS.tooManyRequests;
    case 500:
      return LOGIN_ERRORS.serverError;
    default:
      return text.trim() ? serverSentence(text) : LOGIN_ERRORS.loginFailed;
  }
}

/** Any failure of check-user, login or a sign-in link; no answer at all is the generic fallback. */
export function loginFailureMessage(error: unknown): string {
  const failure = serverFailure(error);
  return failure.status === null ? LOGIN_ERRORS.generic : loginErrorMessage(failure.status, failure.detail);
}

export const FORGOT_PASSWORD_ERRORS = localized({
  notFound: msg`No account found with this email address.`,
  noPassword: msg`This account doesn't have a password set. Please contact support.`,
  fallback: msg`Failed to send reset instructions. Please try again.`,
});

/** Core spec §8, forgot password: the server's detail (its English), recognised or shown in the seller's language. */
export function forgotPasswordErrorMessage(detail: string | null | undefined): string {
  const text = detail?.trim() ?? '';
  if (!text) return FORGOT_PASSWORD_ERRORS.fallback;
  if (/not found/i.test(text)) return FORGOT_PASSWORD_ERRORS.notFound;
  if (/password/i.test(text)) return FORGOT_PASSWORD_ERRORS.noPassword;
  return serverSentence(text);
}

export function forgotPasswordFailureMessage(error: unknown): string {
  return forgotPasswordErrorMessage(serverFailure(error).detail);
}

export const RESET_PASSWORD_ERRORS = localized({
  missingToken: msg`Invalid or missing reset token`,
  failed: msg`Password reset failed. Please try again.`,
  network: msg`Failed to reset password. Please check your connection and try again.`,
});

/** Advanced spec §8, password reset page: the server's detail when it answered, else the network text. */
export function resetPasswordFailureMessage(error: unknown): string {
  const failure = apiFailure(error);
  if (failure.network) return RESET_PASSWORD_ERRORS.network;
  return failure.detail ?? RESET_PASSWORD_ERRORS.failed;
}
