import { useEffect, useReducer } from 'react';
import {
  INITIAL_PAYMENT_POLL,
  PAYMENT_POLL_INTERVAL_MS,
  paymentPollReducer,
  type CheckoutStatusAnswer,
  type PaymentPollState,
} from './payment-status';

/**
 * Asks `check` at once, then every 2 seconds while the payment is still pending, at most 5 times.
 * `check` should be stable (useCallback): a new one restarts the wait for the current attempt.
 */
export function usePaymentPolling(check: () => Promise<CheckoutStatusAnswer>): PaymentPollState {
  const [state, dispatch] = useReducer(paymentPollReducer, INITIAL_PAYMENT_POLL);
  const { phase, attempts } = state;

  useEffect(() => {
    if (phase !== 'checking') return;
    let cancelled = false;
    const timer = setTimeout(
      () => {
        check().then(
          (answer) => !cancelled && dispatch({ type: 'answer', answer }),
          () => !cancelled && dispatch({ type: 'failed' }),
        );
      },
      attempts === 0 ? 0 : PAYMENT_POLL_INTERVAL_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [check, phase, attempts]);

  return state;
}
