#!/usr/bin/env node
// Runs a Prisma CLI command that does not need a database (generate, format, validate) without network access:
//   node scripts/prisma-offline.mjs format        (or: pnpm --filter @margin/db prisma format)
//
// Why: Prisma 7's CLI downloads a native schema-engine binary before these commands, although they never use it.
// Pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing executable skips the download, so we create a stub that
// exits 1 (never run by these commands; if something ever did run it, it fails loudly). See docs/TOOLCHAIN.md,
// "Prisma 7 offline". Commands that do talk to a database (migrate, db) need the real engine: see
// scripts/new-migration.ts and src/migrate.ts for the offline replacements.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(packageDir, '../..');

function ensureStubEngine() {
  const dir = join(packageDir, 'node_modules', '.cache', 'margin-prisma');
  const stub = join(dir, 'schema-engine-stub');
  if (!existsSync(stub)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      stub,
      '#!/bin/sh\necho "schema-engine stub: the native engine is not available offline; see packages/db/scripts/prisma-offline.mjs" >&2\nexit 1\n',
    );
    chmodSync(stub, 0o755);
  }
  return stub;
}

/**
 * Runs `prisma <command> ...args` against the repository's prisma.config.ts and schema; returns the exit code.
 * @param {string} command
 * @param {string[]} [args]
 * @returns {number}
 */
export function runPrisma(command, args = []) {
  // The CLI is a dependency of packages/db only (not installed at the repository root).
  const require = createRequire(join(packageDir, 'package.json'));
  const prismaCli = join(dirname(require.resolve('prisma/package.json')), 'build', 'index.js');
  // Respect an engine the caller already provides (e.g. a real binary on a machine with internet).
  const providedEngine = process.env.PRISMA_SCHEMA_ENGINE_BINARY;
  const env = {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY:
      providedEngine && existsSync(providedEngine) ? providedEngine : ensureStubEngine(),
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  };
  const result = spawnSync(
    process.execPath,
    [
      prismaCli,
      command,
      '--config',
      join(repoRoot, 'prisma.config.ts'),
      '--schema',
      join(repoRoot, 'prisma', 'schema.prisma'),
      ...args,
    ],
    { cwd: packageDir, env, stdio: 'inherit' },
  );
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('Usage: node scripts/prisma-offline.mjs <generate|format|validate> [args]');
    process.exit(2);
  }
  process.exit(runPrisma(command, args));
}
