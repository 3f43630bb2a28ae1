// `pnpm admin:create <username>` as a deploy script runs it: the password and its confirmation piped on standard
// input, the database found through DATABASE_URL or DATA_DIR exactly as the server finds it. One run spawns the root
// script as the deploy script would; the rest call the same command in-process (a spawn costs seconds of start-up).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '@margin/db';
import { createTestDatabase } from '@margin/db/testing';
import { adminCreate } from './admin-create-command';
import { buildServer } from './server';
import { loadEnv } from './env';
import { TEST_ENV } from './test-support';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PASSWORD = 'Deploy-Script-2026!';
// tsx compiles the command and everything it imports before it runs: tens of seconds on a busy two-core machine.
const SPAWNED_TIMEOUT_MS = 120_000;

const testDb = await createTestDatabase();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'margin-admin-create-'));
afterAll(async () => {
  await testDb.drop();
  await rm(dataDir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the root script's command from the repository root, as `pnpm admin:create` does. */
function spawnAdminCreate(
  args: string[],
  stdin: string,
  env: Record<string, string>,
  base: Record<string, string> = TEST_ENV,
) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(process.execPath, ['apps/server/scripts/admin-create.mjs', ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...base, DATA_DIR: dataDir, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/** The same command in this process: `stdin` split into lines as the entry point reads a pipe. */
async function adminCreateInProcess(
  args: string[],
  stdin: string,
  env: Record<string, string>,
  base: Record<string, string> = TEST_ENV,
): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const lines = stdin.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const code = await adminCreate(args, {
    env: { ...base, DATA_DIR: dataDir, ...env },
    readPasswords: () => Promise.resolve(lines.slice(0, 2)),
    out: (text) => (stdout += `${text}\n`),
    err: (text) => (stderr += `${text}\n`),
  });
  return { code, stdout, stderr };
}

const postgres = testDb.url ? { DATABASE_URL: testDb.url } : null;

describe.runIf(postgres)('pnpm admin:create with DATABASE_URL', () => {
  it(
    'creates an admin from two lines piped to the spawned script; the server then logs them in',
    async () => {
      const run = await spawnAdminCreate(['Ops.Lead'], `${PASSWORD}\n${PASSWORD}\n`, postgres!);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/Admin "ops\.lead" created in PostgreSQL/);
      const admin = await testDb.db.prisma.adminUser.findUniqueOrThrow({ where: { username: 'ops.lead' } });
      expect(admin.passwordHash).not.toContain(PASSWORD);
      expect(await testDb.db.prisma.adminPasswordHistory.count({ where: { adminId: admin.id } })).toBe(1);

      const app = await buildServer({ env: loadEnv({ ...TEST_ENV, DATA_DIR: dataDir }), db: testDb.db });
      try {
        const res = await app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          payload: { username: 'ops.lead', password: PASSWORD },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          admin_info: { username: 'ops.lead' },
          days_until_password_expires: 90,
        });
      } finally {
        await app.close();
      }
    },
    SPAWNED_TIMEOUT_MS,
  );

  it('refuses a confirmation that does not match, a weak password (every rule it breaks) and a taken name', async () => {
    const mismatch = await adminCreateInProcess(['second'], `${PASSWORD}\nDeploy-Script-2027!\n`, postgres!);
    expect([mismatch.code, mismatch.stderr.trim()]).toEqual([1, 'Passwords do not match']);
    const weak = await adminCreateInProcess(['second'], 'password\npassword\n', postgres!);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('Password must be at least 12 characters long');
    expect(weak.stderr).toContain('Password must contain at least 1 uppercase letter');
    expect(weak.stderr).toContain('Password must contain at least 1 special character');
    const taken = await adminCreateInProcess(['OPS.LEAD'], `${PASSWORD}\n${PASSWORD}\n`, postgres!);
    expect([taken.code, taken.stderr.trim()]).toEqual([1, 'An admin named "ops.lead" already exists.']);
    const short = await adminCreateInProcess(['second'], `${PASSWORD}\n`, postgres!);
    expect(short.stderr).toMatch(/Expected the password and its confirmation/);
    expect(await testDb.db.prisma.adminUser.count({ where: { username: 'second' } })).toBe(0);
  });

  it('explains its usage', async () => {
    const run = await adminCreateInProcess([], '', postgres!);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^Usage: pnpm admin:create <username>/);
    const bad = await adminCreateInProcess(['no spaces'], '', postgres!);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/letters, digits/);
  });
});

describe('pnpm admin:create with the embedded database', () => {
  it('creates the admin in DATA_DIR, with the pepper the server keeps there', async () => {
    // An embedded database's first start (initdb in WebAssembly, then the migrations) is slow on a busy machine.
    // No DATABASE_URL and no PASSWORD_PEPPER: the local run's embedded database and pepper file in DATA_DIR.
    const local: Record<string, string> = { NODE_ENV: 'test', BCRYPT_COST: '4', DATA_DIR: dataDir };
    const run = await adminCreateInProcess(['local-ops'], `${PASSWORD}\n${PASSWORD}\n`, local, {});
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`created in the embedded database in ${dataDir}`);
    const db = await createDb({ dataDir });
    try {
      expect(await db.prisma.adminUser.count({ where: { username: 'local-ops' } })).toBe(1);
      // The local run's server on the same folder accepts the password (same pepper file, same database).
      const app = await buildServer({ env: loadEnv({ ...local, LOG_LEVEL: 'silent' }), db });
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { username: 'local-ops', password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      await app.close();
    } finally {
      await db.close();
    }
  }, 120_000);
});
