/**
 * A small fake of the Stripe API for tests: the real `stripe` SDK talks to it over HTTP, so our code's requests
 * are encoded, sent and parsed exactly as in production. It implements only the endpoints Margin calls, keeps its
 * state in memory, answers Stripe-shaped JSON and Stripe-shaped errors, and lets a test move the world forward
 * (a customer pays, a year passes, a card is declined) and collect the events Stripe would send about it.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_margin';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_test_fake_margin';

type Json = Record<string, unknown>;

/** Parses the SDK's application/x-www-form-urlencoded bracket syntax: `a[b][0][c]=v` -> { a: { b: [{ c: 'v' }] } }. */
export function parseStripeForm(encoded: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match?.[1]) continue;
    const path = [match[1], ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')];
    if (
      path.some((segment) => segment === '__proto__' || segment === 'constructor' || segment === 'prototype')
    ) {
      continue;
    }
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
      } else {
        const next = node[segment];
        node = (typeof next === 'object' && next !== null ? next : (node[segment] = {})) as Json;
      }
    });
  }
  return arrayify(root) as Json;
}

function arrayify(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Json).map(([k, v]) => [k, arrayify(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

function missing(objectName: string, id: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: 'id',
    message: `No such ${objectName}: '${id}'`,
  });
}

function invalid(message: string, param?: string, code = 'parameter_invalid_string'): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message, param, code });
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

