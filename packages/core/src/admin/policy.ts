// The operators' portal (advanced spec §2, §5, §8, §9): constants, message texts and the password
// policy. No zod here, so the admin app can import the rules and texts without the schemas.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Admin password rules (spec §5, §9). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** Longer passwords are refused rather than silently cut (see PASSWORD_MAX_LENGTH of the sellers). */
export const ADMIN_PASSWORD_MAX_LENGTH = 256;
/** A new password may not be any of the last 3 (the current one included). */
export const ADMIN_PASSWORD_HISTORY = 3;
export const ADMIN_PASSWORD_EXPIRY_DAYS = 90;
/** The expiry banner shows from this many days before expiry. */
export const ADMIN_PASSWORD_WARN_DAYS = 14;

/** Admin lists (users, payments, activity logs) answer at most this many rows, newest first. */
export const ADMIN_LIST_LIMIT = 100;
/** A trial "expires soon" when it ends within this many days (highlighted in the users table). */
export const ADMIN_EXPIRING_TRIAL_DAYS = 3;

/** 5 failed logins for one username within 15 minutes lock that username for 15 minutes (423). */
export const ADMIN_LOCKOUT = { maxFailures: 5, windowMinutes: 15 } as const;

/** An admin session ends this long after login (absolute, not sliding); `expires_in` says it in seconds. */
export const ADMIN_SESSION_HOURS = 8;
export const ADMIN_SESSION_SECONDS = ADMIN_SESSION_HOURS * 60 * 60;
/** Between a correct password and the second factor's code. */
export const ADMIN_MFA_CHALLENGE_MINUTES = 5;
/** One-time recovery codes made when the second factor is turned on. */
export const ADMIN_RECOVERY_CODE_COUNT = 10;

/** Extend trial: whole days, at least 1; the form suggests 7 (spec §5). */
export const ADMIN_EXTEND_TRIAL_DEFAULT_DAYS = 7;
export const ADMIN_EXTEND_TRIAL_MAX_DAYS = 365;
/** Activate Pro grants paid access for this long from now, free of charge. */
export const ADMIN_GRANT_PRO_DAYS = 365;
/** The price the MRR is computed with: 2.99 USD per year (spec §1). */
export const PRO_YEARLY_PRICE_MINOR = 299;
/** Stats chart: one point per UTC day for this many days, today included. */
export const ADMIN_CHART_DAYS = 30;

/** Sellers at these e-mail domains are test accounts: left out of the stats and the users list (setting). */
export const DEFAULT_TEST_ACCOUNT_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;

export const ADMIN_USERNAME_MIN_LENGTH = 3;
export const ADMIN_USERNAME_MAX_LENGTH = 64;
export const ADMIN_USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Every sentence the admin API answers or the admin app shows (spec §5, §8), word for word. */
export const ADMIN_MESSAGES = {
  // login and session (spec §8)
  locked: 'Account is locked. Please try again later.',
  badCredentials: 'Invalid username or password',
  loginFailed: 'Login failed',
  networkFailure: 'Failed to authenticate. Please try again.',
  sessionExpired: 'Your admin session has expired. Please log in again.',
  usernameRequired: 'Please enter your username',
  passwordRequired: 'Please enter your password',
  // password expiry and change (spec §5, §8, §9)
  passwordExpired: 'Your password has expired. Please change it to continue.',
  passwordChanged: `Password changed successfully! It will expire in ${ADMIN_PASSWORD_EXPIRY_DAYS} days.`,
  currentPasswordWrong: 'Current password is incorrect',
  changePasswordFailed: 'Failed to change password',
  // second factor
  mfaCodeRequired: 'Please enter the code from your authenticator app',
  mfaCodeInvalid: 'The code is not valid. Please try again.',
  mfaChallengeExpired: 'Your sign-in took too long. Please log in again.',
  mfaSetupRequired: 'Two-factor authentication is required. Please set it up to continue.',
  mfaAlreadyEnabled: 'Two-factor authentication is already on.',
  mfaNotEnabled: 'Two-factor authentication is not on.',
  mfaSetupNotStarted: 'Start the set-up first: scan the QR code, then enter the code it shows.',
  mfaRequiredByServer: 'Two-factor authentication is required for every admin on this server.',
  mfaEnabled: 'Two-factor authentication is on. Keep your recovery codes somewhere safe.',
  mfaDisabled: 'Two-factor authentication is off.',
  // figures
  churnWithoutBase: 'No Pro subscription was running 30 days ago, so there is no rate to compare these with.',
  // data calls (spec §8)
  userNotFound: 'User not found',
  searchFailed: 'Error searching user',
  // action failures (spec §8: each followed by the server's message)
  updateSubscriptionFailed: 'Failed to update subscription',
  extendTrialFailed: 'Failed to extend trial',
  sendEmailFailed: 'Failed to send email',
  logoutUserFailed: 'Failed to logout user',
  deleteUserFailed: 'Failed to delete user',
} as const;

