import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import {
  Alert,
  Button,
  Center,
  Loader,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatLongDate, normalizePassword } from '@margin/core';
import { NEW_PASSWORD_TEXTS, newPasswordForm } from '../account/new-password';
import { useTRPC } from '@margin/ui';
import { useState } from 'react';
import type { CurrentUser } from '../account/session-store';
import { paymentErrorText, type PaymentErrorText, type PaymentStep } from './payment-errors';
import { PRO_PLAN } from './plan';
import { PlanBox } from './PlanBox';
import { localized } from '../../i18n/localized';
import { useLocale } from '../../i18n/runtime';
import { DIALOG_PROPS } from '../shell/dialog-props';

export const SUBSCRIPTION_TEXTS = localized({
  allSet: msg`You're all set!`,
  continue: msg`Continue Using Calculator`,
  paymentTitle: msg`Get Full Access`,
  subscribe: msg`Create Account & Subscribe`,
  accountTitle: msg`Create Your Account`,
  createPassword: msg`Create Password`,
  confirmPassword: msg`Confirm Password`,
  completeAndPay: msg`Complete Account & Pay`,
  creating: msg`Creating Account...`,
  back: msg`← Back`,
});

export interface AccountUpgrade {
  account_type: 'full';
  has_password: true;
}

export interface SubscriptionModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The trial account is now a full one (core spec §4): called after the upgrade, before the checkout. */
  onSuccess?: (upgrade: AccountUpgrade) => void;
  currentUser: CurrentUser | null;
  /** The full-page redirect to the hosted checkout; tests pass their own. */
  redirect?: (url: string) => void;
}

type Step = 'payment' | 'account_creation';

const goTo = (url: string) => window.location.assign(url);

/**
 * The subscription (payment) modal of core spec §2.8. A trial account sets its password first
 * (upgrade-trial), then checkout, then the browser goes to the hosted checkout page. An account that already
 * has a password has nothing to create: 'Create Account & Subscribe' goes straight to checkout.
 */
export function SubscriptionModal({
  isOpen,
  onClose,
  onSuccess,
  currentUser,
  redirect = goTo,
}: SubscriptionModalProps) {
  const locale = useLocale();
  const trpc = useTRPC();
  const status = useQuery(
    trpc.subscription.status.queryOptions(currentUser ? { user_id: currentUser.user_id } : undefined, {
      enabled: isOpen && currentUser !== null,
      staleTime: 0,
    }),
  );
  const activeUntil = status.data?.has_subscription
    ? formatLongDate(status.data.subscription_expires_at, undefined, locale)
    : null;
  const [step, setStep] = useState<Step>('payment');
  // Every opening starts at the plan, whatever step the last one ended on.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) setStep('payment');
  }

  const title = activeUntil
    ? SUBSCRIPTION_TEXTS.allSet
    : step === 'payment'
      ? SUBSCRIPTION_TEXTS.paymentTitle
      : SUBSCRIPTION_TEXTS.accountTitle;

  return (
    <Modal {...DIALOG_PROPS} opened={isOpen} onClose={onClose} title={title}>
      {!currentUser ? null : status.isPending && status.fetchStatus !== 'idle' ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : activeUntil ? (
        <AllSet until={activeUntil} onClose={onClose} />
      ) : (
        <Checkout user={currentUser} step={step} onStep={setStep} onSuccess={onSuccess} redirect={redirect} />
      )}
    </Modal>
  );
}

function AllSet({ until, onClose }: { until: string; onClose: () => void }) {
  return (
    <Stack gap="lg" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Text>
        <Trans>
          Your subscription is active until{' '}
          <Text span fw={700}>
            {until}
          </Text>
          .
        </Trans>
      </Text>
      <Button onClick={onClose} fullWidth size="md">
        {SUBSCRIPTION_TEXTS.continue}
      </Button>
    </Stack>
  );
}

interface CheckoutProps {
  user: CurrentUser;
  step: Step;
  onStep: (step: Step) => void;
  onSuccess?: (upgrade: AccountUpgrade) => void;
  redirect: (url: string) => void;
}

