import { hasAccess, type SubscriptionState } from './access';

/**
 * Core spec §6 as one rule that the server and the app both read: who may use what. A visitor and an expired
 * seller keep the basic calculator; everything the spec calls Pro (export and share, the Pro Seller Tools, the
 * advanced tools) needs a running trial or a subscription. Every refusal says what opens the door.
 */
export type AccessRole = 'visitor' | 'trial' | 'pro' | 'expired';

export type Feature =
  /** The fee and profit calculator, forward and reverse. */
  | 'calculate'
  /** Presets, price suggestions, sale planner, bundle helper. */
  | 'pro_tools'
  /** PDF, CSV, Excel and image files of a calculation. */
  | 'export'
  /** Share links and e-mailed reports. */
  | 'share'
  /** Advanced mode: analytics, multi-product, market research, the CSV tools. */
  | 'advanced';

const OPEN_TO_ALL: ReadonlySet<Feature> = new Set(['calculate']);

export function accessRole(signedIn: boolean, state: SubscriptionState | undefined): AccessRole {
  if (!signedIn) return 'visitor';
  if (!state) return 'trial'; // Not known yet (loading, offline): the server decides when it matters.
  if (state.has_subscription) return 'pro';
  return hasAccess(state) ? 'trial' : 'expired';
}

export function canUse(role: AccessRole, feature: Feature): boolean {
  return OPEN_TO_ALL.has(feature) || role === 'trial' || role === 'pro';
}

export interface Refusal {
  /** What opens the feature: starting a free trial, or upgrading to Pro. */
  action: 'start_trial' | 'upgrade';
  message: string;
}

export const REFUSAL_MESSAGES = {
  start_trial: 'Start your free 7-day trial to use this feature.',
  upgrade: 'Your trial has expired. Upgrade to Pro to use this feature.',
} as const;

/** Why `role` may not use `feature`, with the way in; null when it may. */
export function refusalFor(role: AccessRole, feature: Feature): Refusal | null {
  if (canUse(role, feature)) return null;
  const action = role === 'visitor' ? 'start_trial' : 'upgrade';
  return { action, message: REFUSAL_MESSAGES[action] };
}
