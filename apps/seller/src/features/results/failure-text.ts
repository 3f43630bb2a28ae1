import { apiFailure } from '../account/api-error';

/** The sentence to show for a failed call: the server's own, or a plain word about the connection. */
export function failureText(error: unknown): string {
  const { detail, network } = apiFailure(error);
  if (detail) return detail;
  return network ? 'No connection. Please check your internet and try again.' : 'Please try again.';
}
