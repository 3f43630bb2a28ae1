/**
 * The payment result page without a session (it lapsed during checkout, or the seller paid on another device):
 * the checkout session id is the capability, as on Stripe's own success page. Whoever holds it learns whether
 * that checkout is paid, open or expired, and nothing else: no e-mail, no user id, no amount.
 */
import { hintedError } from '../../http-hint';
import { TOO_MANY_REQUESTS_MESSAGE } from '../auth/login-guard';
import type { Billing, CheckoutStatus, CounterStore } from '../types';

/**
 * Calls per client address. The page polls at most 5 times per visit; the limit keeps a known id from being
 * used to make us call Stripe without end (an unknown one never reaches Stripe).
 */
export const CHECKOUT_RESULT_PER_IP = { max: 30, windowMs: 60 * 1000 } as const;

export async function limitCheckoutResultCalls(counters: CounterStore, ip: string): Promise<void> {
  const { count, resetInMs } = await counters.hit(
    `checkout-result:ip:${ip}`,
    CHECKOUT_RESULT_PER_IP.windowMs,
  );
  if (count > CHECKOUT_RESULT_PER_IP.max) {
    throw hintedError('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS_MESSAGE, {
      retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
    });
  }
}

/**
 * Where a checkout stands, for whoever holds its id. A paid one is fulfilled here as on the signed-in call
 * (idempotent, from the processor's truth), so a seller whose session lapsed has Pro when they sign in again.
 */
export async function checkoutResult(billing: Billing, sessionId: string): Promise<CheckoutStatus> {
  const { payment_status, status } = await billing.checkoutStatus(sessionId, null);
  // Built field by field, so nothing an implementation might add one day goes out to strangers.
  return { payment_status, status };
}
