import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/** Height of the offline strip under the header's row; the layout makes room for it. */
export const OFFLINE_BAR_HEIGHT = 28;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine, kept current by the online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The header's connection notice: nothing while online; 'Offline — calculations still work' in a slim strip
 * under the header's row without a connection (the calculator runs in the browser); and a notification when
 * the connection comes back. A strip rather than a badge in the row: the row has no room left at 375 px, nor
 * beside the full navigation on a laptop.
 */
export function OnlineStatus() {
  const online = useOnline();
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
    } else if (wasOffline.current) {
      wasOffline.current = false;
      notifications.show({
        id: 'back-online',
        color: 'margin',
        title: t`Back online`,
        message: t`Your connection is back. Signing in, payments and sharing work again.`,
      });
    }
  }, [online]);

  // The live region stays in the page so that screen readers hear the notice when it appears.
  return (
    <div role="status">
      {!online && (
        <Group
          h={OFFLINE_BAR_HEIGHT}
          gap={6}
          justify="center"
          wrap="nowrap"
          bg="var(--mantine-color-orange-light)"
          c="var(--mantine-color-orange-light-color)"
        >
          <IconWifiOff size={14} aria-hidden="true" />
          <Text size="xs" fw={600} c="inherit">
            <Trans>Offline — calculations still work</Trans>
          </Text>
        </Group>
      )}
    </div>
  );
}
