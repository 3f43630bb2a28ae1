// Test databases on PostgreSQL are copies of one migrated template, named after the migrations it holds.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { copyOfMigrations, postgresForTests } from './test-helpers';
import { migratedTemplate, templateName, withDatabase } from './test-template';
import { createTestDatabase, type TestDatabase } from './testing';

const postgres = await postgresForTests();
const opened: TestDatabase[] = [];
afterAll(async () => {
  await Promise.all(opened.map((testDb) => testDb.drop()));
});

describe('the template name', () => {
  it('changes when a migration changes, so an edited migration is never served from an old copy', () => {
    const migrations = copyOfMigrations();
    try {
      const before = templateName(migrations.dir);
      expect(before).toMatch(/^margin_template_[0-9a-f]{16}$/);
      expect(templateName(migrations.dir)).toBe(before);
      const [first] = readdirSync(migrations.dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();
      writeFileSync(join(migrations.dir, first!, 'migration.sql'), '-- edited\nSELECT 1;\n', { flag: 'a' });
      expect(templateName(migrations.dir)).not.toBe(before);
    } finally {
      migrations.remove();
    }
  });
});

describe.skipIf(!postgres.url)(`test databases on PostgreSQL${postgres.skipReason}`, () => {
  it('are copies of one migrated database, not each migrated again', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    opened.push(a, b);
    const ids = async (testDb: TestDatabase) =>
      (
        await testDb.db.prisma.$queryRawUnsafe<{ id: string }[]>(
          'SELECT "id" FROM "_prisma_migrations" ORDER BY "migration_name"',
        )
      ).map((row) => row.id);
    // The migrator gives every applied migration a fresh random id: equal ids mean one migration run, copied.
    const idsOfA = await ids(a);
    expect(idsOfA.length).toBeGreaterThan(0);
    expect(await ids(b)).toEqual(idsOfA);
  });

  it('are each their own: a row written in one is not in another', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    opened.push(a, b);
    await a.db.prisma.user.create({ data: { email: 'only-in-a@example.com', isTestAccount: true } });
    expect(await b.db.prisma.user.count()).toBe(0);
  });

  it('come from a template nobody can hold open (PostgreSQL will not copy a database in use)', async () => {
    const template = await migratedTemplate(postgres.url!);
    const client = new pg.Client({ connectionString: withDatabase(postgres.url!, template) });
    client.on('error', () => {});
    await expect(client.connect()).rejects.toThrow(/not currently accepting connections/);
    await client.end().catch(() => {});
  });
});
