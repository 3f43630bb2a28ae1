import { afterAll, describe, expect, it } from 'vitest';
import { refreshConnectedShops } from '../services/marketplace/refresh';
import { etsySuite } from '../testing/marketplace/etsy-suite';

// The schedules' refresh round: what is due of active sellers, fetched again within the marketplace's limits.

const suite = await etsySuite();
const { testDb, prisma, fake, marketplace, seller, connect } = suite;
afterAll(() => suite.close());

describe('etsy: the refresh round of the schedules (spec §9)', () => {
  /** A connected seller who used the app `hoursAgo`, with listings and orders fetched once. */
  async function connectedSeller(hoursAgo: number) {
    const { user, caller } = await seller();
    await connect(caller);
    await caller.etsy.listings();
    await caller.etsy.orders();
    await prisma.session.updateMany({
      where: { userId: user.id },
      data: { lastUsedAt: new Date(Date.now() - hoursAgo * 3600_000) },
    });
    return user;
  }
  const expire = (userId: string) =>
    prisma.marketplaceCacheEntry.updateMany({
      where: { userId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
  const requestsFor = (from: number) => fake.requests.slice(from).map((r) => r.path);

  it('fetches again what is due of active sellers only: listings, orders, and the shop after its day', async () => {
    // Other tests' connections are left alone by giving them no recent session.
    await prisma.session.updateMany({ data: { lastUsedAt: new Date(Date.now() - 48 * 3600_000) } });
    const active = await connectedSeller(1);
    const idle = await connectedSeller(30);
    const fresh = await connectedSeller(1);
    await expire(active.id);
    await expire(idle.id);
    await prisma.marketplaceConnection.update({
      where: { userId: active.id },
      data: { lastSyncedAt: new Date(Date.now() - 25 * 3600_000) },
    });
    const before = fake.requests.length;
    const report = await refreshConnectedShops(testDb.db, marketplace);
    expect(report).toEqual({ sellers: 2, refreshed: 3, failed: 0, stoppedForBudget: false });
    expect(requestsFor(before)).toEqual([
      '/v3/application/shops/987654',
      '/v3/application/shops/987654/listings',
      '/v3/application/shops/987654/receipts',
    ]);
    const entries = await prisma.marketplaceCacheEntry.findMany({ where: { userId: active.id } });
    expect(entries.every((entry) => entry.expiresAt > new Date())).toBe(true);
    // The idle seller's data stays expired (fetched again on demand); the fresh one's was not due.
    expect(
      await prisma.marketplaceCacheEntry.count({
        where: { userId: idle.id, expiresAt: { lte: new Date() } },
      }),
    ).toBe(2);
    expect(
      await prisma.marketplaceCacheEntry.count({
        where: { userId: fresh.id, expiresAt: { lte: new Date() } },
      }),
    ).toBe(0);
  });

  it('stops the round when the marketplace says slow down, and skips a connection that needs a reconnect', async () => {
    await prisma.session.updateMany({ data: { lastUsedAt: new Date(Date.now() - 48 * 3600_000) } });
    const broken = await connectedSeller(1);
    const busy = await connectedSeller(1);
    await prisma.marketplaceConnection.update({
      where: { userId: broken.id },
      data: { status: 'needs_reconnect' },
    });
    await expire(broken.id);
    await expire(busy.id);
    fake.answerTooManyRequests(2);
    const report = await refreshConnectedShops(testDb.db, marketplace);
    expect(report).toEqual({ sellers: 1, refreshed: 0, failed: 0, stoppedForBudget: true });
  });
});
