import type { TAdminAction, TAdminActivityLog } from '@margin/core';
import type { Database, Prisma } from '@margin/db';
import type { SessionAdmin } from '../../context';

type Tx = Prisma.TransactionClient;

export interface ActivityEntry {
  action: TAdminAction;
  /** One readable sentence: what was done, to whom, with what result. */
  details: string;
  targetEmail?: string | null;
  reason?: string | null;
  /** Machine-readable facts of the action (days, dates, counts), kept next to the sentence. */
  data?: Prisma.InputJsonObject;
}

/** Who did it: a signed-in admin, or (logins) the name that was typed. */
export interface Actor {
  adminId: string | null;
  username: string;
}

export function writeActivity(
  tx: Tx | Database['prisma'],
  actor: Actor,
  entry: ActivityEntry,
  now = new Date(),
) {
  return tx.adminActivityLog.create({
    data: {
      adminId: actor.adminId,
      adminUsername: actor.username.slice(0, 200),
      action: entry.action,
      details: { text: entry.details, ...(entry.data ?? {}) },
      targetEmail: entry.targetEmail ?? null,
      reason: entry.reason || null,
      createdAt: now,
    },
    select: { id: true },
  });
}

/**
 * The one way an admin changes anything: `work` runs in a transaction and answers its result with the log entry
 * that describes it, and the entry is written in that same transaction. The change and its record commit
 * together or not at all, and no action can leave the log out (it is the return value it must produce).
 */
export async function recordedAction<T>(
  db: Database,
  admin: SessionAdmin,
  work: (tx: Tx, now: Date) => Promise<{ result: T; log: ActivityEntry }>,
): Promise<T> {
  return db.prisma.$transaction(async (tx) => {
    const now = new Date();
    const { result, log } = await work(tx, now);
    await writeActivity(tx, { adminId: admin.id, username: admin.username }, log, now);
    return result;
  });
}

/** An event that is not a change (a login, a failed login): written on its own. */
export async function recordEvent(db: Database, actor: Actor, entry: ActivityEntry): Promise<void> {
  await writeActivity(db.prisma, actor, entry);
}

/** The activity log as the admin app reads it (spec §3). */
export function activityView(row: {
  id: string;
  adminUsername: string;
  action: string;
  details: Prisma.JsonValue;
  targetEmail: string | null;
  reason: string | null;
  createdAt: Date;
}): TAdminActivityLog {
  const details = row.details as { text?: unknown } | null;
  return {
    id: row.id,
    admin_username: row.adminUsername,
    action: row.action as TAdminAction,
    details: typeof details?.text === 'string' ? details.text : '',
    target_email: row.targetEmail,
    reason: row.reason,
    timestamp: row.createdAt.toISOString(),
  };
}
