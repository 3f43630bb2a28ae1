import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { generatedLedger, MARKETPLACE_MESSAGES, monthRange, type GenOrder, type Plant } from '@margin/core';
import { openApiLedger } from '../testing/marketplace/fake-etsy';
import { etsySuite, refusal } from '../testing/marketplace/etsy-suite';

// A month of the connected shop reconciled from its payment-account ledger, against the fake marketplace.

const suite = await etsySuite();
const { prisma, fake, seller, connect } = suite;
afterAll(() => suite.close());

const MONTH = '2025-09';
const SHOP = `/v3/application/shops/${fake.shop.shopId}`;

const orders = (count: number): GenOrder[] =>
  Array.from({ length: count }, (_, i) => ({
    id: String(5_100 + i),
    day: 1 + (i % 28),
    lines: [
      { title: `Mug ${i}`, listingId: String(1_000 + i), price: 2_500 + i * 10, quantity: 1 + (i % 2) },
    ],
    shipping: i % 3 === 0 ? 0 : 450,
    tax: i % 4 === 0 ? 200 : 0,
    offsite: i % 5 === 0,
  }));

/** The fake marketplace's ledger: the month's orders, and an order of the month after that must not be read. */
function serveLedger(monthOrders: GenOrder[], plants: Plant[] = []) {
  const month = generatedLedger(monthOrders, { country: 'US', month: MONTH, plants });
  const next = generatedLedger([{ ...monthOrders[0]!, id: '9999' }], { country: 'US', month: '2025-10' });
  const served = openApiLedger(fake.shop.shopId, {
    entries: [...month.entries, ...next.entries.map((e) => ({ ...e, entry_id: `9${e.entry_id}` }))],
    payments: [...month.payments, ...next.payments],
  });
  fake.ledgerEntries = served.ledgerEntries;
  fake.payments = served.payments;
}

const paths = (from: number) => fake.requests.slice(from).map((r) => r.path);

beforeEach(() => serveLedger(orders(6)));

