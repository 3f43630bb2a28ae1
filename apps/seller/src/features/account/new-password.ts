import { msg } from '@lingui/core/macro';
import { normalizePassword, passwordProblem, PASSWORD_MAX_LENGTH, PASSWORD_RULES } from '@margin/core';
import { localized } from '../../i18n/localized';

const max = PASSWORD_MAX_LENGTH;

/** Said under the fields wherever a password is chosen (subscription modal, reset page), and the rules' words. */
export const NEW_PASSWORD_TEXTS = localized({
  hint: msg`Password must be at least 8 characters with uppercase, lowercase, and number.`,
  tooShort: msg`Password must be at least 8 characters long`,
  missingClasses: msg`Password must contain at least one uppercase letter, one lowercase letter, and one number`,
  tooLong: msg`Password must be at most ${max} characters long`,
  mismatch: msg`Passwords do not match`,
});

/** Core's rule sentences (the server's too, in English) by the rule they name. */
const RULE_OF = new Map<string, keyof typeof PASSWORD_RULES>(
  (Object.keys(PASSWORD_RULES) as (keyof typeof PASSWORD_RULES)[]).map((rule) => [
    PASSWORD_RULES[rule],
    rule,
  ]),
);

/** The first rule a new password breaks, in the seller's language; null when it is acceptable. */
function newPasswordProblem(value: string): string | null {
  const problem = passwordProblem(value);
  if (problem === null) return null;
  const rule = RULE_OF.get(problem);
  return rule ? NEW_PASSWORD_TEXTS[rule] : problem;
}

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/**
 * The form rules for choosing a password (subscription modal, reset page): the spec's user rules, then the
 * confirmation, compared as the server will see them (normalised).
 */
export const newPasswordForm = {
  initialValues: { password: '', confirm: '' } satisfies NewPasswordValues,
  validate: {
    password: (value: string) => newPasswordProblem(value),
    confirm: (value: string, values: NewPasswordValues) =>
      passwordProblem(values.password) === null &&
      normalizePassword(value) !== normalizePassword(values.password)
        ? NEW_PASSWORD_TEXTS.mismatch
        : null,
  },
};
