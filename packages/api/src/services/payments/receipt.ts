import { formatMoney } from '@margin/core';
import type { Database } from '@margin/db';
import { paymentReceiptEmail, sendMail } from '../mail';
import type { MailTransport } from '../types';

/** What a paid charge needs for its receipt; every fulfilling path reports each charge once. */
export interface PaidCharge {
  userId: string | null;
  newlyPaid: { amountMinor: number; currency: string; periodEnd: Date | null } | null;
}

/**
 * E-mails the receipt of a charge that just became paid (first payment or yearly renewal). A failed delivery is
 * recorded by sendMail and never undoes the payment.
 */
export async function sendPaymentReceipt(
  db: Database,
  mail: MailTransport,
  appUrl: string,
  charge: PaidCharge,
): Promise<void> {
  if (!charge.userId || !charge.newlyPaid?.periodEnd) return;
  const user = await db.prisma.user.findUnique({ where: { id: charge.userId }, select: { email: true } });
  if (!user) return;
  const { amountMinor, currency, periodEnd } = charge.newlyPaid;
  await sendMail(
    db,
    mail,
    paymentReceiptEmail({
      to: user.email,
      userId: charge.userId,
      amount: formatMoney(amountMinor, currency.toUpperCase()),
      periodEnd,
      appUrl,
    }),
  );
}
