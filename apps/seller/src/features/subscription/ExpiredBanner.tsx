import { useLingui } from '@lingui/react/macro';
import { IconLock } from '@tabler/icons-react';
import { UpgradeCallout } from './UpgradeCallout';

/** Shown to a signed-in seller whose trial is over without a subscription (core spec §4, §6). */
export function ExpiredBanner({ onUpgrade }: { onUpgrade: () => void }) {
  const { t } = useLingui();
  return (
    <UpgradeCallout
      color="yellow"
      icon={<IconLock size={20} />}
      title={t`Your trial has expired`}
      text={t`The basic calculator stays free. Upgrade to Pro to unlock the advanced tools again.`}
      onUpgrade={onUpgrade}
      regionLabel={t`Trial expired`}
      mb="lg"
    />
  );
}
