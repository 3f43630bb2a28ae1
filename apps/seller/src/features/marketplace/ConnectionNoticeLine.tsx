import { Text } from '@mantine/core';
import type { ConnectionNotice } from './use-marketplace-connection';

/**
 * Darker than Mantine's green.9 and red.8: the line sits on the banner's tinted background (green when
 * connected, blue otherwise), where those reach only 3.8:1; these keep 4.5:1 (WCAG AA) on every tint.
 */
const TONE_COLORS = { success: '#1e6b30', error: '#a51d1d' } as const;

/** The outcome of connect, sync or disconnect: errors as alerts, successes as polite status lines. */
export function ConnectionNoticeLine({ notice }: { notice: ConnectionNotice | null }) {
  if (!notice) return null;
  return (
    <Text size="sm" fw={500} c={TONE_COLORS[notice.tone]} role={notice.tone === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </Text>
  );
}
