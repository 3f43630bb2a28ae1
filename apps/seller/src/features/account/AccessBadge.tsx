import { Badge, type BadgeProps } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconCrown } from '@tabler/icons-react';
import { accessBadge, type SubscriptionState } from '@margin/core';

export interface AccessBadgeProps extends Pick<BadgeProps, 'size'> {
  subscription: SubscriptionState;
  onClick?: () => void;
}

/** 'Pro Member', 'N days left' or 'Trial Expired' (core spec §2.2); a click opens the subscription. */
export function AccessBadge({ subscription, onClick, size = 'lg' }: AccessBadgeProps) {
  const text = accessBadge(subscription);
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
      aria-label={`${text}: subscription details`}
    >
      {text}
    </Badge>
  );
}
