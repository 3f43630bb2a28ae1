import { afterAll, describe, expect, it } from 'vitest';
import { adminActionsFixture } from '../testing/admin-actions';

// Two operators (or one double click) acting on the same seller at once: each logged action happened exactly
// as logged. The seller's row is locked for the length of an action, so the actions run one after the other.

const DAY_MS = 24 * 60 * 60 * 1000;
const PARALLEL = 10;
const fixture = await adminActionsFixture();
const { db, seller, adminWith } = fixture;
afterAll(() => fixture.close());

const logsFor = (email: string, action: string) =>
  db.prisma.adminActivityLog.count({ where: { targetEmail: email, action } });

describe('admin actions on one seller at once', () => {
  it('ten extensions by 1 day add 10 days, and the log has ten lines that each say what happened', async () => {
    const { caller } = await adminWith();
    const s = await seller('trial', { trialDaysLeft: 3 });
    const before = await db.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } });
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => caller.admin.extendTrial({ email: s.user.email, days: 1 })),
    );
    const after = await db.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } });
    expect(after.trialEndsAt!.getTime() - before.trialEndsAt!.getTime()).toBe(PARALLEL * DAY_MS);
    expect(await logsFor(s.user.email, 'extend_trial')).toBe(PARALLEL);
    // Each answer and its log line name a different new end: one day after the one before.
    const ends = answers.map((a) => Date.parse(a.new_trial_end)).sort((a, b) => a - b);
    expect(ends.map((end) => (end - before.trialEndsAt!.getTime()) / DAY_MS)).toEqual(
      Array.from({ length: PARALLEL }, (_, i) => i + 1),
    );
    const logged = await db.prisma.adminActivityLog.findMany({
      where: { targetEmail: s.user.email, action: 'extend_trial' },
      select: { details: true },
    });
    const loggedEnds = logged.map((row) => (row.details as { new_trial_end: string }).new_trial_end).sort();
    expect(loggedEnds).toEqual(answers.map((a) => a.new_trial_end).sort());
  });

  it('ten Activate Pro: one activation, logged once; the others are refused with a sentence and change nothing', async () => {
    const { caller } = await adminWith();
    const s = await seller('expired');
    const outcomes = await Promise.allSettled(
      Array.from({ length: PARALLEL }, () =>
        caller.admin.toggleSubscription({ email: s.user.email, status: 'active' }),
      ),
    );
    const done = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as Error] : []));
    expect(done).toHaveLength(1);
    expect(refused).toHaveLength(PARALLEL - 1);
    for (const error of refused) {
      expect(error).toMatchObject({ code: 'CONFLICT' });
      expect(error.message).toMatch(/^This user already has Pro access until .+\.$/);
    }
    expect(await logsFor(s.user.email, 'activate_pro')).toBe(1);
  });
});
