// Suite support for the tests of a trial taken over by its owner: sign-ins from fresh client addresses, and the
// owner following the links mailed to the address.
import type { Database } from '@margin/db';
import { createContext } from '../context';
import { createCaller } from '../root';
import { testServices } from '.';

/** The link's token, from the text of the mail that carries it. */
export const tokenIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token')!;

export function signInLinks(db: Database) {
  let address = 0;
  /** A caller without a session, each from its own address (the per-address limits stay out of the way). */
  const anonymous = (services = testServices()) =>
    createCaller(createContext({ db, services, ip: `203.0.113.${++address % 250}` }));

  /** The e-mail's owner asks to sign in on their own device and follows the link from their inbox. */
  const ownerSignsInByLink = async (email: string) => {
    const services = testServices();
    // A returning e-mail on another device is answered 403 'Please verify your email' and mailed a link.
    const refusal = await anonymous(services)
      .auth.login({ email })
      .then(
        () => null,
        (error: unknown) => error as { code?: string },
      );
    if (refusal?.code !== 'FORBIDDEN') throw new Error('expected the sign-in link instead of a session');
    const mail = services.mailbox.find((m) => m.kind === 'sign_in_link');
    if (!mail) throw new Error('no sign-in link was mailed');
    return anonymous().auth.redeemSignInLink({ token: tokenIn(mail.text), remember_me: true });
  };

  const mailedResetToken = async (email: string): Promise<string> => {
    const services = testServices();
    await anonymous(services).auth.forgotPassword({ email });
    await services.deferred.settle();
    const mail = services.mailbox.find((m) => m.kind === 'password_reset');
    if (!mail) throw new Error('no reset link was mailed');
    return tokenIn(mail.text);
  };

  return { anonymous, ownerSignsInByLink, mailedResetToken };
}
