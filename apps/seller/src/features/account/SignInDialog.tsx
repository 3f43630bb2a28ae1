import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { normalizeEmail, normalizePassword } from '@margin/core';
import { Wordmark, useTRPC } from '@margin/ui';
import { useState } from 'react';
import type { ReturningAccount, SignedInAnswer } from './AccountProvider';
import { LOGIN_ERRORS, loginFailureMessage } from './login-errors';
import { DIALOG_PROPS } from '../shell/dialog-props';
import { EmailField } from './EmailField';
import { lazyDialog } from '../shell/lazy-dialog';
import { activeLocale } from '../../i18n/language';
import { localized } from '../../i18n/localized';

// Opened only from the 'Forgot Password' link: its code comes when the browser is idle, or on that click.
const ForgotPasswordDialog = lazyDialog(
  () => import('./ForgotPasswordDialog').then((m) => m.ForgotPasswordDialog),
  'opened',
);

/** 'returning': an account whose session ended here, signing back in with its e-mail (no trial to start). */
export type SignInMode = 'signup' | 'pro' | 'returning';

export const SIGN_IN_TEXTS = localized({
  emailRequired: msg`Please enter your email address`,
  passwordRequired: msg`Please enter your password`,
  remember: msg`Remember me on this device`,
  forgot: msg`Forgot Password`,
  toPro: msg`Already have a Pro account? Sign in here`,
  startTrial: msg`Start Free Trial`,
  signIn: msg`Sign In`,
  returningTitle: msg`Sign in to continue`,
  returningIntro: msg`Sign in again with your email to carry on where you were.`,
  otherEmail: msg`Use another email`,
});

interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

export interface SignInDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Receives a checked sign-in answer; throwing here shows the spec's setup-failure text. */
  onSignedIn: (answer: SignedInAnswer) => void;
  /** An account whose session just ended: the dialog opens in sign-in mode with its e-mail filled in. */
  returning?: ReturningAccount | null;
}

/** The mode the dialog opens in: back into an account whose session ended (its password asked if it has one). */
function returningMode(returning: ReturningAccount | null): SignInMode {
  if (!returning) return 'signup';
  return returning.hasPassword ? 'pro' : 'returning';
}

/** A sign-in answer the app can keep, or the spec's text for one it cannot (core spec §5). */
function checkAnswer(answer: unknown): { answer: SignedInAnswer } | { error: string } {
  if (typeof answer !== 'object' || answer === null) return { error: LOGIN_ERRORS.invalidResponse };
  const candidate = answer as Partial<SignedInAnswer>;
  if (!candidate.user_id || !candidate.token) return { error: LOGIN_ERRORS.invalidUserData };
  return { answer: candidate as SignedInAnswer };
}

/**
 * The sign-in and trial dialog (core spec §2.3, §4, §5). Signup mode asks only for an e-mail and starts the
 * 7-day trial; an e-mail whose account has a password switches to Pro mode instead of signing in.
 */
