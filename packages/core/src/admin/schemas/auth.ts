// Login, session, password, second factor.
import { z } from 'zod';
import { safeText } from '../../text';
import { ADMIN_MESSAGES, ADMIN_PASSWORD_RULES, normalizeAdminPassword } from '../policy';
import { isoDateTime } from './iso-date';
import {
  ZAdminMfaCodeSchema,
  ZAdminNewPasswordSchema,
  ZAdminPasswordSchema,
  ZAdminUsernameSchema,
} from './fields';

export const ZAdminLoginInputSchema = z.object({
  username: ZAdminUsernameSchema,
  password: ZAdminPasswordSchema,
});
export type TAdminLoginInput = z.input<typeof ZAdminLoginInputSchema>;

/** Admin info (spec §3). */
export const ZAdminInfoSchema = z.object({
  username: z.string(),
  mfa_enabled: z.boolean(),
});
export type TAdminInfo = z.infer<typeof ZAdminInfoSchema>;

/** Password expiry figures (spec §7 login and verify answers; `password_expired` and the date are the product's own). */
const passwordExpiryFields = {
  password_expires_soon: z.boolean(),
  /** Whole days left, rounded up; 0 once expired. */
  days_until_password_expires: z.number().int(),
  /** True: only verify, logout, changePassword and the second-factor calls work until the password is changed. */
  password_expired: z.boolean(),
  password_expires_at: isoDateTime,
};

/** Second-factor state of the session's admin. */
const mfaFields = {
  mfa_enabled: z.boolean(),
  /** ADMIN_REQUIRE_MFA=true on this server. */
  mfa_required: z.boolean(),
  /** Required but not set up yet: only the set-up (and verify, logout, changePassword) work until it is. */
  mfa_setup_required: z.boolean(),
};

/** The admin login response (spec §3) plus the product's own fields. */
export const ZAdminLoginResponseSchema = z.object({
  mfa_required: z.literal(false),
  access_token: z.string(),
  admin_info: ZAdminInfoSchema,
  /** Seconds until the session ends (absolute: ADMIN_SESSION_HOURS after login). */
  expires_in: z.number().int(),
  ...passwordExpiryFields,
  mfa_setup_required: z.boolean(),
});
export type TAdminLoginResponse = z.infer<typeof ZAdminLoginResponseSchema>;

/** The password was right and the second factor is on: send its code to mfaLogin within `expires_in` seconds. */
export const ZAdminMfaChallengeSchema = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
  expires_in: z.number().int(),
});
export type TAdminMfaChallenge = z.infer<typeof ZAdminMfaChallengeSchema>;

export const ZAdminLoginResultSchema = z.discriminatedUnion('mfa_required', [
  ZAdminLoginResponseSchema,
  ZAdminMfaChallengeSchema,
]);
export type TAdminLoginResult = z.infer<typeof ZAdminLoginResultSchema>;

export const ZAdminMfaLoginInputSchema = z.object({
  mfa_token: safeText({ error: ADMIN_MESSAGES.mfaChallengeExpired }).min(
    1,
    ADMIN_MESSAGES.mfaChallengeExpired,
  ),
  code: ZAdminMfaCodeSchema,
});
export type TAdminMfaLoginInput = z.input<typeof ZAdminMfaLoginInputSchema>;

/** GET /api/admin/auth/verify (spec §7 answers the two expiry fields; the rest is the product's own). */
export const ZAdminVerifyResultSchema = z.object({
  admin_info: ZAdminInfoSchema,
  /** Seconds until this session ends. */
  expires_in: z.number().int(),
  ...passwordExpiryFields,
  ...mfaFields,
});
export type TAdminVerifyResult = z.infer<typeof ZAdminVerifyResultSchema>;

/**
 * POST /api/admin/auth/change-password (spec §7: current_password, new_password). `confirm_password` is optional;
 * when sent it must equal new_password ('New passwords do not match'). The new password must meet the policy,
 * must not contain the username and must not be one of the last 3. Other sessions of the admin end.
 */
export const ZAdminChangePasswordInputSchema = z
  .object({
    current_password: ZAdminPasswordSchema,
    new_password: ZAdminNewPasswordSchema,
    confirm_password: safeText().transform(normalizeAdminPassword).optional(),
  })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.new_password, {
    message: ADMIN_PASSWORD_RULES.mismatch,
    path: ['confirm_password'],
  });
export type TAdminChangePasswordInput = z.input<typeof ZAdminChangePasswordInputSchema>;

/** message: ADMIN_MESSAGES.passwordChanged ('Password changed successfully! It will expire in 90 days.'). */
export const ZAdminChangePasswordResultSchema = z.object({
  message: z.string(),
  ...passwordExpiryFields,
});
export type TAdminChangePasswordResult = z.infer<typeof ZAdminChangePasswordResultSchema>;

/**
 * Starts (or restarts) the second factor's set-up: a new secret, shown as a QR code (PNG data URL for an <img>)
 * and as text for typing in. Nothing changes for logins until mfaEnable confirms a code from it.
 */
export const ZAdminMfaSetupResultSchema = z.object({
  /** Base32, for typing into an authenticator app by hand. */
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code_data_url: z.string(),
  issuer: z.string(),
  account: z.string(),
});
export type TAdminMfaSetupResult = z.infer<typeof ZAdminMfaSetupResultSchema>;

export const ZAdminMfaEnableInputSchema = z.object({ code: ZAdminMfaCodeSchema });
export type TAdminMfaEnableInput = z.input<typeof ZAdminMfaEnableInputSchema>;

/** The recovery codes are shown once (only their hashes are kept); each works once instead of a 6-digit code. */
export const ZAdminMfaEnableResultSchema = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
export type TAdminMfaEnableResult = z.infer<typeof ZAdminMfaEnableResultSchema>;

/** Turning it off needs the password and a current code (or a recovery code); refused when the server requires it. */
export const ZAdminMfaDisableInputSchema = z.object({
  current_password: ZAdminPasswordSchema,
  code: ZAdminMfaCodeSchema,
});
export type TAdminMfaDisableInput = z.input<typeof ZAdminMfaDisableInputSchema>;
