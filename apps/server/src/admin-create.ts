// `pnpm admin:create <username>`: makes an operator account for the admin portal.
//
// Asks for the password and its confirmation: hidden at a terminal; one line each from standard input otherwise,
// so a deploy script can pipe them (printf '%s\n%s\n' "$PW" "$PW" | pnpm admin:create ops). Opens the database
// exactly as the server does (DATABASE_URL, else the embedded one in DATA_DIR), with the server's password pepper
// (PASSWORD_PEPPER, else the one kept in DATA_DIR), and enforces the admin password policy. There is no default
// admin and no default password.
import { createInterface } from 'node:readline';
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

const USAGE =
  'Usage: pnpm admin:create <username>   (asks for the password; or pipe it twice on standard input)';
const MISMATCH = 'Passwords do not match';

class Refusal extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Reads a line at the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(prompt);
  return new Promise((resolve, reject) => {
    let value = '';
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.removeListener('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Refusal('Cancelled.', 130));
        if (char === '\u0004') return done();
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    input.on('data', onData);
  });
}

/** The first two lines of standard input (a pipe or a file). */
async function readTwoLines(): Promise<[string, string]> {
  const lines: string[] = [];
  const reader = createInterface({ input: process.stdin, terminal: false, crlfDelay: Infinity });
  for await (const line of reader) {
    lines.push(line);
    if (lines.length === 2) break;
  }
  reader.close();
  if (lines.length < 2) {
    throw new Refusal('Expected the password and its confirmation on standard input, one line each.');
  }
  return [lines[0]!, lines[1]!];
}

async function readPasswords(): Promise<[string, string]> {
  if (process.stdin.isTTY) {
    const password = await askHidden('Password: ');
    const confirmation = await askHidden('Confirm password: ');
    return [password, confirmation];
  }
  return readTwoLines();
}

async function main(args: string[]): Promise<void> {
  const username = normalizeAdminUsername(args[0] ?? '');
  if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') throw new Refusal(USAGE, 2);
  const usernameProblem = adminUsernameProblem(username);
  if (usernameProblem) throw new Refusal(usernameProblem, 2);

  const env = loadEnv();
  const [password, confirmation] = await readPasswords();
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
    console.log(
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

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof Refusal) {
    console.error(error.message);
    process.exit(error.exitCode);
  }
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
