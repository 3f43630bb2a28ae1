// Test helpers for card payments: a fake Stripe API server for the real SDK to talk to.
import type Stripe from 'stripe';
import type { Database } from '@margin/db';
import { createStripeBilling, createStripeClient } from '../../services/payments/stripe-billing';
import { createTestBilling } from '../../services/payments/test-billing';
import { FAKE_STRIPE_SECRET_KEY, FakeStripe, type FakeStripeOptions } from './fake-stripe';

export * from './fake-stripe';

export interface RunningFakeStripe {
  fake: FakeStripe;
  /** The real SDK, pointed at the fake (no retries, so a failure shows at once). */
  stripe: Stripe;
  url: string;
  close: () => Promise<void>;
}

/** Starts a fake Stripe server and a client for it. Close it in afterAll. */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<RunningFakeStripe> {
  const fake = new FakeStripe(options);
  const { url, close } = await fake.start();
  const stripe = createStripeClient({
    secretKey: FAKE_STRIPE_SECRET_KEY,
    apiBase: url,
    maxNetworkRetries: 0,
  });
  return { fake, stripe, url, close };
}

/** A fake Stripe plus both billings over `db` (Stripe's and the built-in test checkout's), as the router tests use them. */
export async function startBillingFixture(db: Database, publicUrl = 'http://localhost:3000') {
  const stripeApi = await startFakeStripe();
  return {
    ...stripeApi,
    stripeBilling: createStripeBilling({ db, stripe: stripeApi.stripe, publicUrl }),
    testBilling: createTestBilling({ db, publicUrl }),
  };
}
