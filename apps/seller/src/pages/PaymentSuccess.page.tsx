import { Button, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClockX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@margin/ui';
import { useCallback, useEffect } from 'react';
import { StatusPage } from '../features/shell/StatusPage';
import type { PaymentPhase } from '../features/subscription/payment-status';
import { returnFromPayment } from '../features/subscription/payment-return';
import { usePaymentPolling } from '../features/subscription/use-payment-polling';

export const PAYMENT_RESULT_TEXTS = {
  checking: 'Processing Payment...',
  success: 'Payment Successful!',
  continue: 'Continue to Calculator',
  expired: 'Payment Expired',
  expiredText: 'Your payment session has expired. Please try again.',
  error: 'Payment Error',
  errorText:
    'There was an error processing your payment. Please check your email for confirmation or try again.',
  back: 'Back to Calculator',
} as const;

export interface PaymentSuccessPageProps {
  sessionId: string | null;
  /** Where the buttons go; the browser's own navigation by default. */
  navigate?: (url: string) => void;
}

const browserNavigate = (url: string) => window.location.assign(url);

/** The payment result page (core spec §2.9): polls the checkout until it is paid, expired or given up on. */
export function PaymentSuccessPage({ sessionId, navigate = browserNavigate }: PaymentSuccessPageProps) {
  // Nothing to check without a session: straight back to the app.
  useEffect(() => {
    if (!sessionId) window.location.replace('/');
  }, [sessionId]);
  return sessionId ? <PaymentResult sessionId={sessionId} navigate={navigate} /> : null;
}

function PaymentResult({ sessionId, navigate }: { sessionId: string; navigate: (url: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const check = useCallback(
    () =>
      queryClient.fetchQuery(
        trpc.subscription.paymentStatus.queryOptions(
          { session_id: sessionId },
          { staleTime: 0, retry: false },
        ),
      ),
    [queryClient, sessionId, trpc],
  );
  const { phase } = usePaymentPolling(check);
  return <PaymentResultView phase={phase} onContinue={() => returnFromPayment(navigate)} />;
}

export function PaymentResultView({ phase, onContinue }: { phase: PaymentPhase; onContinue: () => void }) {
  switch (phase) {
    case 'checking':
      return (
        <StatusPage icon={<Loader size="md" />} title={PAYMENT_RESULT_TEXTS.checking}>
          <Text c="dimmed">
            Confirming your payment. This takes a few seconds; please keep this page open.
          </Text>
        </StatusPage>
      );
    case 'success':
      return (
        <StatusPage
          icon={<IconCheck size={34} stroke={2.5} />}
          title={PAYMENT_RESULT_TEXTS.success}
          actions={
            <Button size="md" onClick={onContinue}>
              {PAYMENT_RESULT_TEXTS.continue}
            </Button>
          }
        >
          <Text c="dimmed">Welcome to Margin Pro. Every Pro tool is now unlocked.</Text>
        </StatusPage>
      );
    case 'expired':
      return (
        <StatusPage
          icon={<IconClockX size={32} />}
          color="yellow"
          title={PAYMENT_RESULT_TEXTS.expired}
          actions={
            <Button size="md" onClick={onContinue}>
              {PAYMENT_RESULT_TEXTS.back}
            </Button>
          }
        >
          <Text c="dimmed">{PAYMENT_RESULT_TEXTS.expiredText}</Text>
        </StatusPage>
      );
    case 'error':
    case 'timeout':
      return (
        <StatusPage
          icon={<IconAlertTriangle size={32} />}
          color="red"
          title={PAYMENT_RESULT_TEXTS.error}
          actions={
            <Button size="md" onClick={onContinue}>
              {PAYMENT_RESULT_TEXTS.back}
            </Button>
          }
        >
          <Text c="dimmed">{PAYMENT_RESULT_TEXTS.errorText}</Text>
        </StatusPage>
      );
  }
}
