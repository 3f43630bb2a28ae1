import { useApi } from '@margin/ui';
import { useCallback, useState, type ReactNode } from 'react';
import { useSubscriptionDialogs } from '../subscription/SubscriptionDialogsProvider';
import { useAccount } from './AccountProvider';
import type { ProfileAction } from './profile-items';
import { lazyDialog } from '../shell/lazy-dialog';

// Opened from the profile menu, never needed for the first paint.
const AccountSettingsDialog = lazyDialog(
  () => import('./AccountSettingsDialog').then((m) => m.AccountSettingsDialog),
  'opened',
);
const UsageStatsDialog = lazyDialog(
  () => import('./UsageStatsDialog').then((m) => m.UsageStatsDialog),
  'opened',
);

/**
 * What the profile menu's items do, for the header menu and the mobile drawer alike, plus the dialogs they
 * open (render `dialogs` once). `onLoggedOut` resets the app's section to the calculator (core spec §4).
 */
export function useAccountActions(onLoggedOut: () => void): {
  run: (action: ProfileAction) => void;
  dialogs: ReactNode;
} {
  const { user, subscription, logout } = useAccount();
  const { openManage } = useSubscriptionDialogs();
  const [open, setOpen] = useState<'settings' | 'usage' | null>(null);
  const { ready: apiReady } = useApi();

  const confirmSignOutEverywhere = useCallback(() => {
    void import('./account-confirmations').then((m) => m.confirmSignOutEverywhere(apiReady));
  }, [apiReady]);

  const confirmLogout = useCallback(() => {
    void import('./account-confirmations').then((m) => m.confirmLogout(logout, onLoggedOut));
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
        case 'logout-everywhere':
          return confirmSignOutEverywhere();
        case 'logout':
          return confirmLogout();
      }
    },
    [confirmLogout, confirmSignOutEverywhere, openManage],
  );

  const close = () => setOpen(null);
  const dialogs = user ? (
    <>
      <AccountSettingsDialog
        opened={open === 'settings'}
        onClose={close}
        user={user}
        subscription={subscription}
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
