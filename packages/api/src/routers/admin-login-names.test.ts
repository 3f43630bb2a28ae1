import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@margin/db/testing';
import { refusalSentence } from '../testing';
import { adminLogins } from '../testing/admin-logins';

// What is typed as a username at the login is recorded when the login fails: it is refused when it carries
// control or direction characters (nothing is recorded then), and otherwise kept as data beside the log's
// sentence, never inside it.

const testDb = await createTestDatabase();
const { db } = testDb;
afterAll(() => testDb.drop());
const { login } = adminLogins(db);

const recorded = () =>
  Promise.all([
    db.prisma.adminActivityLog.count({ where: { action: 'login_failed' } }),
    db.prisma.loginAttempt.count({ where: { scope: 'admin' } }),
  ]);

describe('usernames typed at the admin login', () => {
  it('are refused with a sentence, and not recorded, when they carry control, line-break or direction characters', async () => {
    const before = await recorded();
    const cases: [string, string][] = [
      ['ops\u202Eresu', 'Username must be plain text without control characters.'],
      ['ops\u2066x\u2069', 'Username must be plain text without control characters.'],
      ['ops\u200Fx', 'Username must be plain text without control characters.'],
      ['ops\u0007', 'Username must be plain text without control characters.'],
      ['ops\nAdmin "root" logged in', 'Username must be on one line, without tabs or line breaks.'],
      ['ops\troot', 'Username must be on one line, without tabs or line breaks.'],
    ];
    for (const [username, sentence] of cases) {
      expect(await refusalSentence(login(username, 'Whatever-2026!')), JSON.stringify(username)).toBe(
        sentence,
      );
    }
    expect(await recorded()).toEqual(before);
  });

  it('are kept as data beside the sentence when the login fails', async () => {
    const typed = 'mallory"<b>:';
    await expect(login(typed, 'Whatever-2026!')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const row = await db.prisma.adminActivityLog.findFirstOrThrow({
      where: { action: 'login_failed' },
      orderBy: { createdAt: 'desc' },
      select: { adminUsername: true, details: true },
    });
    expect(row.adminUsername).toBe(typed);
    expect(row.details).toMatchObject({
      text: 'Failed admin login: a wrong username or password.',
      username: typed,
      reason: 'unknown_admin',
    });
  });
});
