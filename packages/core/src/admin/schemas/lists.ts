// Users, payments, activity logs.
import { z } from 'zod';
import { ADMIN_LIST_LIMIT } from '../policy';
import { ZAdminUserEmailSchema } from './fields';
import { isoDateTime } from './iso-date';

export const ZAdminListInputSchema = z
  .object({
    limit: z
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(ADMIN_LIST_LIMIT, `Limit must be at most ${ADMIN_LIST_LIMIT}`)
      .default(ADMIN_LIST_LIMIT),
  })
  .default({ limit: ADMIN_LIST_LIMIT });
export type TAdminListInput = z.input<typeof ZAdminListInputSchema>;

/**
 * Subscription status values (spec §4), as the admin sees a seller now: active = paid access and renewing;
 * canceled = paid access, not renewing (runs until subscription_end_date); trial = trial running, no paid access;
 * inactive = neither.
 */
export const ZAdminSubscriptionStatusSchema = z.enum(['active', 'trial', 'canceled', 'inactive']);
export type TAdminSubscriptionStatus = z.infer<typeof ZAdminSubscriptionStatusSchema>;

export const ZAdminPaymentStatusSchema = z.enum(['paid', 'pending', 'failed']);

/** User (spec §3) plus the product's own fields. */
export const ZAdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  subscription_status: ZAdminSubscriptionStatusSchema,
  trial_active: z.boolean(),
  trial_days_remaining: z.number().int(),
  trial_ends_at: isoDateTime.nullable(),
  /** Running trial that ends within 3 days: highlighted in the table. */
  trial_ends_soon: z.boolean(),
  last_login: isoDateTime.nullable(),
  /** The latest payment's amount (USD) and status; null without payments. */
  payment_amount: z.number().nullable(),
  payment_status: ZAdminPaymentStatusSchema.nullable(),
  created_at: isoDateTime,
  has_password: z.boolean(),
  /** End of the paid period (access until then), or null without paid access. */
  subscription_end_date: isoDateTime.nullable(),
  /** Pro granted by an admin (Activate Pro), not bought. */
  pro_granted_by_admin: z.boolean(),
  /** Paid through the card processor with a subscription there (Cancel Subscription also cancels it there). */
  card_subscription: z.boolean(),
  is_test_account: z.boolean(),
});
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;

export const ZAdminUsersResultSchema = z.object({ users: z.array(ZAdminUserSchema) });
export type TAdminUsersResult = z.infer<typeof ZAdminUsersResultSchema>;

/**
 * Payment (spec §3), from the anonymised payment ledger. amount in major units of `currency`. A deleted seller's
 * payments stay, without anything that names them: user_email and stripe_session_id are null.
 */
export const ZAdminPaymentSchema = z.object({
  id: z.string(),
  user_email: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  payment_status: ZAdminPaymentStatusSchema,
  created_at: isoDateTime,
  paid_at: isoDateTime.nullable(),
  stripe_session_id: z.string().nullable(),
  provider: z.enum(['stripe', 'test']),
});
export type TAdminPayment = z.infer<typeof ZAdminPaymentSchema>;

export const ZAdminPaymentsResultSchema = z.object({ payments: z.array(ZAdminPaymentSchema) });
export type TAdminPaymentsResult = z.infer<typeof ZAdminPaymentsResultSchema>;

/** GET /api/admin/user/{email}: the user detail response (spec §3). payments newest first, at most 100. */
export const ZAdminUserInputSchema = z.object({ email: ZAdminUserEmailSchema });
export type TAdminUserInput = z.input<typeof ZAdminUserInputSchema>;

export const ZAdminUserDetailSchema = z.object({
  user: ZAdminUserSchema,
  payments: z.array(ZAdminPaymentSchema),
  /** A marketplace shop is connected. */
  etsy_active: z.boolean(),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetailSchema>;

/** What admins do, as the activity log names it. */
export const ADMIN_ACTIONS = [
  'admin_created',
  'login',
  'login_failed',
  'logout',
  'change_password',
  'mfa_setup_started',
  'mfa_enabled',
  'mfa_disabled',
  'activate_pro',
  'cancel_pro',
  'reset_trial',
  'cancel_subscription',
  'extend_trial',
  'resend_welcome',
  'force_logout',
  'delete_user',
] as const;
export const ZAdminActionSchema = z.enum(ADMIN_ACTIONS);
export type TAdminAction = z.infer<typeof ZAdminActionSchema>;

/** Activity log (spec §3) plus the target and reason. `details` is one readable sentence. */
export const ZAdminActivityLogSchema = z.object({
  id: z.string(),
  admin_username: z.string(),
  action: ZAdminActionSchema,
  details: z.string(),
  target_email: z.string().nullable(),
  reason: z.string().nullable(),
  timestamp: isoDateTime,
});
export type TAdminActivityLog = z.infer<typeof ZAdminActivityLogSchema>;

export const ZAdminActivityLogsResultSchema = z.object({ logs: z.array(ZAdminActivityLogSchema) });
export type TAdminActivityLogsResult = z.infer<typeof ZAdminActivityLogsResultSchema>;
