import { Text } from '@mantine/core';
import type { ConnectionNotice } from './use-marketplace-connection';

/** The outcome of connect, sync or disconnect: errors as alerts, successes as polite status lines. */
export function ConnectionNoticeLine({ notice }: { notice: ConnectionNotice | null }) {
  if (!notice) return null;
  return (
    <Text
      size="sm"
      fw={500}
      c={notice.tone === 'error' ? 'red.8' : 'green.9'}
      role={notice.tone === 'error' ? 'alert' : 'status'}
    >
      {notice.text}
    </Text>
  );
}
