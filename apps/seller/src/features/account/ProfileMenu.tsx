import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, Text } from '@mantine/core';
import {
  IconChartBar,
  IconCreditCard,
  IconDevicesOff,
  IconLogout,
  IconUserCircle,
} from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import type { SubscriptionState } from '@margin/core';
import { LanguageItems } from '../../i18n/LanguageItems';
import { useMenuStart, type MenuStartRef } from '../shell/deferred-menu';
import { ProfileButton } from './ProfileButton';
import { PROFILE_LABELS, type ProfileAction } from './profile-items';
import type { CurrentUser } from './session-store';
import emailClasses from './email.module.css';

const ICONS: Record<ProfileAction, ReactNode> = {
  'account-settings': <IconUserCircle size={16} />,
  'subscription-status': <IconCreditCard size={16} />,
  'usage-stats': <IconChartBar size={16} />,
  'logout-everywhere': <IconDevicesOff size={16} />,
  logout: <IconLogout size={16} />,
};

export interface ProfileMenuProps {
  user: CurrentUser;
  subscription: SubscriptionState | undefined;
  onAction: (action: ProfileAction) => void;
}

/** The account's menu (core spec §2.2), loaded by HeaderAccount after the first paint. */
export function ProfileMenu({
  user,
  subscription,
  onAction,
  startRef,
}: ProfileMenuProps & { startRef: MenuStartRef }) {
  const { i18n } = useLingui();
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useMenuStart(startRef, setOpened, target);
  const item = (action: ProfileAction) => (
    <Menu.Item
      key={action}
      leftSection={ICONS[action]}
      color={action === 'logout' ? 'red' : undefined}
      // Mantine's red-6 text is 3.3:1 on white; red-9 reads at 5.5:1.
      c={action === 'logout' ? 'red.9' : undefined}
      onClick={() => {
        // The dialog an item opens gives focus back, when it closes, to what had it when it opened: the menu's
        // button, not this item, which is gone by then.
        target.current?.focus();
        onAction(action);
      }}
    >
      {i18n._(PROFILE_LABELS[action])}
    </Menu.Item>
  );
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <ProfileButton ref={target} user={user} subscription={subscription} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" c="dimmed" truncate="end" maw={210}>
            <Trans>Signed in as</Trans>
          </Text>
          <Text size="sm" c="var(--mantine-color-text)" fw={600} maw={210} className={emailClasses.email}>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {item('account-settings')}
        {item('subscription-status')}
        {item('usage-stats')}
        <Menu.Divider />
        <Menu.Label>
          <Trans>Language</Trans>
        </Menu.Label>
        <LanguageItems />
        <Menu.Divider />
        {item('logout-everywhere')}
        {item('logout')}
      </Menu.Dropdown>
    </Menu>
  );
}
