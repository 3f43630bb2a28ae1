import Stripe from 'stripe';
import { invalid, missing } from './api-errors';
import {
  clone,
  invoiceJson,
  metadataOf,
  newId,
  oneYearAfter,
  sessionJson,
  subscriptionJson,
  type FakeInvoice,
  type FakePrice,
  type FakeSession,
  type FakeSubscription,
  type Json,
} from './objects';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_margin';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_test_fake_margin';

export interface FakeStripeOptions {
  /** The fake's clock; it moves only when a helper or `advance` moves it. Default: now. */
  now?: Date;
  /** Whether the yearly Pro price (2.99 USD, lookup key 'annual_subscription') exists. Default true. */
  withAnnualPrice?: boolean;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Json;
}

/** The fake's state (its clock, objects and events) and the steps the API and the test controls share. */
export class FakeStripeLedger {
  readonly requests: FakeStripeRequest[] = [];
  /** Every event generated, in order. */
  readonly events: Stripe.Event[] = [];
  /** Events caused by API calls (e.g. a subscription update) that no test has collected yet. */
  protected unsent: Stripe.Event[] = [];
  /** Unix seconds. */
  clock: number;

  protected prices = new Map<string, FakePrice>();
  protected sessions = new Map<string, FakeSession>();
  protected subscriptions = new Map<string, FakeSubscription>();
  protected invoices = new Map<string, FakeInvoice>();
  protected customers = new Map<
    string,
    { id: string; object: 'customer'; email: string | null; created: number }
  >();

  constructor(options: FakeStripeOptions = {}) {
    this.clock = Math.floor((options.now ?? new Date()).getTime() / 1000);
    if (options.withAnnualPrice ?? true) {
      this.addPrice({ lookupKey: 'annual_subscription', unitAmount: 299, currency: 'usd', interval: 'year' });
    }
  }

  now(): Date {
    return new Date(this.clock * 1000);
  }

  advance(ms: number): void {
    this.clock += Math.floor(ms / 1000);
  }

  addPrice(price: {
    lookupKey: string | null;
    unitAmount: number;
    currency: string;
    interval: 'year' | 'month';
  }) {
    const created: FakePrice = {
      id: newId('price'),
      object: 'price',
      active: true,
      currency: price.currency,
      lookup_key: price.lookupKey,
      unit_amount: price.unitAmount,
      type: 'recurring',
      recurring: { interval: price.interval, interval_count: 1 },
      product: newId('prod'),
      created: this.clock,
      livemode: false,
    };
    this.prices.set(created.id, created);
    return clone(created);
  }

  deactivatePrice(lookupKey: string): void {
    for (const price of this.prices.values()) if (price.lookup_key === lookupKey) price.active = false;
  }

  // ----- what tests read -----------------------------------------------------------------------------------

  session(id: string): Stripe.Checkout.Session {
    return sessionJson(
      this.mustGet(this.sessions, 'checkout.session', id),
    ) as unknown as Stripe.Checkout.Session;
  }

  subscription(id: string): Stripe.Subscription {
    return subscriptionJson(
      this.mustGet(this.subscriptions, 'subscription', id),
    ) as unknown as Stripe.Subscription;
  }

  invoice(id: string): Stripe.Invoice {
    return invoiceJson(this.mustGet(this.invoices, 'invoice', id), false) as unknown as Stripe.Invoice;
  }

  /** The subscription a completed session created. */
  subscriptionIdOf(sessionId: string): string {
    const id = this.mustGet(this.sessions, 'checkout.session', sessionId).subscription;
    if (!id) throw new Error(`fake Stripe: session ${sessionId} has no subscription yet`);
    return id;
  }

  /** The customer a completed session paid as. */
  customerIdOf(sessionId: string): string {
    const id = this.mustGet(this.sessions, 'checkout.session', sessionId).customer;
    if (!id) throw new Error(`fake Stripe: session ${sessionId} has no customer yet`);
    return id;
  }

  /** How many sessions were created through the API. */
  get sessionCount(): number {
    return this.sessions.size;
  }

