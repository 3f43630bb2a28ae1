import type { TAdminLoginResponse, TAdminStats, TAdminUser, TAdminVerifyResult } from '@margin/core';
import { sessionFromLogin, sessionStore } from '../features/session/session-store';

export const TOKEN = 'adm_test-token';

export function loginResponse(overrides: Partial<TAdminLoginResponse> = {}): TAdminLoginResponse {
  return {
    mfa_required: false,
    access_token: TOKEN,
    admin_info: { username: 'ops', mfa_enabled: false },
    expires_in: 8 * 3600,
    password_expires_soon: false,
    days_until_password_expires: 80,
    password_expired: false,
    password_expires_at: '2027-02-01T00:00:00.000Z',
    mfa_setup_required: false,
    ...overrides,
  };
}

export function verifyResult(overrides: Partial<TAdminVerifyResult> = {}): TAdminVerifyResult {
  return {
    admin_info: { username: 'ops', mfa_enabled: false },
    expires_in: 8 * 3600,
    password_expires_soon: false,
    days_until_password_expires: 80,
    password_expired: false,
    password_expires_at: '2027-02-01T00:00:00.000Z',
    mfa_enabled: false,
    mfa_required: false,
    mfa_setup_required: false,
    ...overrides,
  };
}

export function adminUser(overrides: Partial<TAdminUser> = {}): TAdminUser {
  return {
    id: 'u1',
    email: 'maya@shop.test',
    subscription_status: 'active',
    trial_active: false,
    trial_days_remaining: 0,
    trial_ends_at: '2026-11-01T00:00:00.000Z',
    trial_ends_soon: false,
    last_login: '2026-11-20T10:00:00.000Z',
    payment_amount: 2.99,
    payment_status: 'paid',
    created_at: '2026-10-25T09:00:00.000Z',
    has_password: true,
    subscription_end_date: '2027-10-25T09:00:00.000Z',
    pro_granted_by_admin: false,
    card_subscription: true,
    is_test_account: false,
    ...overrides,
  };
}

export function stats(): TAdminStats {
  return {
    kpis: {
      mrr: 0.75,
      total_users: 12,
      new_signups_today: 2,
      active_pro_users: 3,
      active_trial_users: 7,
      revenue_this_month: 8.97,
      churn_rate: 12.5,
      churn_rate_note: null,
      failed_payments_week: 1,
      login_errors_week: 4,
    },
    users: { new_this_week: 5, expiring_trials: 1 },
    payments: { this_week: 2, failed: 1 },
    activity: { churned_this_month: 1, successful_logins_week: 30 },
    quick_actions: {
      expiring_trials: [{ email: 'li@shop.test', trial_ends_at: '2026-11-27T00:00:00.000Z' }],
      failed_payments: [],
      new_signups: [],
    },
    etsy_connections: {
      message: 'Etsy connections: coming soon.',
      status: 'coming_soon',
      connected: 0,
      needs_reconnect: 0,
      requests_today: 0,
    },
    note: 'Test accounts are left out.',
    daily: [{ date: '2026-11-25', signups: 2, pro_conversions: 1, revenue: 2.99 }],
    test_account_domains: ['example.com'],
    generated_at: '2026-11-25T14:00:00.000Z',
  };
}

/** As if the operator had logged in earlier in this browser tab. */
export function signedIn() {
  sessionStore.start(sessionFromLogin(TOKEN, 'ops', 8 * 3600));
}
