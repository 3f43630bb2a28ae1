import { ADMIN_MESSAGES } from '@margin/core';
import { apiFailure } from '@margin/ui';

/**
 * A failed login as spec §8 words it: 423 the server's detail (or the lockout sentence), 401 'Invalid username or
 * password' for the password step and the server's sentence for the code step (wrong or expired code), other
 * statuses their detail or 'Login failed', no answer at all 'Failed to authenticate. Please try again.'
 */
export function loginErrorMessage(error: unknown, step: 'password' | 'code'): string {
  const { status, detail, network } = apiFailure(error);
  if (network) return ADMIN_MESSAGES.networkFailure;
  if (status === 423) return detail ?? ADMIN_MESSAGES.locked;
  if (status === 401) {
    return step === 'password' ? ADMIN_MESSAGES.badCredentials : (detail ?? ADMIN_MESSAGES.mfaCodeInvalid);
  }
  return detail ?? ADMIN_MESSAGES.loginFailed;
}

/** The code step has to start over from the password (the server forgot the first step). */
export function isExpiredChallenge(error: unknown): boolean {
  return apiFailure(error).detail === ADMIN_MESSAGES.mfaChallengeExpired;
}
