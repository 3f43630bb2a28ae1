import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { ADMIN_RECOVERY_CODE_COUNT } from '@margin/core';

/**
 * The admin second factor: TOTP of RFC 6238 (SHA-1, 6 digits, 30 s, what every authenticator app reads from the
 * QR code) plus one-time recovery codes.
 *
 * - The TOTP secret must be readable to check codes, so it is encrypted (AES-256-GCM) under a key derived from
 *   the server's password pepper: a copy of the database alone does not give anyone the second factor.
 * - Recovery codes are only kept as HMAC-SHA-256 hashes under the same pepper, like tokens; each works once.
 * - A code is accepted one step either side of now (clock drift) and never twice: the last accepted step is kept,
 *   so a code seen over someone's shoulder cannot be replayed within its 30 seconds.
 */
export const MFA_ISSUER = 'Margin Admin';
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;

function secretKey(pepper: string): Buffer {
  return Buffer.from(hkdfSync('sha256', pepper, 'margin-admin-mfa', 'totp-secret-v1', 32));
}

export function encryptMfaSecret(base32: string, pepper: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(pepper), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

export function decryptMfaSecret(stored: string, pepper: string): string {
  const [version, iv, tag, body] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unreadable second-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', secretKey(pepper), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

function totp(base32: string, username: string): TOTP {
  return new TOTP({
    issuer: MFA_ISSUER,
    label: username,
    secret: Secret.fromBase32(base32),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

export interface MfaEnrolment {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

/** A fresh secret (160 bits, as RFC 4226 recommends) with its otpauth:// URI and QR code. */
export async function newMfaEnrolment(username: string): Promise<MfaEnrolment> {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totp(secret, username).toString();
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 240,
  });
  return { secret, otpauthUrl, qrCodeDataUrl };
}

/** The authenticator's code right now (tests, and nothing else, need this). */
export function currentTotpCode(base32: string, now = Date.now()): string {
  return totp(base32, 'x').generate({ timestamp: now });
}

/** Only digits, spaces and dashes: an authenticator code; anything else is tried as a recovery code. */
export function looksLikeTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/[\s-]/g, ''));
}

/**
 * The time step of a valid code that is newer than `lastStep`, or null. The caller stores the step, so the same
 * code (or an older one) is refused from then on.
 */
export function acceptTotpCode(
  base32: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const token = code.replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const otp = totp(base32, 'x');
  const delta = otp.validate({ token, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) return null;
  const step = otp.counter({ timestamp: now }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

// Recovery codes: 10 characters from an alphabet without look-alikes (no 0/O, 1/I/L), shown as xxxxx-xxxxx.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string, pepper: string): string {
  return createHmac('sha256', pepper)
    .update(`admin-recovery:${normalizeRecoveryCode(code)}`)
    .digest('hex');
}

export function newRecoveryCodes(count = ADMIN_RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
