import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from '../types';

/** One message as nodemailer composes it, the same for SMTP and for the outbox, so both send identical bytes. */
export function toNodemailer(from: string, message: MailMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
  };
}
