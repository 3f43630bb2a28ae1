import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@margin/db/testing';
import { createSeller } from '../../testing';
import type { MailMessage, MailTransport } from '../types';
import { fulfil } from './fulfilment';
import { RECEIPT_SWEEP_AFTER_MS, sendOwedReceipts, sendPaymentReceipt } from './receipt';

const testDb = await createTestDatabase();
const { db } = testDb;
afterAll(() => testDb.drop());

const APP_URL = 'http://localhost:3000';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const sent: MailMessage[] = [];
const mail: MailTransport = { description: 'test', deliver: async (m) => void sent.push(m) };

/** A seller whose first payment has just been fulfilled (committed); nothing has been e-mailed yet. */
async function paidSeller(status: 'paid' | 'failed' = 'paid') {
  const { user } = await createSeller(db, { state: 'trial' });
  const paidAt = new Date();
  const result = await fulfil(db, {
    userId: user.id,
    subscription: {
      userId: user.id,
      provider: 'stripe',
      providerCustomerId: `cus_${user.id}`,
      providerSubscriptionId: `sub_${user.id}`,
      status: 'active',
      currentPeriodEnd: new Date(paidAt.getTime() + YEAR_MS),
      cancelAtPeriodEnd: false,
      canceledAt: null,
    },
    payments: [
      {
        userId: user.id,
        provider: 'stripe',
        providerSessionId: `cs_${user.id}`,
        amountMinor: 299,
        currency: 'usd',
        status,
        paidAt: status === 'paid' ? paidAt : null,
        failureReason: status === 'failed' ? 'Your card was declined.' : null,
      },
    ],
  });
  const receipts = async () => {
    const rows = await db.prisma.outgoingEmail.findMany({
      where: { userId: user.id, kind: 'payment_receipt' },
      select: { status: true, text: true },
    });
    return { rows, delivered: sent.filter((m) => m.to === user.email) };
  };
  return { user, result, paidAt, receipts };
}

const late = (paidAt: Date) => new Date(paidAt.getTime() + RECEIPT_SWEEP_AFTER_MS + 1000);

describe('payment receipts', () => {
  it('sends the receipt a committed payment owes when its follow-up never ran, once, and only once it is late', async () => {
    const { paidAt, receipts } = await paidSeller();
    // The fulfilment's answer was lost: no follow-up. Just after the payment the sweep leaves it to the follow-up.
    await sendOwedReceipts(db, mail, APP_URL, new Date(paidAt.getTime() + 1000));
    expect((await receipts()).rows).toEqual([]);

    await sendOwedReceipts(db, mail, APP_URL, late(paidAt));
    const { rows, delivered } = await receipts();
    expect(rows).toEqual([{ status: 'sent', text: expect.stringContaining('$2.99') as string }]);
    expect(delivered).toHaveLength(1);

    await sendOwedReceipts(db, mail, APP_URL, late(paidAt));
    expect((await receipts()).rows).toHaveLength(1);
  });

  it('sends one receipt when the follow-up, a repeated follow-up and the sweep race', async () => {
    const { result, paidAt, receipts } = await paidSeller();
    expect(result.newlyPaid).not.toBeNull();
    await Promise.all([
      sendPaymentReceipt(db, mail, APP_URL, result),
      sendPaymentReceipt(db, mail, APP_URL, result),
      sendOwedReceipts(db, mail, APP_URL, late(paidAt)),
    ]);
    const { rows, delivered } = await receipts();
    expect(rows).toHaveLength(1);
    expect(delivered).toHaveLength(1);
  });

  it("writes the receipt in the seller's language, its amount and date in that language's format", async () => {
    const { user, result } = await paidSeller();
    await db.prisma.user.update({ where: { id: user.id }, data: { locale: 'de' }, select: { id: true } });
    await sendPaymentReceipt(db, mail, APP_URL, result);
    const receipt = sent.find((m) => m.to === user.email)!;
    expect(receipt.subject).toBe('Deine Quittung für Margin Pro');
    // Intl keeps the amount and its sign together with a no-break space.
    expect(receipt.text).toContain(
      'Wir haben deine Zahlung von 2,99\u00a0$ für ein Jahr Margin Pro erhalten.',
    );
    expect(receipt.text).toMatch(/Pro ist bis zum \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4} aktiv\./);
  });

  it('owes nothing for a failed payment', async () => {
    const { paidAt, receipts } = await paidSeller('failed');
    await sendOwedReceipts(db, mail, APP_URL, late(paidAt));
    expect((await receipts()).rows).toEqual([]);
  });
});
