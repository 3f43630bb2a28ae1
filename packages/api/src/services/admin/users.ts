import {
  ADMIN_EXPIRING_TRIAL_DAYS,
  DEFAULT_TEST_ACCOUNT_DOMAINS,
  isTestAccountEmail,
  minorDigits,
  subscriptionState,
  toMajor,
  type TAdminPayment,
  type TAdminSubscriptionStatus,
  type TAdminUser,
} from '@margin/core';
import type { Prisma } from '@margin/db';
import type { AppConfig } from '../types';

const DAY_MS = 24 * 60 * 60 * 1000;

export function testAccountDomains(config: AppConfig): readonly string[] {
  return (config.testAccountDomains ?? DEFAULT_TEST_ACCOUNT_DOMAINS).map((d) => d.trim().toLowerCase());
}

/** Whether the seller is a test account: marked as one, or at a test-account domain. */
export function isTestAccount(seller: { email: string; isTestAccount: boolean }, config: AppConfig): boolean {
  return seller.isTestAccount || isTestAccountEmail(seller.email, testAccountDomains(config));
}

/** Sellers that are not test accounts (marked as one, or at a test domain): what the users list shows. */
export function realSellers(domains: readonly string[]): Prisma.UserWhereInput {
  return {
    isTestAccount: false,
    ...(domains.length > 0 ? { NOT: domains.map((d) => ({ email: { endsWith: `@${d}` } })) } : {}),
  };
}

export const adminUserSelect = {
  id: true,
  email: true,
  passwordHash: true,
  trialEndsAt: true,
  lastLoginAt: true,
  createdAt: true,
  isTestAccount: true,
  subscription: {
    select: {
      status: true,
      provider: true,
      providerSubscriptionId: true,
      currentPeriodEnd: true,
      cancelAtPeriodEnd: true,
    },
  },
  payments: {
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 1,
    select: { amountMinor: true, currency: true, status: true },
  },
} as const satisfies Prisma.UserSelect;

export type AdminUserRow = Prisma.UserGetPayload<{ select: typeof adminUserSelect }>;

/** Amounts are kept in minor units; the admin app reads major units (2.99). */
export function amountOf(amountMinor: number, currency: string): number {
  return toMajor(amountMinor, minorDigits(currency));
}

/** The seller as the admin sees them now (spec §3 User, §4 subscription status values). */
export function adminUserView(row: AdminUserRow, domains: readonly string[], now = new Date()): TAdminUser {
  const sub = row.subscription;
  const state = subscriptionState({ trialEndsAt: row.trialEndsAt }, sub, now);
  const status: TAdminSubscriptionStatus = state.has_subscription
    ? sub && (sub.cancelAtPeriodEnd || sub.status === 'canceled')
      ? 'canceled'
      : 'active'
    : state.trial_active
      ? 'trial'
      : 'inactive';
  const latest = row.payments[0];
  const trialEndsSoon =
    state.trial_active &&
    !state.has_subscription &&
    row.trialEndsAt !== null &&
    row.trialEndsAt.getTime() - now.getTime() <= ADMIN_EXPIRING_TRIAL_DAYS * DAY_MS;
  return {
    id: row.id,
    email: row.email,
    subscription_status: status,
    trial_active: state.trial_active,
    trial_days_remaining: state.trial_days_remaining,
    trial_ends_at: row.trialEndsAt?.toISOString() ?? null,
    trial_ends_soon: trialEndsSoon,
    last_login: row.lastLoginAt?.toISOString() ?? null,
    payment_amount: latest ? amountOf(latest.amountMinor, latest.currency) : null,
    payment_status: latest?.status ?? null,
    created_at: row.createdAt.toISOString(),
    has_password: row.passwordHash !== null,
    subscription_end_date: state.subscription_expires_at,
    pro_granted_by_admin: state.has_subscription && sub?.provider === 'admin',
    card_subscription:
      state.has_subscription && sub?.provider !== 'admin' && (sub?.providerSubscriptionId ?? null) !== null,
    is_test_account: row.isTestAccount || isTestAccountEmail(row.email, domains),
  };
}

/** A payment as the ledger keeps it: its seller's e-mail only while the seller exists. */
export const adminPaymentSelect = {
  id: true,
  amountMinor: true,
  currency: true,
  status: true,
  createdAt: true,
  paidAt: true,
  provider: true,
  user: { select: { email: true } },
} as const satisfies Prisma.PaymentLedgerEntrySelect;

export type AdminPaymentRow = Prisma.PaymentLedgerEntryGetPayload<{ select: typeof adminPaymentSelect }> & {
  /** From the payment itself, while it exists (its seller's). */
  providerSessionId: string | null;
};

export function adminPaymentView(row: AdminPaymentRow): TAdminPayment {
  return {
    id: row.id,
    user_email: row.user?.email ?? null,
    amount: amountOf(row.amountMinor, row.currency),
    currency: row.currency,
    payment_status: row.status,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    stripe_session_id: row.providerSessionId,
    // Payments are only ever made through a card processor; 'admin' grants have none.
    provider: row.provider === 'stripe' ? 'stripe' : 'test',
  };
}
