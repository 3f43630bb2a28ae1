import { afterAll, describe, expect, it } from 'vitest';
import { MAX_PRODUCTS_PER_SELLER } from '@margin/core';
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

const ring = {
  name: 'Silver ring',
  product_cost: 5.25,
  printing_cost: 0,
  shipping_cost: 4,
  packaging_cost: 0.6,
  additional_costs: 0.15,
  desired_margin: 30,
  selling_price: 25,
};

describe('products', () => {
  it('saves a row with the server id, answers it in major units and lists the caller rows only', async () => {
    const { caller, user } = await seller();
    const other = await seller();
    await other.caller.products.create({ ...ring, name: 'Not yours' });

    const saved = await caller.products.create({ ...ring, id: 'temp-1' } as typeof ring);
    expect(saved).toMatchObject({ ...ring, currency: 'USD' });
    expect(saved.id).not.toBe('temp-1');
    const row = await testDb.db.prisma.product.findUniqueOrThrow({ where: { id: saved.id } });
    expect(row).toMatchObject({
      userId: user.id,
      productCostMinor: 525,
      sellingPriceMinor: 2500,
      desiredMarginBp: 3000,
    });

    await caller.products.create({ name: '', selling_price: 0.45 });
    const listed = await caller.products.list();
    expect(listed.map((p) => p.name)).toEqual(['Silver ring', '']);
    expect(listed[1]).toMatchObject({ product_cost: 0, desired_margin: 30 });
  });

  it('keeps an optional SKU, trimmed, and refuses one longer than the marketplace allows', async () => {
    const { caller } = await seller();
    const saved = await caller.products.create({ ...ring, sku: '  RING-925 ' });
    expect(saved.sku).toBe('RING-925');
    expect((await caller.products.create(ring)).sku).toBe('');
    const updated = await caller.products.update({ id: saved.id, sku: 'RING-926' });
    expect(updated).toMatchObject({ ...ring, sku: 'RING-926' });
    await expect(caller.products.create({ ...ring, sku: 'X'.repeat(33) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('changes only the fields sent, and deletes', async () => {
    const { caller } = await seller();
    const saved = await caller.products.create(ring);
    const updated = await caller.products.update({ id: saved.id, selling_price: 27.5, desired_margin: 42.5 });
    expect(updated).toMatchObject({ ...ring, selling_price: 27.5, desired_margin: 42.5 });
    expect(await caller.products.delete({ id: saved.id })).toEqual({ id: saved.id });
    expect(await caller.products.list()).toEqual([]);
  });

  it('answers 404 for another seller row, and leaves it as it was', async () => {
    const { caller } = await seller();
    const victim = await seller();
    const theirs = await victim.caller.products.create(ring);
    await expect(caller.products.update({ id: theirs.id, selling_price: 1 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Product not found. It may have been deleted.',
    });
    await expect(caller.products.delete({ id: theirs.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await victim.caller.products.list()).toEqual([theirs]);
  });

  it('refuses bad input with a sentence naming the field, saving nothing', async () => {
    const { caller } = await seller();
    expect(await refusalSentence(caller.products.create({ ...ring, product_cost: -1 }))).toBe(
      'Product cost cannot be negative.',
    );
    expect(await refusalSentence(caller.products.create({ ...ring, name: 'x'.repeat(201) }))).toBe(
      'Name must be at most 200 characters.',
    );
    expect(
      await refusalSentence(caller.products.create({ name: 'Mug', currency: 'JPY', selling_price: 12.5 })),
    ).toBe('Selling price must be a whole number of JPY.');
    expect(await caller.products.list()).toEqual([]);
  });

  it(`keeps at most ${MAX_PRODUCTS_PER_SELLER} rows per seller, even when two saves race`, async () => {
    const { caller, user } = await seller();
    await testDb.db.prisma.product.createMany({
      data: Array.from({ length: MAX_PRODUCTS_PER_SELLER - 1 }, (_, i) => ({
        userId: user.id,
        name: `Item ${i}`,
        sellingPriceMinor: 100,
      })),
    });
    const results = await Promise.allSettled([caller.products.create(ring), caller.products.create(ring)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({
      code: 'BAD_REQUEST',
      message: `You can keep up to ${MAX_PRODUCTS_PER_SELLER} products. Delete one you no longer sell to add another.`,
    });
    expect(await testDb.db.prisma.product.count({ where: { userId: user.id } })).toBe(
      MAX_PRODUCTS_PER_SELLER,
    );
  });

  it('refuses an expired trial and a visitor', async () => {
    const expired = await seller('expired');
    await expect(expired.caller.products.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(expired.caller.products.create(ring)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Your trial has expired. Upgrade to Pro to use this feature.',
    });
    const visitor = createCaller(createContext({ db: testDb.db, services }));
    await expect(visitor.products.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
