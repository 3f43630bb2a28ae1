import { createTransport } from 'nodemailer';
import type { MailMessage, MailTransport } from '../types';
import { toNodemailer } from './envelope';

/**
 * nodemailer waits up to two minutes for a connection and ten for a quiet socket; a request that sends mail
 * while the user waits (forgot password, sign-in link) should give up well before that. Query parameters in
 * SMTP_URL (e.g. `?connectionTimeout=30000`) still win.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** 'SMTP host:port' for logs and the start-up banner: never the user name or password in the URL. */
export function describeSmtpUrl(smtpUrl: string): string {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP URL is not a valid URL (expected smtp://user:password@host:port or smtps://...)');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  }
  if (!url.hostname) throw new Error('SMTP URL has no host');
  const secure = url.protocol === 'smtps:';
  // nodemailer's defaults when the URL names no port.
  const port = url.port || (secure ? '465' : '587');
  return `SMTP ${url.hostname}:${port}${secure ? ' (TLS)' : ''}`;
}

/** Delivers through an SMTP server; a rejected recipient or an unreachable server throws. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const description = describeSmtpUrl(smtpUrl);
  const transporter = createTransport({ ...TIMEOUTS, url: smtpUrl });
  return {
    description,
    async deliver(message: MailMessage) {
      const info = await transporter.sendMail(toNodemailer(from, message));
      // With several recipients nodemailer resolves even when some were refused; we send to one, but a
      // refused recipient is a failed delivery either way.
      if (info.rejected.length > 0) {
        throw new Error(`SMTP server refused the recipient: ${info.response}`);
      }
    },
  };
}
