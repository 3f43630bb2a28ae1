import { useLingui } from '@lingui/react/macro';
import { IconHeart } from '@tabler/icons-react';
import { UpgradeCallout } from '../subscription/UpgradeCallout';

/** Shown under a result to a signed-in seller without a subscription (core spec §2.5). */
export function UpgradeBanner({ onUpgrade }: { onUpgrade: () => void }) {
  const { t } = useLingui();
  return (
    <UpgradeCallout
      color="margin"
      icon={<IconHeart size={20} />}
      title={t`Support Margin for $2.99/year`}
      text={t`Keep every tool: unlimited calculations, analytics, exports and sharing. Independent and ad-free.`}
      onUpgrade={onUpgrade}
    />
  );
}