  /** A webhook delivery as Stripe signs it: the raw JSON body and its `Stripe-Signature` header. */
  signedWebhook(
    event: Stripe.Event,
    secret: string = FAKE_STRIPE_WEBHOOK_SECRET,
  ): { payload: string; headers: Record<string, string> } {
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return {
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    };
  }

  // ----- shared steps -------------------------------------------------------------------------------------

  protected applyUpdate(subscription: FakeSubscription, params: Json): FakeSubscription {
    if (subscription.status === 'canceled') {
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    }
    if (params.cancel_at_period_end !== undefined) {
      // As Stripe does: the flag also sets (or clears) cancel_at to the period end.
      const cancel = params.cancel_at_period_end === 'true';
      subscription.cancel_at_period_end = cancel;
      subscription.cancel_at = cancel ? this.periodEnd(subscription) : null;
      subscription.canceled_at = cancel ? this.clock : null;
    }
    if (params.cancel_at !== undefined) {
      // An empty value unsets it (the SDK sends '' for `cancel_at: ''`); a timestamp schedules the end.
      const at = params.cancel_at === '' ? null : Number(params.cancel_at);
      if (at !== null && !Number.isInteger(at)) throw invalid('Invalid integer: cancel_at', 'cancel_at');
      subscription.cancel_at = at;
      subscription.cancel_at_period_end = false;
      subscription.canceled_at = at === null ? null : this.clock;
    }
    if (params.metadata !== undefined) Object.assign(subscription.metadata, metadataOf(params.metadata));
    this.unsent.push(this.event('customer.subscription.updated', subscriptionJson(subscription)));
    return subscription;
  }

  protected expireIfDue(session: FakeSession): FakeSession {
    if (session.status === 'open' && session.expires_at <= this.clock) {
      Object.assign(session, { status: 'expired', url: null });
      this.unsent.push(this.event('checkout.session.expired', sessionJson(session)));
    }
    return session;
  }

  protected periodEnd(subscription: FakeSubscription): number {
    return Math.max(...subscription.items.data.map((item) => item.current_period_end));
  }

  protected startRenewal(subscriptionId: string) {
    const subscription = this.mustGet(this.subscriptions, 'subscription', subscriptionId);
    if (subscription.status === 'canceled' || subscription.cancel_at_period_end) {
      throw new Error(`fake Stripe: subscription ${subscriptionId} does not renew`);
    }
    const start = this.periodEnd(subscription);
    this.clock = Math.max(this.clock, start);
    for (const item of subscription.items.data) {
      item.current_period_start = start;
      item.current_period_end = oneYearAfter(start);
    }
    const price = subscription.items.data[0]?.price;
    const invoice = this.newInvoice(subscription, 'subscription_cycle', price?.unit_amount ?? 0);
    subscription.latest_invoice = invoice.id;
    return { subscription, invoice };
  }

  protected newInvoice(
    subscription: FakeSubscription,
    reason: FakeInvoice['billing_reason'],
    amount: number,
  ): FakeInvoice {
    const invoice: FakeInvoice = {
      id: newId('in'),
      object: 'invoice',
      status: 'open',
      billing_reason: reason,
      customer: subscription.customer,
      currency: subscription.currency,
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      attempted: false,
      next_payment_attempt: null,
      created: this.clock,
      period_start: this.clock,
      period_end: this.clock,
      livemode: false,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
      },
      status_transitions: {
        finalized_at: this.clock,
        paid_at: null,
        marked_uncollectible_at: null,
        voided_at: null,
      },
      _lastPaymentError: null,
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  protected markPaid(invoice: FakeInvoice): void {
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      attempt_count: Math.max(invoice.attempt_count, 1),
      attempted: true,
      next_payment_attempt: null,
      _lastPaymentError: null,
    });
    invoice.status_transitions.paid_at = this.clock;
  }

  protected mustGet<T>(map: Map<string, T>, objectName: string, id: string): T {
    const found = map.get(id);
    if (!found) throw missing(objectName, id);
    return found;
  }

  protected event(type: string, object: Json): Stripe.Event {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.clock,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
    this.events.push(event);
    return event;
  }
}
