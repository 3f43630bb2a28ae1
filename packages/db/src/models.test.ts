// The schema in use through Prisma: constraints, transactions, cascades, and exact values, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma, type PrismaClient } from './index';
import { postgresForTests } from './test-helpers';
import { createTestDatabase, type TestDatabase } from './testing';

const postgres = await postgresForTests();
const backends = [
  { name: 'embedded (PGlite)', kind: 'embedded' as const, skip: false },
  { name: `PostgreSQL${postgres.skipReason}`, kind: 'postgres' as const, skip: !postgres.url },
];

let counter = 0;
const uniqueEmail = () => `seller-${Date.now()}-${counter++}@example.com`;

function prismaErrorCode(error: unknown): string | undefined {
  return error instanceof Prisma.PrismaClientKnownRequestError ? error.code : undefined;
}

describe.each(backends)('models on $name', ({ kind, skip }) => {
  let test: TestDatabase;
  let prisma: PrismaClient;
  beforeAll(async () => {
    if (skip) return;
    test = await createTestDatabase({ kind });
    prisma = test.db.prisma;
    expect(test.db.kind).toBe(kind);
  });
  afterAll(async () => {
    await test?.drop();
  });

  it.skipIf(skip)('rejects a second user with the same e-mail (P2002)', async () => {
    const email = uniqueEmail();
    await prisma.user.create({ data: { email } });
    const duplicate = await prisma.user.create({ data: { email } }).catch((error: unknown) => error);
    expect(prismaErrorCode(duplicate)).toBe('P2002');
  });

  it.skipIf(skip)('rejects an e-mail that is not trimmed and lowercased', async () => {
    await expect(prisma.user.create({ data: { email: 'Mixed.Case@Example.com' } })).rejects.toThrow(
      /users_email_normalized_check/,
    );
  });

  it.skipIf(skip)('keeps a seller language Margin speaks and refuses any other', async () => {
    const user = await prisma.user.create({ data: { email: uniqueEmail(), locale: 'de' } });
    expect(user.locale).toBe('de');
    await expect(
      prisma.user.update({ where: { id: user.id }, data: { locale: 'pt' }, select: { id: true } }),
    ).rejects.toThrow(/users_locale_check/);
    const unset = await prisma.user.update({ where: { id: user.id }, data: { locale: null } });
    expect(unset.locale).toBeNull();
  });

  it.skipIf(skip)(
    'rejects a payment event processed twice (P2002), which makes webhooks idempotent',
    async () => {
      const eventId = `evt_${Date.now()}_${counter++}`;
      await prisma.processedPaymentEvent.create({ data: { eventId, type: 'checkout.session.completed' } });
      const again = await prisma.processedPaymentEvent
        .create({ data: { eventId, type: 'checkout.session.completed' } })
        .catch((error: unknown) => error);
      expect(prismaErrorCode(again)).toBe('P2002');
    },
  );

  it.skipIf(skip)('round-trips a signed-up, paying seller through one interactive transaction', async () => {
    const email = uniqueEmail();
    const trialEndsAt = new Date('2030-01-08T09:30:15.123Z');
    const snapshot = {
      mode: 'forward',
      currency: 'USD',
      price: 24.99,
      costs: { product: 5 },
      results: null,
      version: 1,
    };

    const userId = await prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { email, trialStartedAt: new Date('2030-01-01T09:30:15.123Z'), trialEndsAt },
      });
      const subscription = await tx.subscription.create({
        data: {
          userId: user.id,
          status: 'active',
          provider: 'test',
          providerSubscriptionId: `sub_${user.id}`,
        },
      });
      await tx.payment.create({
        data: {
          userId: user.id,
          subscriptionId: subscription.id,
          provider: 'test',
          amountMinor: 299,
          currency: 'USD',
          status: 'paid',
          providerSessionId: `cs_${user.id}`,
        },
      });
      await tx.product.create({
        data: { userId: user.id, name: 'Mug', productCostMinor: 450, sellingPriceMinor: 1899 },
      });
      await tx.salesRecord.create({
        data: {
          userId: user.id,
          date: new Date('2030-02-03'),
          productName: 'Mug',
          sellingPriceMinor: 1899,
          totalCostsMinor: 700,
          quantity: 3,
        },
      });
      await tx.share.create({ data: { id: `share_${user.id}`, snapshot, userId: user.id } });
      return user.id;
    });

    const stored = await prisma.user.findUniqueOrThrow({
      where: { id: userId },
      include: { subscription: true, payments: true, products: true, salesRecords: true, shares: true },
    });
    expect(stored.email).toBe(email);
    expect(stored.trialEndsAt?.toISOString()).toBe(trialEndsAt.toISOString());
    expect(stored.subscription).toMatchObject({
      status: 'active',
      provider: 'test',
      cancelAtPeriodEnd: false,
    });
    expect(stored.payments).toEqual([
      expect.objectContaining({
        amountMinor: 299,
        currency: 'USD',
        status: 'paid',
        subscriptionId: stored.subscription?.id,
      }),
    ]);
    expect(stored.products[0]).toMatchObject({
      name: 'Mug',
      productCostMinor: 450,
      desiredMarginBp: 3000,
      currency: 'USD',
    });
    expect(stored.salesRecords[0]?.date.toISOString()).toBe('2030-02-03T00:00:00.000Z');
    expect(stored.shares[0]?.snapshot).toEqual(snapshot);
    expect(stored.shares[0]?.viewCount).toBe(0);
  });

  it.skipIf(skip)('rolls back every write of a transaction that throws', async () => {
    const email = uniqueEmail();
    await expect(
      prisma.$transaction(async (tx) => {
        const user = await tx.user.create({ data: { email } });
        await tx.product.create({ data: { userId: user.id, name: 'Never saved', sellingPriceMinor: 100 } });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await prisma.user.findUnique({ where: { email } })).toBeNull();
    expect(await prisma.product.count({ where: { name: 'Never saved' } })).toBe(0);
  });

  it.skipIf(skip)(
    "deleting a user removes their data but keeps anonymous statistics and the admins' audit trail",
    async () => {
      const email = uniqueEmail();
      const user = await prisma.user.create({
        data: {
          email,
          sessions: { create: { tokenHash: `hash_${email}`, expiresAt: new Date(Date.now() + 60_000) } },
          payments: { create: { provider: 'stripe', amountMinor: 299, currency: 'USD', status: 'failed' } },
          products: { create: { name: 'Card', sellingPriceMinor: 500 } },
          calculationEvents: { create: { mode: 'forward', country: 'US' } },
          outgoingEmails: { create: { to: email, subject: 'Welcome', text: 'Hi', kind: 'welcome' } },
        },
      });
      const admin = await prisma.adminUser.create({
        data: { username: `admin-${user.id}`, passwordHash: 'x' },
      });
      await prisma.adminActivityLog.create({
        data: {
          adminId: admin.id,
          adminUsername: admin.username,
          action: 'delete_user',
          targetEmail: email,
          details: { reason: 'asked' },
        },
      });

      await prisma.user.delete({ where: { id: user.id } });

      expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
      expect(await prisma.payment.count({ where: { userId: user.id } })).toBe(0);
      expect(await prisma.product.count({ where: { userId: user.id } })).toBe(0);
      expect(await prisma.outgoingEmail.count({ where: { to: email } })).toBe(0);
      const events = await prisma.calculationEvent.findMany({ where: { country: 'US', userId: null } });
      expect(events.length).toBeGreaterThan(0);
      expect(await prisma.adminActivityLog.findFirst({ where: { targetEmail: email } })).toMatchObject({
        details: { reason: 'asked' },
      });
    },
  );

  it.skipIf(skip)('keeps exchange rates exact and unique per pair and day', async () => {
    const data = {
      base: 'USD',
      quote: 'EUR',
      rate: new Prisma.Decimal('0.9212345678'),
      asOf: new Date('2030-03-04'),
      source: 'snapshot',
    };
    await prisma.exchangeRate.create({ data });
    const stored = await prisma.exchangeRate.findUniqueOrThrow({
      where: { base_quote_asOf: { base: 'USD', quote: 'EUR', asOf: new Date('2030-03-04') } },
    });
    expect(stored.rate.toFixed(10)).toBe('0.9212345678');
    const duplicate = await prisma.exchangeRate.create({ data }).catch((error: unknown) => error);
    expect(prismaErrorCode(duplicate)).toBe('P2002');
  });

  it.skipIf(skip)('maintains updatedAt and stores scalar lists', async () => {
    const user = await prisma.user.create({ data: { email: uniqueEmail() } });
    const connection = await prisma.marketplaceConnection.create({
      data: { userId: user.id, shopName: 'My Shop', scopes: ['shops_r', 'listings_r', 'transactions_r'] },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const updated = await prisma.marketplaceConnection.update({
      where: { id: connection.id },
      data: { shopId: '42' },
    });
    expect(updated.scopes).toEqual(['shops_r', 'listings_r', 'transactions_r']);
    expect(updated.updatedAt.getTime()).toBeGreaterThan(connection.updatedAt.getTime());
  });
});
