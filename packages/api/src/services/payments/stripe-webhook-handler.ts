/**
 * Applies one verified Stripe event. The event only names what changed; the handler re-reads that object from
 * Stripe and applies the current truth, and records the event id in the same transaction as the effects. So a
 * redelivered event is a no-op, and events arriving in any order leave the database in the same state.
 */
import type Stripe from 'stripe';
import { Prisma, type Database } from '@margin/db';
import { applyFulfilment, NOTHING_CHANGED, type Fulfilment, type FulfilmentResult } from './fulfilment';
import { isStripeResourceMissing } from './stripe-billing';
import { readCheckoutSession, readInvoice, readSubscription } from './stripe-truth';

export interface StripeEventOutcome extends FulfilmentResult {
  eventId: string;
  type: string;
  /** Already processed earlier: nothing was done. */
  duplicate: boolean;
  /** A type we act on (others are recorded and ignored). */
  handled: boolean;
}

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
]);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed']);
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

export function isHandledStripeEvent(type: string): boolean {
  return SESSION_EVENTS.has(type) || INVOICE_EVENTS.has(type) || SUBSCRIPTION_EVENTS.has(type);
}

class DuplicateEvent extends Error {}

function objectId(event: Stripe.Event): string | null {
  const object = event.data.object as { id?: unknown };
  return typeof object.id === 'string' ? object.id : null;
}

/** Stripe's current truth about the object the event names (null: nothing of ours to change). */
async function readTruth(db: Database, stripe: Stripe, event: Stripe.Event): Promise<Fulfilment | null> {
  const id = objectId(event);
  if (!id) return null;
  try {
    if (SESSION_EVENTS.has(event.type)) return await readCheckoutSession(db, stripe, id);
    if (INVOICE_EVENTS.has(event.type)) return await readInvoice(db, stripe, id);
    if (SUBSCRIPTION_EVENTS.has(event.type)) return await readSubscription(db, stripe, id);
    return null;
  } catch (error) {
    // An object Stripe does not know (another account's or mode's event): retrying would never help.
    if (isStripeResourceMissing(error)) return null;
    throw error;
  }
}

export async function handleStripeEvent(
  db: Database,
  stripe: Stripe,
  event: Stripe.Event,
  now: Date = new Date(),
): Promise<StripeEventOutcome> {
  const handled = isHandledStripeEvent(event.type);
  const outcome = (result: FulfilmentResult, duplicate: boolean): StripeEventOutcome => ({
    ...result,
    eventId: event.id,
    type: event.type,
    duplicate,
    handled,
  });

  // Saves the Stripe round trips for the common redelivery; the unique constraint below is what guarantees it.
  const seen = await db.prisma.processedPaymentEvent.count({ where: { eventId: event.id } });
  if (seen > 0) return outcome(NOTHING_CHANGED, true);

  const truth = handled ? await readTruth(db, stripe, event) : null;
  try {
    const result = await db.prisma.$transaction(async (tx) => {
      try {
        await tx.processedPaymentEvent.create({
          data: { eventId: event.id, type: event.type, provider: 'stripe' },
          select: { id: true },
        });
      } catch (error) {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
          throw new DuplicateEvent();
        }
        throw error;
      }
      return truth ? applyFulfilment(tx, truth, now) : NOTHING_CHANGED;
    });
    return outcome(result, false);
  } catch (error) {
    // The same event delivered twice at once: the other delivery applied it.
    if (error instanceof DuplicateEvent) return outcome(NOTHING_CHANGED, true);
    throw error;
  }
}
