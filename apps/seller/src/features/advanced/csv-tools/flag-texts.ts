import { msg, t } from '@lingui/core/macro';
import {
  formatPercent,
  HIGH_SHIPPING_RATIO,
  type ListingFlag,
  type OrderFlag,
  type PriceAction,
} from '@margin/core';
import { localized } from '../../../i18n/localized';
import { i18n } from '../../../i18n/runtime';

/** The bulk price updater's and the orders analysis' flags and price actions in words: the screens' and the exports'. */

/** A flag in words (core's LISTING_FLAG_TEXT, the English export's). */
export const LISTING_FLAG_TEXTS = {
  get BELOW_BREAKEVEN() {
    return t`Below break-even: each sale loses money`;
  },
  get BELOW_TARGET() {
    return t`Below the target margin`;
  },
  get HIGH_SHIPPING_RATIO() {
    const share = formatPercent(HIGH_SHIPPING_RATIO * 100, i18n.locale);
    return t`Shipping over ${share} of the price`;
  },
} satisfies Record<ListingFlag, string>;

/** What each price action means. */
export const ACTION_TEXTS: Record<PriceAction, string> = localized({
  raise: msg`Raise to target`,
  keep: msg`Keep price`,
  lower: msg`Lower to target`,
});

/** A flag in words (core's ORDER_FLAG_TEXT, the English export's). */
export const ORDER_FLAG_TEXTS: Record<OrderFlag, string> = localized({
  LOSS_MAKING: msg`Lost money`,
  BELOW_TARGET: msg`Below the target margin`,
  OFFSITE_ADS: msg`Offsite ads fee charged`,
  COUPON_APPLIED: msg`Coupon or discount applied`,
  FEE_DIFFERS: msg`Processing fee charged differs from the fee schedule`,
  REFUNDED: msg`Order partly or fully refunded`,
});
