import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxTransport, findLinks } from './outbox-transport';
import { passwordResetEmail, welcomeEmail } from './templates';
import { parseRawMail } from '../../testing/mail';

const root = await mkdtemp(join(tmpdir(), 'margin-outbox-'));
afterAll(() => rm(root, { recursive: true, force: true }));

const FROM = 'Margin <no-reply@margin.test>';

describe('outbox transport', () => {
  it('writes an .eml file into a new private folder and logs the link', async () => {
    const dir = join(root, 'data', 'outbox');
    const lines: string[] = [];
    const transport = createOutboxTransport(dir, (line) => lines.push(line), FROM);
    expect(transport.description).toBe(`outbox folder ${dir}`);
    const link =
      'http://localhost:3000/reset-password?token=0123456789abcdef0123456789abcdef0123456789abcdef&x=1';

    await transport.deliver(
      passwordResetEmail({ to: 'alice@example.com', userId: 'u1', link, validMinutes: 30 }),
    );

    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const file = files[0]!;
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-password_reset-[0-9a-f]{6}\.eml$/);
    expect((await stat(join(dir, file))).mode & 0o777).toBe(0o600);

    const raw = await readFile(join(dir, file), 'utf8');
    expect(raw).toMatch(/\r\n/);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const mail = parseRawMail(raw);
    expect(mail.headers.get('to')).toBe('alice@example.com');
    expect(mail.headers.get('from')).toBe(FROM);
    expect(mail.headers.get('subject')).toBe('Reset your Margin password');
    expect(mail.headers.get('mime-version')).toBe('1.0');
    expect(mail.headers.get('date')).toBeTruthy();
    expect(mail.headers.get('message-id')).toMatch(/^<.+@.+>$/);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));

    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('alice@example.com');
    expect(lines[0]).toContain('Reset your Margin password');
    expect(lines[0]).toContain(link);
    expect(lines[0]).toContain(file);
    expect(lines[0]).not.toMatch(/\n/);
  });

  it('keeps every message in its own file', async () => {
    const dir = join(root, 'many');
    const lines: string[] = [];
    const transport = createOutboxTransport(dir, (line) => lines.push(line), FROM);
    const message = welcomeEmail({
      to: 'bob@example.com',
      trialEndsAt: new Date('2026-11-29T12:00:00Z'),
      appUrl: 'http://localhost:3000/',
    });
    await Promise.all([transport.deliver(message), transport.deliver(message), transport.deliver(message)]);
    expect(await readdir(dir)).toHaveLength(3);
    expect(lines[0]).toContain('http://localhost:3000/');
  });
});

describe('findLinks', () => {
  it('finds each http(s) link once, without trailing punctuation', () => {
    expect(
      findLinks(
        'Go to https://a.test/x?y=1. Or (http://b.test/z), then https://a.test/x?y=1 again; ftp://c.test no.',
      ),
    ).toEqual(['https://a.test/x?y=1', 'http://b.test/z']);
  });
});
