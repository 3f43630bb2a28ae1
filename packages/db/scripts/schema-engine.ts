// Loads Prisma's schema engine compiled to WebAssembly (@prisma/schema-engine-wasm) and connects it to a PGlite
// database through the driver adapter. Development-time only (new migrations, compatibility tests): it takes
// seconds to start, so the runtime migrator in src/migrate.ts never uses it.
//
// Why by hand: the package's main entry imports the .wasm file as an ES module, which Node cannot do. We load
// its JS glue (schema_engine_bg.js), instantiate the .wasm with that glue as its import object, and call the two
// start hooks the entry would have called. See docs/TOOLCHAIN.md, "Prisma 7 offline".
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import * as glue from '@prisma/schema-engine-wasm/schema_engine_bg';

export type SchemaEngine = glue.SchemaEngine;
export type { MigrationList, SchemaFilter } from '@prisma/schema-engine-wasm/schema_engine_bg';

export const NO_FILTERS: glue.SchemaFilter = { externalTables: [], externalEnums: [] };

// The WebAssembly global exists in Node, but its types live in TypeScript's DOM lib, which a Node package should
// not pull in; this is the one call we need.
interface WasmApi {
  instantiate(
    bytes: Uint8Array,
    imports: Record<string, unknown>,
  ): Promise<{ instance: { exports: Record<string, unknown> & { __wbindgen_start(): void } } }>;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

let initialised: Promise<void> | undefined;

function initWasm(): Promise<void> {
  initialised ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
    const bytes = await readFile(join(dir, 'schema_engine_bg.wasm'));
    const { instance } = await wasmApi.instantiate(bytes, { './schema_engine_bg.js': glue });
    glue.__wbg_set_wasm(instance.exports);
    instance.exports.__wbindgen_start();
  })();
  return initialised;
}

/**
 * A schema engine whose "database" is whatever the driver adapter connects to (PrismaPGlite for an in-process
 * PGlite, PrismaPg for a server). Call `engine.free()` when done.
 */
export async function createSchemaEngine(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  schema: { path: string; content: string },
): Promise<SchemaEngine> {
  await initWasm();
  const adapter = bindMigrationAwareSqlAdapterFactory(adapterFactory);
  const onLog = (line: string) => {
    // The engine logs JSON lines; only warnings and errors are worth showing.
    if (/"level":"(WARN|ERROR)"/.test(line)) console.warn(`schema-engine: ${line}`);
  };
  return glue.SchemaEngine.new({ datamodels: [[schema.path, schema.content]] }, onLog, adapter);
}

/** The migrations folder in the shape the engine expects (mirrors how the Prisma CLI builds it). */
export async function loadMigrationList(migrationsDir: string, names: string[]): Promise<glue.MigrationList> {
  const lockPath = join(migrationsDir, 'migration_lock.toml');
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: await readFile(lockPath, 'utf8').catch(() => null) },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      names.map(async (name) => ({
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: await readFile(join(migrationsDir, name, 'migration.sql'), 'utf8').then(
            (value) => ({ tag: 'ok' as const, value }),
            (error: Error) => ({ tag: 'error' as const, value: error.message }),
          ),
        },
      })),
    ),
  };
}

/**
 * The SQL that would bring the live database (behind the engine's adapter) to prisma/schema.prisma, or null when
 * they already match.
 */
export async function diffDatabaseToSchema(
  engine: SchemaEngine,
  schema: { path: string; content: string },
): Promise<string | null> {
  const result = await engine.diff({
    // "schemaDatasource" introspects the live database behind the adapter; the "url" target is not supported by the
    // WebAssembly engine.
    from: { tag: 'schemaDatasource', files: [schema], configDir: dirname(schema.path) },
    to: { tag: 'schemaDatamodel', files: [schema] },
    script: true,
    exitCode: true, // 0: no difference, 2: a script follows
    filters: NO_FILTERS,
  });
  return result.exitCode === 2 && result.stdout ? result.stdout : null;
}
