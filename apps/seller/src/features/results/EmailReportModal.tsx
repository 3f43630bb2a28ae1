import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { normalizeEmail, type TCalculationInput } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { useAccount } from '../account/AccountProvider';
import { isSessionEnded } from '../account/api-error';
import { EmailField } from '../account/EmailField';
import { DIALOG_PROPS } from '../shell/dialog-props';
import { failureText } from './failure-text';

export interface EmailReportModalProps {
  opened: boolean;
  onClose: () => void;
  input: TCalculationInput;
}

/** The e-mail export (core spec §2.5, §5): the server recomputes the calculation and mails its summary. */
export function EmailReportModal({ opened, onClose, input }: EmailReportModalProps) {
  const { t } = useLingui();
  return (
    <Modal {...DIALOG_PROPS} opened={opened} onClose={onClose} title={t`Email Report`}>
      {/* Mounted per opening, so each starts from the seller's own address with no old message. */}
      {opened && <EmailReportForm input={input} onClose={onClose} />}
    </Modal>
  );
}

function EmailReportForm({ input, onClose }: { input: TCalculationInput; onClose: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const { user, openSignIn } = useAccount();
  const send = useMutation(trpc.calc.emailReport.mutationOptions());
  const form = useForm({
    initialValues: { email: user?.email ?? '' },
    validate: { email: (value) => (value.trim() ? null : t`Please enter an email address`) },
  });

  if (!user) {
    return (
      <Stack gap="md">
        <Text>
          <Trans>Sign in to e-mail a calculation.</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            The report is sent from your account, so that the product cannot be used to mail strangers.
          </Trans>
        </Text>
        <Button
          size="md"
          onClick={() => {
            onClose();
            openSignIn();
          }}
        >
          <Trans>Sign In</Trans>
        </Button>
      </Stack>
    );
  }

  const submit = async ({ email }: { email: string }) => {
    const to = normalizeEmail(email);
    try {
      await send.mutateAsync({ email: to, input });
      notifications.show({
        color: 'margin',
        title: t`Report sent`,
        message: t`We e-mailed this calculation to ${to}.`,
      });
      onClose();
    } catch (error) {
      if (isSessionEnded(error)) return onClose();
      notifications.show({ color: 'red', title: t`The report was not sent`, message: failureText(error) });
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>
            We send the figures of this calculation, with its fees and formulas, to the address you choose.
          </Trans>
        </Text>
        <EmailField label={t`Email address`} {...form.getInputProps('email')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={send.isPending}>
            <Trans>Send Report</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
