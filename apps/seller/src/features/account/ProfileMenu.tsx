import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChartBar,
  IconChevronDown,
  IconCreditCard,
  IconDevicesOff,
  IconLogout,
  IconUserCircle,
} from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import type { SubscriptionState } from '@margin/core';
import { accountLabel, avatarLetter, PROFILE_LABELS, type ProfileAction } from './profile-items';
import classes from './ProfileMenu.module.css';
import type { CurrentUser } from './session-store';

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

/** Avatar with the e-mail's first letter, 'Pro Account' or 'Trial Account', and the account's menu (core spec §2.2). */
export function ProfileMenu({ user, subscription, onAction }: ProfileMenuProps) {
  const target = useRef<HTMLButtonElement>(null);
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
      {PROFILE_LABELS[action]}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton
          ref={target}
          // Says what the button shows ('Trial Account' on wide screens), so a voice command that reads it works.
          aria-label={`Account menu for ${user.email}, ${accountLabel(subscription)}`}
          style={{ borderRadius: 999 }}
        >
          <Group gap={8} wrap="nowrap">
            <Avatar color="margin" variant="filled" radius="xl" size={34}>
              {/* The initial is drawn by CSS: a picture of the name, not a word of the button's label. */}
              <span className={classes.initial} data-initial={avatarLetter(user.email)} />
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="lg">
              {accountLabel(subscription)}
            </Text>
            <IconChevronDown size={14} color="var(--mantine-color-dimmed)" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" c="dimmed" truncate="end" maw={210}>
            Signed in as
          </Text>
          <Text size="sm" c="var(--mantine-color-text)" fw={600} truncate="end" maw={210}>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {item('account-settings')}
        {item('subscription-status')}
        {item('usage-stats')}
        <Menu.Divider />
        {item('logout-everywhere')}
        {item('logout')}
      </Menu.Dropdown>
    </Menu>
  );
}
