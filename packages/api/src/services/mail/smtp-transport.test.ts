import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestDatabase } from '@margin/db/testing';
import { sendMail } from './send-mail';
import { createSmtpTransport, describeSmtpUrl } from './smtp-transport';
import { passwordResetEmail, signInLinkEmail } from './templates';
import { parseRawMail } from '../../testing/mail';
import type { MailTransport } from '../types';

const FROM = 'Margin <no-reply@margin.test>';
const REFUSED = 'nobody@margin.test';

interface Received {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
}

const received: Received[] = [];

// A real SMTP server on a free port: nodemailer's own client code runs against it, nothing is mocked.
const server = new SMTPServer({
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === 'mailer' && auth.password === 's3cret:pass')
      callback(null, { user: auth.username });
    else callback(new Error('Invalid username or password'));
  },
  onRcptTo(address, _session, callback) {
    if (address.address === REFUSED) {
      callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
    } else {
      callback();
    }
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        user: typeof session.user === 'string' ? session.user : undefined,
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

const testDb = await createTestDatabase();
let smtpUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  // Prisma's first query pays for its start-up; pay it here rather than inside the first test's time budget.
  await testDb.db.prisma.outgoingEmail.count();
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await testDb.drop();
});

const row = (id: string) =>
  testDb.db.prisma.outgoingEmail.findUniqueOrThrow({
    where: { id },
    select: { status: true, attempts: true, error: true, sentAt: true, to: true, kind: true, userId: true },
  });

describe('SMTP transport', () => {
  it('describes the server without the credentials', () => {
    expect(describeSmtpUrl('smtp://mailer:s3cret@smtp.example.com:2525')).toBe('SMTP smtp.example.com:2525');
    expect(describeSmtpUrl('smtps://mailer:s3cret@smtp.example.com')).toBe('SMTP smtp.example.com:465 (TLS)');
    expect(describeSmtpUrl('smtp://smtp.example.com')).toBe('SMTP smtp.example.com:587');
    expect(() => describeSmtpUrl('https://mailer:s3cret@example.com')).toThrow(/smtp:\/\//);
    expect(() => describeSmtpUrl('not a url s3cret')).not.toThrow(/s3cret/);
    expect(() => describeSmtpUrl('not a url s3cret')).toThrow();
  });

  it('delivers the message to the SMTP server and records it as sent', async () => {
    const transport = createSmtpTransport(smtpUrl, FROM);
    const user = await testDb.db.prisma.user.create({
      data: { email: 'alice@example.com' },
      select: { id: true },
    });
    const link =
      'http://localhost:3000/reset-password?token=abc123DEF456ghi789-long-token-value-xyz&from=mail';
    const message = passwordResetEmail({ to: 'alice@example.com', userId: user.id, link, validMinutes: 30 });

    const result = await sendMail(testDb.db, transport, message);

    expect(result.delivered).toBe(true);
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got.to).toEqual(['alice@example.com']);
    expect(got.from).toBe('no-reply@margin.test');
    const mail = parseRawMail(got.raw);
    expect(mail.headers.get('to')).toBe('alice@example.com');
    expect(mail.headers.get('from')).toBe('Margin <no-reply@margin.test>');
    expect(mail.headers.get('subject')).toBe('Reset your Margin password');
    expect(mail.headers.get('message-id')).toMatch(/^<.+@.+>$/);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Margin — fee and profit calculator for Etsy sellers. Independent of Etsy.');
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));

    const stored = await row(result.id);
    expect(stored).toMatchObject({
      status: 'sent',
      attempts: 1,
      error: null,
      to: 'alice@example.com',
      kind: 'password_reset',
      userId: user.id,
    });
    expect(stored.sentAt).toBeInstanceOf(Date);
  });

  it('signs in with the user name and password from the URL', async () => {
    const url = smtpUrl.replace('smtp://', 'smtp://mailer:s3cret%3Apass@');
    const transport = createSmtpTransport(url, FROM);
    expect(transport.description).not.toContain('s3cret');

    await transport.deliver(
      signInLinkEmail({ to: 'bob@example.com', link: 'http://localhost:3000/sign-in/xyz', validMinutes: 15 }),
    );

    const got = received.at(-1)!;
    expect(got.user).toBe('mailer');
    expect(parseRawMail(got.raw).headers.get('subject')).toBe('Your Margin sign-in link');
  });

  it('records a refused recipient as failed and resolves delivered: false', async () => {
    const transport = createSmtpTransport(smtpUrl, FROM);
    const before = received.length;
    const message = signInLinkEmail({
      to: REFUSED,
      link: 'http://localhost:3000/sign-in/abc',
      validMinutes: 15,
    });

    const result = await sendMail(testDb.db, transport, message);

    expect(result.delivered).toBe(false);
    expect(received).toHaveLength(before);
    const stored = await row(result.id);
    expect(stored).toMatchObject({
      status: 'failed',
      attempts: 1,
      sentAt: null,
      kind: 'sign_in_link',
      userId: null,
    });
    expect(stored.error).toContain('No such mailbox here');
  });

  it('records an unreachable server as failed', async () => {
    const closed = new SMTPServer({ disabledCommands: ['STARTTLS'], authOptional: true, logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const port = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const result = await sendMail(
      testDb.db,
      createSmtpTransport(`smtp://127.0.0.1:${port}`, FROM),
      signInLinkEmail({ to: 'carol@example.com', link: 'http://localhost:3000/sign-in/c', validMinutes: 15 }),
    );

    expect(result.delivered).toBe(false);
    expect((await row(result.id)).error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('sendMail', () => {
  it('keeps at most 500 characters of the error', async () => {
    const failing: MailTransport = {
      description: 'always fails',
      async deliver() {
        throw new Error('x'.repeat(2000));
      },
    };
    const result = await sendMail(testDb.db, failing, {
      to: 'dave@example.com',
      subject: 'Hello',
      text: 'Hello',
      kind: 'test',
    });
    const stored = await row(result.id);
    expect(stored.status).toBe('failed');
    expect(stored.error).toHaveLength(500);
  });

  it('throws when the database refuses the row (an unknown user id)', async () => {
    let delivered = false;
    const transport: MailTransport = {
      description: 'records',
      async deliver() {
        delivered = true;
      },
    };
    await expect(
      sendMail(testDb.db, transport, {
        to: 'erin@example.com',
        subject: 'Hello',
        text: 'Hello',
        kind: 'test',
        userId: 'no-such-user',
      }),
    ).rejects.toThrow();
    expect(delivered).toBe(false);
  });
});
