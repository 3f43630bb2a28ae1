import { t } from '@lingui/core/macro';
import { apiFailure } from '../account/api-error';

/**
 * The sentence to show for a failed call: the server's own (in English, as the server writes it), or a plain
 * word about the connection in the seller's language.
 */
export function failureText(error: unknown): string {
  const { detail, network } = apiFailure(error);
  if (detail) return detail;
  return network ? t`No connection. Please check your internet and try again.` : t`Please try again.`;
}
