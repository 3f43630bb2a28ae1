// `pnpm admin:create` names the address of the server in the same data folder, whichever port that server was
// given: the built server on a port of its own, then the built command beside it without that setting.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresForTests, type TestDatabase } from '@margin/db/testing';
import { ensureBuiltServer, startChildServer, type ChildServer } from './faults/support';
import { TEST_ENV } from './test-support';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgres = await postgresForTests();

function builtAdminCreate(username: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(serverDir, 'dist/admin-create.js'), username], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end('Deploy-Script-2026!\nDeploy-Script-2026!\n');
  });
}

describe.runIf(postgres.url)(`pnpm admin:create beside a running server${postgres.skipReason}`, () => {
  let testDb: TestDatabase;
  let dataDir: string;
  let server: ChildServer | undefined;
  afterAll(async () => {
    server?.kill();
    await testDb?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the port the server uses, not the default one', async () => {
    ensureBuiltServer();
    testDb = await createTestDatabase({ kind: 'postgres' });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'margin-admin-url-'));
    const shared = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: testDb.url!,
      PASSWORD_PEPPER: TEST_ENV.PASSWORD_PEPPER,
      BCRYPT_COST: '4',
    };
    // No PUBLIC_URL: the address is this host at the server's own port (a free one, never 3000 here).
    server = await startChildServer({ ...shared, PUBLIC_URL: '' });
    expect(server.port).not.toBe(3000);
    const made = await builtAdminCreate('ops', shared);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain(`Log in at http://localhost:${server.port}/admin/ .`);
  }, 90_000);
});
