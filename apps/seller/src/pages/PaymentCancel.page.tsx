import { Button, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { StatusPage } from '../features/shell/StatusPage';

export const PAYMENT_CANCEL_TEXTS = {
  title: 'Payment Cancelled',
  text: 'Your payment was cancelled. You can try again anytime to get full access',
  back: 'Back to Calculator',
} as const;

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
        No payment was taken.
      </Text>
    </StatusPage>
  );
}
