import {
  ADMIN_EXTEND_TRIAL_DEFAULT_DAYS,
  ADMIN_MESSAGES,
  TRIAL_DAYS,
  type TAdminActionResult,
  type TAdminUser,
} from '@margin/core';
import type { useTRPCClient } from '@margin/ui';
import { formatDay } from '../shared/format';

type ApiClient = ReturnType<typeof useTRPCClient>;

export interface ActionInput {
  email: string;
  reason?: string;
  days?: number;
}

export interface UserAction {
  /** The button's text, word for word from spec §2. */
  label: string;
  /** What will happen, said before it does. */
  describe: (user: TAdminUser) => string;
  /** Spec §5: Cancel Pro, Force Logout and Delete User ask "are you sure" first. */
  confirm: boolean;
  /** Cannot be undone or takes something away: a red button. */
  danger: boolean;
  /** Spec §8's failure sentence, followed by the server's. */
  failure: string;
  /** Offered only where it can work (the server refuses the rest with a sentence anyway). */
  available: (user: TAdminUser) => boolean;
  /** Extend trial asks for a number of days. */
  asksDays?: boolean;
  perform: (api: ApiClient, input: ActionInput) => Promise<TAdminActionResult>;
}

const hasPaidAccess = (user: TAdminUser) =>
  user.subscription_status === 'active' || user.subscription_status === 'canceled';

export const USER_ACTIONS = {
  activatePro: {
    label: 'Activate Pro',
    describe: (u) =>
      `${u.email} gets Pro access for one year from today, free of charge, marked as granted by an admin.`,
    confirm: false,
    danger: false,
    failure: ADMIN_MESSAGES.updateSubscriptionFailed,
    available: (u) => !hasPaidAccess(u),
    perform: (api, input) => api.admin.toggleSubscription.mutate({ ...input, status: 'active' }),
  },
  cancelPro: {
    label: 'Cancel Pro',
    describe: (u) =>
      `Are you sure you want to cancel Pro for ${u.email}? Their Pro access ends now and they go back to the trial they had.`,
    confirm: true,
    danger: true,
    failure: ADMIN_MESSAGES.updateSubscriptionFailed,
    available: hasPaidAccess,
    perform: (api, input) => api.admin.toggleSubscription.mutate({ ...input, status: 'trial' }),
  },
  resetTrial: {
    label: 'Reset to Trial',
    describe: (u) => `${u.email} loses any Pro access and starts a fresh ${TRIAL_DAYS}-day trial today.`,
    confirm: false,
    danger: false,
    failure: ADMIN_MESSAGES.updateSubscriptionFailed,
    available: () => true,
    perform: (api, input) =>
      api.admin.toggleSubscription.mutate({ ...input, status: 'trial', fresh_trial: true }),
  },
  cancelSubscription: {
    label: 'Cancel Subscription',
    describe: (u) =>
      `Renewal stops at the end of the paid period (${formatDay(u.subscription_end_date)}); ${u.email} keeps Pro access until then. A card subscription is cancelled at the card processor too.`,
    confirm: false,
    danger: true,
    failure: ADMIN_MESSAGES.updateSubscriptionFailed,
    available: (u) => u.subscription_status === 'active',
    perform: (api, input) => api.admin.toggleSubscription.mutate({ ...input, status: 'canceled' }),
  },
  extendTrial: {
    label: 'Extend trial',
    describe: (u) =>
      `The trial of ${u.email} is extended by the days below, counted from the later of today and its current end (${formatDay(u.trial_ends_at)}).`,
    confirm: false,
    danger: false,
    failure: ADMIN_MESSAGES.extendTrialFailed,
    available: () => true,
    asksDays: true,
    perform: (api, { days = ADMIN_EXTEND_TRIAL_DEFAULT_DAYS, ...input }) =>
      api.admin.extendTrial.mutate({ ...input, days }),
  },
  resendWelcome: {
    label: 'Resend welcome email',
    describe: (u) => `${u.email} gets the welcome e-mail again.`,
    confirm: false,
    danger: false,
    failure: ADMIN_MESSAGES.sendEmailFailed,
    available: () => true,
    perform: (api, input) => api.admin.resendWelcome.mutate(input),
  },
  forceLogout: {
    label: 'Force Logout',
    describe: (u) =>
      `Are you sure you want to log out ${u.email}? Every session they have ends now and they must sign in again.`,
    confirm: true,
    danger: true,
    failure: ADMIN_MESSAGES.logoutUserFailed,
    available: () => true,
    perform: (api, input) => api.admin.forceLogout.mutate(input),
  },
  deleteUser: {
    label: 'Delete User',
    describe: (u) =>
      `Are you sure you want to delete ${u.email}? The account, its payments, shares, products, sales and sessions are deleted permanently; the payment ledger keeps each payment's amount and date without anything that names them. This cannot be undone.`,
    confirm: true,
    danger: true,
    failure: ADMIN_MESSAGES.deleteUserFailed,
    available: () => true,
    perform: (api, input) => api.admin.deleteUser.mutate(input),
  },
} satisfies Record<string, UserAction>;

export type UserActionId = keyof typeof USER_ACTIONS;

export const USER_ACTION_IDS = Object.keys(USER_ACTIONS) as UserActionId[];
