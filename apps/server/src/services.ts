import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import {
  createDeferredWork,
  createHashGate,
  createMemoryCounterStore,
  createOutboxTransport,
  createSmtpTransport,
  createStripeBilling,
  createStripeClient,
  createTestBilling,
  sendPaymentReceipt,
  type CounterStore,
  type Services,
} from '@margin/api';
import type { Database } from '@margin/db';
import { createAnalyses } from './analysis-pool';
import { publicUrl, resolveDataDir, type ServerEnv } from './env';

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
  stripe: Stripe | null;
  log: FastifyBaseLogger;
}

/** The outside world from configuration: real services when configured, local stand-ins otherwise. */
export async function buildServices({
  env,
  db,
  sharedCounters,
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
  return {
    config: {
      publicUrl: base,
      passwordPepper: env.PASSWORD_PEPPER ?? (await localPepper(dataDir)),
      bcryptCost: env.BCRYPT_COST,
      supportEmail: env.SUPPORT_EMAIL,
      adminRequireMfa: env.ADMIN_REQUIRE_MFA,
      testAccountDomains: env.TEST_ACCOUNT_DOMAINS.map((d) => d.toLowerCase()),
    },
    mail,
    counters: sharedCounters ?? createMemoryCounterStore(),
    // Per process, not shared through Redis: what it protects is this machine's cores.
    hashGate: createHashGate({
      concurrency: env.PASSWORD_HASH_CONCURRENCY,
      maxWaitMs: env.PASSWORD_HASH_MAX_WAIT_MS,
    }),
    deferred: createDeferredWork((err, label) => log.error({ err, task: label }, 'deferred work failed')),
    billing,
    // Per process: the threads use this machine's cores, as the hash gate does.
    csvAnalyses: createAnalyses(env, log),
  };
}
