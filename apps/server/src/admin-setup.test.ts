import { describe, expect, it } from 'vitest';
import { createTestAdmin } from '@margin/api/testing';
import { createTestDatabase } from '@margin/db/testing';
import { adminSetupNotice } from './admin-notice';
import { EnvError, loadEnv } from './env';

describe('admin settings', () => {
  it('ADMIN_REQUIRE_MFA is off by default and takes true/false words, refusing anything else', () => {
    expect(loadEnv({}).ADMIN_REQUIRE_MFA).toBe(false);
    expect(loadEnv({ ADMIN_REQUIRE_MFA: 'true' }).ADMIN_REQUIRE_MFA).toBe(true);
    expect(loadEnv({ ADMIN_REQUIRE_MFA: 'YES' }).ADMIN_REQUIRE_MFA).toBe(true);
    expect(loadEnv({ ADMIN_REQUIRE_MFA: '0' }).ADMIN_REQUIRE_MFA).toBe(false);
    expect(() => loadEnv({ ADMIN_REQUIRE_MFA: 'maybe' })).toThrow(EnvError);
    expect(() => loadEnv({ ADMIN_REQUIRE_MFA: 'maybe' })).toThrow(
      /ADMIN_REQUIRE_MFA: must be 'true' or 'false'/,
    );
  });

  it('TEST_ACCOUNT_DOMAINS defaults to the example domains; empty means none', () => {
    expect(loadEnv({}).TEST_ACCOUNT_DOMAINS).toEqual(['example.com', 'example.org', 'example.net']);
    expect(loadEnv({ TEST_ACCOUNT_DOMAINS: ' qa.shop.io , test.example ' }).TEST_ACCOUNT_DOMAINS).toEqual([
      'qa.shop.io',
      'test.example',
    ]);
    expect(loadEnv({ TEST_ACCOUNT_DOMAINS: '' }).TEST_ACCOUNT_DOMAINS).toEqual([]);
    expect(() => loadEnv({ TEST_ACCOUNT_DOMAINS: 'not a domain' })).toThrow(/TEST_ACCOUNT_DOMAINS/);
  });
});

describe('start-up notice', () => {
  it('tells how to make the first admin while there is none, and nothing once there is one', async () => {
    const testDb = await createTestDatabase();
    try {
      expect(await adminSetupNotice(testDb.db)).toMatch(
        /No admin account exists yet[\s\S]*pnpm admin:create <username>/,
      );
      await createTestAdmin(testDb.db);
      expect(await adminSetupNotice(testDb.db)).toBeNull();
    } finally {
      await testDb.drop();
    }
  });
});
