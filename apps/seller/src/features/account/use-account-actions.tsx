import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useCallback, useState, type ReactNode } from 'react';
import { useSubscriptionDialogs } from '../subscription/SubscriptionDialogsProvider';
import { AccountSettingsDialog } from './AccountSettingsDialog';
import { useAccount } from './AccountProvider';
import type { ProfileAction } from './profile-items';
import { UsageStatsDialog } from './UsageStatsDialog';

export const LOGOUT_TEXTS = {
  confirm: 'Are you sure you want to logout?',
  done: 'You have been logged out successfully.',
} as const;

/**
 * What the profile menu's items do, for the header menu and the mobile drawer alike, plus the dialogs they
 * open (render `dialogs` once). `onLoggedOut` resets the app's section to the calculator (core spec §4).
 */
export function useAccountActions(onLoggedOut: () => void): {
  run: (action: ProfileAction) => void;
  dialogs: ReactNode;
} {
  const { user, logout } = useAccount();
  const { openManage } = useSubscriptionDialogs();
  const [open, setOpen] = useState<'settings' | 'usage' | null>(null);

  const confirmLogout = useCallback(() => {
    modals.openConfirmModal({
      title: 'Logout',
      centered: true,
      radius: 'lg',
      closeButtonProps: { 'aria-label': 'Close' },
      styles: { title: { fontWeight: 700 } },
      children: <Text size="sm">{LOGOUT_TEXTS.confirm}</Text>,
      labels: { confirm: 'Logout', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        void logout().then(() => {
          onLoggedOut();
          notifications.show({ color: 'margin', message: LOGOUT_TEXTS.done });
        });
      },
    });
  }, [logout, onLoggedOut]);

  const run = useCallback(
    (action: ProfileAction) => {
      switch (action) {
        case 'account-settings':
          return setOpen('settings');
        case 'subscription-status':
          return openManage();
        case 'usage-stats':
          return setOpen('usage');
        case 'logout':
          return confirmLogout();
      }
    },
    [confirmLogout, openManage],
  );

  const close = () => setOpen(null);
  const dialogs = user ? (
    <>
      <AccountSettingsDialog
        opened={open === 'settings'}
        onClose={close}
        user={user}
        onManageSubscription={() => {
          close();
          openManage();
        }}
      />
      <UsageStatsDialog opened={open === 'usage'} onClose={close} />
    </>
  ) : null;

  return { run, dialogs };
}
