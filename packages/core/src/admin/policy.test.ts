import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD_RULES,
  adminPasswordExpiry,
  adminPasswordProblems,
  adminUsernameProblem,
  isTestAccountEmail,
} from './policy';
import {
  ZAdminChangePasswordInputSchema,
  ZAdminListInputSchema,
  ZAdminToggleSubscriptionInputSchema,
} from './schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('adminPasswordProblems', () => {
  it('accepts a password that meets every rule', () => {
    expect(adminPasswordProblems('Correct-Horse-42', { username: 'ops' })).toEqual([]);
  });

  it('lists every broken rule in the spec’s words', () => {
    expect(adminPasswordProblems('short')).toEqual([
      ADMIN_PASSWORD_RULES.tooShort,
      ADMIN_PASSWORD_RULES.uppercase,
      ADMIN_PASSWORD_RULES.number,
      ADMIN_PASSWORD_RULES.special,
    ]);
    expect(adminPasswordProblems('ALLUPPERCASE1!')).toEqual([ADMIN_PASSWORD_RULES.lowercase]);
    expect(adminPasswordProblems('NoDigitsHere!!')).toEqual([ADMIN_PASSWORD_RULES.number]);
    expect(adminPasswordProblems('NoSpecials1234')).toEqual([ADMIN_PASSWORD_RULES.special]);
    expect(adminPasswordProblems('   ')).toEqual([ADMIN_PASSWORD_RULES.required]);
  });

  it('counts characters, not UTF-16 units, and trims before counting', () => {
    expect(adminPasswordProblems('  Aa1!aaaaaaa  ')).toEqual([ADMIN_PASSWORD_RULES.tooShort]);
    expect(adminPasswordProblems('Ää1!ääääääää')).toEqual([]);
  });

  it('refuses a password that contains the username, in any case', () => {
    expect(adminPasswordProblems('Xx-OpsLead-2026!', { username: 'opslead' })).toEqual([
      ADMIN_PASSWORD_RULES.containsUsername,
    ]);
  });
});

describe('adminPasswordExpiry', () => {
  const changed = new Date('2026-01-01T00:00:00Z');
  it('counts 90 days, warns from 14 days before and expires after', () => {
    expect(adminPasswordExpiry(changed, changed)).toMatchObject({
      days_until_password_expires: 90,
      password_expires_soon: false,
      password_expired: false,
    });
    expect(adminPasswordExpiry(changed, new Date(changed.getTime() + 76 * DAY_MS))).toMatchObject({
      days_until_password_expires: 14,
      password_expires_soon: true,
    });
    expect(adminPasswordExpiry(changed, new Date(changed.getTime() + 75 * DAY_MS))).toMatchObject({
      days_until_password_expires: 15,
      password_expires_soon: false,
    });
    expect(adminPasswordExpiry(changed, new Date(changed.getTime() + 90 * DAY_MS))).toMatchObject({
      days_until_password_expires: 0,
      password_expires_soon: false,
      password_expired: true,
    });
  });
});

describe('admin schemas', () => {
  it('says the new passwords do not match', () => {
    const result = ZAdminChangePasswordInputSchema.safeParse({
      current_password: 'x',
      new_password: 'Correct-Horse-42',
      confirm_password: 'Correct-Horse-43',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('New passwords do not match');
  });

  it('defaults the list limit to 100 and refuses more', () => {
    expect(ZAdminListInputSchema.parse(undefined)).toEqual({ limit: 100 });
    expect(ZAdminListInputSchema.safeParse({ limit: 101 }).success).toBe(false);
  });

  it('takes the three statuses of toggle-subscription and nothing else', () => {
    expect(ZAdminToggleSubscriptionInputSchema.parse({ email: ' A@B.io ', status: 'trial' })).toEqual({
      email: 'a@b.io',
      status: 'trial',
      fresh_trial: false,
    });
    expect(
      ZAdminToggleSubscriptionInputSchema.safeParse({ email: 'a@b.io', status: 'inactive' }).success,
    ).toBe(false);
  });
});

describe('test accounts and usernames', () => {
  it('matches whole domains only', () => {
    expect(isTestAccountEmail('a@example.com')).toBe(true);
    expect(isTestAccountEmail('a@EXAMPLE.org')).toBe(true);
    expect(isTestAccountEmail('a@notexample.com')).toBe(false);
    expect(isTestAccountEmail('a@shop.io', ['shop.io'])).toBe(true);
  });

  it('explains a username it refuses', () => {
    expect(adminUsernameProblem('ops')).toBeNull();
    expect(adminUsernameProblem('')).toBe('Please enter your username');
    expect(adminUsernameProblem('a b c')).toMatch(/letters, digits/);
  });
});
