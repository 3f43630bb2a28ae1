// The `pnpm admin:create <username>` command itself, apart from the terminal: it takes the arguments, the
// environment and the password lines it was given, writes what it has to say, and returns the exit code. The entry
// point (admin-create.ts) reads the lines from the terminal or a pipe and exits with that code; tests call it
// in-process, which is what makes them quick.
import { AdminAccountError, adminCount, createAdmin, createHashGate } from '@margin/api';
import {
  ADMIN_PASSWORD_EXPIRY_DAYS,
  adminPasswordProblems,
  adminUsernameProblem,
  normalizeAdminUsername,
} from '@margin/core';
import { createDb } from '@margin/db';
import { EnvError, loadEnv, resolveDataDir } from './env';
import { serverUrl } from './server-url';
import { localPepper } from './services';

export const USAGE =
  'Usage: pnpm admin:create <username>   (asks for the password; or pipe it twice on standard input)';
const MISMATCH = 'Passwords do not match';

/** A refusal the operator reads on standard error, with the command's exit code. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export interface AdminCreateIo {
  /** Settings as the server reads them (DATABASE_URL, DATA_DIR, PASSWORD_PEPPER, ...); the process's by default. */
  env?: Record<string, string | undefined>;
  /** The password and its confirmation: asked at a terminal, else the first two lines of standard input. */
  readPasswords(): Promise<string[]>;
  out(text: string): void;
  err(text: string): void;
}

async function run(args: string[], io: AdminCreateIo): Promise<void> {
  const username = normalizeAdminUsername(args[0] ?? '');
  if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') throw new Refusal(USAGE, 2);
  const usernameProblem = adminUsernameProblem(username);
  if (usernameProblem) throw new Refusal(usernameProblem, 2);

  const env = loadEnv(io.env);
  const lines = await io.readPasswords();
  if (lines.length < 2) {
    throw new Refusal('Expected the password and its confirmation on standard input, one line each.');
  }
  const [password, confirmation] = [lines[0]!, lines[1]!];
  if (password !== confirmation) throw new Refusal(MISMATCH);
  const problems = adminPasswordProblems(password, { username });
  if (problems.length > 0) throw new Refusal(`The password is not accepted:\n  - ${problems.join('\n  - ')}`);

  const dataDir = resolveDataDir(env);
  const db = await createDb({ databaseUrl: env.DATABASE_URL, dataDir });
  try {
    const hashing = {
      pepper: env.PASSWORD_PEPPER ?? (await localPepper(dataDir)),
      cost: env.BCRYPT_COST,
      gate: createHashGate({ concurrency: 1, maxWaitMs: 0 }),
      client: 'admin:create',
    };
    const existing = await adminCount(db);
    const admin = await createAdmin(db, { username, password }, hashing);
    const where =
      db.kind === 'embedded' ? `the embedded database in ${dataDir}` : 'PostgreSQL (DATABASE_URL)';
    io.out(
      [
        `Admin "${admin.username}" created in ${where}${existing > 0 ? ` (${existing + 1} admins now)` : ''}.`,
        `Log in at ${serverUrl(env)}/admin/ . The password expires in ${ADMIN_PASSWORD_EXPIRY_DAYS} days.`,
        env.ADMIN_REQUIRE_MFA
          ? 'This server requires two-factor authentication: the portal asks you to set it up after your first login.'
          : 'Turn on two-factor authentication in the portal (ADMIN_REQUIRE_MFA=true makes it required for everyone).',
      ].join('\n'),
    );
  } catch (error) {
    if (error instanceof AdminAccountError) throw new Refusal(error.message);
    throw error;
  } finally {
    await db.close();
  }
}

/** Runs the command; the exit code is 0 when the admin was created. */
export async function adminCreate(args: string[], io: AdminCreateIo): Promise<number> {
  try {
    await run(args, io);
    return 0;
  } catch (error: unknown) {
    if (error instanceof Refusal) {
      io.err(error.message);
      return error.exitCode;
    }
    if (error instanceof EnvError) {
      io.err(error.message);
      return 2;
    }
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
