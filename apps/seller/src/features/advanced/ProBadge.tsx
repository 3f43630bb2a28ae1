import { Badge } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Trans } from '@lingui/react/macro';

/** Marks what needs Pro (or a trial) for a visitor or an expired seller (advanced spec §2, §4). */
export function ProBadge() {
  return (
    <Badge size="sm" color="yellow" variant="light" leftSection={<IconLock size={10} aria-hidden="true" />}>
      <Trans>Pro</Trans>
    </Badge>
  );
}
