// Suite support for the admin action tests: a database with a fake Stripe, sellers in a given state, an admin
// calling through a real session, and what the activity log says about a seller.
import { createTestDatabase } from '@margin/db/testing';
import type { Billing, Services } from '../services/types';
import { startBillingFixture } from './payments';
import {
  callerForAdminToken,
  callerForToken,
  createSeller,
  createTestAdmin,
  testServices,
  type SellerState,
} from '.';

export async function adminActionsFixture() {
  const testDb = await createTestDatabase();
  const { db } = testDb;
  const billing = await startBillingFixture(db);
  let n = 0;
  return {
    db,
    ...billing,
    close: async () => {
      await billing.close();
      await testDb.drop();
    },
    seller: (state: SellerState, options: { trialDaysLeft?: number } = {}) =>
      createSeller(db, { state, email: `${state}-${n++}@shop.io`, ...options }),
    adminWith: async (billingService: Billing = billing.testBilling, overrides: Partial<Services> = {}) => {
      const services = testServices({ billing: billingService, ...overrides });
      const admin = await createTestAdmin(db, { services });
      return { admin, caller: await callerForAdminToken(db, admin.token, services), services };
    },
    lastLog: (email: string) =>
      db.prisma.adminActivityLog.findFirst({
        where: { targetEmail: email },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { action: true, adminUsername: true, reason: true, details: true, createdAt: true },
      }),
    sellerStatus: async (token: string) => (await callerForToken(db, token)).subscription.status(),
  };
}
