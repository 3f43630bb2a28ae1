import { describe, expect, it } from 'vitest';
import { etsyRedirectUri, loadEnv, publicUrl } from './env';

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

  describe('the marketplace connection', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://u@db/margin',
      PUBLIC_URL: 'https://margin.example',
      PASSWORD_PEPPER: 'x'.repeat(32),
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SMTP_URL: 'smtp://mail.example:587',
    };
    const tokenKey = Buffer.alloc(32, 7).toString('base64');

    it('is off without a key, and returns to PUBLIC_URL/oauth/callback by default', () => {
      const env = loadEnv({ PUBLIC_URL: 'https://margin.example/' });
      expect(env.ETSY_API_KEY).toBeUndefined();
      expect(env.ETSY_API_BASE).toBe('https://api.etsy.com');
      expect(env.ETSY_OAUTH_BASE).toBe('https://www.etsy.com');
      expect(etsyRedirectUri(env)).toBe('https://margin.example/oauth/callback');
      expect(etsyRedirectUri(loadEnv({ ETSY_REDIRECT_URI: 'https://x.example/back' }))).toBe(
        'https://x.example/back',
      );
    });

    it('takes only a 32-byte token key', () => {
      expect(() => loadEnv({ ETSY_TOKEN_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
        /ETSY_TOKEN_KEY: must be 32 bytes/,
      );
      expect(loadEnv({ ETSY_TOKEN_KEY: tokenKey }).ETSY_TOKEN_KEY).toBe(tokenKey);
    });

    it('refuses production with a key but no token key or shared secret; production without a key starts', () => {
      expect(loadEnv(production).ETSY_API_KEY).toBeUndefined();
      expect(() => loadEnv({ ...production, ETSY_API_KEY: 'keystring' })).toThrow(
        'Refusing to start in production with ETSY_API_KEY but without: ETSY_TOKEN_KEY, ETSY_SHARED_SECRET',
      );
      const configured = {
        ...production,
        ETSY_API_KEY: 'k',
        ETSY_SHARED_SECRET: 's',
        ETSY_TOKEN_KEY: tokenKey,
      };
      expect(loadEnv(configured).ETSY_API_KEY).toBe('k');
    });
  });
});
