import { normalizePassword, passwordProblem, PASSWORD_RULES } from '@margin/core';

/** Said under the fields wherever a password is chosen (subscription modal, reset page). */
export const NEW_PASSWORD_HINT =
  'Password must be at least 8 characters with uppercase, lowercase, and number.';

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
    password: (value: string) => passwordProblem(value),
    confirm: (value: string, values: NewPasswordValues) =>
      passwordProblem(values.password) === null &&
      normalizePassword(value) !== normalizePassword(values.password)
        ? PASSWORD_RULES.mismatch
        : null,
  },
};
