import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatLongDate, type SubscriptionState } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { useState } from 'react';
import { apiFailure } from '../account/api-error';
import type { CurrentUser } from '../account/session-store';
import { SUPPORT_EMAIL } from '../../lib/support';
import { missingEmailCancelMessage } from './payment-errors';
import { MANAGE_TEXTS, planPrice, PRO_NAME } from './plan';
import { NoSubscriptionView, PlanFeatures } from './NoSubscriptionView';
import { useOneAtATime } from './use-one-at-a-time';
import { DIALOG_PROPS } from '../shell/dialog-props';
import { useLocale } from '../../i18n/runtime';

export interface ManageSubscriptionDialogProps {
  opened: boolean;
  onClose: () => void;
  user: CurrentUser | null;
  /** Undefined while it loads, or when it could not be fetched. */
  subscription: SubscriptionState | undefined;
  loading?: boolean;
  /** Opens the subscription modal (this dialog closes first). */
  onUpgrade: () => void;
}

/** The Manage Subscription dialog (core spec §2.7): plan and renewal, or the trial, and cancellation. */
export function ManageSubscriptionDialog({
  opened,
  onClose,
  user,
  subscription,
  loading = false,
  onUpgrade,
}: ManageSubscriptionDialogProps) {
  useLocale();
  return (
    <Modal {...DIALOG_PROPS} opened={opened} onClose={onClose} title={MANAGE_TEXTS.title}>
      {subscription ? (
        subscription.has_subscription ? (
          <ActiveView subscription={subscription} user={user} onClose={onClose} />
        ) : (
          <NoSubscriptionView subscription={subscription} onUpgrade={onUpgrade} />
        )
      ) : loading ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : (
        <Text c="dimmed">
          <Trans>We could not load your subscription just now. Please try again in a moment.</Trans>
        </Text>
      )}
    </Modal>
  );
}

function ActiveView({
  subscription,
  user,
  onClose,
}: {
  subscription: SubscriptionState;
  user: CurrentUser | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cancel = useMutation(trpc.subscription.cancel.mutationOptions());
  const resume = useMutation(trpc.subscription.resume.mutationOptions());
  // One call at a time, however fast the clicks: a second 'Yes, Cancel' would cancel (and mail) twice.
  const [busy, runOnce] = useOneAtATime();
  const [confirming, setConfirming] = useState<'cancel' | 'resume' | null>(null);
  const periodEnd = formatLongDate(subscription.subscription_expires_at, undefined, locale);
  const yearly = planPrice('yearly', locale);
  const renewing = subscription.subscription_active;

  const refreshStatus = () => queryClient.invalidateQueries(trpc.subscription.status.pathFilter());

  /**
   * Cancel and resume, one at a time: the change, then its notification and fresh state; a refusal says why in
   * the server's words, and the state is read again (another tab, or the period's end, may have changed it).
   */
  const changeRenewal = (failedTitle: string, change: () => Promise<{ title: string; message: string }>) =>
    runOnce(async () => {
      try {
        notifications.show({ color: 'margin', autoClose: 8000, ...(await change()) });
        onClose();
      } catch (failure) {
        notifications.show({
          color: 'red',
          title: failedTitle,
          message: apiFailure(failure).detail ?? t`Please try again, or contact support at ${SUPPORT_EMAIL}.`,
          autoClose: false,
        });
      }
      await refreshStatus();
    });

  const cancelSubscription = () => {
    if (!user?.email) {
      notifications.show({
        color: 'red',
        message: missingEmailCancelMessage(SUPPORT_EMAIL),
        autoClose: false,
      });
      return;
    }
    const email = user.email;
    return changeRenewal(t`Failed to cancel subscription`, async () => {
      const { access_until } = await cancel.mutateAsync({ user_email: email });
      const until = formatLongDate(access_until, undefined, locale) ?? periodEnd;
      return {
        title: t`Subscription cancelled`,
        message: until
          ? t`Your Pro access continues until the end of your billing period on ${until}.`
          : t`Your Pro access continues until the end of your billing period.`,
      };
    });
  };

  const resumeSubscription = () =>
    changeRenewal(t`Failed to resume subscription`, async () => {
      const { renews_on } = await resume.mutateAsync(user?.email ? { user_email: user.email } : {});
      const on = formatLongDate(renews_on, undefined, locale) ?? periodEnd;
      return {
        title: t`Subscription resumed`,
        message: on
          ? t`Your subscription will renew on ${on}.`
          : t`Your subscription will renew at the end of your billing period.`,
      };
    });

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{PRO_NAME}</Text>
            <Badge variant={renewing ? 'filled' : 'light'} color={renewing ? 'margin' : 'gray'}>
              {renewing ? t`Active` : t`Cancelled`}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            <Trans>{yearly} per year, billed annually</Trans>
          </Text>
          {periodEnd && (
            <Text size="sm">
              {renewing ? (
                <Trans>
                  Renews on{' '}
                  <Text span fw={700}>
                    {periodEnd}
                  </Text>
                </Trans>
              ) : (
                <Trans>
                  Cancelled: you keep Pro access until{' '}
                  <Text span fw={700}>
                    {periodEnd}
                  </Text>
                  .
                </Trans>
              )}
            </Text>
          )}
        </Stack>
      </Paper>

      <div>
        <Text size="sm" fw={600} mb={8}>
          <Trans>Included in your plan</Trans>
        </Text>
        <PlanFeatures />
      </div>

      {renewing &&
        (confirming === 'cancel' ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t`Cancel your subscription?`}
          >
            <Stack gap="sm">
              <Text size="sm">
                {periodEnd
                  ? t`It will not renew, and you keep Pro access until ${periodEnd}. Payments are not refunded.`
                  : t`It will not renew. Payments are not refunded.`}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                <Button variant="default" onClick={() => setConfirming(null)} disabled={busy}>
                  {MANAGE_TEXTS.keep}
                </Button>
                <Button color="red" loading={busy} onClick={() => void cancelSubscription()}>
                  {MANAGE_TEXTS.confirm}
                </Button>
              </SimpleGrid>
            </Stack>
          </Alert>
        ) : (
          <Button
            variant="subtle"
            color="red"
            onClick={() => setConfirming('cancel')}
            style={{ alignSelf: 'flex-start' }}
          >
            {MANAGE_TEXTS.cancel}
          </Button>
        ))}

      {!renewing &&
        (confirming === 'resume' ? (
          <Alert variant="light" icon={<IconRefresh size={18} />} title={t`Resume your subscription?`}>
            <Stack gap="sm">
              <Text size="sm">
                {periodEnd
                  ? t`It will renew on ${periodEnd} at ${yearly} per year, and you keep every Pro tool. You can cancel again anytime.`
                  : t`It will renew at the end of your billing period at ${yearly} per year, and you keep every Pro tool. You can cancel again anytime.`}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                <Button variant="default" onClick={() => setConfirming(null)} disabled={busy}>
                  {MANAGE_TEXTS.resumeDismiss}
                </Button>
                <Button loading={busy} onClick={() => void resumeSubscription()}>
                  {MANAGE_TEXTS.resumeConfirm}
                </Button>
              </SimpleGrid>
            </Stack>
          </Alert>
        ) : (
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            onClick={() => setConfirming('resume')}
            style={{ alignSelf: 'flex-start' }}
          >
            {MANAGE_TEXTS.resume}
          </Button>
        ))}
    </Stack>
  );
}
