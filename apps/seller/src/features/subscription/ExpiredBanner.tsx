import { IconLock } from '@tabler/icons-react';
import { UpgradeCallout } from './UpgradeCallout';

/** Shown to a signed-in seller whose trial is over without a subscription (core spec §4, §6). */
export function ExpiredBanner({ onUpgrade }: { onUpgrade: () => void }) {
  return (
    <UpgradeCallout
      color="yellow"
      icon={<IconLock size={20} />}
      title="Your trial has expired"
      text="The basic calculator stays free. Upgrade to Pro to unlock the advanced tools again."
      onUpgrade={onUpgrade}
      regionLabel="Trial expired"
      mb="lg"
    />
  );
}
