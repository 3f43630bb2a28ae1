import { SHARE_EXPIRY_DAYS, TRIAL_DAYS } from '@margin/core';
import { i18n } from '../../i18n/runtime';
import { PROFILE_LABELS } from '../account/profile-items';
import { MANAGE_TEXTS, PRO_PLAN } from '../subscription/plan';

/** The commercial and support promises the help texts repeat (core spec §1, §9; advanced spec §1). */
export const PLAN_FACTS = {
  trialDays: TRIAL_DAYS,
  yearly: PRO_PLAN.yearly,
  monthly: PRO_PLAN.monthly,
  /** Where a seller cancels: the account menu's item, in the language on screen. */
  get cancelItem(): string {
    return i18n._(PROFILE_LABELS['subscription-status']);
  },
  /** ...and the button there. */
  get cancelButton(): string {
    return MANAGE_TEXTS.cancel;
  },
} as const;

export const SUPPORT_FACTS = {
  responseTime: '24–48 hours',
  urgentResponseTime: '12 hours',
  accountDeletionDays: 30,
  feeUpdateTime: '24–48 hours',
} as const;

export const SHARE_FACTS = { expiryDays: SHARE_EXPIRY_DAYS } as const;