function oneYearAfter(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function metadataOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

interface FakePrice {
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

interface FakeSession {
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

interface FakeSubscription {
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

interface FakeInvoice {
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

export class FakeStripe {
  /** Every API request received, in order, with its decoded parameters. */
  readonly requests: FakeStripeRequest[] = [];
  /** Every event generated, in order. */
  readonly events: Stripe.Event[] = [];
  /** Events caused by API calls (e.g. a subscription update) that no test has collected yet. */
  private unsent: Stripe.Event[] = [];
  /** Unix seconds. */
  clock: number;

  private prices = new Map<string, FakePrice>();
  private sessions = new Map<string, FakeSession>();
  private subscriptions = new Map<string, FakeSubscription>();
  private invoices = new Map<string, FakeInvoice>();
  private customers = new Map<
    string,
    { id: string; object: 'customer'; email: string | null; created: number }
  >();

  constructor(options: FakeStripeOptions = {}) {
    this.clock = Math.floor((options.now ?? new Date()).getTime() / 1000);
    if (options.withAnnualPrice ?? true) {
      this.addPrice({ lookupKey: 'annual_subscription', unitAmount: 299, currency: 'usd', interval: 'year' });
    }
  }

  // ----- the world moves -----------------------------------------------------------------------------------

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
      this.event('customer.subscription.created', this.subscriptionJson(subscription)),
      this.event('invoice.paid', this.invoiceJson(invoice)),
      this.event('checkout.session.completed', this.sessionJson(session)),
    ];
  }

  /** The seller walked away: the session expires unpaid. */
  expireSession(sessionId: string): Stripe.Event[] {
    const session = this.mustGet(this.sessions, 'checkout.session', sessionId);
    if (session.status !== 'open') throw new Error(`fake Stripe: session ${sessionId} is ${session.status}`);
    Object.assign(session, { status: 'expired', url: null });
    return [this.event('checkout.session.expired', this.sessionJson(session))];
  }

  /** A year passes and the renewal is paid: the period moves by a year, a new paid invoice. */
  renew(subscriptionId: string): Stripe.Event[] {
    const { subscription, invoice } = this.startRenewal(subscriptionId);
    this.markPaid(invoice);
    return [
      this.event('customer.subscription.updated', this.subscriptionJson(subscription)),
      this.event('invoice.paid', this.invoiceJson(invoice)),
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
      this.event('customer.subscription.updated', this.subscriptionJson(subscription)),
      this.event('invoice.payment_failed', this.invoiceJson(invoice)),
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
      this.event('invoice.paid', this.invoiceJson(invoice)),
      this.event('customer.subscription.updated', this.subscriptionJson(subscription)),
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
    return [this.event('customer.subscription.deleted', this.subscriptionJson(subscription))];
  }

  /** Cancelled at once (dashboard, fraud): access ends now, not at the period end. */
  cancelNow(subscriptionId: string): Stripe.Event[] {
    const subscription = this.mustGet(this.subscriptions, 'subscription', subscriptionId);
    Object.assign(subscription, { status: 'canceled', ended_at: this.clock, canceled_at: this.clock });
    return [this.event('customer.subscription.deleted', this.subscriptionJson(subscription))];
  }

  /** Events caused by API calls since the last call (Stripe would deliver them by webhook). */
  takeEvents(): Stripe.Event[] {
    const events = this.unsent;
    this.unsent = [];
    return events;
  }

  // ----- what tests read -----------------------------------------------------------------------------------

  session(id: string): Stripe.Checkout.Session {
    return this.sessionJson(
      this.mustGet(this.sessions, 'checkout.session', id),
    ) as unknown as Stripe.Checkout.Session;
  }

  subscription(id: string): Stripe.Subscription {
    return this.subscriptionJson(
      this.mustGet(this.subscriptions, 'subscription', id),
    ) as unknown as Stripe.Subscription;
  }

  invoice(id: string): Stripe.Invoice {
    return this.invoiceJson(this.mustGet(this.invoices, 'invoice', id), false) as unknown as Stripe.Invoice;
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

  // ----- HTTP ----------------------------------------------------------------------------------------------

  /** Listens on 127.0.0.1 at a free port; `url` is the apiBase for createStripeClient. */
  async start(): Promise<{ url: string; close: () => Promise<void> }> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const { status, json } = this.respond(req.method ?? 'GET', req.url ?? '/', req.headers, body);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        res.end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      close: () =>
        new Promise<void>((resolve, reject) => {
          server.closeAllConnections();
          server.close((error) => (error ? reject(error) : resolve()));
        }),
    };
  }

  private respond(
    method: string,
    rawUrl: string,
    headers: http.IncomingHttpHeaders,
    body: string,
  ): { status: number; json: unknown } {
    try {
      if (!/^Bearer sk_(test|live)_\S+$/.test(headers.authorization ?? '')) {
        throw new StripeApiError(401, {
          type: 'invalid_request_error',
          message: 'You did not provide an API key.',
        });
      }
      const url = new URL(rawUrl, 'http://fake-stripe');
      const params = method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body);
      this.requests.push({ method, path: url.pathname, params });
      return { status: 200, json: this.route(method, url.pathname, params) };
    } catch (error) {
      if (error instanceof StripeApiError) return { status: error.status, json: { error: error.body } };
      const message = error instanceof Error ? error.message : String(error);
      return { status: 500, json: { error: { type: 'api_error', message } } };
    }
  }

  private route(method: string, path: string, params: Json): unknown {
    const idIn = (pattern: RegExp) => pattern.exec(path)?.[1];
    let id: string | undefined;
    if (method === 'GET' && path === '/v1/prices') return this.listPrices(params);
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(params);
    if (method === 'GET' && path === '/v1/checkout/sessions') return this.listSessions(params);
    if (method === 'GET' && (id = idIn(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      return this.sessionJson(this.expireIfDue(this.mustGet(this.sessions, 'checkout.session', id)));
    }
    if ((id = idIn(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = this.mustGet(this.subscriptions, 'subscription', id);
      if (method === 'GET') return this.subscriptionJson(subscription);
      if (method === 'POST') return this.subscriptionJson(this.applyUpdate(subscription, params));
    }
    if (method === 'GET' && (id = idIn(/^\/v1\/invoices\/([^/]+)$/))) {
      const expand = Array.isArray(params.expand) ? params.expand.map(String) : [];
      const withPayments = expand.some((e) => e.startsWith('payments'));
      return this.invoiceJson(this.mustGet(this.invoices, 'invoice', id), withPayments);
    }
    throw this.unknownUrl(method, path);
  }

  private unknownUrl(method: string, path: string): StripeApiError {
    return new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). (The fake Stripe server implements only what Margin calls.)`,
    });
  }

  private list(data: unknown[], url: string) {
    return { object: 'list', data, has_more: false, url };
  }

  private listPrices(params: Json) {
    const lookupKeys = Array.isArray(params.lookup_keys) ? params.lookup_keys.map(String) : null;
    const active = params.active === undefined ? null : params.active === 'true';
    const limit = Number(params.limit ?? 10);
    const matches = [...this.prices.values()].filter(
      (p) =>
        (lookupKeys === null || (p.lookup_key !== null && lookupKeys.includes(p.lookup_key))) &&
        (active === null || p.active === active),
    );
    return this.list(matches.slice(0, limit).map(clone), '/v1/prices');
  }

  private listSessions(params: Json) {
    const limit = Number(params.limit ?? 10);
    const matches = [...this.sessions.values()]
      .filter(
        (s) =>
          (params.subscription === undefined || s.subscription === params.subscription) &&
          (params.customer === undefined || s.customer === params.customer) &&
          (params.status === undefined || s.status === params.status),
      )
      .reverse();
    return this.list(
      matches.slice(0, limit).map((s) => this.sessionJson(s)),
      '/v1/checkout/sessions',
    );
  }

  private createSession(params: Json) {
    if (params.mode !== 'subscription') {
      throw invalid('The fake Stripe server only creates sessions with mode "subscription".', 'mode');
    }
    const successUrl = str(params.success_url);
    if (!successUrl)
      throw invalid('Missing required param: success_url.', 'success_url', 'parameter_missing');
    const lineItems = Array.isArray(params.line_items) ? (params.line_items as Json[]) : [];
    const priceId = str(lineItems[0]?.price);
    if (lineItems.length !== 1 || !priceId) {
      throw invalid(
        'Missing required param: line_items[0][price].',
        'line_items[0][price]',
        'parameter_missing',
      );
    }
    const price = this.prices.get(priceId);
    if (!price) throw invalid(`No such price: '${priceId}'`, 'line_items[0][price]', 'resource_missing');
    if (!price.active) throw invalid(`The price specified is inactive.`, 'line_items[0][price]');
    const customer = str(params.customer) ?? null;
    const customerEmail = str(params.customer_email) ?? null;
    if (customer && customerEmail) {
      throw invalid(
        'You may only specify one of these parameters: customer, customer_email.',
        'customer_email',
      );
    }
    if (customer && !this.customers.has(customer))
      throw invalid(`No such customer: '${customer}'`, 'customer', 'resource_missing');
    const quantity = Number(lineItems[0]?.quantity ?? 1);
    const id = `cs_test_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`;
    const subscriptionData = (params.subscription_data ?? {}) as Json;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      client_reference_id: str(params.client_reference_id) ?? null,
      customer,
      customer_email: customerEmail,
      metadata: metadataOf(params.metadata),
      subscription: null,
      invoice: null,
      amount_subtotal: price.unit_amount * quantity,
      amount_total: price.unit_amount * quantity,
      currency: price.currency,
      created: this.clock,
      expires_at: this.clock + 24 * 3600,
      success_url: successUrl,
      cancel_url: str(params.cancel_url) ?? null,
      livemode: false,
      _price: price.id,
      _subscriptionMetadata: metadataOf(subscriptionData.metadata),
    };
    this.sessions.set(id, session);
    return this.sessionJson(session);
  }

  private applyUpdate(subscription: FakeSubscription, params: Json): FakeSubscription {
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
    this.unsent.push(this.event('customer.subscription.updated', this.subscriptionJson(subscription)));
    return subscription;
  }

  private expireIfDue(session: FakeSession): FakeSession {
    if (session.status === 'open' && session.expires_at <= this.clock) {
      Object.assign(session, { status: 'expired', url: null });
      this.unsent.push(this.event('checkout.session.expired', this.sessionJson(session)));
    }
    return session;
  }

  private periodEnd(subscription: FakeSubscription): number {
    return Math.max(...subscription.items.data.map((item) => item.current_period_end));
  }

  private startRenewal(subscriptionId: string) {
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

  private newInvoice(
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

  private markPaid(invoice: FakeInvoice): void {
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

  private mustGet<T>(map: Map<string, T>, objectName: string, id: string): T {
    const found = map.get(id);
    if (!found) throw missing(objectName, id);
    return found;
  }

  private sessionJson(session: FakeSession): Json {
    const { _price: _p, _subscriptionMetadata: _m, ...json } = session;
    return clone(json);
  }

  private subscriptionJson(subscription: FakeSubscription): Json {
    return clone(subscription) as unknown as Json;
  }

  private invoiceJson(invoice: FakeInvoice, withPayments = false): Json {
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
      payments: this.list(
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

  private event(type: string, object: Json): Stripe.Event {
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
