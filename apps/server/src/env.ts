import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TEST_ACCOUNT_DOMAINS } from '@margin/core';

/**
 * Every setting of the server, validated once. Defaults make `pnpm serve` work on a fresh machine with
 * no accounts or keys; production refuses to start without the secrets it needs (see `requireProductionSecrets`).
 */
const csv = z.string().transform((s) =>
  s
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean),
);

/**
 * bcrypt hashes at once: one core is left to the event loop and the embedded database (one hash at a time on
 * 2 cores), and at most 3, so one of libuv's 4 pool threads stays free for file I/O.
 */
const defaultHashConcurrency = () => Math.min(3, Math.max(1, os.availableParallelism() - 1));

/**
 * Threads for the CSV tools' analyses (about a second of CPU for 50,000 rows each): one core is left to the event
 * loop and the database, and at most 2, so a burst of uploads cannot take every core.
 */
const defaultAnalysisWorkers = () => Math.min(2, Math.max(1, os.availableParallelism() - 1));

/** 'true'/'1'/'yes' or 'false'/'0'/'no' (any case); anything else is refused rather than read as false. */
const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', '1', 'yes', 'false', '0', 'no', ''], { error: "must be 'true' or 'false'" }))
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

export const ZServerEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Where the embedded database (and later the e-mail outbox) live when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'DATABASE_URL must be a postgresql:// URL',
  }),
  REDIS_URL: optionalUrl,
  /** The address users reach the app at; links in e-mails and payment return URLs are built from it. */
  PUBLIC_URL: optionalUrl,
  /** Extra browser origins allowed to call the API (a separately deployed seller or admin app). */
  CORS_ORIGINS: csv.default([]),
  /** Trust X-Forwarded-* from this many proxies (0 = none), so rate limits see the real client address. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Requests per IP per window across the API; sign-in has its own tighter limits. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** Built front-ends to serve; defaults to the monorepo's apps/<name>/dist. Empty disables serving. */
  SELLER_DIST_DIR: z.string().optional(),
  ADMIN_DIST_DIR: z.string().optional(),
  /** Secrets. Optional for the local run, required in production. */
  PASSWORD_PEPPER: z.string().min(32).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  SMTP_URL: optionalUrl,
  /** Sender of every e-mail. */
  MAIL_FROM: z.string().default('Margin <no-reply@margin.app>'),
  SUPPORT_EMAIL: z.email().default('support@margin.app'),
  /** bcrypt work factor; 12 takes about 0.3 s here. Lower only in tests. */
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(12),
  /** Password hashes (bcrypt) running at once; the rest wait in a short, fair queue (hash-gate.ts). */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(1024).default(defaultHashConcurrency),
  /** Longest wait for a hashing slot; past it the caller gets 503 'busy, try again'. 0: no waiting at all. */
  PASSWORD_HASH_MAX_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(1500),
  /**
   * Worker threads for the CSV tools' uploads (worker-pool.ts of @margin/api). 0 runs them on the main thread
   * (small embedded uses; the event loop then waits while a file is analysed).
   */
  CSV_ANALYSIS_WORKERS: z.coerce.number().int().min(0).max(16).default(defaultAnalysisWorkers),
  /** Uploads that may wait for a thread; past it (or after 20 s of waiting) the caller gets 503 'busy'. */
  CSV_ANALYSIS_MAX_QUEUED: z.coerce.number().int().min(0).max(100).default(4),
  /**
   * The analysis threads' nice value on Linux (0-19): above 0 they yield a contested core to the event loop, so an
   * upload does not slow the other requests. 0 runs them at the process's priority.
   */
  CSV_ANALYSIS_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** Stripe API address; only changed to point the real SDK at a local fake in tests. */
  STRIPE_API_BASE: optionalUrl,
  /** Every admin must use a second factor (TOTP): until they set it up, the portal only offers that. */
  ADMIN_REQUIRE_MFA: booleanFlag.default(false),
  /** Sellers at these e-mail domains are test accounts: left out of the admin figures and users list. */
  TEST_ACCOUNT_DOMAINS: csv
    .pipe(
      z.array(
        z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'each entry must be a domain such as example.com'),
      ),
    )
    .default([...DEFAULT_TEST_ACCOUNT_DOMAINS]),
  /**
   * The marketplace app's keystring (also the OAuth client id). Without it the connection stays
   * 'coming soon': status answers configured false and authorize refuses with 503.
   */
  ETSY_API_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional()),
  /** The app's shared secret: since February 2026 the API wants `x-api-key: keystring:shared_secret`. */
  ETSY_SHARED_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional()),
  /** Where the marketplace sends the seller back; registered with the app. Default PUBLIC_URL + /oauth/callback. */
  ETSY_REDIRECT_URI: optionalUrl,
  /** 32 random bytes, base64: the AES-256-GCM key the marketplace tokens are stored under. */
  ETSY_TOKEN_KEY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .trim()
      .refine(
        (v) => Buffer.from(v, 'base64').length === 32,
        'must be 32 bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
  ),
  /** The marketplace's API host (token endpoint and Open API); only changed to point at a local fake in tests. */
  ETSY_API_BASE: z.url().default('https://api.etsy.com'),
  /**
   * The ECB's daily euro reference-rate file (https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml).
   * When set, each server reads it at start and every 6 hours and converts the dollar fees at its rates; unset,
   * the rates bundled with the release are used (and sellers are told their date).
   */
  EXCHANGE_RATES_URL: optionalUrl,
  /** The marketplace's site, where sellers approve the connection; only changed for a local fake. */
  ETSY_OAUTH_BASE: z.url().default('https://www.etsy.com'),
});

export type ServerEnv = z.infer<typeof ZServerEnvSchema>;

const PRODUCTION_SECRETS = [
  'DATABASE_URL',
  'PUBLIC_URL',
  'PASSWORD_PEPPER',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
] as const satisfies readonly (keyof ServerEnv)[];

export class EnvError extends Error {
  override name = 'EnvError';
}

export function loadEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = ZServerEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') {
    const missing = PRODUCTION_SECRETS.filter((key) => !env[key]);
    if (missing.length > 0) {
      throw new EnvError(`Refusing to start in production without: ${missing.join(', ')}`);
    }
    // The marketplace is optional, but once its key is set its tokens must not sit under a derived key.
    const marketplaceMissing = env.ETSY_API_KEY
      ? (['ETSY_TOKEN_KEY', 'ETSY_SHARED_SECRET'] as const).filter((key) => !env[key])
      : [];
    if (marketplaceMissing.length > 0) {
      throw new EnvError(
        `Refusing to start in production with ETSY_API_KEY but without: ${marketplaceMissing.join(', ')}`,
      );
    }
  }
  return env;
}

/** The marketplace's return address: the setting, or the app's /oauth/callback page (advanced spec §2). */
export function etsyRedirectUri(env: ServerEnv): string {
  return env.ETSY_REDIRECT_URI ?? `${publicUrl(env)}/oauth/callback`;
}

/** Where users reach the app: PUBLIC_URL, else this host at `port` (by default the configured one). */
export function publicUrl(env: ServerEnv, port = env.PORT): string {
  const host = env.HOST === '0.0.0.0' || env.HOST === '127.0.0.1' ? 'localhost' : env.HOST;
  return (env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, '');
}

export function resolveDataDir(env: ServerEnv): string {
  return path.resolve(env.DATA_DIR);
}
