import type { FulfilmentResult } from './fulfilment';

/** pino-compatible: `log.warn({ ...details }, 'message')`. */
export interface PaymentLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const silentPaymentLog: PaymentLog = { warn: () => {}, error: () => {} };

/** Called after a charge became paid (for the receipt e-mail); its failures are logged, never undo the payment. */
export type OnFulfilled = (result: FulfilmentResult) => void | Promise<void>;

/** Logs what needs an operator and tells the caller about a new payment. Shared by every fulfilling path. */
export async function afterFulfilment(
  result: FulfilmentResult,
  log: PaymentLog,
  onFulfilled: OnFulfilled | undefined,
): Promise<void> {
  if (result.ignoredSubscriptionId) {
    log.error(
      { userId: result.userId, subscriptionId: result.ignoredSubscriptionId },
      'second subscription for a seller who already has paid access: refund and cancel it in Stripe',
    );
  }
  if (result.newlyPaid && onFulfilled) {
    try {
      await onFulfilled(result);
    } catch (err) {
      log.error({ err, userId: result.userId }, 'follow-up of a new payment failed');
    }
  }
}
