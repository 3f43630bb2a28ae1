/**
 * A small fake of the Stripe API for tests: the real `stripe` SDK talks to it over HTTP, so our code's requests
 * are encoded, sent and parsed exactly as in production. It implements only the endpoints Margin calls, keeps its
 * state in memory, answers Stripe-shaped JSON and Stripe-shaped errors, and lets a test move the world forward
 * (a customer pays, a year passes, a card is declined) and collect the events Stripe would send about it.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { invalid, StripeApiError } from './api-errors';
import { parseStripeForm } from './form';
import {
  clone,
  list,
  metadataOf,
  newId,
  sessionJson,
  str,
  subscriptionJson,
  invoiceJson,
  type FakeSession,
  type Json,
} from './objects';
import { FakeStripeWorld } from './world';

export { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET } from './ledger';
export type { FakeStripeOptions, FakeStripeRequest } from './ledger';
export { parseStripeForm } from './form';

/** The fake's HTTP API: the endpoints Margin calls, over the state and steps of its ledger. */
export class FakeStripe extends FakeStripeWorld {
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

  protected respond(
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

  protected route(method: string, path: string, params: Json): unknown {
    const idIn = (pattern: RegExp) => pattern.exec(path)?.[1];
    let id: string | undefined;
    if (method === 'GET' && path === '/v1/prices') return this.listPrices(params);
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(params);
    if (method === 'GET' && path === '/v1/checkout/sessions') return this.listSessions(params);
    if (method === 'GET' && (id = idIn(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      return sessionJson(this.expireIfDue(this.mustGet(this.sessions, 'checkout.session', id)));
    }
    if ((id = idIn(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = this.mustGet(this.subscriptions, 'subscription', id);
      if (method === 'GET') return subscriptionJson(subscription);
      if (method === 'POST') return subscriptionJson(this.applyUpdate(subscription, params));
    }
    if (method === 'GET' && (id = idIn(/^\/v1\/invoices\/([^/]+)$/))) {
      const expand = Array.isArray(params.expand) ? params.expand.map(String) : [];
      const withPayments = expand.some((e) => e.startsWith('payments'));
      return invoiceJson(this.mustGet(this.invoices, 'invoice', id), withPayments);
    }
    throw this.unknownUrl(method, path);
  }

  protected unknownUrl(method: string, path: string): StripeApiError {
    return new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). (The fake Stripe server implements only what Margin calls.)`,
    });
  }

  protected list(data: unknown[], url: string) {
    return { object: 'list', data, has_more: false, url };
  }

  protected listPrices(params: Json) {
    const lookupKeys = Array.isArray(params.lookup_keys) ? params.lookup_keys.map(String) : null;
    const active = params.active === undefined ? null : params.active === 'true';
    const limit = Number(params.limit ?? 10);
    const matches = [...this.prices.values()].filter(
      (p) =>
        (lookupKeys === null || (p.lookup_key !== null && lookupKeys.includes(p.lookup_key))) &&
        (active === null || p.active === active),
    );
    return list(matches.slice(0, limit).map(clone), '/v1/prices');
  }

  protected listSessions(params: Json) {
    const limit = Number(params.limit ?? 10);
    const matches = [...this.sessions.values()]
      .filter(
        (s) =>
          (params.subscription === undefined || s.subscription === params.subscription) &&
          (params.customer === undefined || s.customer === params.customer) &&
          (params.status === undefined || s.status === params.status),
      )
      .reverse();
    return list(
      matches.slice(0, limit).map((s) => sessionJson(s)),
      '/v1/checkout/sessions',
    );
  }

  protected createSession(params: Json) {
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
    return sessionJson(session);
  }
}
