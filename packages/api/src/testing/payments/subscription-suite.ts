// Suite support for the subscription tests: a database with a fake Stripe, and signed-in sellers in a trial.
import { createTestDatabase } from '@margin/db/testing';
import { createContext } from '../../context';
import { createCaller } from '../../root';
import type { Billing } from '../../services/types';
import { createSeller, testServices } from '..';
import { startBillingFixture } from '.';

export async function subscriptionSuite() {
  const testDb = await createTestDatabase();
  const { db } = testDb;
  const billing = await startBillingFixture(db);
  const { fake } = billing;
  return {
    db,
    ...billing,
    close: async () => {
      await billing.close();
      await testDb.drop();
    },
    /** A seller in a running trial, signed in. */
    seller: async (service: Billing, options: { password?: boolean; trialDaysLeft?: number } = {}) => {
      const { user } = await createSeller(db, { state: 'trial', ...options });
      const services = testServices({ billing: service });
      const caller = createCaller(createContext({ db, services, user }));
      return { user, caller, mailbox: services.mailbox };
    },
    lastRequest: (path: string) => fake.requests.filter((r) => r.path === path).at(-1),
  };
}

/** The checkout session id at the end of a checkout URL (Stripe's page or the built-in one). */
export function sessionIdOf(url: string): string {
  return url.split('/').pop() ?? '';
}
