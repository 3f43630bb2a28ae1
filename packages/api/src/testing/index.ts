import { TRIAL_DAYS } from '@margin/core';
import type { Database } from '@margin/db';
import { ZodError } from 'zod';
import { createContext, type SessionUser } from '../context';
import { createCaller } from '../root';
import { createHashGate } from '../services/auth/hash-gate';
import { createAdmin } from '../services/admin/accounts';
import { createAdminSession, resolveAdminSession } from '../services/admin/sessions';
import { createSession, resolveSession } from '../services/auth/sessions';
import { createMemoryCounterStore } from '../services/counters/memory';
import { createInProcessAnalyses } from '../services/csv-analyses/analyses';
import { createDeferredWork } from '../services/deferred';
import { createShareViews } from '../services/share-views';
import type { Billing, MailMessage, Services } from '../services/types';
import { describeZodError } from '../zod-detail';

/** A pepper for tests only; production refuses to start without its own. */
export const TEST_PASSWORD_PEPPER = 'test-pepper-0123456789abcdef0123456789abcdef';

const billingNotSet: Billing = {
  provider: 'test',
  createCheckout: () => Promise.reject(new Error('This test did not set up billing')),
  checkoutStatus: () => Promise.reject(new Error('This test did not set up billing')),
  cancelAtPeriodEnd: () => Promise.reject(new Error('This test did not set up billing')),
  resumeRenewal: () => Promise.reject(new Error('This test did not set up billing')),
};

/**
 * Services for router tests: in-memory counters, a mailbox that keeps every delivered message, bcrypt at its
 * cheapest cost (hashing speed is measured in bench/, not here). Pass real implementations to override.
 */
export function testServices(overrides: Partial<Services> = {}): Services & { mailbox: MailMessage[] } {
  const mailbox: MailMessage[] = [];
  return {
    config: {
      publicUrl: 'http://localhost:3000',
      passwordPepper: TEST_PASSWORD_PEPPER,
      bcryptCost: 4,
      supportEmail: 'support@margin.app',
    },
    mail: {
      description: 'test mailbox',
      deliver: async (message) => {
        mailbox.push(message);
      },
    },
    counters: createMemoryCounterStore(),
    // Roomy, so no test is turned away by accident; tests of the gate pass a tight one of their own.
    hashGate: createHashGate({
      concurrency: 4,
      maxWaitMs: 60_000,
      maxQueued: 1000,
      maxQueuedPerClient: 1000,
    }),
    // A deferred task that fails fails the test that settles it, instead of vanishing into a log.
    deferred: createDeferredWork((error) => {
      throw error;
    }),
    billing: billingNotSet,
    csvAnalyses: createInProcessAnalyses(),
    marketplace: null,
    shareViews: createShareViews(),
    ...overrides,
    mailbox,
  };
}

