import { formatMoney } from '@margin/core';
import type { Database } from '@margin/db';
import { mailLocale, paymentReceiptEmail, sendMail } from '../mail';
import type { MailTransport } from '../types';

/** What a paid charge needs for its receipt; every fulfilling path reports each charge once. */
export interface PaidCharge {
  userId: string | null;
  newlyPaid: { paymentId: string } | null;
}

/** How late a receipt is before the sweep sends it: the fulfilment's own follow-up has had its chance. */
export const RECEIPT_SWEEP_AFTER_MS = 2 * 60_000;

/** E-mails the receipt of a charge that just became paid (first payment or yearly renewal). */
export async function sendPaymentReceipt(
  db: Database,
  mail: MailTransport,
  appUrl: string,
  charge: PaidCharge,
): Promise<void> {
  if (charge.newlyPaid) await sendOwedReceipt(db, mail, appUrl, charge.newlyPaid.paymentId);
}

/**
 * Sends the receipt a paid payment owes, at most once: the payment is claimed (`receipt_sent_at` set where it was
 * null) before the mail goes, so the follow-up, the sweep and a second server never send it twice. A failed
 * delivery is recorded by sendMail and never undoes the payment. Answers whether a receipt was sent.
 */
export async function sendOwedReceipt(
  db: Database,
  mail: MailTransport,
  appUrl: string,
  paymentId: string,
): Promise<boolean> {
  const claimed = await db.prisma.payment.updateMany({
    where: { id: paymentId, status: 'paid', receiptSentAt: null },
    data: { receiptSentAt: new Date() },
  });
  if (claimed.count === 0) return false;
  const payment = await db.prisma.payment.findUnique({
    where: { id: paymentId },
    select: {
      userId: true,
      amountMinor: true,
      currency: true,
      user: { select: { email: true, locale: true } },
      subscription: { select: { currentPeriodEnd: true } },
    },
  });
  // A charge outside a subscription (a duplicate the operators refund) has no period to state.
  const periodEnd = payment?.subscription?.currentPeriodEnd;
  if (!payment || !periodEnd) return false;
  const locale = mailLocale(payment.user.locale);
  await sendMail(
    db,
    mail,
    paymentReceiptEmail({
      to: payment.user.email,
      userId: payment.userId,
      locale,
      amount: formatMoney(payment.amountMinor, payment.currency.toUpperCase(), locale),
      periodEnd,
      appUrl,
    }),
  );
  return true;
}

/**
 * The sweep (a scheduled job): receipts paid payments still owe after RECEIPT_SWEEP_AFTER_MS. They are owed when the
 * fulfilment committed but its answer was lost (so no follow-up ran, and the redelivered event changes nothing),
 * or the process stopped between the commit and the mail. Oldest first, 100 a run.
 */
export async function sendOwedReceipts(
  db: Database,
  mail: MailTransport,
  appUrl: string,
  now: Date = new Date(),
): Promise<number> {
  const owed = await db.prisma.payment.findMany({
    where: {
      status: 'paid',
      receiptSentAt: null,
      paidAt: { lt: new Date(now.getTime() - RECEIPT_SWEEP_AFTER_MS) },
    },
    orderBy: { paidAt: 'asc' },
    take: 100,
    select: { id: true },
  });
  let sent = 0;
  for (const { id } of owed) if (await sendOwedReceipt(db, mail, appUrl, id)) sent++;
  return sent;
}
