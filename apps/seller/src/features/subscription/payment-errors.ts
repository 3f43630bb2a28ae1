import { msg, t } from '@lingui/core/macro';
import { localized } from '../../i18n/localized';
import { apiFailure } from '../account/api-error';

/** The payment modal's failures in the spec's words (core spec §8): which step of the upgrade failed. */
export const PAYMENT_ERRORS = localized({
  account: msg`Failed to create account`,
  checkout: msg`Failed to create checkout session`,
  fallback: msg`Failed to start subscription`,
});

export type PaymentStep = 'upgrade' | 'checkout';

export interface PaymentErrorText {
  /** The spec's sentence for the step that failed. */
  title: string;
  /** The server's own reason, when it gave one, as a second line ("This account already has a password..."). */
  detail: string | null;
}

/**
 * The red box of the subscription modal. `step` is the call that failed; anything else (no step) is the
 * fallback. A failure without an answer from the server has no second line: the first says enough.
 */
export function paymentErrorText(step: PaymentStep | null, error: unknown): PaymentErrorText {
  const title =
    step === 'upgrade'
      ? PAYMENT_ERRORS.account
      : step === 'checkout'
        ? PAYMENT_ERRORS.checkout
        : PAYMENT_ERRORS.fallback;
  const { detail } = step ? apiFailure(error) : { detail: null };
  return { title, detail: detail && detail !== title ? detail : null };
}

/** Cancelling without an e-mail on the account, in the spec's words (core spec §8), pointing to support. */
export function missingEmailCancelMessage(supportEmail: string): string {
  return t`Unable to cancel subscription. User email not found. Please contact support at ${supportEmail}`;
}
