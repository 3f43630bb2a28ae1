import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChartBar,
  IconChevronDown,
  IconCreditCard,
  IconLogout,
  IconUserCircle,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { accountLabel, avatarLetter, PROFILE_LABELS, type ProfileAction } from './profile-items';
import type { CurrentUser } from './session-store';

const ICONS: Record<ProfileAction, ReactNode> = {
  'account-settings': <IconUserCircle size={16} />,
  'subscription-status': <IconCreditCard size={16} />,
  'usage-stats': <IconChartBar size={16} />,
  logout: <IconLogout size={16} />,
};

export interface ProfileMenuProps {
  user: CurrentUser;
  onAction: (action: ProfileAction) => void;
}

/** Avatar with the e-mail's first letter, 'Pro Account' or 'Trial Account', and the account's menu (core spec §2.2). */
export function ProfileMenu({ user, onAction }: ProfileMenuProps) {
  const item = (action: ProfileAction) => (
    <Menu.Item
      key={action}
      leftSection={ICONS[action]}
      color={action === 'logout' ? 'red' : undefined}
      onClick={() => onAction(action)}
    >
      {PROFILE_LABELS[action]}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${user.email}`} style={{ borderRadius: 999 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar color="margin" variant="filled" radius="xl" size={34}>
              {avatarLetter(user.email)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="lg">
              {accountLabel(user)}
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
        {item('logout')}
      </Menu.Dropdown>
    </Menu>
  );
}
