import { t } from '@lingui/core/macro';

/** The name of a wide table's sideways scroller, a focusable region so that a keyboard can scroll it. */
export function sidewaysScrollLabel(label: string): string {
  return t`${label}: scroll sideways`;
}
