// What several fault tests do to the server before cutting something: a paid Stripe checkout and its events, their
// delivery to the webhook, and an admin's Activate Pro.
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { checkoutReturnUrls, createStripeBilling } from '@margin/api';
import type { RunningFakeStripe } from '@margin/api/payments-testing';
import { createSeller } from '@margin/api/testing';
import type { Database } from '@margin/db';
import { STRIPE_WEBHOOK_PATH } from '../plugins/stripe-webhook';

const PUBLIC_URL = 'http://localhost:3000';

/** A trial seller who went through Stripe Checkout and paid; `events` are what Stripe then sends to the webhook. */
export async function paidStripeCheckout(db: Database, { fake, stripe }: RunningFakeStripe) {
  const { user } = await createSeller(db, { state: 'trial' });
  const billing = createStripeBilling({ db, stripe, publicUrl: PUBLIC_URL });
  const { sessionId } = await billing.createCheckout({
    userId: user.id,
    email: user.email,
    ...checkoutReturnUrls(PUBLIC_URL),
  });
  return { user, events: fake.completeSession(sessionId) };
}

/** One event, signed as Stripe signs it, delivered to `app`'s webhook. */
export function deliverStripeEvent(
  app: FastifyInstance,
  fake: RunningFakeStripe['fake'],
  event: Stripe.Event,
) {
  const { payload, headers } = fake.signedWebhook(event);
  return app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, payload, headers });
}

/** The admin portal's Activate Pro for the seller at `email`. */
export function activateProAsAdmin(app: FastifyInstance, adminToken: string, email: string) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/user/${encodeURIComponent(email)}/toggle-subscription`,
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { status: 'active', reason: 'fault suite' },
  });
}
