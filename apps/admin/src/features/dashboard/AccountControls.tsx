import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconKey, IconLogout, IconMenu2, IconShieldLock } from '@tabler/icons-react';

export interface AccountControlsProps {
  username: string;
  onChangePassword: () => void;
  onMfa: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** Spec §2: Change Password and Logout in the header (with the second factor); one menu on a phone. */
export function AccountControls({
  username,
  onChangePassword,
  onMfa,
  onLogout,
  loggingOut,
}: AccountControlsProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  if (phone) {
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={`Account menu for ${username}`}>
            <IconMenu2 size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Signed in as {username}</Menu.Label>
          <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={onChangePassword}>
            Change Password
          </Menu.Item>
          <Menu.Item leftSection={<IconShieldLock size={16} aria-hidden />} onClick={onMfa}>
            Two-factor authentication
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" mr="xs">
        Signed in as <b>{username}</b>
      </Text>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconShieldLock size={14} aria-hidden />}
        onClick={onMfa}
      >
        Two-factor
      </Button>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconKey size={14} aria-hidden />}
        onClick={onChangePassword}
      >
        Change Password
      </Button>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconLogout size={14} aria-hidden />}
        onClick={onLogout}
        loading={loggingOut}
      >
        Logout
      </Button>
    </Group>
  );
}
