import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import type { SubscriptionState } from '@margin/core';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { accountLabel, avatarLetter } from './profile-items';
import type { CurrentUser } from './session-store';
import { DIALOG_PROPS } from '../shell/dialog-props';
import classes from './email.module.css';

export interface AccountSettingsDialogProps {
  opened: boolean;
  onClose: () => void;
  user: CurrentUser;
  subscription: SubscriptionState | undefined;
  onManageSubscription: () => void;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {/* A longer translation wraps onto a second line rather than being cut off. */}
      <Text size="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** Who is signed in on this device, and the ways to change the account. */
export function AccountSettingsDialog({
  opened,
  onClose,
  user,
  subscription,
  onManageSubscription,
}: AccountSettingsDialogProps) {
  const { t, i18n } = useLingui();
  const [resetOpened, setResetOpened] = useState(false);
  return (
    <>
      <Modal {...DIALOG_PROPS} opened={opened && !resetOpened} onClose={onClose} title={t`Account Settings`}>
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <Avatar color="margin" variant="filled" radius="xl" size={48}>
              {avatarLetter(user.email)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fw={700} className={classes.email}>
                {user.email}
              </Text>
              <Text size="sm" c="dimmed">
                {i18n._(accountLabel(subscription))}
              </Text>
            </div>
          </Group>
          <Paper withBorder radius="md" p="md">
            <Stack gap="xs">
              <Row
                label={t`Sign-in`}
                value={user.has_password ? t`Email and password` : t`Email only (trial)`}
              />
              <Row
                label={t`On this device`}
                value={user.remembered ? t`Remembered` : t`Until the browser closes`}
              />
            </Stack>
          </Paper>
          <Stack gap="xs">
            <Button variant="light" leftSection={<IconCreditCard size={16} />} onClick={onManageSubscription}>
              <Trans>Manage Subscription</Trans>
            </Button>
            {user.has_password && (
              <Button
                variant="default"
                leftSection={<IconKey size={16} />}
                onClick={() => setResetOpened(true)}
              >
                <Trans>Change password by email</Trans>
              </Button>
            )}
          </Stack>
        </Stack>
      </Modal>
      <ForgotPasswordDialog
        opened={opened && resetOpened}
        initialEmail={user.email}
        onClose={() => setResetOpened(false)}
      />
    </>
  );
}
