import { msg, plural, t } from '@lingui/core/macro';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deferredModals, useApi } from '@margin/ui';
import { useCallback, useState, type ReactNode } from 'react';
import { apiFailure } from './api-error';
import { useSubscriptionDialogs } from '../subscription/SubscriptionDialogsProvider';
import { useAccount } from './AccountProvider';
import type { ProfileAction } from './profile-items';
import { lazyDialog } from '../shell/lazy-dialog';
import { localized } from '../../i18n/localized';

// Opened from the profile menu, never needed for the first paint.
const AccountSettingsDialog = lazyDialog(
  () => import('./AccountSettingsDialog').then((m) => m.AccountSettingsDialog),
  'opened',
);
const UsageStatsDialog = lazyDialog(
  () => import('./UsageStatsDialog').then((m) => m.UsageStatsDialog),
  'opened',
);

export const LOGOUT_TEXTS = localized({
  confirm: msg`Are you sure you want to logout?`,
  done: msg`You have been logged out successfully.`,
});

export const SIGN_OUT_EVERYWHERE_TEXTS = localized({
  confirm: msg`Sign out of Margin on every other phone, computer and browser? This device stays signed in. Use it if you signed in somewhere you no longer use, or see something you did not do.`,
  none: msg`No other device was signed in.`,
  failed: msg`Could not sign out the other devices. Please try again.`,
});

const signedOutOf = (count: number) =>
  plural(count, { one: 'Signed out of # other session.', other: 'Signed out of # other sessions.' });

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
    deferredModals.openConfirmModal({
      title: t`Sign out everywhere`,
      centered: true,
      radius: 'lg',
      closeButtonProps: { 'aria-label': t`Close` },
      styles: { title: { fontWeight: 700 } },
      children: <Text size="sm">{SIGN_OUT_EVERYWHERE_TEXTS.confirm}</Text>,
      labels: { confirm: t`Sign out everywhere`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        apiReady()
          .then((api) => api.mutate(api.trpc.auth.logoutEverywhere.mutationOptions(), undefined))
          .then(({ ended }) =>
            notifications.show({
              color: 'margin',
              message: ended > 0 ? signedOutOf(ended) : SIGN_OUT_EVERYWHERE_TEXTS.none,
            }),
          )
          .catch((error: unknown) =>
            notifications.show({
              color: 'red',
              message: apiFailure(error).detail ?? SIGN_OUT_EVERYWHERE_TEXTS.failed,
            }),
          );
      },
    });
  }, [apiReady]);

  const confirmLogout = useCallback(() => {
    deferredModals.openConfirmModal({
      title: t`Logout`,
      centered: true,
      radius: 'lg',
      closeButtonProps: { 'aria-label': t`Close` },
      styles: { title: { fontWeight: 700 } },
      children: <Text size="sm">{LOGOUT_TEXTS.confirm}</Text>,
      labels: { confirm: t`Logout`, cancel: t`Cancel` },
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
