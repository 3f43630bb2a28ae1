// No zod here: the seller app imports these, and a module that builds schemas when it loads would bring all of
// zod into the browser bundle (core is side-effect free, so unused modules such as the schemas drop out).
/** E-mails are compared and stored trimmed and lowercased (core spec §5). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Passwords are Unicode-normalised (NFKC) and trimmed before anything else sees them (core spec §5). */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC').trim();
}

export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused rather than silently cut: bcrypt alone would ignore bytes past 72. */
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_RULES = {
  tooShort: 'Password must be at least 8 characters long',
  missingClasses: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  mismatch: 'Passwords do not match',
} as const;

/** The first rule a new password breaks, in the spec's words, or null when it is acceptable. */
export function passwordProblem(raw: string): string | null {
  const password = normalizePassword(raw);
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_RULES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_RULES.tooLong;
  if (!/\p{Lu}/u.test(password) || !/\p{Ll}/u.test(password) || !/\p{Nd}/u.test(password)) {
    return PASSWORD_RULES.missingClasses;
  }
  return null;
}
