import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where both apps' notifications appear. Loaded on demand by DeferredNotifications, with its styles. */
export function NotificationsHost() {
  return <Notifications position="top-center" />;
}
