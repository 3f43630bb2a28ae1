// Suite support for the admin login tests: logins from fresh client addresses, and what a refusal answered.
import type { Database } from '@margin/db';
import { anonymousCaller, testServices } from '.';

/** What a refused call answered: its tRPC code, the HTTP status it asks for, and its sentence. */
export async function httpStatusOf(
  call: Promise<unknown>,
): Promise<{ code: string; status?: number; message: string }> {
  try {
    await call;
  } catch (error) {
    const e = error as { code: string; message: string; cause?: { status?: number } };
    return { code: e.code, status: e.cause?.status, message: e.message };
  }
  throw new Error('the call was not refused');
}

export function adminLogins(db: Database) {
  let ipCounter = 0;
  /** Each login from its own address, so the per-address sign-in limit stays out of the way. */
  const fromNewAddress = (services = testServices()) =>
    anonymousCaller(db, services, `198.51.100.${++ipCounter % 250}`);

  const login = (username: string, password: string, services = testServices()) =>
    fromNewAddress(services).admin.login({ username, password });

  const loggedIn = async (username: string, password: string, services = testServices()) => {
    const answer = await login(username, password, services);
    if (answer.mfa_required) throw new Error('expected a session, got the second-factor step');
    return answer;
  };

  const logsOf = (action: string, username?: string) =>
    db.prisma.adminActivityLog.findMany({
      where: { action, ...(username ? { adminUsername: username } : {}) },
      orderBy: { createdAt: 'asc' },
      select: { adminUsername: true, adminId: true, details: true },
    });

  return { fromNewAddress, login, loggedIn, logsOf };
}
