import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchedLogDestination } from './log-destination';

const files: string[] = [];
afterEach(() => {
  for (const file of files.splice(0)) fs.rmSync(file, { force: true });
});

/** A fresh file to log into, and what it holds. */
function logFile() {
  const file = path.join(os.tmpdir(), `margin-log-${process.pid}-${files.length}-${Date.now()}.log`);
  files.push(file);
  return { file, fd: fs.openSync(file, 'w'), text: () => fs.readFileSync(file, 'utf8') };
}

const HOUR = 60 * 60_000;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the batched log destination', () => {
  it('holds short lines back for a batch, then writes them all in order', async () => {
    const log = logFile();
    const destination = new BatchedLogDestination(log.fd, { batchLength: 4096, maxDelayMs: HOUR });
    destination.write('one\n');
    destination.write('two\n');
    await settle();
    expect(log.text()).toBe('');
    const line = `${'x'.repeat(99)}\n`;
    for (let i = 0; i < 41; i++) destination.write(line);
    await vi.waitFor(() => expect(log.text()).toBe(`one\ntwo\n${line.repeat(41)}`));
    destination.flushSync();
  });

  it("writes a quiet server's lines within the delay, without waiting for a full batch", async () => {
    const log = logFile();
    const destination = new BatchedLogDestination(log.fd, { batchLength: 4096, maxDelayMs: 30 });
    destination.write('alone\n');
    await vi.waitFor(() => expect(log.text()).toBe('alone\n'));
    destination.write('later\n');
    await vi.waitFor(() => expect(log.text()).toBe('alone\nlater\n'));
  });

  it('writes the lines still gathering when the process exits, by process.exit or when its work runs out', () => {
    const module = path.join(path.dirname(fileURLToPath(import.meta.url)), 'log-destination.ts');
    for (const ending of ['process.exit(0);', '']) {
      const log = logFile();
      const script = [
        "import fs from 'node:fs';",
        `const { BatchedLogDestination } = await import(${JSON.stringify(module)});`,
        `const fd = fs.openSync(${JSON.stringify(log.file)}, 'a');`,
        'const destination = new BatchedLogDestination(fd, { maxDelayMs: 3600000 });',
        "destination.write('first\\n');",
        "destination.write('last words\\n');",
        ending,
      ].join('\n');
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      expect(log.text()).toBe('first\nlast words\n');
    }
  });

  it('writes what is left when flushed synchronously', () => {
    const log = logFile();
    const destination = new BatchedLogDestination(log.fd, { batchLength: 4096, maxDelayMs: HOUR });
    destination.write('last words\n');
    destination.flushSync();
    expect(log.text()).toBe('last words\n');
  });
});
