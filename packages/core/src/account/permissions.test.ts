import { describe, expect, it } from 'vitest';
import type { SubscriptionState } from './access';
import { accessRole, canUse, refusalFor, type AccessRole, type Feature } from './permissions';

const state = (patch: Partial<SubscriptionState>): SubscriptionState => ({
  has_subscription: false,
  subscription_active: false,
  subscription_expires_at: null,
  trial_active: false,
  trial_days_remaining: 0,
  ...patch,
});

describe('who may use what (core spec §6)', () => {
  it('tells the four roles apart', () => {
    expect(accessRole(false, undefined)).toBe('visitor');
    expect(accessRole(true, state({ trial_active: true, trial_days_remaining: 3 }))).toBe('trial');
    expect(accessRole(true, state({ has_subscription: true }))).toBe('pro');
    // Cancelled but still paid up: Pro until the period ends.
    expect(accessRole(true, state({ has_subscription: true, subscription_active: false }))).toBe('pro');
    expect(accessRole(true, state({}))).toBe('expired');
  });

  const pro: Feature[] = ['pro_tools', 'export', 'share', 'advanced'];
  it.each<[AccessRole, boolean]>([
    ['visitor', false],
    ['trial', true],
    ['pro', true],
    ['expired', false],
  ])('%s: calculator always, Pro features %s', (role, allowed) => {
    expect(canUse(role, 'calculate')).toBe(true);
    for (const feature of pro) expect(canUse(role, feature)).toBe(allowed);
  });

  it('every refusal offers the way in: a trial for a visitor, the upgrade for an expired seller', () => {
    expect(refusalFor('visitor', 'share')).toEqual({
      action: 'start_trial',
      message: 'Start your free 7-day trial to use this feature.',
    });
    expect(refusalFor('expired', 'export')).toEqual({
      action: 'upgrade',
      message: 'Your trial has expired. Upgrade to Pro to use this feature.',
    });
    expect(refusalFor('trial', 'advanced')).toBeNull();
    expect(refusalFor('expired', 'calculate')).toBeNull();
  });
});
