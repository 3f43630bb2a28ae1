import type { HashGate } from './auth/hash-gate';
import type { CsvAnalyses } from './csv-analyses/analyses';
import type { DeferredWork } from './deferred';
import type { Marketplace } from './marketplace/etsy-client';
import type { ShareViews } from './share-views';

/**
 * The outside world as the procedures see it. The server builds the real implementations from its
 * configuration (SMTP or an outbox folder, Stripe or the built-in test checkout, Redis or memory); tests build
 * the same ones against local fakes. Procedures reach them through `ctx.services`, never through globals.
 */

/** One message to send; `kind` names the template ('password_reset', 'sign_in_link', ...) for the records. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  userId?: string | null;
}

/** Delivers a message (SMTP, or the outbox folder in the local run). Throws when delivery fails. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
  /** Human-readable description for the start-up banner and logs, e.g. 'SMTP smtp.example.com:587'. */
  readonly description: string;
}

/** A key's hits in its current window and the time until that window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/** Fixed-window counters shared by every server when Redis is configured (sign-in limits, lockouts). */
export interface CounterStore {
  /** Adds one hit to `key` and answers the count in the current window and the time until it resets. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The count in the current window without adding to it. */
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  /**
   * Takes one token from the bucket `key` (holding at most `capacity`, refilled continuously at `perSecond`):
   * `taken`, or how long until a token is there. A token bucket rather than a window: requests never bunch up
   * at a window's edge (ten at the end of one second and ten at the start of the next).
   */
  takeToken(key: string, bucket: TokenBucket): Promise<{ taken: boolean; waitMs: number }>;
}

export interface TokenBucket {
  capacity: number;
  perSecond: number;
}

export interface CheckoutRequest {
  userId: string;
  email: string;
  /** Absolute URLs built from PUBLIC_URL (never from request headers). */
  successUrl: string;
  cancelUrl: string;
}

/** What GET /api/payment/status/{session_id} reads: Stripe's own vocabulary. */
export interface CheckoutStatus {
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
}

/**
 * The card processor: Stripe Checkout in production, the built-in test checkout in the local run. Both
 * fulfil through the same code, so the local run exercises what production does.
 */
export interface Billing {
  readonly provider: 'stripe' | 'test';
  /** Starts a hosted checkout for the yearly Pro plan; answers the page to send the browser to. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; sessionId: string }>;
  /**
   * The state of a checkout; fulfils a paid one that no webhook has reported yet. With `userId`, only a checkout
   * that user started is found. With null, any of ours is: the session id is then the capability, as on Stripe's
   * own success page (the result page of a seller whose session lapsed, or who paid on another device).
   */
  checkoutStatus(sessionId: string, userId: string | null): Promise<CheckoutStatus>;
  /** Stops renewal at the end of the paid period; access continues until then. */
  cancelAtPeriodEnd(userId: string): Promise<RenewalChange>;
  /** Undoes a cancellation before the paid period ends: the subscription renews again. */
  resumeRenewal(userId: string): Promise<RenewalChange>;
}

/** What a renewal switch (cancel, resume) did. */
export interface RenewalChange {
  /** End of the paid period: access until then, or the renewal date. */
  currentPeriodEnd: Date | null;
  /**
   * Whether this call changed the subscription. Two calls at once (a double click, two tabs) both succeed, but
   * only one changes it, and only that one tells the seller (the cancellation e-mail).
   */
  changed: boolean;
}

export interface AppConfig {
  /** Where users reach the app; e-mail links and payment return URLs are built from it. */
  publicUrl: string;
  /** Server-side secret mixed into every password hash (HMAC-SHA-384 pre-hash). */
  passwordPepper: string;
  bcryptCost: number;
  supportEmail: string;
  /** Every admin must use a second factor (ADMIN_REQUIRE_MFA); default false. */
  adminRequireMfa?: boolean;
  /** Sellers at these e-mail domains are test accounts, left out of the admin figures and users list
   *  (TEST_ACCOUNT_DOMAINS); default DEFAULT_TEST_ACCOUNT_DOMAINS of @margin/core. */
  testAccountDomains?: readonly string[];
}

export interface Services {
  config: AppConfig;
  /** Work that runs after the answer is sent (mail whose timing must not tell anything). */
  deferred: DeferredWork;
  mail: MailTransport;
  counters: CounterStore;
  /** Bounds the bcrypt work in flight; every password hash or check goes through it. */
  hashGate: HashGate;
  billing: Billing;
  /** The CSV tools' analyses, off the event loop on the server (a pool of worker threads). */
  csvAnalyses: CsvAnalyses;
  /** The marketplace (OAuth and Open API); null until its app key is configured ('coming soon'). */
  marketplace: Marketplace | null;
  /** Share links' views: counted as they are answered, written a moment later. */
  shareViews: ShareViews;
}
