import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverLogStream } from './log-stream';

const files: string[] = [];
afterEach(() => {
  for (const file of files.splice(0)) fs.rmSync(file, { force: true });
});

/** A fresh file to log into, and the messages it holds. */
function logFile() {
  const file = path.join(os.tmpdir(), `margin-log-${process.pid}-${files.length}-${Date.now()}.log`);
  files.push(file);
  const messages = () =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
  return { file, messages };
}

describe("the server's log destination", () => {
  it("writes a quiet server's line soon, without waiting for a full batch", async () => {
    const log = logFile();
    const stream = serverLogStream(fs.openSync(log.file, 'a'));
    pino({ base: null }, stream).info('alone');
    await vi.waitFor(() => expect(log.messages()).toEqual(['alone']));
    stream.end();
  });

  it('writes the last lines, in order, when the process exits by process.exit or when its work runs out', () => {
    const module = path.join(path.dirname(fileURLToPath(import.meta.url)), 'log-stream.ts');
    for (const ending of ['process.exit(0);', '']) {
      const log = logFile();
      const script = [
        "import fs from 'node:fs';",
        "import pino from 'pino';",
        `const { serverLogStream } = await import(${JSON.stringify(module)});`,
        `const stream = serverLogStream(fs.openSync(${JSON.stringify(log.file)}, 'a'));`,
        'const log = pino({ base: null }, stream);',
        "log.info('first');",
        "log.info('last words');",
        ending,
      ].join('\n');
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: path.dirname(module),
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      expect(log.messages()).toEqual(['first', 'last words']);
    }
  });
});
