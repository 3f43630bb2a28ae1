import { Text } from '@mantine/core';
import { READABLE_INK } from './readable-ink';
import type { ConnectionNotice } from './use-marketplace-connection';

/** The outcome of connect, sync or disconnect: errors as alerts, successes as polite status lines. */
export function ConnectionNoticeLine({ notice }: { notice: ConnectionNotice | null }) {
  if (!notice) return null;
  return (
    <Text
      size="sm"
      fw={500}
      c={notice.tone === 'error' ? READABLE_INK.red : READABLE_INK.green}
      role={notice.tone === 'error' ? 'alert' : 'status'}
    >
      {notice.text}
    </Text>
  );
}