describe('etsy: the shop month reconciled from the payment-account ledger', () => {
  it('finds every order of an exact month exact, reading the shop, the ledger and each payment once', async () => {
    const { caller } = await seller();
    await connect(caller);
    const before = fake.requests.length;
    const answer = await caller.etsy.reconcile({ year: 2025, month: 9 });
    expect(answer).toMatchObject({
      month: MONTH,
      shop_name: 'LinenAndClay',
      currency: 'USD',
      errors: [],
      warnings: [],
      warning_messages: [],
    });
    expect(answer.orders).toHaveLength(6);
    expect(answer.orders.every((order) => order.exact)).toBe(true);
    expect(answer.summary).toMatchObject({ orders: 6, orders_exact: 6, difference: 0 });
    expect(answer.other).toEqual([]);
    expect(answer.orders.map((o) => o.order_id)).not.toContain('9999');
    expect(new Date(answer.expires_at).getTime() - new Date(answer.fetched_at).getTime()).toBe(30 * 60_000);
    expect(paths(before)).toEqual([
      SHOP,
      `${SHOP}/payment-account/ledger-entries`,
      ...orders(6).map((o) => `${SHOP}/receipts/${o.id}/payments`),
    ]);
  });

  it('reports a processing fee the payment says was charged above the rate', async () => {
    serveLedger(orders(6), [{ kind: 'processing_fee', order: 2 }]);
    const { caller } = await seller();
    await connect(caller);
    const answer = await caller.etsy.reconcile({ month: MONTH });
    expect(answer.summary).toMatchObject({ orders_exact: 5, orders_differing: 1, difference: 0.05 });
    expect(answer.orders[0]!.order_id).toBe('5102');
    expect(answer.orders[0]!.lines.filter((line) => line.difference !== 0)).toEqual([
      expect.objectContaining({ kind: 'processing', difference: 0.05, reason: 'unexplained' }),
    ]);
  });

  it('answers a clear sentence before connecting, for a month to come, and to an expired seller', async () => {
    const { caller } = await seller();
    const before = fake.requests.length;
    expect(await refusal(caller.etsy.reconcile({ month: MONTH }))).toMatchObject({
      code: 'CONFLICT',
      message: MARKETPLACE_MESSAGES.notConnected,
    });
    await connect(caller);
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const coming = next.toISOString().slice(0, 7);
    expect(await refusal(caller.etsy.reconcile({ month: coming }))).toEqual({
      code: 'BAD_REQUEST',
      message: `${coming} has not begun yet: choose this month or an earlier one.`,
      retryAfter: undefined,
    });
    const expired = await seller('expired');
    expect(await refusal(expired.caller.etsy.reconcile({ month: MONTH }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    // Connecting is the only request: nothing was read for the refusals.
    expect(paths(before).filter((p) => p.startsWith(SHOP))).toEqual([SHOP]);
  });

  it("never reads another seller's shop or answer: the month is the caller's own connection's", async () => {
    const owner = await seller();
    await connect(owner.caller);
    await owner.caller.etsy.reconcile({ month: MONTH });
    const other = await seller();
    const before = fake.requests.length;
    // A shop id in the input is not the caller's to choose: it is dropped, and the caller has no connection.
    const input = { month: MONTH, shop_id: String(fake.shop.shopId) } as { month: string };
    expect(await refusal(other.caller.etsy.reconcile(input))).toMatchObject({
      code: 'CONFLICT',
      message: MARKETPLACE_MESSAGES.notConnected,
    });
    expect(fake.requests.length).toBe(before);
  });

  it('answers again from the cache without a request, whatever the settings, until the seller disconnects', async () => {
    const { user, caller } = await seller();
    await connect(caller);
    const first = await caller.etsy.reconcile({ month: MONTH });
    const before = fake.requests.length;
    expect(await caller.etsy.reconcile({ month: MONTH })).toEqual(first);
    const gb = await caller.etsy.reconcile({ month: MONTH, country_code: 'GB', vat_registered: true });
    expect(gb.fetched_at).toBe(first.fetched_at);
    expect(fake.requests.length).toBe(before);
    const key = `reconcile:${user.id}:${MONTH}`;
    expect(await prisma.marketplaceCacheEntry.count({ where: { key } })).toBe(1);

    await caller.etsy.disconnect();
    expect(await prisma.marketplaceCacheEntry.count({ where: { key } })).toBe(0);
  });

  it('stays within its request budget: the shop, one per 100 ledger entries, 50 payments at most', async () => {
    const many = orders(60);
    serveLedger(many);
    const { caller } = await seller();
    await connect(caller);
    const before = fake.requests.length;
    const answer = await caller.etsy.reconcile({ month: MONTH });
    const entries = generatedLedger(many, { country: 'US', month: MONTH }).entries.length;
    const asked = paths(before);
    expect(asked.filter((p) => p === SHOP)).toHaveLength(1);
    expect(asked.filter((p) => p.endsWith('/ledger-entries'))).toHaveLength(Math.ceil(entries / 100));
    expect(asked.filter((p) => p.endsWith('/payments'))).toHaveLength(50);
    expect(asked.length).toBe(1 + Math.ceil(entries / 100) + 50);
    // The ten orders past the payments read keep the ledger's processing fee, and the answer says so.
    expect(answer.summary).toMatchObject({ orders: 60, orders_exact: 60 });
    expect(answer.warnings).toEqual([
      '10 orders of the month beyond the first 50 have their processing fee from the ledger: Margin reads at most 50 payments a month.',
    ]);
    // The same warning as its message's key and arguments, for the seller app to say in the seller's language.
    expect(answer.warning_messages).toEqual([{ key: 'unreadPayments', args: [10, 50] }]);
  });

  it('asks the ledger for the month alone; the marketplace refuses more than 31 days, as the real one does', async () => {
    const { user, caller } = await seller();
    await connect(caller);
    const row = await prisma.marketplaceConnection.findUniqueOrThrow({ where: { userId: user.id } });
    const token = suite.marketplace.cipher.open(row.accessTokenEncrypted!, `marketplace-token:${user.id}`);
    const shopId = String(fake.shop.shopId);
    const september = await suite.marketplace.ledgerEntries(token, shopId, monthRange(MONTH));
    expect(september).toHaveLength(
      generatedLedger(orders(6), { country: 'US', month: MONTH }).entries.length,
    );
    const { start } = monthRange(MONTH);
    await expect(
      suite.marketplace.ledgerEntries(token, shopId, { start, end: start + 32 * 86_400 }),
    ).rejects.toMatchObject({ kind: 'unavailable' });
  });

  // Last: the fake then refuses every refresh token it issued.
  it('refuses a connection whose refresh token has expired, and marks it for a reconnect', async () => {
    const { user, caller } = await seller();
    await connect(caller);
    await prisma.marketplaceConnection.update({
      where: { userId: user.id },
      data: { expiresAt: new Date(0) },
    });
    fake.expireRefreshTokens();
    expect(await refusal(caller.etsy.reconcile({ month: MONTH }))).toMatchObject({
      code: 'CONFLICT',
      message: MARKETPLACE_MESSAGES.needsReconnect,
    });
    expect(await prisma.marketplaceCacheEntry.count({ where: { userId: user.id } })).toBe(0);
  });
});
