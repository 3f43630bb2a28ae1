import type Stripe from 'stripe';
import { FakeStripeLedger } from './ledger';
import {
  invoiceJson,
  newId,
  oneYearAfter,
  sessionJson,
  subscriptionJson,
  type FakeSubscription,
} from './objects';

/** What a test makes happen at Stripe: a customer pays, a year passes, a card is declined, a subscription ends. */
export class FakeStripeWorld extends FakeStripeLedger {
  /** The seller pays on the hosted page: customer, subscription and first paid invoice, as Stripe creates them. */
  completeSession(sessionId: string): Stripe.Event[] {
    const session = this.mustGet(this.sessions, 'checkout.session', sessionId);
    if (session.status !== 'open') throw new Error(`fake Stripe: session ${sessionId} is ${session.status}`);
    const price = this.mustGet(this.prices, 'price', session._price);
    let customerId = session.customer;
    if (!customerId) {
      customerId = newId('cus');
      this.customers.set(customerId, {
        id: customerId,
        object: 'customer',
        email: session.customer_email,
        created: this.clock,
      });
    }
    const subscriptionId = newId('sub');
    const periodEnd = oneYearAfter(this.clock);
    const subscription: FakeSubscription = {
      id: subscriptionId,
      object: 'subscription',
      status: 'active',
      customer: customerId,
      metadata: session._subscriptionMetadata,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: this.clock,
      start_date: this.clock,
      currency: price.currency,
      latest_invoice: null,
      collection_method: 'charge_automatically',
      livemode: false,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            created: this.clock,
            current_period_start: this.clock,
            current_period_end: periodEnd,
            metadata: {},
            price,
            quantity: 1,
            subscription: subscriptionId,
          },
        ],
      },
    };
    this.subscriptions.set(subscriptionId, subscription);
    const invoice = this.newInvoice(subscription, 'subscription_create', price.unit_amount);
    this.markPaid(invoice);
    subscription.latest_invoice = invoice.id;
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      url: null,
      customer: customerId,
      subscription: subscriptionId,
      invoice: invoice.id,
    });
    return [
      this.event('customer.subscription.created', subscriptionJson(subscription)),
      this.event('invoice.paid', invoiceJson(invoice)),
      this.event('checkout.session.completed', sessionJson(session)),
    ];
  }

  /** The seller walked away: the session expires unpaid. */
  expireSession(sessionId: string): Stripe.Event[] {
    const session = this.mustGet(this.sessions, 'checkout.session', sessionId);
    if (session.status !== 'open') throw new Error(`fake Stripe: session ${sessionId} is ${session.status}`);
    Object.assign(session, { status: 'expired', url: null });
    return [this.event('checkout.session.expired', sessionJson(session))];
  }

  /** A year passes and the renewal is paid: the period moves by a year, a new paid invoice. */
  renew(subscriptionId: string): Stripe.Event[] {
    const { subscription, invoice } = this.startRenewal(subscriptionId);
    this.markPaid(invoice);
    return [
      this.event('customer.subscription.updated', subscriptionJson(subscription)),
      this.event('invoice.paid', invoiceJson(invoice)),
    ];
  }

  /** A year passes and the card is declined: the period moves (as Stripe's does), the invoice stays open. */
  failRenewal(
    subscriptionId: string,
    options: { message?: string; declineCode?: string } = {},
  ): Stripe.Event[] {
    const { subscription, invoice } = this.startRenewal(subscriptionId);
    Object.assign(invoice, {
      status: 'open',
      attempt_count: 1,
      attempted: true,
      next_payment_attempt: this.clock + 3 * 24 * 3600,
      _lastPaymentError: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: options.declineCode ?? 'insufficient_funds',
        message: options.message ?? 'Your card has insufficient funds.',
      },
    });
    subscription.status = 'past_due';
    return [
      this.event('customer.subscription.updated', subscriptionJson(subscription)),
      this.event('invoice.payment_failed', invoiceJson(invoice)),
    ];
  }

  /** Stripe's retry of an open invoice succeeds. */
  payInvoice(invoiceId: string): Stripe.Event[] {
    const invoice = this.mustGet(this.invoices, 'invoice', invoiceId);
    const subscription = this.mustGet(
      this.subscriptions,
      'subscription',
      invoice.parent.subscription_details.subscription,
    );
    invoice.attempt_count += 1;
    this.markPaid(invoice);
    subscription.status = 'active';
    return [
      this.event('invoice.paid', invoiceJson(invoice)),
      this.event('customer.subscription.updated', subscriptionJson(subscription)),
    ];
  }

  /** What `subscriptions.update(id, { cancel_at_period_end: true })` does, for tests that skip our API. */
  cancelAtPeriodEnd(subscriptionId: string): Stripe.Event[] {
    const subscription = this.mustGet(this.subscriptions, 'subscription', subscriptionId);
    this.applyUpdate(subscription, { cancel_at_period_end: 'true' });
    return this.takeEvents();
  }

  /** What the customer portal does to end a subscription on a date: `cancel_at`, not the flag. */
  cancelAt(subscriptionId: string, at: number): Stripe.Event[] {
    const subscription = this.mustGet(this.subscriptions, 'subscription', subscriptionId);
    this.applyUpdate(subscription, { cancel_at: String(at) });
    return this.takeEvents();
  }

  /** The period of a subscription set to cancel ends: Stripe deletes it at its period end. */
  endSubscription(subscriptionId: string): Stripe.Event[] {
    const subscription = this.mustGet(this.subscriptions, 'subscription', subscriptionId);
    const periodEnd = this.periodEnd(subscription);
    this.clock = Math.max(this.clock, periodEnd);
    Object.assign(subscription, {
      status: 'canceled',
      ended_at: periodEnd,
      canceled_at: subscription.canceled_at ?? periodEnd,
    });
    return [this.event('customer.subscription.deleted', subscriptionJson(subscription))];
  }

  /** Cancelled at once (dashboard, fraud): access ends now, not at the period end. */
  cancelNow(subscriptionId: string): Stripe.Event[] {
    const subscription = this.mustGet(this.subscriptions, 'subscription', subscriptionId);
    Object.assign(subscription, { status: 'canceled', ended_at: this.clock, canceled_at: this.clock });
    return [this.event('customer.subscription.deleted', subscriptionJson(subscription))];
  }

  /** Events caused by API calls since the last call (Stripe would deliver them by webhook). */
  takeEvents(): Stripe.Event[] {
    const events = this.unsent;
    this.unsent = [];
    return events;
  }
}