function Checkout({ user, step, onStep, onSuccess, redirect }: CheckoutProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const upgrade = useMutation(trpc.auth.upgradeTrial.mutationOptions());
  const checkout = useMutation(trpc.subscription.checkout.mutationOptions());
  // Busy from the first call until the browser leaves for the checkout page; reset only by a failure.
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PaymentErrorText | null>(null);
  const form = useForm(newPasswordForm);

  const subscribe = async (password: string | null) => {
    setBusy(true);
    setError(null);
    let failedStep: PaymentStep | null = null;
    try {
      if (password !== null) {
        failedStep = 'upgrade';
        await upgrade.mutateAsync({
          user_id: user.user_id,
          email: user.email,
          password: normalizePassword(password),
        });
        failedStep = null;
        onSuccess?.({ account_type: 'full', has_password: true });
      }
      failedStep = 'checkout';
      const { url } = await checkout.mutateAsync({
        package_id: PRO_PLAN.packageId,
        origin_url: window.location.origin,
        user_id: user.user_id,
        metadata: { source: 'web_payment_modal', account_upgraded: true },
      });
      if (!url) throw new Error('The checkout answered without a page to go to.');
      failedStep = null;
      redirect(url);
    } catch (failure) {
      console.error('Subscription failed', failure);
      setError(paymentErrorText(failedStep, failure));
      setBusy(false);
    }
  };

  const go = (next: Step) => {
    setError(null);
    form.reset();
    onStep(next);
  };

  const errorBox = error && (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title={error.title}>
      {error.detail}
    </Alert>
  );

  if (step === 'payment') {
    return (
      <Stack gap="lg">
        <Text c="dimmed" size="sm">
          <Trans>Every Pro tool for your shop, for less than a coffee a year.</Trans>
        </Text>
        <PlanBox />
        {errorBox}
        <Button
          size="md"
          fullWidth
          loading={busy}
          // An account with a password has nothing to create: straight to checkout (the server requires one).
          onClick={() => (user.has_password ? void subscribe(null) : go('account_creation'))}
        >
          {SUBSCRIPTION_TEXTS.subscribe}
        </Button>
        <Text size="xs" c="dimmed" ta="center" mt={-6}>
          <IconLock size={12} style={{ verticalAlign: -1, marginRight: 4 }} />
          <Trans>Secure checkout. Billed yearly in advance; renews automatically; no refunds.</Trans>
        </Text>
      </Stack>
    );
  }

  const firstError = form.errors.password ?? form.errors.confirm;
  return (
    <form onSubmit={form.onSubmit(({ password }) => subscribe(password))} noValidate>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          <Trans>Choose a password so you can sign in to your Pro account on any device.</Trans>
        </Text>
        <TextInput label={t`Email`} value={user.email} readOnly variant="filled" size="md" />
        <PasswordInput
          label={SUBSCRIPTION_TEXTS.createPassword}
          autoComplete="new-password"
          data-autofocus
          size="md"
          {...form.getInputProps('password', { withError: false })}
          error={Boolean(form.errors.password)}
        />
        <PasswordInput
          label={SUBSCRIPTION_TEXTS.confirmPassword}
          autoComplete="new-password"
          size="md"
          {...form.getInputProps('confirm', { withError: false })}
          error={Boolean(form.errors.confirm)}
        />
        <Text size="xs" c="dimmed" mt={-6}>
          {NEW_PASSWORD_TEXTS.hint}
        </Text>
        {firstError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {firstError}
          </Alert>
        ) : (
          errorBox
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={busy || !form.values.password || !form.values.confirm}
        >
          {busy ? SUBSCRIPTION_TEXTS.creating : SUBSCRIPTION_TEXTS.completeAndPay}
        </Button>
        <Button variant="subtle" color="gray" disabled={busy} onClick={() => go('payment')}>
          {SUBSCRIPTION_TEXTS.back}
        </Button>
      </Stack>
    </form>
  );
}
