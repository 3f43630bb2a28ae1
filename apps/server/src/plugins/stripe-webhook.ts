import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import {
  handleStripeEvent,
  INTERNAL_ERROR_MESSAGE,
  isDependencyOutage,
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
  type StripeEventOutcome,
} from '@margin/api';
import type { Database } from '@margin/db';

export const STRIPE_WEBHOOK_PATH = '/api/payment/webhook';

export interface StripeWebhookOptions {
  db: Database;
  stripe: Stripe;
  /** The endpoint's signing secret (whsec_...), from the Stripe dashboard or `stripe listen`. */
  webhookSecret: string;
  /** After an event was applied (e.g. to send a receipt for `newlyPaid`); its failures are logged, not retried. */
  onProcessed?: (outcome: StripeEventOutcome) => void | Promise<void>;
}

/**
 * POST /api/payment/webhook: Stripe's signed event deliveries. Its own encapsulated scope parses every body as
 * raw bytes, because the signature covers the exact bytes Stripe sent (re-serialised JSON would not verify).
 * Answers 400 for a bad signature (Stripe will not retry), 200 once applied or already applied, 503 while the
 * database is down and 500 when we failed, so Stripe retries later (the event is recorded only together with
 * its effects).
 */
export async function registerStripeWebhook(
  app: FastifyInstance,
  options: StripeWebhookOptions,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    // Stripe retries in bursts from a few addresses; a limit here would turn deliveries into failures.
    scope.post(STRIPE_WEBHOOK_PATH, { config: { rateLimit: false } }, async (req, reply) => {
      const signature = req.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(req.body))
          throw new Error('no signature or body');
        event = options.stripe.webhooks.constructEvent(req.body, signature, options.webhookSecret);
      } catch (err) {
        req.log.warn({ err }, 'stripe webhook with a missing or bad signature');
        return reply.code(400).send({ detail: 'Invalid webhook signature.' });
      }

      let outcome: StripeEventOutcome;
      try {
        outcome = await handleStripeEvent(options.db, options.stripe, event);
      } catch (err) {
        req.log.error(
          { err, eventId: event.id, type: event.type },
          'stripe webhook failed; Stripe will retry',
        );
        // The database or Stripe's API being out of reach is not our bug: 503 with Retry-After (Stripe
        // retries either way).
        if (isDependencyOutage(err) || err instanceof Stripe.errors.StripeConnectionError) {
          return reply
            .code(503)
            .header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS))
            .send({ detail: SERVICE_UNAVAILABLE_MESSAGE });
        }
        return reply.code(500).send({ detail: INTERNAL_ERROR_MESSAGE });
      }
      req.log.info(
        { eventId: event.id, type: event.type, duplicate: outcome.duplicate, userId: outcome.userId },
        'stripe webhook processed',
      );
      if (outcome.ignoredSubscriptionId) {
        req.log.error(
          { userId: outcome.userId, subscriptionId: outcome.ignoredSubscriptionId },
          'second subscription for a seller who already has paid access: refund and cancel it in Stripe',
        );
      }
      if (options.onProcessed && !outcome.duplicate) {
        try {
          await options.onProcessed(outcome);
        } catch (err) {
          req.log.error({ err, eventId: event.id }, 'follow-up of a stripe webhook failed');
        }
      }
      return reply.code(200).send({ received: true });
    });
  });
}
