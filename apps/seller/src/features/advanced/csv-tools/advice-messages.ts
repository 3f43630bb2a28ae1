import { plural, t } from '@lingui/core/macro';
import type { AuditWords, OrderAdviceWords } from '@margin/core';

/**
 * The pricing audit's advice per listing and the orders analysis' recommendations in the active language (core
 * writes them with these words; figures arrive formatted in the seller's language, counts as numbers).
 */

export function auditWords(): AuditWords {
  return {
    noPrice: t`no price`,
    loses: (loss, breakEven, market, tier) =>
      t`Each sale loses ${loss}. Raise the price to at least ${breakEven} to break even, or ${market} for a ${tier} margin.`,
    lowMargin: (margin, market, marketTier, target, targetTier) =>
      t`The margin is only ${margin}. Raise the price to ${market} for ${marketTier}, or ${target} for ${targetTier}.`,
    belowTarget: (target, tier, margin) =>
      t`A price of ${target} would reach the ${tier} target margin (now ${margin}).`,
    premiumInReach: (premium, tier) =>
      t`Healthy. ${premium} would reach the premium ${tier} margin if the market takes it.`,
    abovePremium: t`Healthy: the margin is above the premium tier.`,
    highFees: (share) =>
      t`The marketplace's fees take ${share} of this sale: the fixed listing and processing fees weigh most on low prices.`,
    defaultCost: t`The cost is the default cost per item: enter the real cost for an exact margin.`,
    noCost: t`No cost was given, so the margin counts fees only.`,
  };
}

export function orderAdviceWords(): OrderAdviceWords {
  return {
    losing: (lines, of, title, order, loss) =>
      plural(of, {
        one: `${lines} of # item line lost money. The largest loss: ‘${title}’ in order ${order} (${loss}). Check its price in the pricing audit.`,
        other: `${lines} of # item lines lost money. The largest loss: ‘${title}’ in order ${order} (${loss}). Check its price in the pricing audit.`,
      }),
    belowTarget: (lines, of, target) =>
      plural(of, {
        one: `${lines} of # item line is below your ${target} target margin.`,
        other: `${lines} of # item lines are below your ${target} target margin.`,
      }),
    allOnTarget: (target) => t`Every item line reached your ${target} target margin.`,
    fees: (fees, share) => t`The marketplace's fees came to ${fees}, ${share} of gross revenue.`,
    refunds: (count, total) =>
      plural(count, {
        one: `# refund or adjustment gave back ${total}: each lowers its order's revenue and is charged no fees or costs. The marketplace credits part of its fees on a refund; those credits appear on your statement.`,
        other: `# refunds and adjustments gave back ${total}: each lowers its order's revenue and is charged no fees or costs. The marketplace credits part of its fees on a refund; those credits appear on your statement.`,
      }),
    discounts: (total, orders) =>
      plural(orders, {
        one: `Coupons and discounts gave away ${total} over # order.`,
        other: `Coupons and discounts gave away ${total} over # orders.`,
      }),
    offsiteAds: (total, orders) =>
      plural(orders, {
        one: `Offsite ads took ${total} in # order.`,
        other: `Offsite ads took ${total} in # orders.`,
      }),
    feeDifferences: (orders, tolerance, total) =>
      plural(orders, {
        one: `In # order the card processing fee charged differs from the fee schedule by more than ${tolerance} (${total} in all). Check it in your payment account.`,
        other: `In # orders the card processing fee charged differs from the fee schedule by more than ${tolerance} (${total} in all). Check them in your payment account.`,
      }),
  };
}
