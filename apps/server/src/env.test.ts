import { describe, expect, it } from 'vitest';
import { loadEnv, publicUrl } from './env';

describe('loadEnv', () => {
  it('runs locally with no settings at all', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 3000, DATA_DIR: './data', CORS_ORIGINS: [] });
    expect(publicUrl(env)).toBe('http://localhost:3000');
  });

  it('parses lists and numbers', () => {
    const env = loadEnv({ PORT: '8080', CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(env.PORT).toBe(8080);
    expect(env.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });

  it('names the bad setting', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x@y/z' })).toThrow(/postgresql/);
  });

  it('refuses production without its secrets, listing each', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      'Refusing to start in production without: DATABASE_URL, PUBLIC_URL, PASSWORD_PEPPER, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, SMTP_URL',
    );
    const complete = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://u@db/margin',
      PUBLIC_URL: 'https://margin.example',
      PASSWORD_PEPPER: 'x'.repeat(32),
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SMTP_URL: 'smtp://mail.example:587',
    };
    expect(loadEnv(complete).NODE_ENV).toBe('production');
  });
});
