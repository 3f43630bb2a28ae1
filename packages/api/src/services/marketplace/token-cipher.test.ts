import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, deriveTokenKey } from './token-cipher';

describe('token cipher (AES-256-GCM)', () => {
  const cipher = createTokenCipher(randomBytes(32));

  it('opens what it sealed, and never shows the token in the sealed text', () => {
    const sealed = cipher.seal('12345678.access-token-value', 'user-1');
    expect(sealed).not.toContain('access-token-value');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(cipher.open(sealed, 'user-1')).toBe('12345678.access-token-value');
  });

  it('seals the same token differently each time (a fresh nonce)', () => {
    expect(cipher.seal('same', 'user-1')).not.toBe(cipher.seal('same', 'user-1'));
  });

  it('refuses a value moved to another seller, altered, or sealed under another key', () => {
    const sealed = cipher.seal('token', 'user-1');
    expect(() => cipher.open(sealed, 'user-2')).toThrow();
    const [version, nonce, tag, body] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      cipher.open([version, nonce, tag, flipped.toString('base64url')].join('.'), 'user-1'),
    ).toThrow();
    expect(() => createTokenCipher(randomBytes(32)).open(sealed, 'user-1')).toThrow();
    expect(() => cipher.open('plain-token', 'user-1')).toThrow('Not a sealed token.');
  });

  it('takes only a 32-byte key; a derived key is stable for the same secret', () => {
    expect(() => createTokenCipher(randomBytes(16))).toThrow(/32 bytes/);
    expect(deriveTokenKey('pepper')).toEqual(deriveTokenKey('pepper'));
    expect(deriveTokenKey('pepper')).not.toEqual(deriveTokenKey('other'));
    expect(deriveTokenKey('pepper')).toHaveLength(32);
  });
});
