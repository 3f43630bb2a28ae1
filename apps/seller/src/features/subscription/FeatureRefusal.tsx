import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Refusal } from '@margin/core';
import { i18n } from '../../i18n/runtime';
import { START_TRIAL } from '../account/HeaderAccount';
import { useAccount } from '../account/AccountProvider';
import { UPGRADE_LABEL } from './plan';
import { useSubscriptionDialogs } from './SubscriptionDialogsProvider';

/** The buttons' words, in the language on screen when read. */
export const REFUSAL_ACTION_LABELS: Record<Refusal['action'], string> = {
  get start_trial() {
    return i18n._(START_TRIAL);
  },
  get upgrade() {
    return i18n._(UPGRADE_LABEL);
  },
};

/** Core's refusal sentences (`REFUSAL_MESSAGES`, the spec's words), said in the seller's language. */
const REFUSAL_TEXTS = {
  start_trial: msg`Start your free 7-day trial to use this feature.`,
  upgrade: msg`Your trial has expired. Upgrade to Pro to use this feature.`,
} satisfies Record<Refusal['action'], unknown>;

export interface FeatureRefusalProps {
  refusal: Refusal;
  /** Said to screen readers as soon as it appears: for a refusal that answers a click. */
  announce?: boolean;
}

/**
 * A refused feature's message in core's words, with the button that opens it: the trial's sign-in dialog for a
 * visitor, the payment dialog for an expired seller (core spec §6).
 */
export function FeatureRefusal({ refusal, announce = false }: FeatureRefusalProps) {
  const { t } = useLingui();
  const title = t`Part of Pro`;
  const { openSignIn } = useAccount();
  const { openPayment } = useSubscriptionDialogs();
  return (
    <Alert
      variant="light"
      color="yellow"
      radius="md"
      icon={<IconLock size={18} />}
      title={title}
      role={announce ? 'alert' : 'region'}
      aria-label={announce ? undefined : title}
      data-refusal={refusal.action}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{i18n._(REFUSAL_TEXTS[refusal.action])}</Text>
        <Button size="sm" radius="xl" onClick={refusal.action === 'start_trial' ? openSignIn : openPayment}>
          {REFUSAL_ACTION_LABELS[refusal.action]}
        </Button>
      </Stack>
    </Alert>
  );
}