/** A caller signed in with `token`, exactly as the server resolves a bearer token (and from `ip`, if given). */
export async function callerForToken(
  db: Database,
  token: string,
  services: Services = testServices(),
  ip?: string,
) {
  const session = await resolveSession(db, token);
  if (!session) throw new Error('session did not resolve');
  return createCaller(
    createContext({
      db,
      services,
      ip,
      user: session.user,
      sessionId: session.sessionId,
      sessionProven: session.addressProven,
    }),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The states a seller's access can be in (core spec §4): a running trial, paid Pro, a trial that ran out with
 * nothing bought, and Pro cancelled (not renewing, but paid up until the period ends).
 */
export type SellerState = 'trial' | 'pro' | 'expired' | 'cancelled';

export interface SellerOptions {
  state: SellerState;
  /** Stored as given (the schema wants it trimmed and lowercased); a fresh unique address without one. */
  email?: string;
  /** Whether the account has set a password (default true; checkout asks for one first). No password matches it. */
  password?: boolean;
  /** A trial's whole days left, as `trial_days_remaining` shows them (default: a fresh 7-day trial). */
  trialDaysLeft?: number;
}

export interface TestSeller {
  /** The seller as the server resolves the session (hasAccess computed from the stored state, not assumed). */
  user: SessionUser;
  /** A bearer token of an open session (see `callerForToken`). */
  token: string;
}

let sellerCounter = 0;

/**
 * A seller in the given state, with a session, written the way the real flows leave the rows: a trial has its
 * start and end; Pro has ended its trial and has an active subscription through the test checkout for a year;
 * a cancelled one still runs until its period ends, like Stripe's `cancel_at_period_end`.
 */
export async function createSeller(db: Database, options: SellerOptions): Promise<TestSeller> {
  const now = Date.now();
  const email = options.email ?? `${options.state}-${now}-${sellerCounter++}@example.com`;
  // A minute short of whole days, so the rounded-up days left stay exact while the test runs.
  const trialEndsAt =
    options.state === 'trial'
      ? new Date(now + (options.trialDaysLeft ?? TRIAL_DAYS) * DAY_MS - 60_000)
      : new Date(now - 30 * DAY_MS);
  const { id } = await db.prisma.user.create({
    data: {
      email,
      passwordHash: options.password === false ? null : '$2b$04$not-a-real-hash',
      trialStartedAt: new Date(trialEndsAt.getTime() - TRIAL_DAYS * DAY_MS),
      trialEndsAt,
    },
    select: { id: true },
  });
  if (options.state === 'pro' || options.state === 'cancelled') {
    const cancelled = options.state === 'cancelled';
    await db.prisma.subscription.create({
      data: {
        userId: id,
        status: 'active',
        provider: 'test',
        providerCustomerId: `test_cus_${id}`,
        providerSubscriptionId: `test_sub_${id}`,
        currentPeriodEnd: new Date(now + 365 * DAY_MS),
        cancelAtPeriodEnd: cancelled,
        canceledAt: cancelled ? new Date(now) : null,
      },
      select: { id: true },
    });
  }
  const token = await createSession(db, { userId: id, remember: false, addressProven: true });
  const session = await resolveSession(db, token);
  if (!session) throw new Error('session did not resolve');
  return { user: session.user, token };
}

/**
 * The sentence a client reads when `call` is refused: a validation error's as the error formatter words it
 * (a direct caller gets zod's raw error), any other error's own message.
 */
export async function refusalSentence(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof ZodError ? describeZodError(cause) : (error as Error).message;
  }
  throw new Error('the call was not refused');
}

/** A password that meets the admin policy (12+ characters, upper, lower, digit, special). */
export const TEST_ADMIN_PASSWORD = 'Margin-Ops-2026!';

let adminCounter = 0;

export interface TestAdmin {
  id: string;
  username: string;
  password: string;
  /** A bearer token of an open admin session (see `callerForAdminToken`). */
  token: string;
}

/**
 * An operator made the way `pnpm admin:create` makes one (policy, hash, history, log), with an open session.
 * `passwordChangedAt` moves the password's 90 days (an expired or nearly expired password).
 */
export async function createTestAdmin(
  db: Database,
  options: { username?: string; password?: string; passwordChangedAt?: Date; services?: Services } = {},
): Promise<TestAdmin> {
  const services = options.services ?? testServices();
  const password = options.password ?? TEST_ADMIN_PASSWORD;
  const admin = await createAdmin(
    db,
    { username: options.username ?? `ops${Date.now().toString(36)}${adminCounter++}`, password },
    {
      pepper: services.config.passwordPepper,
      cost: services.config.bcryptCost,
      gate: services.hashGate,
      client: 'test',
    },
  );
  if (options.passwordChangedAt) {
    await db.prisma.adminUser.update({
      where: { id: admin.id },
      data: { passwordChangedAt: options.passwordChangedAt },
      select: { id: true },
    });
  }
  const { token } = await createAdminSession(db, { adminId: admin.id });
  return { ...admin, password, token };
}

/** A caller signed in with an admin token, exactly as the server resolves one (`adm_...`). */
export async function callerForAdminToken(
  db: Database,
  token: string,
  services: Services = testServices(),
  ip?: string,
) {
  const admin = await resolveAdminSession(db, token);
  if (!admin) throw new Error('admin session did not resolve');
  return createCaller(createContext({ db, services, ip, admin }));
}

/** A caller that is nobody (the admin login, or a request without a token). */
export function anonymousCaller(db: Database, services: Services = testServices(), ip?: string) {
  return createCaller(createContext({ db, services, ip }));
}

export { currentTotpCode } from '../services/admin/mfa';
