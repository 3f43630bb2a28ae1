// ---------------------------------------------------------------------------------------------------------------
// User actions (spec §2, §4, §5, §6). Each one writes the activity log in the same transaction as its change.
// ---------------------------------------------------------------------------------------------------------------
import { z } from 'zod';
import { ADMIN_EXTEND_TRIAL_DEFAULT_DAYS, ADMIN_EXTEND_TRIAL_MAX_DAYS } from '../policy';
import { ZAdminReasonSchema, ZAdminUserEmailSchema } from './fields';
import { isoDateTime } from './iso-date';
import { ZAdminUserSchema } from './lists';

export const ZAdminUserActionInputSchema = z.object({
  email: ZAdminUserEmailSchema,
  reason: ZAdminReasonSchema,
});
export type TAdminUserActionInput = z.input<typeof ZAdminUserActionInputSchema>;

/**
 * toggle-subscription (spec §7 payload: status). The four buttons:
 * - Activate Pro:          { status: 'active' }   paid access for 365 days from now, no charge, marked as granted by an admin.
 *                                                 409 when the seller already has paid access.
 * - Cancel Pro:            { status: 'trial' }    paid access ends now; back to the trial they had (running or not).
 *                                                 A renewing card subscription is also stopped at the processor.
 * - Reset to Trial:        { status: 'trial', fresh_trial: true }   as Cancel Pro, then a fresh 7-day trial from now.
 * - Cancel Subscription:   { status: 'canceled' } renewal stops at the period's end (at the card processor too);
 *                                                 access continues until then. 409 without a renewing subscription.
 */
export const ZAdminToggleSubscriptionInputSchema = z.object({
  email: ZAdminUserEmailSchema,
  status: z.enum(['active', 'trial', 'canceled'], {
    error: "Status must be 'active', 'trial' or 'canceled'",
  }),
  fresh_trial: z.boolean().default(false),
  reason: ZAdminReasonSchema,
});
export type TAdminToggleSubscriptionInput = z.input<typeof ZAdminToggleSubscriptionInputSchema>;

/** Every action answers the spec's success sentence and the seller as they are now (none for delete). */
export const ZAdminActionResultSchema = z.object({
  message: z.string(),
  user: ZAdminUserSchema.nullable(),
});
export type TAdminActionResult = z.infer<typeof ZAdminActionResultSchema>;

/** extend-trial (spec §7 payload: days): whole days >= 1 (default 7), counted from the later of now and the trial's end. */
export const ZAdminExtendTrialInputSchema = z.object({
  email: ZAdminUserEmailSchema,
  days: z
    .number({ error: 'Days must be a number' })
    .int('Days must be a positive whole number')
    .min(1, 'Days must be a positive whole number')
    .max(ADMIN_EXTEND_TRIAL_MAX_DAYS, `Days must be at most ${ADMIN_EXTEND_TRIAL_MAX_DAYS}`)
    .default(ADMIN_EXTEND_TRIAL_DEFAULT_DAYS),
  reason: ZAdminReasonSchema,
});
export type TAdminExtendTrialInput = z.input<typeof ZAdminExtendTrialInputSchema>;

export const ZAdminExtendTrialResultSchema = ZAdminActionResultSchema.extend({ new_trial_end: isoDateTime });
export type TAdminExtendTrialResult = z.infer<typeof ZAdminExtendTrialResultSchema>;

/** force-logout: every session of the seller ends (their next call answers 401). */
export const ZAdminForceLogoutResultSchema = ZAdminActionResultSchema.extend({
  sessions_ended: z.number().int(),
});
export type TAdminForceLogoutResult = z.infer<typeof ZAdminForceLogoutResultSchema>;
