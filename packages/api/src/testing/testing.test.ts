import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@margin/db/testing';
import { callerForToken, createSeller } from '.';

const testDb = await createTestDatabase();
const { db } = testDb;
afterAll(() => testDb.drop());

describe('createSeller', () => {
  it('makes a trial seller whose session the server resolves, with the days left asked for', async () => {
    const { user, token } = await createSeller(db, { state: 'trial', trialDaysLeft: 3 });
    expect(user.hasAccess).toBe(true);
    const caller = await callerForToken(db, token);
    expect(await caller.subscription.status()).toEqual({
      has_subscription: false,
      subscription_active: false,
      subscription_expires_at: null,
      trial_active: true,
      trial_days_remaining: 3,
    });
    expect((await createSeller(db, { state: 'trial' })).user).toMatchObject({ hasAccess: true });
  });

  it('makes a Pro seller: paid, renewing, trial over', async () => {
    const { user, token } = await createSeller(db, { state: 'pro' });
    expect(user.hasAccess).toBe(true);
    expect(await (await callerForToken(db, token)).subscription.status()).toMatchObject({
      has_subscription: true,
      subscription_active: true,
      subscription_expires_at: expect.any(String) as unknown,
      trial_active: false,
    });
  });

  it('makes a cancelled seller: Pro until the period ends, not renewing', async () => {
    const { user, token } = await createSeller(db, { state: 'cancelled' });
    expect(user.hasAccess).toBe(true);
    expect(await (await callerForToken(db, token)).subscription.status()).toMatchObject({
      has_subscription: true,
      subscription_active: false,
      trial_active: false,
    });
  });

  it('makes an expired seller: trial over, nothing bought, no access', async () => {
    const { user, token } = await createSeller(db, { state: 'expired' });
    expect(user.hasAccess).toBe(false);
    expect(await (await callerForToken(db, token)).subscription.status()).toEqual({
      has_subscription: false,
      subscription_active: false,
      subscription_expires_at: null,
      trial_active: false,
      trial_days_remaining: 0,
    });
  });

  it('takes an address and whether a password is set', async () => {
    const { user } = await createSeller(db, { state: 'trial', email: 'named@example.com', password: false });
    expect(user.email).toBe('named@example.com');
    expect(
      await db.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } }),
    ).toEqual({ passwordHash: null });
  });
});
