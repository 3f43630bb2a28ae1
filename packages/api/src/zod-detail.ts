import type { ZodError } from 'zod';

/**
 * One readable sentence naming the offending field, e.g. "selling_price: Invalid input: expected number".
 * Clients show `detail` as is, so it must say which field is wrong, not dump the issue list.
 */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
