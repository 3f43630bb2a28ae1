import { notificationsStore } from '@mantine/notifications';
import { deferredComponent, useHostOnRequest } from './deferred-component';

const host = deferredComponent(() =>
  import('./NotificationsHost').then((module) => module.NotificationsHost),
);
const shown = () => notificationsStore.getState().notifications.length > 0;
const onShow = (listener: () => void) => notificationsStore.subscribe(listener);

/**
 * The notifications' host, out of the first download: its code (the stacking, the transitions, the swipe to
 * dismiss) and its styles come to about 8 KiB gzip that no first screen needs. Notifications are kept in Mantine's
 * store whoever shows them, so one shown before the host is here waits there and appears when it comes. The host
 * is fetched when the browser is idle after the first paint, or at once when a notification is shown before that.
 * A fetch that fails (offline before the app was ever cached) is tried again with the next notification.
 */
export function DeferredNotifications() {
  return useHostOnRequest(host, shown, onShow) ? <host.Component /> : null;
}
