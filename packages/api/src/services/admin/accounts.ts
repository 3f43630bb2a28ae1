import {
  ADMIN_PASSWORD_HISTORY,
  ADMIN_PASSWORD_RULES,
  adminPasswordProblems,
  adminUsernameProblem,
  normalizeAdminPassword,
  normalizeAdminUsername,
} from '@margin/core';
import { Prisma, type Database } from '@margin/db';
import { hashPassword, verifyPassword, type PasswordHashing } from '../auth/passwords';
import { writeActivity } from './activity-log';

/** A refusal of `createAdmin` in words for the person at the terminal. */
export class AdminAccountError extends Error {
  override name = 'AdminAccountError';
}

/**
 * Makes an admin (the `pnpm admin:create` command): the username rules, the password policy, no duplicate names.
 * The password starts its 90 days now and is the first of its history.
 */
export async function createAdmin(
  db: Database,
  input: { username: string; password: string },
  hashing: PasswordHashing,
): Promise<{ id: string; username: string }> {
  const username = normalizeAdminUsername(input.username);
  const usernameProblem = adminUsernameProblem(username);
  if (usernameProblem) throw new AdminAccountError(usernameProblem);
  const problems = adminPasswordProblems(input.password, { username });
  if (problems.length > 0) throw new AdminAccountError(problems.join('\n'));
  const existing = await db.prisma.adminUser.findUnique({ where: { username }, select: { id: true } });
  if (existing) throw new AdminAccountError(`An admin named "${username}" already exists.`);

  const passwordHash = await hashPassword(normalizeAdminPassword(input.password), hashing);
  try {
    return await db.prisma.$transaction(async (tx) => {
      const admin = await tx.adminUser.create({
        data: { username, passwordHash, passwordChangedAt: new Date() },
        select: { id: true, username: true },
      });
      await tx.adminPasswordHistory.create({
        data: { adminId: admin.id, passwordHash },
        select: { id: true },
      });
      await writeActivity(
        tx,
        { adminId: admin.id, username },
        {
          action: 'admin_created',
          details: `Admin "${username}" was created from the command line.`,
        },
      );
      return admin;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new AdminAccountError(`An admin named "${username}" already exists.`);
    }
    throw error;
  }
}

export async function adminCount(db: Database): Promise<number> {
  return db.prisma.adminUser.count();
}

/** Whether `password` is one of the admin's last 3 passwords (the current one included). */
export async function isRecentPassword(
  db: Database,
  adminId: string,
  password: string,
  hashing: PasswordHashing,
): Promise<boolean> {
  const recent = await db.prisma.adminPasswordHistory.findMany({
    where: { adminId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: ADMIN_PASSWORD_HISTORY,
    select: { passwordHash: true },
  });
  for (const { passwordHash } of recent) {
    if (await verifyPassword(password, passwordHash, hashing)) return true;
  }
  return false;
}

/** The first rule a new admin password breaks that needs the server (username, history), or null. */
export async function serverPasswordProblem(
  db: Database,
  admin: { id: string; username: string },
  newPassword: string,
  hashing: PasswordHashing,
): Promise<string | null> {
  const problem = adminPasswordProblems(newPassword, { username: admin.username })[0];
  if (problem) return problem;
  if (await isRecentPassword(db, admin.id, newPassword, hashing)) return ADMIN_PASSWORD_RULES.reused;
  return null;
}
