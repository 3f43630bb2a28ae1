import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Skeleton } from '@mantine/core';
import { useSubscriptionDialogs } from '../subscription/SubscriptionDialogsProvider';
import { AccessBadge } from './AccessBadge';
import { useAccount } from './AccountProvider';
import { deferredMenu, type StandInButtonProps } from '../shell/deferred-menu';
import { ProfileButton } from './ProfileButton';
import type { ProfileMenuProps } from './ProfileMenu';
import type { ProfileAction } from './profile-items';

// The account's menu: its button is on the first screen, the menu's code comes after the first paint.
function ProfileStandIn({ user, subscription, standIn }: ProfileMenuProps & { standIn: StandInButtonProps }) {
  return <ProfileButton user={user} subscription={subscription} {...standIn} />;
}
const ProfileMenu = deferredMenu<ProfileMenuProps>(
  () => import('./ProfileMenu').then((m) => m.ProfileMenu),
  ProfileStandIn,
);

/** Fetches the profile menu's code ahead, so that the menu is drawn without its stand-in. */
export const loadProfileMenu = ProfileMenu.load;

export const START_TRIAL = msg`Start Free Trial`;

export interface HeaderAccountProps {
  onAction: (action: ProfileAction) => void;
  /** The phone header: the badge alone (the drawer holds the profile menu), or a small trial button. */
  compact?: boolean;
}

/** The header's account corner: badge and profile menu when signed in, else the button that opens sign-in. */
export function HeaderAccount({ onAction, compact = false }: HeaderAccountProps) {
  const { i18n } = useLingui();
  const { user, subscription, subscriptionLoading, openSignIn } = useAccount();
  const { openManage, openPayment } = useSubscriptionDialogs();

  if (!user) {
    return (
      <Button size={compact ? 'xs' : 'sm'} radius="xl" onClick={openSignIn}>
        {i18n._(START_TRIAL)}
      </Button>
    );
  }
  const badge = subscription ? (
    <AccessBadge
      subscription={subscription}
      size={compact ? 'md' : 'lg'}
      // An expired seller is one click from upgrading; everyone else sees their subscription.
      onClick={subscription.has_subscription || subscription.trial_active ? openManage : openPayment}
    />
  ) : subscriptionLoading ? (
    <Skeleton height={compact ? 22 : 26} width={96} radius="xl" />
  ) : null;

  if (compact) return badge;
  return (
    <Group gap="md" wrap="nowrap">
      {badge}
      <ProfileMenu user={user} subscription={subscription} onAction={onAction} />
    </Group>
  );
}
