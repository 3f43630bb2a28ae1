import { plural, t } from '@lingui/core/macro';
import { SHARE_EXPIRY_DAYS, TRIAL_DAYS } from '@margin/core';
import { i18n } from '../../i18n/runtime';
import { PROFILE_LABELS } from '../account/profile-items';
import { MANAGE_TEXTS, planPrice } from '../subscription/plan';

/** The commercial and support promises the help texts repeat (core spec §1, §9; advanced spec §1). */
export const PLAN_FACTS = {
  trialDays: TRIAL_DAYS,
  /** The plan's dollar prices as the language on screen writes them ('$2.99', '2,99 $'). */
  get yearly(): string {
    return planPrice('yearly', i18n.locale);
  },
  get monthly(): string {
    return planPrice('monthly', i18n.locale);
  },
  /** Where a seller cancels: the account menu's item, in the language on screen. */
  get cancelItem(): string {
    return i18n._(PROFILE_LABELS['subscription-status']);
  },
  /** ...and the button there. */
  get cancelButton(): string {
    return MANAGE_TEXTS.cancel;
  },
} as const;

/** How fast support answers and fee changes reach the app, in hours. */
const HOURS = { answerFrom: 24, answerTo: 48, urgent: 12 } as const;

export const SUPPORT_FACTS = {
  accountDeletionDays: 30,
  get responseTime(): string {
    const { answerFrom, answerTo } = HOURS;
    return t`${answerFrom}–${answerTo} hours`;
  },
  get urgentResponseTime(): string {
    return plural(HOURS.urgent, { one: '# hour', other: '# hours' });
  },
  /** Fee changes are checked as often as support answers. */
  get feeUpdateTime(): string {
    return this.responseTime;
  },
};

export const SHARE_FACTS = { expiryDays: SHARE_EXPIRY_DAYS } as const;
