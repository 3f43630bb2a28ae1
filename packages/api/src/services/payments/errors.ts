/**
 * A payment request the seller cannot have, in words the client shows as is. The router maps `code` to the
 * TRPCError of the same name; anything else a billing implementation throws is our fault (a 500, logged).
 */
export class BillingError extends Error {
  override name = 'BillingError';
  constructor(
    readonly code: 'BAD_REQUEST' | 'NOT_FOUND' | 'CONFLICT',
    message: string,
  ) {
    super(message);
  }
}

export const BILLING_MESSAGES = {
  alreadySubscribed: 'You already have an active subscription.',
  sessionNotFound: 'Payment session not found.',
  nothingToCancel: 'You have no active subscription to cancel.',
  nothingToResume: 'You have no cancelled subscription to resume.',
  periodEnded: 'Your subscription has already ended, so it cannot be resumed. Please subscribe again.',
  paymentProcessing: 'Your last payment is still being processed. Please check again in a few minutes.',
} as const;
