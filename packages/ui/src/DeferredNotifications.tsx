import { notificationsStore } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from './when-idle';

const loadHost = () => import('./NotificationsHost').then((module) => module.NotificationsHost);

/**
 * The notifications' host, out of the first download: its code (the stacking, the transitions, the swipe to
 * dismiss) and its styles come to about 8 KiB gzip that no first screen needs. Notifications are kept in Mantine's
 * store whoever shows them, so one shown before the host is here waits there and appears when it comes. The host
 * is fetched when the browser is idle after the first paint, or at once when a notification is shown before that.
 * A fetch that fails (offline before the app was ever cached) is tried again with the next notification.
 */
export function DeferredNotifications() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Host) return;
    let active = true;
    const load = () => {
      loadHost().then(
        (component) => {
          if (active) setHost(() => component);
        },
        () => undefined,
      );
    };
    if (notificationsStore.getState().notifications.length > 0) load();
    const unsubscribe = notificationsStore.subscribe(load);
    const cancel = whenIdle(load);
    return () => {
      active = false;
      unsubscribe();
      cancel();
    };
  }, [Host]);
  return Host ? <Host /> : null;
}
