import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconClock, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatLongDate, TRIAL_DAYS, type SubscriptionState } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { useState } from 'react';
import { apiFailure } from '../account/api-error';
import type { CurrentUser } from '../account/session-store';
import { SUPPORT_EMAIL } from '../../lib/support';
import { missingEmailCancelMessage } from './payment-errors';
import { MANAGE_TEXTS, PRO_PLAN, UPGRADE_LABEL } from './plan';
import { useOneAtATime } from './use-one-at-a-time';
import { DIALOG_PROPS } from '../shell/dialog-props';

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
        <Text c="dimmed">We could not load your subscription just now. Please try again in a moment.</Text>
      )}
    </Modal>
  );
}

function PlanFeatures() {
  return (
    <List
      spacing={6}
      size="sm"
      icon={
        <ThemeIcon size={18} radius="xl" variant="light">
          <IconCheck size={12} stroke={3} />
        </ThemeIcon>
      }
    >
      {PRO_PLAN.features.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
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
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cancel = useMutation(trpc.subscription.cancel.mutationOptions());
  const resume = useMutation(trpc.subscription.resume.mutationOptions());
  // One call at a time, however fast the clicks: a second 'Yes, Cancel' would cancel (and mail) twice.
  const [busy, runOnce] = useOneAtATime();
  const [confirming, setConfirming] = useState<'cancel' | 'resume' | null>(null);
  const periodEnd = formatLongDate(subscription.subscription_expires_at);
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
          message: apiFailure(failure).detail ?? `Please try again, or contact support at ${SUPPORT_EMAIL}.`,
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
    return changeRenewal('Failed to cancel subscription', async () => {
      const { access_until } = await cancel.mutateAsync({ user_email: email });
      const until = formatLongDate(access_until) ?? periodEnd;
      return {
        title: 'Subscription cancelled',
        message: `Your Pro access continues until the end of your billing period${until ? ` on ${until}` : ''}.`,
      };
    });
  };

  const resumeSubscription = () =>
    changeRenewal('Failed to resume subscription', async () => {
      const { renews_on } = await resume.mutateAsync(user?.email ? { user_email: user.email } : {});
      const on = formatLongDate(renews_on) ?? periodEnd;
      return {
        title: 'Subscription resumed',
        message: on
          ? `Your subscription will renew on ${on}.`
          : 'Your subscription will renew at the end of your billing period.',
      };
    });

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>Margin Pro</Text>
            <Badge variant={renewing ? 'filled' : 'light'} color={renewing ? 'margin' : 'gray'}>
              {renewing ? 'Active' : 'Cancelled'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {PRO_PLAN.yearly} per year, billed annually
          </Text>
          {periodEnd && (
            <Text size="sm">
              {renewing ? 'Renews on ' : 'Cancelled: you keep Pro access until '}
              <Text span fw={700}>
                {periodEnd}
              </Text>
              {renewing ? '' : '.'}
            </Text>
          )}
        </Stack>
      </Paper>

      <div>
        <Text size="sm" fw={600} mb={8}>
          Included in your plan
        </Text>
        <PlanFeatures />
      </div>

      {renewing &&
        (confirming === 'cancel' ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="Cancel your subscription?"
          >
            <Stack gap="sm">
              <Text size="sm">
                It will not renew{periodEnd ? `, and you keep Pro access until ${periodEnd}` : ''}. Payments
                are not refunded.
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
          <Alert variant="light" icon={<IconRefresh size={18} />} title="Resume your subscription?">
            <Stack gap="sm">
              <Text size="sm">
                It will renew{periodEnd ? ` on ${periodEnd}` : ' at the end of your billing period'} at{' '}
                {PRO_PLAN.yearly} per year, and you keep every Pro tool. You can cancel again anytime.
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

function NoSubscriptionView({
  subscription,
  onUpgrade,
}: {
  subscription: SubscriptionState;
  onUpgrade: () => void;
}) {
  const days = subscription.trial_days_remaining;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        {subscription.trial_active ? (
          <Stack gap="sm">
            <Group gap={8} wrap="nowrap">
              <IconClock size={20} color="var(--mantine-color-margin-8)" />
              <Text fw={700}>
                {days} {days === 1 ? 'day' : 'days'} remaining in your free trial
              </Text>
            </Group>
            <Progress
              value={(Math.min(days, TRIAL_DAYS) / TRIAL_DAYS) * 100}
              size="sm"
              radius="xl"
              aria-label="Trial days remaining"
            />
            <Text size="sm" c="dimmed">
              Subscribe now to keep every Pro tool when your trial ends.
            </Text>
          </Stack>
        ) : (
          <Stack gap={6}>
            <Group gap={8} wrap="nowrap">
              <IconAlertTriangle size={20} color="var(--mantine-color-red-7)" />
              <Text fw={700}>{MANAGE_TEXTS.expired}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              Upgrade to Pro to unlock the advanced tools again.
            </Text>
          </Stack>
        )}
      </Paper>
      <div>
        <Text size="sm" fw={600} mb={8}>
          Pro includes
        </Text>
        <PlanFeatures />
      </div>
      <Button size="md" fullWidth onClick={onUpgrade}>
        {UPGRADE_LABEL}
      </Button>
    </Stack>
  );
}
