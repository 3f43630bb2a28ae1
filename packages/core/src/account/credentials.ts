import { z } from 'zod';
import { safeText } from '../text';
import {
  normalizeEmail,
  normalizePassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULES,
  passwordProblem,
} from './passwords';

export const ZEmailSchema = safeText({ error: 'Please enter your email address' })
  .transform(normalizeEmail)
  .pipe(
    z
      .string()
      .min(1, 'Please enter your email address')
      .max(254, 'This email address is too long')
      .pipe(z.email('Please enter a valid email address')),
  );

/** A password being set (upgrade, reset): the user rules of the spec. */
export const ZNewPasswordSchema = safeText({ error: 'Please enter a password' })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizePassword);

/** A password being checked at sign-in: only normalised; its rules were checked when it was set. */
export const ZPasswordSchema = safeText({ error: 'Please enter your password' })
  .transform(normalizePassword)
  .pipe(z.string().min(1, 'Please enter your password').max(PASSWORD_MAX_LENGTH, PASSWORD_RULES.tooLong));
