// Suite support for the marketplace tests: a database, the fake marketplace, and sellers who connect to it
// through the popup's round trip.
import { randomBytes } from 'node:crypto';
import { createTestDatabase } from '@margin/db/testing';
import { httpHintOf } from '../../http-hint';
import { createMemoryCounterStore } from '../../services/counters/memory';
import { createEtsyMarketplace } from '../../services/marketplace/etsy-client';
import { createRequestBudget } from '../../services/marketplace/request-budget';
import { createTokenCipher } from '../../services/marketplace/token-cipher';
import { callerForToken, createSeller, testServices, type SellerState } from '..';
import { FAKE_ETSY_API_KEY, FAKE_ETSY_SHARED_SECRET, startFakeEtsy } from './fake-etsy';

export const REDIRECT_URI = 'http://localhost:3000/oauth/callback';

export async function etsySuite() {
  const testDb = await createTestDatabase();
  const fake = await startFakeEtsy();
  const marketplace = createEtsyMarketplace({
    apiKey: FAKE_ETSY_API_KEY,
    sharedSecret: FAKE_ETSY_SHARED_SECRET,
    redirectUri: REDIRECT_URI,
    apiBase: fake.url,
    oauthBase: fake.url,
    cipher: createTokenCipher(randomBytes(32)),
    budget: createRequestBudget(createMemoryCounterStore()),
  });
  const configured = testServices({ marketplace });

  const seller = async (state: SellerState = 'trial', services = configured) => {
    const { user, token } = await createSeller(testDb.db, { state });
    return { user, caller: await callerForToken(testDb.db, token, services) };
  };
  type Caller = Awaited<ReturnType<typeof seller>>['caller'];

  /** The popup's round trip: authorize, the seller approves at the marketplace, the callback page's call. */
  const connect = async (caller: Caller) => {
    const authorization = await caller.etsy.authorize({});
    const back = await fake.approve(authorization.authorization_url);
    return caller.etsy.callback({ authorization_code: back.code, state: back.state });
  };

  return {
    testDb,
    prisma: testDb.db.prisma,
    fake,
    marketplace,
    configured,
    seller,
    connect,
    close: async () => {
      await fake.close();
      await testDb.drop();
    },
  };
}

/** What a refused call answered: its code, its sentence, and the Retry-After it asks for. */
export async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const e = error as { code: string; message: string };
    return { code: e.code, message: e.message, retryAfter: httpHintOf(error)?.retryAfterSeconds };
  }
  throw new Error('the call was not refused');
}
