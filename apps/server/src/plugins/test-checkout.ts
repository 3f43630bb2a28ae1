import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  cancelTestCheckout,
  completeTestCheckout,
  findTestCheckout,
  type OnFulfilled,
  type TestCheckoutOutcome,
} from '@margin/api';
import { formatMoney, isSafeText } from '@margin/core';
import type { Database } from '@margin/db';

export const TEST_CHECKOUT_PATH = '/payment/test-checkout';

export interface TestCheckoutOptions {
  db: Database;
  /** After a test payment (e.g. to send the receipt e-mail, like a real payment's webhook would). */
  onFulfilled?: OnFulfilled;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

// Inline CSS only: the server's CSP allows inline styles (style-src 'unsafe-inline') but no inline scripts,
// and this page needs none.
const STYLE = `
  :root { --ink: #1a1b1e; --muted: #5c5f66; --line: #e9ecef; --brand: #1971c2; --brand-dark: #1864ab; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; background: #f1f3f5; color: var(--ink); line-height: 1.5;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
  .banner { padding: 18px 16px; text-align: center; color: #5c3c00; border-bottom: 3px solid #f59f00;
    background: repeating-linear-gradient(-45deg, #ffe066 0 16px, #fff3bf 16px 32px); }
  .banner strong { display: block; font-size: 1.4rem; font-weight: 800; letter-spacing: .01em; }
  .banner span { display: block; margin-top: 2px; font-size: .95rem; }
  main { max-width: 460px; margin: 40px auto; padding: 0 16px; }
  .card { background: #fff; border: 1px solid var(--line); border-radius: 16px; padding: 28px;
    box-shadow: 0 12px 32px rgba(33, 37, 41, .08); }
  .eyebrow { margin: 0; color: var(--muted); font-size: .8rem; font-weight: 700; letter-spacing: .08em;
    text-transform: uppercase; }
  h1 { margin: 4px 0 0; font-size: 1.7rem; font-weight: 800; }
  .price { margin: 14px 0 0; font-size: 2.6rem; font-weight: 800; line-height: 1.1; }
  .price span { font-size: 1rem; font-weight: 500; color: var(--muted); }
  ul { list-style: none; margin: 18px 0 8px; padding: 0; }
  li { padding: 8px 0; border-top: 1px solid var(--line); }
  li:first-child { border-top: 0; }
  li::before { content: "\\2713"; color: #2f9e44; font-weight: 800; margin-right: 10px; }
  .who { margin: 0 0 22px; color: var(--muted); font-size: .95rem; overflow-wrap: anywhere; }
  form { margin: 0; }
  button, .button { display: block; width: 100%; border-radius: 10px; font: inherit; cursor: pointer;
    text-align: center; text-decoration: none; }
  .primary { border: 0; padding: 14px 18px; background: var(--brand); color: #fff; font-size: 1.05rem;
    font-weight: 700; }
  .primary:hover { background: var(--brand-dark); }
  .secondary { margin-top: 10px; padding: 12px 18px; border: 1px solid #ced4da; background: #fff;
    color: var(--ink); }
  .secondary:hover { background: #f8f9fa; }
  button:focus-visible, .button:focus-visible { outline: 3px solid #74c0fc; outline-offset: 2px; }
  .note { margin: 18px 0 0; color: var(--muted); font-size: .85rem; text-align: center; }
  .message p { margin: 10px 0 22px; color: var(--muted); }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Margin</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note"><strong>Test checkout — no card is taken</strong>
<span>This server runs without Stripe keys. Nothing here charges anyone.</span></div>
<main>${body}</main>
</body>
</html>
`;
}

function checkoutPage(view: {
  sessionId: string;
  amountMinor: number;
  currency: string;
  email: string;
}): string {
  const sessionField = `<input type="hidden" name="session_id" value="${escapeHtml(view.sessionId)}">`;
  return page(
    'Test checkout',
    `<section class="card" aria-labelledby="plan">
<p class="eyebrow">Subscribe</p>
<h1 id="plan">Margin Pro</h1>
<p class="price">${escapeHtml(formatMoney(view.amountMinor, view.currency))} <span>per year</span></p>
<ul>
<li>Billed yearly, in advance</li>
<li>Cancel anytime</li>
<li>Unlimited calculations, analytics, multi-product and market research tools</li>
</ul>
<p class="who">For ${escapeHtml(view.email)}</p>
<form method="post" action="${TEST_CHECKOUT_PATH}/complete">${sessionField}
<button class="primary" type="submit">Complete test payment</button>
</form>
<form method="post" action="${TEST_CHECKOUT_PATH}/cancel">${sessionField}
<button class="secondary" type="submit">Cancel</button>
</form>
<p class="note">A real deployment sends sellers to Stripe's checkout page instead.</p>
</section>`,
  );
}

