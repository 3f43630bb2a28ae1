import { msg } from '@lingui/core/macro';
import { localized } from '../../i18n/localized';

/**
 * Said once when the server refuses a stored session; the seller signs in again where they were. Apart from the
 * sign-in errors, which only the (lazy) sign-in screens need, so the first download does not carry them.
 */
export const SESSION_TEXTS = localized({
  ended: msg`Your session has ended. Please sign in again; your calculation is kept.`,
});
