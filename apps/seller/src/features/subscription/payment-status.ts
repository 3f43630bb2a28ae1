/**
 * The payment result page's state machine (core spec §2.9, §4): checking until the checkout is paid
 * (success) or expired; a failed call is an error; still pending after the last poll is a timeout.
 */
export const PAYMENT_POLL_INTERVAL_MS = 2000;
export const PAYMENT_POLL_MAX_ATTEMPTS = 5;

export type PaymentPhase = 'checking' | 'success' | 'expired' | 'error' | 'timeout';

export interface PaymentPollState {
  phase: PaymentPhase;
  /** Status calls answered or failed so far. */
  attempts: number;
}

export interface CheckoutStatusAnswer {
  payment_status: string;
  status: string;
}

export type PaymentPollEvent = { type: 'answer'; answer: CheckoutStatusAnswer } | { type: 'failed' };

export const INITIAL_PAYMENT_POLL: PaymentPollState = { phase: 'checking', attempts: 0 };

export function paymentPollReducer(state: PaymentPollState, event: PaymentPollEvent): PaymentPollState {
  // A late answer after the page has decided changes nothing.
  if (state.phase !== 'checking') return state;
  const attempts = state.attempts + 1;
  if (event.type === 'failed') return { phase: 'error', attempts };
  if (event.answer.payment_status === 'paid') return { phase: 'success', attempts };
  if (event.answer.status === 'expired') return { phase: 'expired', attempts };
  return { phase: attempts >= PAYMENT_POLL_MAX_ATTEMPTS ? 'timeout' : 'checking', attempts };
}