export function SignInDialog({ opened, onClose, onSignedIn, returning = null }: SignInDialogProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [mode, setMode] = useState<SignInMode>(returningMode(returning));
  const [error, setError] = useState<string | null>(null);
  const [forgotOpened, setForgotOpened] = useState(false);
  const checkUser = useMutation(trpc.auth.checkUser.mutationOptions());
  const login = useMutation(trpc.auth.login.mutationOptions());
  const busy = checkUser.isPending || login.isPending;

  const form = useForm<SignInValues>({
    initialValues: { email: returning?.email ?? '', password: '', remember: true },
    validate: {
      email: (value) => (value.trim() ? null : SIGN_IN_TEXTS.emailRequired),
      password: (value) =>
        mode === 'pro' && !normalizePassword(value) ? SIGN_IN_TEXTS.passwordRequired : null,
    },
  });
  const { values } = form;

  // A session that ends while the dialog is mounted (it stays mounted once loaded) sets it up for that account.
  const [shownFor, setShownFor] = useState(returning);
  if (shownFor !== returning) {
    setShownFor(returning);
    if (returning) {
      setMode(returningMode(returning));
      setError(null);
      form.setValues({ email: returning.email, password: '' });
    }
  }

  const switchMode = (next: SignInMode) => {
    setMode(next);
    setError(null);
    form.clearErrors();
    form.setFieldValue('password', '');
  };

  const finish = (raw: unknown) => {
    const checked = checkAnswer(raw);
    if ('error' in checked) return setError(checked.error);
    try {
      onSignedIn(checked.answer);
      form.setFieldValue('password', '');
    } catch (setupError) {
      console.error('Sign-in setup failed', setupError);
      setError(LOGIN_ERRORS.setupFailed);
    }
  };

  const submit = async ({ email: rawEmail, password, remember }: SignInValues) => {
    setError(null);
    const email = normalizeEmail(rawEmail);
    try {
      if (mode !== 'pro') {
        const { has_password } = await checkUser.mutateAsync({ email });
        // A Pro account signs in with its password, never with the e-mail alone.
        if (has_password) return switchMode('pro');
        // The app's language: a new account starts with it, a sign-in link is written in it.
        finish(await login.mutateAsync({ email, remember_me: remember, locale: activeLocale() }));
      } else {
        finish(
          await login.mutateAsync({
            email,
            remember_me: remember,
            password: normalizePassword(password),
            locale: activeLocale(),
          }),
        );
      }
    } catch (failure) {
      setError(loginFailureMessage(failure));
    }
  };

  const submitDisabled = busy || !values.email || (mode === 'pro' && !values.password);
  const pro = mode === 'pro';
  const signingIn = mode !== 'signup';
  const verifyNotice = error === LOGIN_ERRORS.verifyEmail;

  return (
    <>
      <Modal
        {...DIALOG_PROPS}
        size={440}
        opened={opened && !forgotOpened}
        onClose={onClose}
        title={<Wordmark size="sm" />}
      >
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <div>
              <Title order={2} fz={24} lts={-0.3}>
                {pro
                  ? t`Sign in to your Pro account`
                  : mode === 'returning'
                    ? SIGN_IN_TEXTS.returningTitle
                    : t`Start your 7-day free trial`}
              </Title>
              <Text c="dimmed" size="sm" mt={6}>
                {pro
                  ? t`Welcome back. Enter your password to continue.`
                  : mode === 'returning'
                    ? SIGN_IN_TEXTS.returningIntro
                    : t`Every Pro tool, free for 7 days. Just your email: no card, no commitment.`}
              </Text>
            </div>

            <EmailField {...form.getInputProps('email')} />

            {pro && (
              <Stack gap={6}>
                <PasswordInput
                  label={t`Password`}
                  placeholder={t`Your password`}
                  autoComplete="current-password"
                  size="md"
                  {...form.getInputProps('password')}
                />
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => setForgotOpened(true)}
                  style={{ alignSelf: 'flex-end' }}
                >
                  {SIGN_IN_TEXTS.forgot}
                </Anchor>
              </Stack>
            )}

            <Checkbox
              label={SIGN_IN_TEXTS.remember}
              {...form.getInputProps('remember', { type: 'checkbox' })}
            />

            {error && (
              <Alert
                color={verifyNotice ? 'blue' : 'red'}
                variant="light"
                icon={verifyNotice ? <IconMailCheck size={18} /> : <IconAlertCircle size={18} />}
                role="alert"
              >
                {error}
              </Alert>
            )}

            <Button type="submit" size="md" fullWidth loading={busy} disabled={submitDisabled}>
              {signingIn ? SIGN_IN_TEXTS.signIn : SIGN_IN_TEXTS.startTrial}
            </Button>

            {mode === 'returning' ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  switchMode('signup');
                  form.setFieldValue('email', '');
                }}
                style={{ alignSelf: 'center' }}
              >
                {SIGN_IN_TEXTS.otherEmail}
              </Anchor>
            ) : pro ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                c="dimmed"
                onClick={() => switchMode('signup')}
                style={{ alignSelf: 'center' }}
              >
                <Group gap={4} wrap="nowrap">
                  <IconArrowLeft size={14} />
                  <Trans>Back to free trial</Trans>
                </Group>
              </Anchor>
            ) : (
              <>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => switchMode('pro')}
                  style={{ alignSelf: 'center' }}
                >
                  {SIGN_IN_TEXTS.toPro}
                </Anchor>
                <Text size="xs" c="dimmed" ta="center">
                  <Trans>After the trial, Pro is 2.99 USD per year. Cancel anytime.</Trans>
                </Text>
              </>
            )}
          </Stack>
        </form>
      </Modal>
      <ForgotPasswordDialog
        opened={opened && forgotOpened}
        initialEmail={values.email}
        onClose={() => setForgotOpened(false)}
      />
    </>
  );
}
