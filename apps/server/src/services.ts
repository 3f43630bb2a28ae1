import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import {
  createDeferredWork,
  createEtsyMarketplace,
  createHashGate,
  createRequestBudget,
  createShareViews,
  createMemoryCounterStore,
  createOutboxTransport,
  createSmtpTransport,
  createStripeBilling,
  createStripeClient,
  createTestBilling,
  createTokenCipher,
  deriveTokenKey,
  sendPaymentReceipt,
  type CounterStore,
  type Marketplace,
  type Services,
  type SharedViewNumbers,
} from '@margin/api';
import type { Database } from '@margin/db';
import { createAnalyses } from './analysis-pool';
import { etsyRedirectUri, publicUrl, resolveDataDir, type ServerEnv } from './env';

/**
 * The local run's password pepper: made once and kept in the data folder, so passwords keep working across
 * restarts without any setup. Production must set PASSWORD_PEPPER (loadEnv refuses to start without it).
 */
export async function localPepper(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'secrets', 'password-pepper');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const pepper = randomBytes(32).toString('base64url');
    await writeFile(file, pepper + '\n', { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}

/** One Stripe client for the billing service and the webhook, when keys are configured. */
export function stripeClientFrom(env: ServerEnv): Stripe | null {
  return env.STRIPE_SECRET_KEY
    ? createStripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE })
    : null;
}

export interface ServiceDeps {
  env: ServerEnv;
  db: Database;
  /** The counters shared through Redis when it is configured (redis-counter-store.ts); in memory otherwise. */
  sharedCounters?: CounterStore;
  /** Share view numbers shared through Redis when it is configured (redis-view-numbers.ts). */
  viewNumbers?: SharedViewNumbers;
  stripe: Stripe | null;
  log: FastifyBaseLogger;
}

/** The outside world from configuration: real services when configured, local stand-ins otherwise. */
export async function buildServices({
  env,
  db,
  sharedCounters,
  viewNumbers,
  stripe,
  log,
}: ServiceDeps): Promise<Services> {
  const dataDir = resolveDataDir(env);
  const base = publicUrl(env);
  const mail = env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM)
    : createOutboxTransport(path.join(dataDir, 'outbox'), (line) => log.info(line), env.MAIL_FROM);
  const billing = stripe
    ? createStripeBilling({
        db,
        stripe,
        publicUrl: base,
        log,
        onFulfilled: (charge) => sendPaymentReceipt(db, mail, base, charge),
      })
    : createTestBilling({ db, publicUrl: base });
  const passwordPepper = env.PASSWORD_PEPPER ?? (await localPepper(dataDir));
  const counters = sharedCounters ?? createMemoryCounterStore();
  return {
    config: {
      publicUrl: base,
      passwordPepper,
      bcryptCost: env.BCRYPT_COST,
      supportEmail: env.SUPPORT_EMAIL,
      adminRequireMfa: env.ADMIN_REQUIRE_MFA,
      testAccountDomains: env.TEST_ACCOUNT_DOMAINS.map((d) => d.toLowerCase()),
    },
    mail,
    counters,
    // Per process, not shared through Redis: what it protects is this machine's cores.
    hashGate: createHashGate({
      concurrency: env.PASSWORD_HASH_CONCURRENCY,
      maxWaitMs: env.PASSWORD_HASH_MAX_WAIT_MS,
    }),
    deferred: createDeferredWork((err, label) => log.error({ err, task: label }, 'deferred work failed')),
    billing,
    // Per process: the threads use this machine's cores, as the hash gate does.
    csvAnalyses: createAnalyses(env, log),
    marketplace: marketplaceFrom(env, passwordPepper, counters),
    shareViews: createShareViews({
      numbers: viewNumbers,
      onWriteError: (err, views) =>
        log.warn({ err, views }, 'share views not written yet: kept in memory and tried again'),
    }),
  };
}

/**
 * The marketplace once its app key is set ('coming soon' without it). Outside production a missing
 * ETSY_TOKEN_KEY is derived from the pepper, so a developer can try a real app key without more set-up.
 */
export function marketplaceFrom(
  env: ServerEnv,
  passwordPepper: string,
  counters: CounterStore,
): Marketplace | null {
  if (!env.ETSY_API_KEY) return null;
  const key = env.ETSY_TOKEN_KEY ? Buffer.from(env.ETSY_TOKEN_KEY, 'base64') : deriveTokenKey(passwordPepper);
  return createEtsyMarketplace({
    apiKey: env.ETSY_API_KEY,
    sharedSecret: env.ETSY_SHARED_SECRET,
    redirectUri: etsyRedirectUri(env),
    apiBase: env.ETSY_API_BASE,
    oauthBase: env.ETSY_OAUTH_BASE,
    cipher: createTokenCipher(key),
    // The limits are the app's, so they are counted where every server process sees them (Redis when set).
    budget: createRequestBudget(counters),
  });
}
