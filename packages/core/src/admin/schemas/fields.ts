// The admin API's building blocks: the fields several calls share.
import { z } from 'zod';
import { SAFE_TEXT_MESSAGE, safeLine, safeText } from '../../text';
import {
  ADMIN_MESSAGES,
  ADMIN_PASSWORD_MAX_LENGTH,
  ADMIN_PASSWORD_RULES,
  ADMIN_USERNAME_MAX_LENGTH,
  adminPasswordProblems,
  normalizeAdminPassword,
} from '../policy';

/** The direction marks that safeText lets through for right-to-left writers; no username has a use for them. */
const DIRECTION_MARK = /[\u061C\u200E\u200F]/;

/**
 * Login: username trimmed (spec §5) and lowercased (usernames are stored lowercased); both fields required. One
 * line without control or direction characters: what is typed here is recorded at a failed login.
 */
export const ZAdminUsernameSchema = safeLine({ error: ADMIN_MESSAGES.usernameRequired })
  .refine((value) => !DIRECTION_MARK.test(value), SAFE_TEXT_MESSAGE)
  .trim()
  .toLowerCase()
  .min(1, ADMIN_MESSAGES.usernameRequired)
  .max(ADMIN_USERNAME_MAX_LENGTH, ADMIN_MESSAGES.badCredentials);

/** A password being checked (login, current password): only normalised. */
export const ZAdminPasswordSchema = safeText({ error: ADMIN_MESSAGES.passwordRequired })
  .transform(normalizeAdminPassword)
  .pipe(
    z
      .string()
      .min(1, ADMIN_MESSAGES.passwordRequired)
      .max(ADMIN_PASSWORD_MAX_LENGTH, ADMIN_PASSWORD_RULES.tooLong),
  );

/**
 * A new admin password: the policy of spec §5 (all broken rules in one sentence each, first one reported).
 * The username rule and the last-3 rule are checked by the server, which knows both.
 */
export const ZAdminNewPasswordSchema = safeText({ error: ADMIN_PASSWORD_RULES.required })
  .superRefine((value, ctx) => {
    for (const problem of adminPasswordProblems(value)) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeAdminPassword);

/** The seller an action is about: the e-mail as typed in the search or taken from a row, trimmed and lowercased. */
export const ZAdminUserEmailSchema = safeText({ error: 'Please enter an email address' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter an email address')
  .max(254, ADMIN_MESSAGES.userNotFound);

/** Why the admin did it; kept in the activity log. Optional (the spec sends it for some actions only). */
export const ZAdminReasonSchema = safeText()
  .trim()
  .max(500, 'Reason must be at most 500 characters')
  .optional();

/** The authenticator's 6 digits, or a recovery code (spaces and dashes are ignored). */
export const ZAdminMfaCodeSchema = safeText({ error: ADMIN_MESSAGES.mfaCodeRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.mfaCodeRequired)
  .max(64, ADMIN_MESSAGES.mfaCodeInvalid);

export const ZAdminMessageSchema = z.object({ message: z.string() });
export type TAdminMessage = z.infer<typeof ZAdminMessageSchema>;
