import type { Database } from '@margin/db';
import type { MailMessage, MailTransport } from '../types';

const MAX_ERROR_LENGTH = 500;

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.length > MAX_ERROR_LENGTH ? text.slice(0, MAX_ERROR_LENGTH) : text;
}

/**
 * Records the message in `outgoing_emails`, hands it to the transport and records the outcome. A failed
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
      text: message.text,
      html: message.html ?? null,
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
