// Cross-checks against Prisma's own schema engine (its WebAssembly build, the same code as `prisma migrate`):
// the schema and the migrations agree, and our migrator and `prisma migrate deploy` accept each other's history.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSchemaEngine,
  diffDatabaseToSchema,
  loadMigrationList,
  NO_FILTERS,
  type SchemaEngine,
} from '../scripts/schema-engine';
import { MEMORY, openEmbedded, type EmbeddedDatabase } from './embedded';
import { migrate } from './migrate';
import { findMigrationsDir, readMigrations } from './migrations-dir';
import { postgresForTests } from './test-helpers';
import { createTestDatabase, type TestDatabase } from './testing';

const migrationsDir = findMigrationsDir();
const schemaPath = join(migrationsDir, '..', 'schema.prisma');
const schema = { path: schemaPath, content: readFileSync(schemaPath, 'utf8') };
const names = readMigrations(migrationsDir).map((m) => m.name);
const postgres = await postgresForTests();

async function expectInSync(engine: SchemaEngine) {
  const diagnosis = await engine.diagnoseMigrationHistory({
    migrationsList: await loadMigrationList(migrationsDir, names),
    optInToShadowDatabase: false,
    filters: NO_FILTERS,
  });
  expect(diagnosis).toMatchObject({
    editedMigrationNames: [],
    failedMigrationNames: [],
    hasMigrationsTable: true,
    history: null,
  });
  const deploy = await engine.applyMigrations({
    migrationsList: await loadMigrationList(migrationsDir, names),
    filters: NO_FILTERS,
  });
  expect(deploy.appliedMigrationNames).toEqual([]);
}

describe('with an embedded database migrated by our migrator', () => {
  let embedded: EmbeddedDatabase;
  let engine: SchemaEngine;
  beforeAll(async () => {
    embedded = await openEmbedded({ dataDir: MEMORY });
    await migrate({ kind: 'pglite', db: embedded.pglite });
    engine = await createSchemaEngine(new PrismaPGlite(embedded.pglite), schema);
  });
  afterAll(async () => {
    engine?.free();
    await embedded?.close();
  });

  it('matches prisma/schema.prisma exactly (no migration is missing)', async () => {
    const missing = await diffDatabaseToSchema(engine, schema);
    expect(missing, 'schema.prisma changed without a migration: run `pnpm db:migration <name>`').toBeNull();
  });

  it("is seen as fully applied by Prisma's engine (what `prisma migrate deploy` checks)", async () => {
    await expectInSync(engine);
  });
});

describe("with an embedded database migrated by Prisma's engine", () => {
  it('is recognised by our migrator as up to date', async () => {
    const embedded = await openEmbedded({ dataDir: MEMORY });
    const engine = await createSchemaEngine(new PrismaPGlite(embedded.pglite), schema);
    try {
      const deploy = await engine.applyMigrations({
        migrationsList: await loadMigrationList(migrationsDir, names),
        filters: NO_FILTERS,
      });
      expect(deploy.appliedMigrationNames).toEqual(names);
      expect(await migrate({ kind: 'pglite', db: embedded.pglite })).toEqual({
        applied: [],
        total: names.length,
      });
    } finally {
      engine.free();
      await embedded.close();
    }
  });
});

describe.skipIf(!postgres.url)(`with PostgreSQL migrated by our migrator${postgres.skipReason}`, () => {
  let test: TestDatabase;
  let engine: SchemaEngine;
  beforeAll(async () => {
    test = await createTestDatabase({ kind: 'postgres' });
    engine = await createSchemaEngine(new PrismaPg({ connectionString: test.url }), schema);
  });
  afterAll(async () => {
    engine?.free();
    await test?.drop();
  });

  it("is seen as fully applied by Prisma's engine", async () => {
    await expectInSync(engine);
  });

  // No schema diff here: through @prisma/adapter-pg the WebAssembly engine cannot introspect a PostgreSQL server
  // ("Column type 'char' could not be deserialized"); the embedded check above covers the same migration SQL.
});
