// `pnpm admin:create <username>`: makes an operator account for the admin portal.
//
// Asks for the password and its confirmation: hidden at a terminal; one line each from standard input otherwise,
// so a deploy script can pipe them (printf '%s\n%s\n' "$PW" "$PW" | pnpm admin:create ops). Opens the database
// exactly as the server does (DATABASE_URL, else the embedded one in DATA_DIR), with the server's password pepper
// (PASSWORD_PEPPER, else the one kept in DATA_DIR), and enforces the admin password policy. There is no default
// admin and no default password.
import { createInterface } from 'node:readline';
import { adminCreate, Refusal } from './admin-create-command';

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
async function readTwoLines(): Promise<string[]> {
  const lines: string[] = [];
  const reader = createInterface({ input: process.stdin, terminal: false, crlfDelay: Infinity });
  for await (const line of reader) {
    lines.push(line);
    if (lines.length === 2) break;
  }
  reader.close();
  return lines;
}

async function readPasswords(): Promise<string[]> {
  if (process.stdin.isTTY) {
    const password = await askHidden('Password: ');
    const confirmation = await askHidden('Confirm password: ');
    return [password, confirmation];
  }
  return readTwoLines();
}

const code = await adminCreate(process.argv.slice(2), {
  readPasswords,
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
// A refusal ends the process at once, whatever the terminal or a pipe still holds open.
if (code !== 0) process.exit(code);
