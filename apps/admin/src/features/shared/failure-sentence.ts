import { apiFailure } from '@margin/ui';

/**
 * Spec §8: an action's failure is its own sentence followed by the server's message
 * ('Failed to extend trial: Days must be a positive whole number'); without an answer, a hint to try again.
 */
export function failureSentence(prefix: string, error: unknown): string {
  const { detail, network } = apiFailure(error);
  if (network) return `${prefix}: the server could not be reached. Please try again.`;
  return detail ? `${prefix}: ${detail}` : `${prefix}.`;
}
