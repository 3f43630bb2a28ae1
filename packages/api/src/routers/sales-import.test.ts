import { afterAll, describe, expect, it } from 'vitest';
import { MAX_SALES_RECORDS_PER_SELLER, monthsEndingAt, type TSalesImportRecord } from '@margin/core';
import { createTestDatabase } from '@margin/db/testing';
import { createContext } from '../context';
import { createCaller } from '../root';
import { callerForToken, createSeller, refusalSentence, testServices, type SellerState } from '../testing';

const testDb = await createTestDatabase();
afterAll(() => testDb.drop());

const services = testServices();
async function seller(state: SellerState = 'trial') {
  const { user, token } = await createSeller(testDb.db, { state });
  return { user, caller: await callerForToken(testDb.db, token, services) };
}

const month = monthsEndingAt(new Date(), 1)[0]!;
const order = (id: string, overrides: Partial<TSalesImportRecord> = {}): TSalesImportRecord => ({
  import_key: `order:${id}`,
  date: `${month}-01`,
  product_name: `Mug (order ${id})`,
  selling_price: 34.5,
  total_costs: 12.25,
  quantity: 1,
  currency: 'USD',
  ...overrides,
});

/** Fills a seller's records up to `count` straight in the database (a hundred thousand through the API is slow). */
async function fillRecords(userId: string, count: number) {
  await testDb.db.prisma.$executeRaw`
    INSERT INTO sales_records (id, user_id, date, product_name, selling_price_minor, total_costs_minor, quantity, currency)
    SELECT ${userId} || '-' || g, ${userId}, DATE '2025-01-01', 'Filler', 100, 50, 1, 'USD'
    FROM generate_series(1, ${count}::int) AS g`;
}

describe('sales.importOrders (orders analysis -> sales records)', () => {
  it('adds each order once: a second import of the same file adds nothing', async () => {
    const { caller } = await seller();
    const records = [order('1001'), order('1002', { selling_price: 20, total_costs: 30 }), order('1003')];

    expect(await caller.sales.importOrders({ records })).toEqual({ added: 3, already_imported: 0 });
    expect(await caller.sales.importOrders({ records })).toEqual({ added: 0, already_imported: 3 });
    // The file grew by one order: only that one is new.
    expect(await caller.sales.importOrders({ records: [...records, order('1004')] })).toEqual({
      added: 1,
      already_imported: 3,
    });

    const listed = await caller.sales.list({ limit: 10 });
    expect(listed.total).toBe(4);
    expect(listed.items.find((r) => r.product_name === 'Mug (order 1002)')).toMatchObject({
      selling_price: 20,
      total_costs: 30,
      profit: -10,
    });
  });

  it('counts a key repeated within one call once', async () => {
    const { caller } = await seller();
    const result = await caller.sales.importOrders({ records: [order('7'), order('7'), order('8')] });
    expect(result).toEqual({ added: 2, already_imported: 1 });
    expect((await caller.sales.list()).total).toBe(2);
  });

  it('keeps each record in the currency given, in its minor unit', async () => {
    const { caller } = await seller();
    await caller.sales.importOrders({
      records: [
        order('eur', { currency: 'EUR', selling_price: 19.99, total_costs: 7.5 }),
        order('jpy', { currency: 'JPY', selling_price: 3200, total_costs: 1200 }),
      ],
    });
    const items = (await caller.sales.list()).items;
    expect(items.map((r) => [r.currency, r.selling_price, r.profit]).sort()).toEqual([
      ['EUR', 19.99, 12.49],
      ['JPY', 3200, 2000],
    ]);
    expect(
      await refusalSentence(
        caller.sales.importOrders({ records: [order('x', { currency: 'JPY', selling_price: 12.5 })] }),
      ),
    ).toBe('Selling price must be a whole number of JPY.');
  });

  it("does not see another seller's keys: the same order ids import for both", async () => {
    const one = await seller();
    const two = await seller('pro');
    const records = [order('500'), order('501')];
    expect(await one.caller.sales.importOrders({ records })).toEqual({ added: 2, already_imported: 0 });
    expect(await two.caller.sales.importOrders({ records })).toEqual({ added: 2, already_imported: 0 });
    expect((await one.caller.sales.list()).total).toBe(2);
    expect((await two.caller.sales.list()).total).toBe(2);
  });

  it('keeps the record limit: a batch that does not fit adds nothing, re-imports still answer', async () => {
    const { user, caller } = await seller();
    await caller.sales.importOrders({ records: [order('a')] });
    await fillRecords(user.id, MAX_SALES_RECORDS_PER_SELLER - 3);

    const sentence = await refusalSentence(
      caller.sales.importOrders({ records: [order('a'), order('b'), order('c'), order('d')] }),
    );
    expect(sentence).toBe(
      'You can keep up to 100,000 sales records: these 3 orders do not fit (room for 2). Delete old records to add them.',
    );
    expect(await testDb.db.prisma.salesRecord.count({ where: { userId: user.id } })).toBe(
      MAX_SALES_RECORDS_PER_SELLER - 2,
    );

    // Two new ones (and one already imported) fit exactly.
    expect(await caller.sales.importOrders({ records: [order('a'), order('b'), order('c')] })).toEqual({
      added: 2,
      already_imported: 1,
    });
    expect(await refusalSentence(caller.sales.importOrders({ records: [order('e')] }))).toBe(
      'You can keep up to 100,000 sales records. Delete old records to add new ones.',
    );
    // At the limit, the same file imported again still answers: nothing is new.
    expect(await caller.sales.importOrders({ records: [order('a'), order('c')] })).toEqual({
      added: 0,
      already_imported: 2,
    });
    expect(await testDb.db.prisma.salesRecord.count({ where: { userId: user.id } })).toBe(
      MAX_SALES_RECORDS_PER_SELLER,
    );
  }, 60_000);

  it('refuses an expired trial and a visitor, and a batch over 1,000 orders', async () => {
    const expired = await seller('expired');
    await expect(expired.caller.sales.importOrders({ records: [order('1')] })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const visitor = createCaller(createContext({ db: testDb.db, services }));
    await expect(visitor.sales.importOrders({ records: [order('1')] })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const { caller } = await seller();
    const many = Array.from({ length: 1001 }, (_, i) => order(String(i)));
    expect(await refusalSentence(caller.sales.importOrders({ records: many }))).toBe(
      'Records must hold at most 1,000 orders.',
    );
    expect(await testDb.db.prisma.salesRecord.count({ where: { userId: expired.user.id } })).toBe(0);
  });
});
