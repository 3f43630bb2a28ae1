/** The one package sold (core spec §9); also the Stripe price's lookup key. */
export const PACKAGE_ID = 'annual_subscription';

/** What the built-in test checkout charges (core spec §1: 2.99 USD per year). Stripe takes its price from Stripe. */
export const TEST_PRICE = { amountMinor: 299, currency: 'USD' } as const;

const HOUR_MS = 60 * 60 * 1000;

/**
 * An open checkout younger than this is handed out again instead of starting a second one (no double charge from
 * a double click or a second tab). Stripe sessions live 24 h; an hour's margin keeps us from handing out a page
 * that expires while the seller types their card number.
 */
export const CHECKOUT_REUSE_MS = 23 * HOUR_MS;

/** Stripe's default Checkout Session lifetime; the test checkout expires its sessions the same way. */
export const CHECKOUT_LIFETIME_MS = 24 * HOUR_MS;

export function addOneYear(date: Date): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/** Absolute return URLs of a checkout, from configuration (PUBLIC_URL), never from request headers. */
export function checkoutReturnUrls(publicUrl: string): { successUrl: string; cancelUrl: string } {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    // Stripe fills in {CHECKOUT_SESSION_ID}; the test checkout redirects to the same page itself.
    successUrl: `${base}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}/payment/cancel`,
  };
}
