import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailMessage, MailTransport } from '../types';
import { toNodemailer } from './envelope';

/** http(s) links in a text, without the sentence punctuation that may follow them; each once, in order. */
export function findLinks(text: string): string[] {
  const links = (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((link) => link.replace(/[.,;:!?)'\]]+$/, ''));
  return [...new Set(links)];
}

/** One log line whatever the input: control characters (a newline in a subject) become spaces. */
function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ');
}

/**
 * SMTP puts CRLF on the wire whatever line ends the composer wrote; nodemailer 7's streamTransport ignores its
 * documented `newline: 'windows'` option (only a per-message `newline`, missing from the types, is honoured).
 * The message is 7-bit after MIME encoding, so rewriting line ends byte-wise is safe.
 */
function withCrlf(raw: Buffer): Buffer {
  return Buffer.from(raw.toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1');
}

function outboxFileName(kind: string, now: Date): string {
  const safeKind = kind.replace(/[^a-zA-Z0-9_-]/g, '_') || 'mail';
  return `${now.toISOString().replace(/:/g, '-')}-${safeKind}-${randomBytes(3).toString('hex')}.eml`;
}

/**
 * The default local run has no SMTP server: each message is written to `dir` as the .eml file an SMTP server
 * would have received (same nodemailer composer, CRLF line ends), and one log line names its recipient,
 * subject and links, so sign-in and password-reset links can be followed straight from the server log.
 */
export function createOutboxTransport(dir: string, log: (line: string) => void, from: string): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true });
  return {
    description: `outbox folder ${dir}`,
    async deliver(message: MailMessage) {
      const info = await composer.sendMail(toNodemailer(from, message));
      if (!Buffer.isBuffer(info.message))
        throw new Error('nodemailer did not return the message as a buffer');
      // Mail holds one-time sign-in and reset links: only the server's own user may read the folder.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = join(dir, outboxFileName(message.kind, new Date()));
      await writeFile(file, withCrlf(info.message), { mode: 0o600, flag: 'wx' });
      const links = findLinks(message.text);
      log(
        oneLine(
          `[mail] to ${message.to} — "${message.subject}" — ` +
            `${links.length ? `link${links.length > 1 ? 's' : ''}: ${links.join(' ')}` : 'no links'} — saved as ${file}`,
        ),
      );
    },
  };
}
