import type { Database } from '@margin/db';
import { createContext } from './context';
import { createCaller } from './root';
import { createHashGate } from './services/auth/hash-gate';
import { resolveSession } from './services/auth/sessions';
import { createMemoryCounterStore } from './services/counters/memory';
import { createDeferredWork } from './services/deferred';
import type { Billing, MailMessage, Services } from './services/types';

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
