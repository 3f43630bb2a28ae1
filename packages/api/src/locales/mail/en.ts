/**
 * The e-mails' English: the source every other language translates, and the texts English readers get word for
 * word. ICU MessageFormat (`{date}`, `{minutes, plural, ...}`); a literal apostrophe is written as it is.
 */
export const en = {
  footer: 'Margin — fee and profit calculator for Etsy sellers. Independent of Etsy.',
  buttonFallback: 'If the button does not work, copy this link into your browser:',
  minutes: '{count, plural, one {# minute} other {# minutes}}',
  hours: '{count, plural, one {# hour} other {# hours}}',
  linkValidity: 'The link works once and for {duration}.',
  openApp: 'Open Margin',

  resetSubject: 'Reset your Margin password',
  resetIntro: 'Someone asked to reset the password of the Margin account for {email}.',
  resetAction: 'Choose a new password',
  resetIgnore: 'If you did not ask for this, ignore this email: your password stays as it is.',

  signInSubject: 'Your Margin sign-in link',
  signInIntro:
    'A sign-in to the Margin account for {email} was asked for from a new device. Use this one-time link to finish signing in.',
  signInAction: 'Sign in to Margin',
  signInIgnore:
    'If you did not try to sign in, ignore this email; nobody can use the link without access to your inbox.',

  welcomeSubject: 'Your 7-day Margin trial has started',
  welcomeHeading: 'Welcome to Margin',
  welcomeTrial: 'Your free 7-day trial has started and runs until {date}. No card is needed for the trial.',
  welcomePitch:
    'Work out Etsy fees, profit and break-even prices for your listings, and see what each sale really earns.',
  welcomeUpgrade: 'To keep every feature after the trial, upgrade to Pro from the account menu.',
  welcomeNotYou:
    "Not you? Someone may have started this trial with your address. Open Margin, sign in with this address and use the link we e-mail you: that signs out everyone who started a session without it. If the account asks for a password you never set, choose 'Forgot Password' to set your own.",

  receiptSubject: 'Your Margin Pro receipt',
  receiptHeading: 'Thank you for your Margin Pro payment',
  receiptReceived: 'We received your payment of {amount} for one year of Margin Pro.',
  receiptActive:
    'Pro is active until {date}. The subscription renews automatically each year; you can cancel anytime from the account menu under Subscription Status, and Pro stays active until the end of the paid period.',
  receiptNoRefund: 'Payments are not refundable.',
  receiptKeep: 'Keep this email as your receipt. Account: {email}.',

  cancelledSubject: 'Your Margin Pro subscription is cancelled',
  cancelledUntil:
    'Your subscription will not renew and you will not be charged again. You keep Pro until {date}.',
  cancelledAgain: 'You can subscribe again anytime from the account menu.',
  cancelledNotYou: 'If you did not cancel, sign in and check Subscription Status in the account menu.',

  reportSubject: 'Margin: {title}',
  reportProfit: 'Profit {profit} at {price}',
  reportRequiredPrice: 'Required price {price}',
  reportLine: '{label}: {value}',
  reportDisclaimer:
    'Worked out with the published marketplace fees for the country shown; check your listing before you rely on it.',
} as const;

export type MailKey = keyof typeof en;
export type MailCatalog = Record<MailKey, string>;
