import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@margin/db/testing';
import { callerForAdminToken, createSeller, createTestAdmin, testServices } from '../testing';

// Churn is a share of the Pro subscriptions that ran at the start of the 30 days. With none then there is no
// share to give: the figure says so and why, instead of a 0.0% beside subscriptions that ended.

const DAY_MS = 24 * 60 * 60 * 1000;
const testDb = await createTestDatabase();
const { db } = testDb;
afterAll(() => testDb.drop());

async function proThatEnded(email: string, createdDaysAgo: number, endedDaysAgo: number) {
  const { user } = await createSeller(db, { state: 'pro', email });
  await db.prisma.subscription.update({
    where: { userId: user.id },
    data: {
      createdAt: new Date(Date.now() - createdDaysAgo * DAY_MS),
      currentPeriodEnd: new Date(Date.now() - endedDaysAgo * DAY_MS),
      canceledAt: new Date(Date.now() - endedDaysAgo * DAY_MS),
      status: 'canceled',
    },
  });
}

describe('the churn rate', () => {
  it("is 'n/a' with the reason when no Pro subscription ran at the start of the 30 days", async () => {
    await proThatEnded('first@shop.io', 20, 5);
    await proThatEnded('second@shop.io', 10, 2);
    const services = testServices();
    const admin = await createTestAdmin(db, { services });
    const stats = await (await callerForAdminToken(db, admin.token, services)).admin.stats();
    expect(stats.activity.churned_this_month).toBe(2);
    expect(stats.kpis.churn_rate).toBeNull();
    expect(stats.kpis.churn_rate_note).toBe(
      'No Pro subscription was running 30 days ago, so there is no rate to compare these with.',
    );
  });
});
