import { formatLongDate, TRIAL_DAYS } from '@margin/core';

/**
 * The sentences the admin actions answer and log, in one place (the spec's own texts live in ADMIN_MESSAGES of
 * @margin/core, which the app reads too).
 */

export const day = (date: Date) => formatLongDate(date, 'UTC');
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const ADMIN_ACTION_TEXTS = {
  loggedOut: 'You have been logged out.',
  // The name typed at a failed login is kept as data beside the sentence (and shown escaped), never inside it.
  failedLogin: (reason: string, locked: boolean) =>
    `Failed admin login: ${reason === 'bad_code' ? 'a wrong second-factor code' : 'a wrong username or password'}.${locked ? ' The name is locked for 15 minutes.' : ''}`,
  loggedIn: (username: string, via: 'password' | 'totp' | 'recovery') =>
    `Admin "${username}" logged in (${
      {
        password: 'password',
        totp: 'password and authenticator code',
        recovery: 'password and a recovery code',
      }[via]
    }).`,
  logoutLogged: (username: string) => `Admin "${username}" logged out.`,
  passwordChangedLogged: (username: string, otherSessionsEnded: number) =>
    `Admin "${username}" changed their password${otherSessionsEnded > 0 ? ` (${plural(otherSessionsEnded, 'other session')} ended)` : ''}.`,
  mfaSetupStarted: (username: string) => `Admin "${username}" started setting up two-factor authentication.`,
  mfaEnabledLogged: (username: string, codes: number) =>
    `Admin "${username}" turned on two-factor authentication (${plural(codes, 'recovery code')} issued).`,
  mfaDisabledLogged: (username: string) => `Admin "${username}" turned off two-factor authentication.`,

  alreadyPro: (until: Date) => `This user already has Pro access until ${day(until)}.`,
  proActivated: (email: string, until: Date) =>
    `Pro activated for ${email} until ${day(until)}. No charge was made.`,
  proActivatedLogged: (email: string, until: Date) =>
    `Activated Pro for ${email} until ${day(until)} (granted, no charge).`,
  noPro: 'This user does not have Pro access.',
  paysThroughProcessor: (provider: 'stripe' | 'test') =>
    `This user pays through ${provider === 'stripe' ? 'Stripe' : 'the test checkout'}. Use Cancel Subscription to stop the renewal; Pro then ends with the paid period.`,
  trialRunsUntil: (end: Date) => `their trial runs until ${day(end)}`,
  trialEnded: 'their trial has ended, so they have the free features only',
  freshTrial: (email: string, end: Date) =>
    `${email} is on a fresh ${TRIAL_DAYS}-day trial until ${day(end)}.`,
  freshTrialLogged: (email: string, end: Date, proEnded: boolean) =>
    `Reset ${email} to a fresh ${TRIAL_DAYS}-day trial until ${day(end)}${proEnded ? '; Pro ended' : ''}.`,
  proCancelled: (email: string, trialText: string) => `Pro cancelled for ${email}: ${trialText}.`,
  proCancelledLogged: (email: string, trialText: string) => `Cancelled Pro for ${email}; ${trialText}.`,

  noRenewingSubscription: 'This user has no renewing subscription to cancel.',
  stripeNotConfigured:
    'This subscription renews at Stripe, which is not configured on this server, so it cannot be stopped from here.',
  processorDidNotConfirm:
    'The card processor did not confirm the cancellation, so nothing was changed. Please try again in a few minutes.',
  subscriptionCancelled: (email: string, until: string) =>
    `Subscription cancelled for ${email}: it will not renew, and Pro access continues until ${until}.`,
  subscriptionCancelledLogged: (email: string, where: string, until: string) =>
    `Cancelled the subscription of ${email}${where}; Pro access continues until ${until}.`,

  trialExtended: (email: string, days: number, end: Date) =>
    `Trial of ${email} extended by ${plural(days, 'day')}: it now ends ${day(end)}.`,
  welcomeSent: (email: string) => `Welcome e-mail sent to ${email}.`,
  welcomeRefused: 'The mail server did not accept the e-mail. Please try again later.',
  welcomeSentLogged: (email: string) => `Resent the welcome e-mail to ${email}.`,
  welcomeRefusedLogged: (email: string) =>
    `Tried to resend the welcome e-mail to ${email}; the mail server did not accept it.`,
  signedOut: (email: string, sessions: number) =>
    `${email} was signed out of ${plural(sessions, 'session')}.`,
  deleted: (email: string) => `${email} and all their data were deleted permanently.`,
  deletedLogged: (email: string, cancelledAtProcessor: boolean) =>
    `Deleted ${email} and all their data${cancelledAtProcessor ? ' (their subscription was cancelled at the card processor first)' : ''}.`,
} as const;
