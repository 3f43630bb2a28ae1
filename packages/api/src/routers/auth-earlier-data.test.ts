import { afterAll, describe, expect, it } from 'vitest';
import { calculate, snapshotFromCalculation } from '@margin/core';
import { createTestDatabase } from '@margin/db/testing';
import { callerForToken } from '../testing';
import { signInLinks } from '../testing/sign-in-links';

// Someone starts a trial with another person's e-mail (a trial starts with the address alone) and fills it with
// products, sales and share links. When the owner proves the address, the intruder's sessions end and the owner
// decides what happens to what was made before: keep it, or delete it.

const testDb = await createTestDatabase();
afterAll(() => testDb.drop());
const { db } = testDb;
const { anonymous, ownerSignsInByLink, mailedResetToken } = signInLinks(db);

const input = { mode: 'forward', country: 'US', selling_price: 25, product_cost: 5 } as const;
const today = new Date().toISOString().slice(0, 10);

/** The intruder's trial, with two products, a sale and a share link planted in it. */
async function plantedTrial(email: string) {
  const intruder = await anonymous().auth.login({ email, remember_me: true });
  const caller = await callerForToken(db, intruder.token);
  for (const name of ['Planted mug', 'Planted bowl']) {
    await caller.products.create({ name, product_cost: 1, selling_price: 2, currency: 'USD' });
  }
  await caller.sales.create({
    date: today,
    product_name: 'Planted mug',
    selling_price: 2,
    total_costs: 1,
    quantity: 1,
    currency: 'USD',
  });
  await caller.shares.create({ calc: snapshotFromCalculation(input, calculate(input), 'planted') });
  return intruder;
}

describe('what was made before the owner proved the address', () => {
  it('waits for the owner, who may delete it; the intruder cannot answer for them', async () => {
    const intruder = await plantedTrial('victim-a@shop.io');
    const owner = await ownerSignsInByLink('victim-a@shop.io');
    const ownerCaller = await callerForToken(db, owner.token);
    expect(await ownerCaller.auth.earlierData()).toMatchObject({
      pending: true,
      products: 2,
      sales_records: 1,
      shares: 1,
      shop_connected: false,
    });
    await expect(callerForToken(db, intruder.token)).rejects.toThrow('session did not resolve');

    // What the owner makes from now on is theirs and stays.
    await ownerCaller.products.create({
      name: 'My own vase',
      product_cost: 3,
      selling_price: 9,
      currency: 'USD',
    });
    const settled = await ownerCaller.auth.settleEarlierData({ keep: false });
    expect(settled).toEqual({
      kept: false,
      deleted: { products: 2, sales_records: 1, shares: 1, shop_connected: false },
    });
    expect((await ownerCaller.products.list()).map((p) => p.name)).toEqual(['My own vase']);
    expect((await ownerCaller.sales.list({})).total).toBe(0);
    expect(await ownerCaller.auth.earlierData()).toMatchObject({ pending: false, products: 0 });
    // Asked again (a second tab): nothing left to decide, nothing changes.
    expect((await ownerCaller.auth.settleEarlierData({ keep: false })).deleted.products).toBe(0);
    expect(await ownerCaller.products.list()).toHaveLength(1);
  });

  it('stays when the owner keeps it (it may have been theirs, made on another device)', async () => {
    await plantedTrial('victim-b@shop.io');
    const owner = await callerForToken(db, (await ownerSignsInByLink('victim-b@shop.io')).token);
    expect(await owner.auth.settleEarlierData({ keep: true })).toMatchObject({ kept: true });
    expect(await owner.products.list()).toHaveLength(2);
    expect(await owner.auth.earlierData()).toMatchObject({ pending: false });
  });

  it('is asked after a reset link too, and only once: a later proof asks nothing', async () => {
    await plantedTrial('victim-c@shop.io');
    await anonymous().auth.resetPassword({
      token: await mailedResetToken('victim-c@shop.io'),
      password: 'Owner-Pass-9',
    });
    const owner = await anonymous().auth.login({ email: 'victim-c@shop.io', password: 'Owner-Pass-9' });
    const caller = await callerForToken(db, owner.token);
    expect(await caller.auth.earlierData()).toMatchObject({ pending: true, products: 2 });
    await caller.auth.settleEarlierData({ keep: true });
    const again = await anonymous().auth.resetPassword({
      token: await mailedResetToken('victim-c@shop.io'),
      password: 'Owner-Pass-10',
    });
    expect(again.message).toMatch(/has been reset/);
    const back = await anonymous().auth.login({ email: 'victim-c@shop.io', password: 'Owner-Pass-10' });
    expect(await (await callerForToken(db, back.token)).auth.earlierData()).toMatchObject({ pending: false });
  });

  it('asks nothing of an account with nothing in it, and nothing of a session that proved nothing', async () => {
    const fresh = await anonymous().auth.login({ email: 'fresh@shop.io', remember_me: true });
    await expect((await callerForToken(db, fresh.token)).auth.earlierData()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const owner = await callerForToken(db, (await ownerSignsInByLink('fresh@shop.io')).token);
    expect(await owner.auth.earlierData()).toMatchObject({ pending: false, products: 0 });
  });
});
