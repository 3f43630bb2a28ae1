import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { localized } from '../i18n/localized';
import { Button, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { StatusPage } from '../features/shell/StatusPage';

export const PAYMENT_CANCEL_TEXTS = localized({
  title: msg`Payment Cancelled`,
  text: msg`Your payment was cancelled. You can try again anytime to get full access`,
  back: msg`Back to Calculator`,
});

/** The checkout's cancel page (core spec §2.9). */
export function PaymentCancelPage() {
  return (
    <StatusPage
      icon={<IconX size={32} />}
      color="gray"
      title={PAYMENT_CANCEL_TEXTS.title}
      actions={
        <Button size="md" component="a" href="/">
          {PAYMENT_CANCEL_TEXTS.back}
        </Button>
      }
    >
      <Text c="dimmed">{PAYMENT_CANCEL_TEXTS.text}</Text>
      <Text size="sm" c="dimmed">
        <Trans>No payment was taken.</Trans>
      </Text>
    </StatusPage>
  );
}
