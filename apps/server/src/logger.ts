import type { FastifyServerOptions } from 'fastify';
import type { ServerEnv } from './env';

/** Paths pino blanks out wherever they appear in a log line: tokens, passwords, signatures, keys. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'headers.authorization',
  '*.password',
  '*.new_password',
  '*.current_password',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.code_verifier',
  '*.secret',
  'env.PASSWORD_PEPPER',
  'env.STRIPE_SECRET_KEY',
  'env.STRIPE_WEBHOOK_SECRET',
  'env.SMTP_URL',
  'env.DATABASE_URL',
  'env.REDIS_URL',
];

export function loggerOptions(env: ServerEnv): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
