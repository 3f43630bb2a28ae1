import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Marketplace tokens and PKCE verifiers at rest: AES-256-GCM, a fresh 96-bit nonce per value. Each value is bound
 * to what it belongs to (`context`, e.g. the seller's id) as associated data, so a ciphertext copied into another
 * seller's row does not open.
 */
export interface TokenCipher {
  seal(plaintext: string, context: string): string;
  /** Throws when the value was not sealed under this key and context (tampered, moved or another key). */
  open(sealed: string, context: string): string;
}

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('The token key must be 32 bytes (AES-256).');
  return {
    seal(plaintext, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), body].map(encodePart).join('.');
    },
    open(sealed, context) {
      const [version, nonce, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || body === undefined || rest.length > 0) {
        throw new Error('Not a sealed token.');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

function encodePart(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}

/**
 * A key for runs without ETSY_TOKEN_KEY (never production: loadEnv refuses that), derived from the server's
 * password pepper, which the local run keeps in its data folder: tokens stay readable across restarts.
 */
export function deriveTokenKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'margin', 'marketplace-token-key', 32));
}
