import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeProps } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconCrown } from '@tabler/icons-react';
import type { SubscriptionState } from '@margin/core';

export interface AccessBadgeProps extends Pick<BadgeProps, 'size'> {
  subscription: SubscriptionState;
  onClick?: () => void;
}

/**
 * 'Pro Member', 'N days left' or 'Trial Expired' (core spec §2.2, core's `accessBadge`, here in the seller's
 * language); a click opens the subscription.
 */
export function AccessBadge({ subscription, onClick, size = 'lg' }: AccessBadgeProps) {
  const { t } = useLingui();
  const days = subscription.trial_days_remaining;
  const text = subscription.has_subscription
    ? t`Pro Member`
    : subscription.trial_active
      ? plural(days, { one: '# day left', other: '# days left' })
      : t`Trial Expired`;
  const look = subscription.has_subscription
    ? { color: 'margin', variant: 'filled', icon: <IconCrown size={14} /> }
    : subscription.trial_active
      ? { color: 'yellow', variant: 'light', icon: <IconClock size={14} /> }
      : { color: 'red', variant: 'light', icon: <IconAlertTriangle size={14} /> };
  return (
    <Badge
      component="button"
      type="button"
      onClick={onClick}
      size={size}
      radius="xl"
      color={look.color}
      variant={look.variant}
      leftSection={look.icon}
      style={{ cursor: onClick ? 'pointer' : 'default', textTransform: 'none', flexShrink: 0 }}
      aria-label={t`${text}: subscription details`}
    >
      {text}
    </Badge>
  );
}
