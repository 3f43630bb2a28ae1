import { Badge } from '@mantine/core';
import type { TAdminPayment, TAdminSubscriptionStatus } from '@margin/core';

// Filled dark shades or the theme's darkened light yellow and orange: every badge's text clears 4.5:1.
const SUBSCRIPTION: Record<TAdminSubscriptionStatus, { label: string; color: string; variant: string }> = {
  active: { label: 'Pro', color: 'margin', variant: 'filled' },
  canceled: { label: 'Canceled', color: 'yellow', variant: 'light' },
  trial: { label: 'Trial', color: 'blue.8', variant: 'filled' },
  inactive: { label: 'Inactive', color: 'gray.7', variant: 'filled' },
};

const PAYMENT: Record<TAdminPayment['payment_status'], { color: string; variant: string }> = {
  paid: { color: 'margin', variant: 'filled' },
  pending: { color: 'yellow', variant: 'light' },
  failed: { color: 'red.9', variant: 'filled' },
};

// A badge's label is clipped with an ellipsis by default, which lets a squeezed table column cut 'PAID' to 'PA…'.
const WHOLE_LABEL = { label: { overflow: 'visible' } } as const;

export function SubscriptionBadge({ status }: { status: TAdminSubscriptionStatus }) {
  const { label, color, variant } = SUBSCRIPTION[status];
  return (
    <Badge color={color} variant={variant} styles={WHOLE_LABEL}>
      {label}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: TAdminPayment['payment_status'] }) {
  const { color, variant } = PAYMENT[status];
  return (
    <Badge color={color} variant={variant} styles={WHOLE_LABEL}>
      {status}
    </Badge>
  );
}
