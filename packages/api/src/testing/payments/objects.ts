// The fake's objects as Stripe shapes them, and the JSON it answers for them.
import { randomBytes } from 'node:crypto';

export type Json = Record<string, unknown>;

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export function clone<T>(value: T): T {
  return structuredClone(value);
}

export function oneYearAfter(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function metadataOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

export interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  lookup_key: string | null;
  unit_amount: number;
  type: 'recurring';
  recurring: { interval: 'year' | 'month'; interval_count: 1 };
  product: string;
  created: number;
  livemode: false;
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  url: string | null;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  invoice: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  created: number;
  expires_at: number;
  success_url: string;
  cancel_url: string | null;
  livemode: false;
  /** Not Stripe fields: what the session will create, kept out of the JSON. */
  _price: string;
  _subscriptionMetadata: Record<string, string>;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  status: 'active' | 'past_due' | 'canceled' | 'unpaid';
  customer: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  currency: string;
  latest_invoice: string | null;
  collection_method: 'charge_automatically';
  livemode: false;
  items: {
    object: 'list';
    has_more: false;
    url: string;
    data: Array<{
      id: string;
      object: 'subscription_item';
      created: number;
      current_period_start: number;
      current_period_end: number;
      metadata: Record<string, string>;
      price: FakePrice;
      quantity: 1;
      subscription: string;
    }>;
  };
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  customer: string;
  currency: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  next_payment_attempt: number | null;
  created: number;
  period_start: number;
  period_end: number;
  livemode: false;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  status_transitions: {
    finalized_at: number | null;
    paid_at: number | null;
    marked_uncollectible_at: null;
    voided_at: null;
  };
  /** Not a Stripe field: the payment attempt behind `payments` (an includable list). */
  _lastPaymentError: { code: string; decline_code: string; message: string; type: 'card_error' } | null;
}

export function list(data: unknown[], url: string) {
  return { object: 'list', data, has_more: false, url };
}

export function sessionJson(session: FakeSession): Json {
  const { _price: _p, _subscriptionMetadata: _m, ...json } = session;
  return clone(json);
}

export function subscriptionJson(subscription: FakeSubscription): Json {
  return clone(subscription) as unknown as Json;
}

export function invoiceJson(invoice: FakeInvoice, withPayments = false): Json {
  const { _lastPaymentError: lastError, ...json } = clone(invoice);
  if (!withPayments) return json;
  const intent = {
    id: newId('pi'),
    object: 'payment_intent',
    amount: invoice.amount_due,
    currency: invoice.currency,
    status: invoice.status === 'paid' ? 'succeeded' : 'requires_payment_method',
    last_payment_error: lastError,
  };
  return {
    ...json,
    payments: list(
      invoice.attempt_count === 0
        ? []
        : [
            {
              id: newId('inpay'),
              object: 'invoice_payment',
              amount_paid: invoice.amount_paid,
              amount_requested: invoice.amount_due,
              currency: invoice.currency,
              invoice: invoice.id,
              is_default: true,
              livemode: false,
              status: invoice.status === 'paid' ? 'paid' : 'open',
              payment: { type: 'payment_intent', payment_intent: intent },
            },
          ],
      `/v1/invoice_payments?invoice=${invoice.id}`,
    ),
  };
}
