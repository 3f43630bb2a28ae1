import { afterAll, describe, expect, it } from 'vitest';
import { adminActionsFixture } from '../testing/admin-actions';

// Deleting a seller deletes their payments, but not the business's record of them: the anonymised payment ledger
// keeps each payment's amount, date and status, and the admin figures and the payments list read it.

const DAY_MS = 24 * 60 * 60 * 1000;
const fixture = await adminActionsFixture();
const { db, seller, adminWith } = fixture;
afterAll(() => fixture.close());

async function paid(userId: string, daysAgo: number, status: 'paid' | 'failed' = 'paid') {
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  return db.prisma.payment.create({
    data: {
      userId,
      provider: 'test',
      amountMinor: 299,
      currency: 'USD',
      status,
      providerSessionId: `test_cs_${userId}_${daysAgo}_${status}`,
      createdAt: at,
      paidAt: status === 'paid' ? at : null,
    },
    select: { id: true },
  });
}

describe('the payment ledger', () => {
  it('keeps a deleted seller’s payments in Revenue (30 days), the chart and the payments list, anonymised', async () => {
    const { caller } = await adminWith();
    const staying = await seller('pro');
    const leaving = await seller('pro');
    await paid(staying.user.id, 2);
    const payment = await paid(leaving.user.id, 3);
    await paid(leaving.user.id, 1, 'failed');
    const before = await caller.admin.stats();
    expect(before.kpis.revenue_this_month).toBe(5.98);

    await caller.admin.deleteUser({ email: leaving.user.email, reason: 'Asked to be forgotten' });
    expect(await db.prisma.payment.count({ where: { userId: leaving.user.id } })).toBe(0);

    const after = await caller.admin.stats();
    expect(after.kpis.revenue_this_month).toBe(5.98);
    expect(after.payments).toEqual(before.payments);
    expect(after.kpis.failed_payments_week).toBe(before.kpis.failed_payments_week);
    const chart = (stats: typeof before) =>
      stats.daily.map((d) => ({ revenue: d.revenue, pro_conversions: d.pro_conversions }));
    expect(chart(after)).toEqual(chart(before));
    // Nobody to act on any more: the quick actions list only sellers who exist.
    expect(after.quick_actions.failed_payments).toEqual([]);

    const { payments } = await caller.admin.payments();
    expect(payments.find((p) => p.id === payment.id)).toMatchObject({
      user_email: null,
      stripe_session_id: null,
      amount: 2.99,
      currency: 'USD',
      payment_status: 'paid',
    });
    expect(payments.filter((p) => p.user_email === staying.user.email)).toHaveLength(1);
  });

  it('holds nothing that names the seller once they are deleted', async () => {
    const { caller } = await adminWith();
    const leaving = await seller('pro');
    const payment = await paid(leaving.user.id, 5);
    await caller.admin.deleteUser({ email: leaving.user.email });
    const entry = await db.prisma.paymentLedgerEntry.findUniqueOrThrow({ where: { id: payment.id } });
    expect(Object.keys(entry).sort()).toEqual(
      [
        'amountMinor',
        'createdAt',
        'currency',
        'firstPaid',
        'id',
        'paidAt',
        'provider',
        'status',
        'testAccount',
        'userId',
      ].sort(),
    );
    expect(entry).toMatchObject({ userId: null, amountMinor: 299, status: 'paid', testAccount: false });
  });

  it('keeps a deleted test account’s payments out of the figures', async () => {
    const { caller } = await adminWith();
    const tester = await fixture.seller('pro');
    await db.prisma.user.update({ where: { id: tester.user.id }, data: { isTestAccount: true } });
    const before = await caller.admin.stats();
    await paid(tester.user.id, 1);
    expect((await caller.admin.stats()).kpis.revenue_this_month).toBe(before.kpis.revenue_this_month);
    await caller.admin.deleteUser({ email: tester.user.email });
    expect((await caller.admin.stats()).kpis.revenue_this_month).toBe(before.kpis.revenue_this_month);
  });

  it('follows a payment through its life: pending, then paid, counted once as the payer’s first', async () => {
    const s = await seller('trial');
    const pending = await db.prisma.payment.create({
      data: { userId: s.user.id, provider: 'test', amountMinor: 299, currency: 'USD', status: 'pending' },
      select: { id: true },
    });
    expect(await db.prisma.paymentLedgerEntry.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject(
      {
        status: 'pending',
        firstPaid: false,
      },
    );
    await db.prisma.payment.update({
      where: { id: pending.id },
      data: { status: 'paid', paidAt: new Date() },
    });
    const renewal = await paid(s.user.id, 0);
    const entries = await db.prisma.paymentLedgerEntry.findMany({
      where: { userId: s.user.id },
      select: { id: true, status: true, firstPaid: true },
    });
    expect(entries).toHaveLength(2);
    expect(entries.find((e) => e.id === pending.id)).toMatchObject({ status: 'paid', firstPaid: true });
    expect(entries.find((e) => e.id === renewal.id)).toMatchObject({ status: 'paid', firstPaid: false });
  });
});
