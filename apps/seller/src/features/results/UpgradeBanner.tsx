import { IconHeart } from '@tabler/icons-react';
import { UpgradeCallout } from '../subscription/UpgradeCallout';

export const UPGRADE_BANNER_TITLE = 'Support Margin for $2.99/year';

/** Shown under a result to a signed-in seller without a subscription (core spec §2.5). */
export function UpgradeBanner({ onUpgrade }: { onUpgrade: () => void }) {
  return (
    <UpgradeCallout
      color="margin"
      icon={<IconHeart size={20} />}
      title={UPGRADE_BANNER_TITLE}
      text="Keep every tool: unlimited calculations, analytics, exports and sharing. Independent and ad-free."
      onUpgrade={onUpgrade}
    />
  );
}
