// Card payments: Stripe Checkout in production, the built-in test checkout in the local run. Both fulfil through
// fulfilment.ts; the server wires one of them into `services.billing` and mounts the matching HTTP pieces.
export { PACKAGE_ID, TEST_PRICE, checkoutReturnUrls } from './constants';
export { BillingError, BILLING_MESSAGES } from './errors';
export type { FulfilmentResult } from './fulfilment';
export { silentPaymentLog, type OnFulfilled, type PaymentLog } from './follow-up';
export {
  createStripeBilling,
  createStripeClient,
  STRIPE_NETWORK_RETRIES,
  type StripeBillingOptions,
  type StripeClientOptions,
} from './stripe-billing';
export { handleStripeEvent, isHandledStripeEvent, type StripeEventOutcome } from './stripe-webhook-handler';
export {
  cancelTestCheckout,
  completeTestCheckout,
  createTestBilling,
  findTestCheckout,
  type TestBillingOptions,
  type TestCheckoutOutcome,
  type TestCheckoutState,
  type TestCheckoutView,
} from './test-billing';
export { RECEIPT_SWEEP_AFTER_MS, sendOwedReceipts, sendPaymentReceipt, type PaidCharge } from './receipt';
