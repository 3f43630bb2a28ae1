import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import type { TAdminActionResult, TAdminUser } from '@margin/core';
import { IconDots } from '@tabler/icons-react';
import { useRef, useState } from 'react';
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
  const menuTarget = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const start = (id: UserActionId, trigger: HTMLElement | null) => {
    returnTo.current = trigger;
    setOpen(id);
  };
  // The dialog is unmounted on close and a menu item that opened it is gone: focus goes back to what the
  // operator used (the row's menu button, or the action's own button), not to the top of the page.
  const close = () => {
    setOpen(null);
    requestAnimationFrame(() => returnTo.current?.focus());
  };
  const dialog = open && <ActionDialog actionId={open} user={user} onClose={close} onDone={onDone} />;

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
                onClick={(event) => start(id, event.currentTarget)}
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
          <ActionIcon
            ref={menuTarget}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Actions for ${user.email}`}
          >
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
                onClick={() => start(id, menuTarget.current)}
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
