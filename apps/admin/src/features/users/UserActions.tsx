import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import type { TAdminActionResult, TAdminUser } from '@margin/core';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionDialog } from './ActionDialog';
import { USER_ACTION_IDS, USER_ACTIONS, type UserActionId } from './user-actions';

export interface UserActionsProps {
  user: TAdminUser;
  /** A row's compact menu, or every action as a button (the user detail). */
  layout?: 'menu' | 'buttons';
  onDone?: (actionId: UserActionId, result: TAdminActionResult) => void;
}

/** The eight actions of spec §2 for one seller, each through its dialog. */
export function UserActions({ user, layout = 'menu', onDone }: UserActionsProps) {
  const [open, setOpen] = useState<UserActionId | null>(null);
  const dialog = open && (
    <ActionDialog actionId={open} user={user} onClose={() => setOpen(null)} onDone={onDone} />
  );

  if (layout === 'buttons') {
    return (
      <>
        <Group gap="xs">
          {USER_ACTION_IDS.map((id) => {
            const action = USER_ACTIONS[id];
            return (
              <Button
                key={id}
                size="xs"
                variant={action.danger ? 'light' : 'default'}
                color={action.danger ? 'red' : undefined}
                disabled={!action.available(user)}
                onClick={() => setOpen(id)}
              >
                {action.label}
              </Button>
            );
          })}
        </Group>
        {dialog}
      </>
    );
  }

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for ${user.email}`}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {USER_ACTION_IDS.map((id) => {
            const action = USER_ACTIONS[id];
            return (
              <Menu.Item
                key={id}
                color={action.danger ? 'red' : undefined}
                disabled={!action.available(user)}
                onClick={() => setOpen(id)}
              >
                {action.label}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
      {dialog}
    </>
  );
}
