import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { localized } from '../i18n/localized';
import { Button, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClockX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@margin/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { apiFailure } from '../features/account/api-error';
import { StatusPage } from '../features/shell/StatusPage';
import type { PaymentPhase } from '../features/subscription/payment-status';
import { returnFromPayment } from '../features/subscription/payment-return';
import { usePaymentPolling } from '../features/subscription/use-payment-polling';

export const PAYMENT_RESULT_TEXTS = localized({
  checking: msg`Processing Payment...`,
  success: msg`Payment Successful!`,
  continue: msg`Continue to Calculator`,
  expired: msg`Payment Expired`,
  expiredText: msg`Your payment session has expired. Please try again.`,
  error: msg`Payment Error`,
  errorText: msg`There was an error processing your payment. Please check your email for confirmation or try again.`,
  back: msg`Back to Calculator`,
  // Not in the spec: a paid checkout seen without the seller's session (opened in another browser, or after signing out).
  signInToSeePro: msg`Sign in with the e-mail you subscribed with to see Pro.`,
});

export interface PaymentSuccessPageProps {
  sessionId: string | null;
  /**
   * Whether a session is stored on this device. Without one the page asks about the checkout by its id alone
   * (the id is the capability, as on Stripe's own page); with one it asks as the seller, and falls back to the
   * id alone when the session is refused. Default: ask as the seller first.
   */
  signedIn?: boolean;
  /** Where the buttons go; the browser's own navigation by default. */
  navigate?: (url: string) => void;
}

const browserNavigate = (url: string) => window.location.assign(url);

/** The payment result page (core spec §2.9): polls the checkout until it is paid, expired or given up on. */
export function PaymentSuccessPage({
  sessionId,
  signedIn = true,
  navigate = browserNavigate,
}: PaymentSuccessPageProps) {
  // Nothing to check without a checkout session id: straight back to the app.
  useEffect(() => {
    if (!sessionId) window.location.replace('/');
  }, [sessionId]);
  return sessionId ? <PaymentResult sessionId={sessionId} signedIn={signedIn} navigate={navigate} /> : null;
}

/**
 * The seller's own status call refused: the session lapsed during checkout (401), or the checkout is another
 * account's, paid on this device while someone else is signed in here (404). The checkout id alone still tells.
 */
function isRefusedAsSeller(error: unknown): boolean {
  const { status } = apiFailure(error);
  return status === 401 || status === 404;
}

function PaymentResult({
  sessionId,
  signedIn,
  navigate,
}: {
  sessionId: string;
  signedIn: boolean;
  navigate: (url: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The ref decides the next call at once; the state shows it (the success page then asks to sign in).
  const asSeller = useRef(signedIn);
  const [needsSignIn, setNeedsSignIn] = useState(!signedIn);
  const check = useCallback(async () => {
    const options = { staleTime: 0, retry: false } as const;
    if (asSeller.current) {
      try {
        return await queryClient.fetchQuery(
          trpc.subscription.paymentStatus.queryOptions({ session_id: sessionId }, options),
        );
      } catch (error) {
        if (!isRefusedAsSeller(error)) throw error;
        asSeller.current = false;
        setNeedsSignIn(true);
      }
    }
    return queryClient.fetchQuery(
      trpc.subscription.checkoutResult.queryOptions({ session_id: sessionId }, options),
    );
  }, [queryClient, sessionId, trpc]);
  const { phase } = usePaymentPolling(check);
  return (
    <PaymentResultView
      phase={phase}
      needsSignIn={needsSignIn}
      onContinue={() => returnFromPayment(navigate)}
    />
  );
}

export function PaymentResultView({
  phase,
  needsSignIn = false,
  onContinue,
}: {
  phase: PaymentPhase;
  /** The checkout was looked up without the seller's session: Pro shows once they sign in. */
  needsSignIn?: boolean;
  onContinue: () => void;
}) {
  switch (phase) {
    case 'checking':
      return (
        <StatusPage icon={<Loader size="md" />} title={PAYMENT_RESULT_TEXTS.checking}>
          <Text c="dimmed">
            <Trans>Confirming your payment. This takes a few seconds; please keep this page open.</Trans>
          </Text>
        </StatusPage>
      );
    case 'success':
      return (
        <StatusPage
          icon={<IconCheck size={34} stroke={2.5} />}
          title={PAYMENT_RESULT_TEXTS.success}
          actions={<ReturnButton label={PAYMENT_RESULT_TEXTS.continue} onClick={onContinue} />}
        >
          {needsSignIn ? (
            <>
              <Text c="dimmed">
                <Trans>Your payment went through and your Margin Pro subscription is active.</Trans>
              </Text>
              <Text fw={600}>{PAYMENT_RESULT_TEXTS.signInToSeePro}</Text>
            </>
          ) : (
            <Text c="dimmed">
              <Trans>Welcome to Margin Pro. Every Pro tool is now unlocked.</Trans>
            </Text>
          )}
        </StatusPage>
      );
    case 'expired':
      return (
        <PaymentProblem
          icon={<IconClockX size={32} />}
          color="yellow"
          title={PAYMENT_RESULT_TEXTS.expired}
          text={PAYMENT_RESULT_TEXTS.expiredText}
          onBack={onContinue}
        />
      );
    case 'error':
    case 'timeout':
      return (
        <PaymentProblem
          icon={<IconAlertTriangle size={32} />}
          color="red"
          title={PAYMENT_RESULT_TEXTS.error}
          text={PAYMENT_RESULT_TEXTS.errorText}
          onBack={onContinue}
        />
      );
  }
}

/** The page's one button: on to the calculator, or back to it. */
function ReturnButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="md" onClick={onClick}>
      {label}
    </Button>
  );
}

/** A checkout that did not go through: what happened, and the way back to the calculator. */
function PaymentProblem({
  icon,
  color,
  title,
  text,
  onBack,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  text: string;
  onBack: () => void;
}) {
  return (
    <StatusPage
      icon={icon}
      color={color}
      title={title}
      actions={<ReturnButton label={PAYMENT_RESULT_TEXTS.back} onClick={onBack} />}
    >
      <Text c="dimmed">{text}</Text>
    </StatusPage>
  );
}