/** The password rules, each a sentence (spec §5: 12 characters, upper, lower, number, special, last 3). */
export const ADMIN_PASSWORD_RULES = {
  required: 'Please enter a new password',
  tooShort: `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long`,
  tooLong: `Password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters long`,
  uppercase: 'Password must contain at least 1 uppercase letter',
  lowercase: 'Password must contain at least 1 lowercase letter',
  number: 'Password must contain at least 1 number',
  special: 'Password must contain at least 1 special character',
  containsUsername: 'Password must not contain your username',
  reused: `Password must not be one of your last ${ADMIN_PASSWORD_HISTORY} passwords`,
  sameAsCurrent: 'New password must be different from the current password',
  mismatch: 'New passwords do not match',
} as const;

/** Admin passwords are Unicode-normalised (NFKC) and trimmed before they are checked or hashed, like the sellers'. */
export function normalizeAdminPassword(password: string): string {
  return password.normalize('NFKC').trim();
}

/**
 * Every rule of the admin password policy that `password` breaks, in the spec's words, in the order the
 * change-password form lists them; empty when it is acceptable. The history rule needs the stored hashes and is
 * checked on the server only (ADMIN_PASSWORD_RULES.reused).
 */
export function adminPasswordProblems(password: string, context: { username?: string } = {}): string[] {
  const value = normalizeAdminPassword(password);
  if (value.length === 0) return [ADMIN_PASSWORD_RULES.required];
  const problems: string[] = [];
  if ([...value].length < ADMIN_PASSWORD_MIN_LENGTH) problems.push(ADMIN_PASSWORD_RULES.tooShort);
  if (value.length > ADMIN_PASSWORD_MAX_LENGTH) problems.push(ADMIN_PASSWORD_RULES.tooLong);
  if (!/\p{Lu}/u.test(value)) problems.push(ADMIN_PASSWORD_RULES.uppercase);
  if (!/\p{Ll}/u.test(value)) problems.push(ADMIN_PASSWORD_RULES.lowercase);
  if (!/\p{Nd}/u.test(value)) problems.push(ADMIN_PASSWORD_RULES.number);
  // Anything that is not a letter, a digit or a space: punctuation, symbols (!, €, _ ...).
  if (!/[^\p{L}\p{N}\s]/u.test(value)) problems.push(ADMIN_PASSWORD_RULES.special);
  const username = context.username?.trim().toLowerCase();
  if (username && username.length >= ADMIN_USERNAME_MIN_LENGTH && value.toLowerCase().includes(username)) {
    problems.push(ADMIN_PASSWORD_RULES.containsUsername);
  }
  return problems;
}

/** Usernames are compared and stored trimmed and lowercased. */
export function normalizeAdminUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** A username an admin may be created with: 3-64 characters, letters, digits, '.', '_' and '-'. */
export function adminUsernameProblem(username: string): string | null {
  const value = username.trim();
  if (value.length === 0) return ADMIN_MESSAGES.usernameRequired;
  if (value.length < ADMIN_USERNAME_MIN_LENGTH || value.length > ADMIN_USERNAME_MAX_LENGTH) {
    return `Username must be ${ADMIN_USERNAME_MIN_LENGTH} to ${ADMIN_USERNAME_MAX_LENGTH} characters long`;
  }
  if (!ADMIN_USERNAME_PATTERN.test(value)) {
    return 'Username may contain only letters, digits, dots, underscores and hyphens, and must start with a letter or digit';
  }
  return null;
}

export interface AdminPasswordExpiry {
  /** Whole days until the password expires, rounded up (90 right after a change, 1 on the last day); 0 once expired. */
  days_until_password_expires: number;
  /** The warning banner: at most ADMIN_PASSWORD_WARN_DAYS days left (and not expired yet). */
  password_expires_soon: boolean;
  /** Must be changed before any other admin call. */
  password_expired: boolean;
  password_expires_at: string;
}

/** The expiry figures of a password last changed at `changedAt` (spec §9: expires after 90 days). */
export function adminPasswordExpiry(changedAt: Date, now: Date = new Date()): AdminPasswordExpiry {
  const expiresAt = new Date(changedAt.getTime() + ADMIN_PASSWORD_EXPIRY_DAYS * DAY_MS);
  const leftMs = expiresAt.getTime() - now.getTime();
  const expired = leftMs <= 0;
  const days = expired ? 0 : Math.ceil(leftMs / DAY_MS);
  return {
    days_until_password_expires: days,
    password_expires_soon: !expired && days <= ADMIN_PASSWORD_WARN_DAYS,
    password_expired: expired,
    password_expires_at: expiresAt.toISOString(),
  };
}

/** The domain part of an e-mail, lowercased ('' when there is none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** Whether a seller's e-mail belongs to a test account under the configured domains (exact domain match). */
export function isTestAccountEmail(
  email: string,
  domains: readonly string[] = DEFAULT_TEST_ACCOUNT_DOMAINS,
): boolean {
  const domain = emailDomain(email);
  return domain !== '' && domains.some((d) => d.trim().toLowerCase() === domain);
}
