import { msg } from '@lingui/core/macro';
import type { HealthStatus, PricingAuditListing } from '@margin/core';
import { IconAlertOctagon, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { localized } from '../../../i18n/localized';
import { Tag, type Tone } from './CsvResultParts';

/** Health in words, colour and icon (advanced spec §4, §9: red under 15%, yellow under 25%, green). */
export const HEALTH_LABELS: Record<HealthStatus, string> = localized({
  critical: msg`Critical`,
  warning: msg`Warning`,
  healthy: msg`Healthy`,
});

export const HEALTH: Record<HealthStatus, { tone: Tone; icon: ReactNode }> = {
  critical: { tone: 'red', icon: <IconAlertOctagon size={13} aria-hidden="true" /> },
  warning: { tone: 'yellow', icon: <IconAlertTriangle size={13} aria-hidden="true" /> },
  healthy: { tone: 'green', icon: <IconCircleCheck size={13} aria-hidden="true" /> },
};

const SEVERITY: Record<HealthStatus, number> = { critical: 0, warning: 1, healthy: 2 };

/** Critical first, then warning, then healthy; the lowest margin first within each. */
export function sortByHealth(listings: readonly PricingAuditListing[]): PricingAuditListing[] {
  return [...listings].sort(
    (a, b) =>
      SEVERITY[a.health_status] - SEVERITY[b.health_status] ||
      a.current_margin_percent - b.current_margin_percent ||
      a.row - b.row,
  );
}

export function HealthTag({ health }: { health: HealthStatus }) {
  const { tone, icon } = HEALTH[health];
  return (
    <Tag tone={tone} icon={icon}>
      {HEALTH_LABELS[health]}
    </Tag>
  );
}
