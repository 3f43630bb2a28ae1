import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@margin/db/testing';
import { createContext } from '../context';
import { createCaller } from '../root';
import { callerForToken, testServices } from '../testing';
import { describeZodError } from '../zod-detail';
import { ZodError } from 'zod';

const testDb = await createTestDatabase();
afterAll(() => testDb.drop());
const { db } = testDb;

const anonymous = (services = testServices()) =>
  createCaller(createContext({ db, services, user: null, sessionId: null, ip: '203.0.113.9' }));

/** The sentence a client is shown for a refused input (what the error formatter answers). */
async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (!(cause instanceof ZodError)) throw new Error('expected a refused input');
  return describeZodError(cause);
}

describe("the account's language", () => {
  it('starts a new account in the language the app showed and welcomes it in that language', async () => {
    const services = testServices();
    const signedUp = await anonymous(services).auth.login({ email: 'neu@example.com', locale: 'de' });
    expect(signedUp).toMatchObject({ is_new: true, locale: 'de' });
    const welcome = services.mailbox.find((mail) => mail.kind === 'welcome')!;
    expect(welcome.subject).toBe('Deine 7-tägige Testphase bei Margin hat begonnen');
    expect(welcome.text).toContain('Willkommen bei Margin');

    const asSeller = await callerForToken(db, signedUp.token);
    expect(await asSeller.auth.verify({})).toMatchObject({ email: 'neu@example.com', locale: 'de' });
  });

  it('has no language until one is chosen, then keeps it on the account', async () => {
    const services = testServices();
    const signedUp = await anonymous(services).auth.login({ email: 'plain@example.com' });
    expect(signedUp.locale).toBeNull();
    expect(services.mailbox[0]!.subject).toBe('Your 7-day Margin trial has started');

    const asSeller = await callerForToken(db, signedUp.token);
    expect(await asSeller.auth.setLocale({ locale: 'fr' })).toEqual({ locale: 'fr' });
    expect((await asSeller.auth.verify({})).locale).toBe('fr');
    const stored = await db.prisma.user.findUniqueOrThrow({ where: { id: signedUp.user_id } });
    expect(stored.locale).toBe('fr');
  });

  it("changes only the caller's own account and needs a session", async () => {
    const a = await anonymous().auth.login({ email: 'lang-a@example.com', locale: 'it' });
    const b = await anonymous().auth.login({ email: 'lang-b@example.com', locale: 'es' });
    await (await callerForToken(db, a.token)).auth.setLocale({ locale: 'nl' });
    const other = await db.prisma.user.findUniqueOrThrow({ where: { id: b.user_id } });
    expect(other.locale).toBe('es');
    await expect(anonymous().auth.setLocale({ locale: 'de' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses a language Margin does not speak with a sentence', async () => {
    const signedUp = await anonymous().auth.login({ email: 'lang-bad@example.com' });
    const asSeller = await callerForToken(db, signedUp.token);
    const sentence = await refusal(asSeller.auth.setLocale({ locale: 'pt' as 'de' }));
    expect(sentence).toBe(
      'Margin speaks English (en), German (de), French (fr), Italian (it), Spanish (es) and Dutch (nl); please choose one of these.',
    );
    expect(await refusal(anonymous().auth.login({ email: 'x@example.com', locale: 'xx' as 'de' }))).toBe(
      sentence,
    );
  });

  it("mails a sign-in link in the account's language, else in the request's", async () => {
    await anonymous().auth.login({ email: 'link-de@example.com', locale: 'de' });
    await anonymous().auth.login({ email: 'link-none@example.com' });
    const services = testServices();
    for (const email of ['link-de@example.com', 'link-none@example.com']) {
      await expect(anonymous(services).auth.login({ email, locale: 'nl' })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    const subjects = services.mailbox.map((mail) => [mail.to, mail.subject]);
    expect(subjects).toEqual([
      ['link-de@example.com', 'Dein Anmeldelink für Margin'],
      ['link-none@example.com', 'Je inloglink voor Margin'],
    ]);
  });

  it("mails a reset link in the account's language, else in the request's, else in English", async () => {
    const withPassword = async (email: string, locale?: 'it') => {
      await anonymous().auth.login({ email, locale });
      await db.prisma.user.update({ where: { email }, data: { passwordHash: 'x' }, select: { id: true } });
    };
    await withPassword('reset-it@example.com', 'it');
    await withPassword('reset-none@example.com');
    const services = testServices();
    // The mail goes out after the answer, in the background: each is awaited, so the mailbox keeps their order.
    const requestReset = async (email: string, locale?: 'es') => {
      await anonymous(services).auth.forgotPassword({ email, locale });
      await services.deferred.settle();
    };
    await requestReset('reset-it@example.com', 'es');
    await requestReset('reset-none@example.com', 'es');
    await requestReset('reset-none@example.com');
    expect(services.mailbox.map((mail) => mail.subject)).toEqual([
      'Reimposta la password di Margin',
      'Restablece tu contraseña de Margin',
      'Reset your Margin password',
    ]);
  });
});
