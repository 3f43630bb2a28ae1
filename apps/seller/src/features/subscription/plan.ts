import { msg } from '@lingui/core/macro';
import { formatMajor } from '@margin/core';
import { localized } from '../../i18n/localized';

/** The plan's prices in US dollars: the checkout charges them whatever the seller's language. */
const PRICES = { yearly: 2.99, monthly: 0.25 } as const;

/** A price of the plan as the seller's language writes dollars ('$2.99', '2,99 $'). */
export function planPrice(period: keyof typeof PRICES, locale?: string): string {
  return formatMajor(PRICES[period], 'USD', locale);
}

/** The plan's name: a brand, the same in every language. */
export const PRO_NAME = 'Margin Pro';

/** The Pro plan as the product sells it (core spec §1, §6, §9). */
export const PRO_PLAN = {
  packageId: 'annual_subscription',
  yearly: planPrice('yearly'),
  monthly: planPrice('monthly'),
  features: [
    msg`Unlimited fee calculations`,
    msg`Advanced sales analytics`,
    msg`Multi-product calculator`,
    msg`Market research tools`,
    msg`Export and share`,
  ],
} as const;

export const UPGRADE_LABEL = msg`Upgrade - $2.99/year`;

/** The Manage Subscription dialog's words (core spec §2.7), which the help texts quote too. */
export const MANAGE_TEXTS = localized({
  title: msg`Manage Subscription`,
  expired: msg`Your trial has expired`,
  cancel: msg`Cancel Subscription`,
  confirm: msg`Yes, Cancel`,
  keep: msg`Keep Subscription`,
  // Not in the spec: a cancelled seller may undo the cancellation until the paid period ends.
  resume: msg`Resume subscription`,
  resumeConfirm: msg`Yes, Resume`,
  resumeDismiss: msg`Not now`,
});
