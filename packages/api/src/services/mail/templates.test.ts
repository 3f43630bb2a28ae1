import { describe, expect, it } from 'vitest';
import {
  MAIL_FOOTER,
  formatDuration,
  passwordResetEmail,
  paymentReceiptEmail,
  signInLinkEmail,
  subscriptionCancelledEmail,
  welcomeEmail,
} from './templates';

const APP = 'https://margin.example.com/';

describe('mail templates', () => {
  it('escapes values in the HTML body', () => {
    const to = '"<script>alert(1)</script>"@example.com';
    const mail = passwordResetEmail({
      to,
      userId: 'u1',
      link: 'https://margin.example.com/r?t=1',
      validMinutes: 30,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;@example.com');
    expect(mail.text).toContain(to);
  });

  it('puts the link in both bodies (escaped in the HTML) with its validity', () => {
    const link = 'https://margin.example.com/reset-password?token=abc&email=a%40b.c';
    const mail = passwordResetEmail({ to: 'alice@example.com', userId: 'u1', link, validMinutes: 30 });
    expect(mail).toMatchObject({
      to: 'alice@example.com',
      userId: 'u1',
      kind: 'password_reset',
      subject: 'Reset your Margin password',
    });
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('works once and for 30 minutes');
    expect(mail.text).toMatch(/did not ask/);
    expect(mail.html).toContain(
      `href="https://margin.example.com/reset-password?token=abc&amp;email=a%40b.c"`,
    );
    expect(mail.html).toContain('works once and for 30 minutes');

    const signIn = signInLinkEmail({ to: 'alice@example.com', link, validMinutes: 15 });
    expect(signIn).toMatchObject({ kind: 'sign_in_link', subject: 'Your Margin sign-in link', userId: null });
    expect(signIn.text).toContain(link);
    expect(signIn.text).toMatch(/one-time link/);
    expect(signIn.text).toMatch(/new device/);
    expect(signIn.text).toContain('15 minutes');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => passwordResetEmail({ to: 'a@b.c', link: 'javascript:alert(1)', validMinutes: 30 })).toThrow(
      /http/,
    );
  });

  it('writes dates in long US-English form, in UTC', () => {
    const trialEnding = (iso: string) =>
      welcomeEmail({ to: 'a@b.c', userId: 'u1', trialEndsAt: new Date(iso), appUrl: APP }).text;
    // The calendar day in UTC wherever the server runs: late on the 29th is the 29th, just after midnight the 30th.
    expect(trialEnding('2026-11-29T23:59:59Z')).toContain('runs until November 29, 2026.');
    expect(trialEnding('2026-11-30T00:30:00Z')).toContain('runs until November 30, 2026.');
    const welcome = welcomeEmail({
      to: 'alice@example.com',
      userId: 'u1',
      trialEndsAt: new Date('2026-11-29T10:00:00Z'),
      appUrl: APP,
    });
    expect(welcome).toMatchObject({ kind: 'welcome', subject: 'Your 7-day Margin trial has started' });
    expect(welcome.text).toContain('November 29, 2026');
    expect(welcome.html).toContain('November 29, 2026');
    expect(welcome.text).toContain(APP);
  });

  it('says what the receipt and the cancellation mean', () => {
    const receipt = paymentReceiptEmail({
      to: 'alice@example.com',
      userId: 'u1',
      amount: '$2.99',
      periodEnd: new Date('2027-11-22T08:00:00Z'),
      appUrl: APP,
    });
    expect(receipt).toMatchObject({ kind: 'payment_receipt', subject: 'Your Margin Pro receipt' });
    expect(receipt.text).toContain('$2.99');
    expect(receipt.text).toContain('active until November 22, 2027');
    expect(receipt.text).toMatch(/renews automatically each year/);
    expect(receipt.text).toMatch(/cancel anytime from the account menu/);
    expect(receipt.text).toMatch(/not refundable/);

    const cancelled = subscriptionCancelledEmail({
      to: 'alice@example.com',
      userId: 'u1',
      accessUntil: new Date('2027-11-22T08:00:00Z'),
      appUrl: APP,
    });
    expect(cancelled.kind).toBe('subscription_cancelled');
    expect(cancelled.subject).toMatch(/Margin Pro/);
    expect(cancelled.text).toContain('November 22, 2027');
  });

  it('has the footer and no external images in every message', () => {
    const at = new Date('2026-11-29T00:00:00Z');
    const link = 'https://margin.example.com/x';
    const all = [
      passwordResetEmail({ to: 'a@b.c', link, validMinutes: 30 }),
      signInLinkEmail({ to: 'a@b.c', link, validMinutes: 15 }),
      welcomeEmail({ to: 'a@b.c', trialEndsAt: at, appUrl: APP }),
      paymentReceiptEmail({ to: 'a@b.c', amount: '$2.99', periodEnd: at, appUrl: APP }),
      subscriptionCancelledEmail({ to: 'a@b.c', accessUntil: at, appUrl: APP }),
    ];
    for (const mail of all) {
      expect(mail.text).toContain(MAIL_FOOTER);
      expect(mail.html).toContain(MAIL_FOOTER);
      expect(mail.html).not.toMatch(/<img|url\(/i);
      expect(mail.subject).toContain('Margin');
    }
  });

  it('formats durations', () => {
    expect(formatDuration(30)).toBe('30 minutes');
    expect(formatDuration(1)).toBe('1 minute');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(1440)).toBe('24 hours');
  });
});
