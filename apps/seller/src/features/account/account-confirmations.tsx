import { msg, plural, t } from '@lingui/core/macro';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deferredModals, type useApi } from '@margin/ui';
import { apiFailure } from './api-error';
import { localized } from '../../i18n/localized';

/*
 * The profile menu's two confirmations, loaded when the seller picks one: nobody needs their words or their
 * requests to see the calculator, so the first download does not carry them.
 */

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

/** A confirmation whose red button (named like the title) does something the seller cannot undo from here. */
function confirmAction(title: string, question: string, onConfirm: () => void): void {
  deferredModals.openConfirmModal({
    title,
    centered: true,
    radius: 'lg',
    closeButtonProps: { 'aria-label': t`Close` },
    styles: { title: { fontWeight: 700 } },
    children: <Text size="sm">{question}</Text>,
    labels: { confirm: title, cancel: t`Cancel` },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

export function confirmSignOutEverywhere(apiReady: ReturnType<typeof useApi>['ready']): void {
  confirmAction(t`Sign out everywhere`, SIGN_OUT_EVERYWHERE_TEXTS.confirm, () => {
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
  });
}

export function confirmLogout(logout: () => Promise<unknown>, onLoggedOut: () => void): void {
  confirmAction(t`Logout`, LOGOUT_TEXTS.confirm, () => {
    void logout().then(() => {
      onLoggedOut();
      notifications.show({ color: 'margin', message: LOGOUT_TEXTS.done });
    });
  });
}