function messagePage(title: string, text: string, link: { href: string; label: string }): string {
  return page(
    title,
    `<section class="card message">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<a class="button primary" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>
</section>`,
  );
}

const BACK_HOME = { href: '/', label: 'Back to Calculator' };

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
}

function sendRefusal(
  reply: FastifyReply,
  sessionId: string,
  reason: Exclude<TestCheckoutOutcome, { ok: true }>['reason'],
) {
  switch (reason) {
    case 'not_found':
      return sendHtml(
        reply,
        404,
        messagePage(
          'Checkout not found',
          'There is no test checkout with this link. Start again from the app.',
          BACK_HOME,
        ),
      );
    case 'paid':
      return sendHtml(
        reply,
        410,
        messagePage('Already paid', 'This test checkout has already been completed.', {
          href: `/payment/success?session_id=${encodeURIComponent(sessionId)}`,
          label: 'See payment result',
        }),
      );
    case 'cancelled':
      return sendHtml(
        reply,
        410,
        messagePage(
          'Checkout cancelled',
          'This test checkout was cancelled. You can start a new one from the app.',
          BACK_HOME,
        ),
      );
    case 'expired':
      return sendHtml(
        reply,
        410,
        messagePage(
          'Checkout expired',
          'This test checkout has expired. Please start again from the app.',
          BACK_HOME,
        ),
      );
    case 'already_subscribed':
      return sendHtml(
        reply,
        409,
        messagePage('Already subscribed', 'You already have an active subscription.', BACK_HOME),
      );
  }
}

/** The session id of a query or form, or '' (answered as not found) when it could not be one. */
function sessionIdFrom(value: unknown): string {
  const id = (value as { session_id?: unknown } | null | undefined)?.session_id;
  return typeof id === 'string' && id.length <= 200 && isSafeText(id) ? id : '';
}

/**
 * The built-in test checkout of the local run (registered only without Stripe keys): a page in place of Stripe's
 * hosted checkout, and the two buttons that complete or cancel it through the same fulfilment as a real payment.
 * Like Stripe's checkout link, the unguessable session id is what grants access to the page.
 */
export async function registerTestCheckout(
  app: FastifyInstance,
  options: TestCheckoutOptions,
): Promise<void> {
  await app.register(async (scope) => {
    // Plain HTML forms post url-encoded bodies; only this scope needs to read them.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.get(TEST_CHECKOUT_PATH, async (req, reply) => {
      const sessionId = sessionIdFrom(req.query);
      const view = sessionId ? await findTestCheckout(options.db, sessionId) : null;
      if (!view) return sendRefusal(reply, sessionId, 'not_found');
      if (view.state !== 'open') return sendRefusal(reply, sessionId, view.state);
      return sendHtml(reply, 200, checkoutPage(view));
    });

    scope.post(`${TEST_CHECKOUT_PATH}/complete`, async (req, reply) => {
      const sessionId = sessionIdFrom(req.body);
      const outcome = sessionId
        ? await completeTestCheckout(options.db, sessionId, {
            log: req.log,
            onFulfilled: options.onFulfilled,
          })
        : ({ ok: false, reason: 'not_found' } as const);
      if (!outcome.ok) return sendRefusal(reply, sessionId, outcome.reason);
      return reply.redirect(`/payment/success?session_id=${encodeURIComponent(sessionId)}`, 303);
    });

    scope.post(`${TEST_CHECKOUT_PATH}/cancel`, async (req, reply) => {
      const sessionId = sessionIdFrom(req.body);
      const outcome = sessionId
        ? await cancelTestCheckout(options.db, sessionId)
        : ({ ok: false, reason: 'not_found' } as const);
      if (!outcome.ok) return sendRefusal(reply, sessionId, outcome.reason);
      return reply.redirect('/payment/cancel', 303);
    });
  });
}
