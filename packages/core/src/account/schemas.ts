import { z } from 'zod';
import { safeText } from '../text';
import { ZEmailSchema, ZNewPasswordSchema, ZPasswordSchema } from './credentials';

/** The languages the seller app and the e-mails speak; English is the source. */
export const ACCOUNT_LOCALES = ['en', 'de', 'fr', 'it', 'es', 'nl'] as const;
export type TAccountLocale = (typeof ACCOUNT_LOCALES)[number];

/** A stored or sent language as one Margin speaks; anything else (null, a language no longer spoken) is null. */
export function spokenLocale(value: unknown): TAccountLocale | null {
  return ACCOUNT_LOCALES.find((locale) => locale === value) ?? null;
}

export const ZLocaleSchema = z.enum(ACCOUNT_LOCALES, {
  error:
    'Margin speaks English (en), German (de), French (fr), Italian (it), Spanish (es) and Dutch (nl); please choose one of these.',
});

/** POST /api/auth/check-user */
export const ZCheckUserInputSchema = z.object({ email: ZEmailSchema });

/** POST /api/auth/login: e-mail only starts (or resumes) a trial; with a password it is the Pro sign-in. */
export const ZLoginInputSchema = z.object({
  email: ZEmailSchema,
  remember_me: z.boolean().default(true),
  password: ZPasswordSchema.optional(),
  /** The app's language: a new account starts with it, and a sign-in link to an account without one is in it. */
  locale: ZLocaleSchema.optional(),
});

export const ZAccountTypeSchema = z.enum(['trial', 'full']);

/** What every successful sign-in answers. The token goes in `Authorization: Bearer` (no cookies). */
export const ZSignedInSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  token: z.string(),
  remembered: z.boolean(),
  account_type: ZAccountTypeSchema,
  has_password: z.boolean(),
  /** True when this call created the account (and started its trial). */
  is_new: z.boolean(),
  /** The account's language; null when it was never chosen. */
  locale: ZLocaleSchema.nullable().optional(),
});
export type TSignedIn = z.infer<typeof ZSignedInSchema>;

/** POST /api/auth/forgot-password. origin_url is accepted for the spec's clients; links use PUBLIC_URL. */
export const ZForgotPasswordInputSchema = z.object({
  email: ZEmailSchema,
  origin_url: safeText().optional(),
  /** The app's language, for the reset e-mail to an account that has none of its own. */
  locale: ZLocaleSchema.optional(),
});

export const ZResetPasswordInputSchema = z.object({
  token: safeText().min(1, 'The reset link is incomplete.'),
  password: ZNewPasswordSchema,
});

export const ZSignInLinkInputSchema = z.object({
  token: safeText().min(1, 'The sign-in link is incomplete.'),
  remember_me: z.boolean().default(true),
});

/** POST /api/auth/upgrade-trial: the trial account sets its password before paying. */
export const ZUpgradeTrialInputSchema = z.object({
  user_id: safeText().optional(),
  email: safeText().optional(),
  password: ZNewPasswordSchema,
});

/** GET /api/auth/verify/{user_id}: whose account is asked for (when sent, it must be the caller's). */
export const ZVerifyInputSchema = z.object({ user_id: safeText().optional() });

/** GET /api/auth/verify/{user_id}: the signed-in seller's account. */
export const ZAccountSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  account_type: ZAccountTypeSchema,
  has_password: z.boolean(),
  trial_ends_at: z.string().nullable(),
  created_at: z.string(),
  /** The account's language; null when it was never chosen. */
  locale: ZLocaleSchema.nullable().optional(),
});
export type TAccount = z.infer<typeof ZAccountSchema>;

/** The signed-in seller's language, kept on the account (auth.setLocale). */
export const ZSetLocaleInputSchema = z.object({ locale: ZLocaleSchema });
