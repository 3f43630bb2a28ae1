import type { Database } from '@margin/db';
import type { MailMessage, MailTransport } from '../types';

const MAX_ERROR_LENGTH = 500;

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.length > MAX_ERROR_LENGTH ? text.slice(0, MAX_ERROR_LENGTH) : text;
}

/** A sign-in or reset link's token in a URL, in text (`?token=`) and in HTML attributes (`&amp;token=`). */
const LINK_TOKEN = /((?:[?&]|&amp;)token=)[^&"'<>\s]+/g;

/**
 * The message as it is kept in `outgoing_emails`: a link's token opens the account, so whoever reads the table
 * (an operator, a backup) must not be able to use it. Only the token's hash is stored, in its own table.
 */
export function redactLinkTokens(body: string): string {
  return body.replace(LINK_TOKEN, '$1[redacted]');
}

/**
 * Records the message (link tokens redacted) in `outgoing_emails`, hands it to the transport and records the outcome. A failed
 * delivery does not throw: callers such as forgot-password must answer the same whether the mail went or not,
 * so they get `delivered: false` and the reason is kept in the row. A database error does throw.
 */
export async function sendMail(
  db: Database,
  transport: MailTransport,
  message: MailMessage,
): Promise<{ id: string; delivered: boolean }> {
  const { id } = await db.prisma.outgoingEmail.create({
    data: {
      userId: message.userId ?? null,
      to: message.to,
      subject: message.subject,
      text: redactLinkTokens(message.text),
      html: message.html === undefined ? null : redactLinkTokens(message.html),
      kind: message.kind,
      status: 'queued',
    },
    select: { id: true },
  });

  try {
    await transport.deliver(message);
  } catch (error) {
    await db.prisma.outgoingEmail.update({
      where: { id },
      data: { status: 'failed', attempts: { increment: 1 }, error: errorText(error) },
      select: { id: true },
    });
    return { id, delivered: false };
  }

  await db.prisma.outgoingEmail.update({
    where: { id },
    data: { status: 'sent', attempts: { increment: 1 }, sentAt: new Date(), error: null },
    select: { id: true },
  });
  return { id, delivered: true };
}
