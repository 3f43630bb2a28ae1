/** Trial length (core spec §9). */
export const TRIAL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/user/subscription: the spec's subscription status fields. */
export interface SubscriptionState {
  /** Paid Pro access right now (also after cancelling, until the paid period ends). */
  has_subscription: boolean;
  /** Paid and renewing: not cancelled. */
  subscription_active: boolean;
  /** End of the paid period (ISO), or null without a subscription. */
  subscription_expires_at: string | null;
  trial_active: boolean;
  /** Whole days left, rounded up (a trial ending in 2.1 days shows '3 days left'); 0 once over. */
  trial_days_remaining: number;
}

export interface TrialFacts {
  trialEndsAt: Date | null;
}

export interface SubscriptionFacts {
  status: 'active' | 'trial' | 'canceled' | 'inactive';
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export function trialEndsAt(startedAt: Date): Date {
  return new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS);
}

/** The seller's access (core spec §4: trial_active or has_subscription gives access; otherwise expired). */
export function subscriptionState(
  user: TrialFacts,
  subscription: SubscriptionFacts | null,
  now: Date = new Date(),
): SubscriptionState {
  const periodEnd = subscription?.currentPeriodEnd ?? null;
  const paidAccess =
    subscription !== null &&
    (subscription.status === 'active' || subscription.status === 'canceled') &&
    periodEnd !== null &&
    periodEnd.getTime() > now.getTime();
  const trialLeftMs = user.trialEndsAt ? user.trialEndsAt.getTime() - now.getTime() : 0;
  return {
    has_subscription: paidAccess,
    subscription_active: paidAccess && subscription.status === 'active' && !subscription.cancelAtPeriodEnd,
    subscription_expires_at: paidAccess ? periodEnd.toISOString() : null,
    trial_active: trialLeftMs > 0,
    trial_days_remaining: trialLeftMs > 0 ? Math.ceil(trialLeftMs / DAY_MS) : 0,
  };
}

export function hasAccess(state: SubscriptionState): boolean {
  return state.has_subscription || state.trial_active;
}

/** The header badge (core spec §2.2). */
export function accessBadge(state: SubscriptionState): string {
  if (state.has_subscription) return 'Pro Member';
  if (state.trial_active)
    return `${state.trial_days_remaining} ${state.trial_days_remaining === 1 ? 'day' : 'days'} left`;
  return 'Trial Expired';
}
